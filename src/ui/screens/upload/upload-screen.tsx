import { useSelector } from '@xstate/react'
import { isDemo } from '../../../config/env'
import { manualEntryMachine } from '../../../machines/manual-entry/manual-entry.machine'
import { uploadHistoryMachine } from '../../../machines/upload-history/upload-history.machine'
import { uploadRemovalMachine } from '../../../machines/upload-history/upload-removal.machine'
import { uploadMachine } from '../../../machines/upload/upload.machine'
import { useMachineActor } from '../../app/inspection'
import { selectPreferences, useSessionSelector } from '../../app/session-context'
import { manualBanner, removalBanner, uploadBanner } from './banners'
import { LeaveGuard } from './leave-guard'
import { manualFieldErrors } from './messages'
import { errorsInWords } from '../../components/field/form'
import { SAMPLE_FILES } from './samples'
import { UploadView } from './upload-view'

/** Any file: whether a choice is possible now does not depend on which file it is. */
const ANY_FILE = new File([], 'any.csv')
/** Any upload: likewise, whether Remove can be asked does not depend on which. */
const ANY_UPLOAD = { id: 'any', file_name: 'any.csv', uploaded_at: '2026-01-01T00:00:00Z', kind: 'file', rows: 0, chunks: 0, summary: '' } as const

/** Binds the upload, manual entry, recent uploads and removal machines to the view (docs/product.md#upload, docs/product.md#upload-states). */
export default function UploadScreen() {
  // The manual entry names the account's currency from the start, before the list answers with it.
  const preferences = useSessionSelector(selectPreferences)
  const history = useMachineActor(uploadHistoryMachine, { input: { currency: preferences?.currency ?? null } })
  const upload = useMachineActor(uploadMachine, { input: { history } })
  const manual = useMachineActor(manualEntryMachine, { input: { history } })
  const removal = useMachineActor(uploadRemovalMachine, { input: { history } })
  const uploadState = useSelector(upload, (snapshot) => snapshot)
  const manualState = useSelector(manual, (snapshot) => snapshot)
  const historyState = useSelector(history, (snapshot) => snapshot)
  const removalState = useSelector(removal, (snapshot) => snapshot)
  const { file, progress } = uploadState.context

  return (
    <>
      <UploadView
        file={{
          file: file ? { name: file.name, size: file.size } : null,
          progress,
          uploading: uploadState.hasTag('busy'),
          canSelect: uploadState.can({ type: 'file.select', file: ANY_FILE }),
          canUpload: uploadState.can({ type: 'upload.start' }),
          canRemove: uploadState.can({ type: 'file.remove' }),
          canCancel: uploadState.can({ type: 'upload.cancel' }),
          banner: uploadBanner(uploadState),
          dateOffer: uploadState.can({ type: 'upload.reread' }) ? (uploadState.context.answer?.date_order ?? null) : null,
          samples: isDemo ? SAMPLE_FILES : null,
          onSelect: (chosen) => upload.send({ type: 'file.select', file: chosen }),
          onRemove: () => upload.send({ type: 'file.remove' }),
          onUpload: () => upload.send({ type: 'upload.start' }),
          onCancel: () => upload.send({ type: 'upload.cancel' }),
          onReread: () => upload.send({ type: 'upload.reread' }),
        }}
        manual={{
          fields: manualState.context.fields,
          errors: errorsInWords(manualState.context.errors, manualFieldErrors(historyState.context.currency)),
          refusals: manualState.context.refusals,
          busy: manualState.hasTag('busy'),
          currency: historyState.context.currency,
          banner: manualBanner(manualState),
          question: manualState.matches('dayTaken')
            ? {
                detail: manualState.context.answer?.message ?? null,
                onReplace: () => manual.send({ type: 'manual.replace' }),
                onAdd: () => manual.send({ type: 'manual.add' }),
                onCancel: () => manual.send({ type: 'manual.cancel' }),
              }
            : null,
          onChange: (field, value) => manual.send({ type: 'manual.change', field, value }),
          onSubmit: () => manual.send({ type: 'manual.submit' }),
        }}
        history={{
          phase: historyState.value,
          uploads: historyState.context.uploads,
          total: historyState.context.total,
          onRetry: () => history.send({ type: 'history.retry' }),
          removal: {
            canAsk: removalState.can({ type: 'removal.ask', upload: ANY_UPLOAD }),
            asking: removalState.hasTag('dialog') ? removalState.context.upload : null,
            busy: removalState.hasTag('busy'),
            removed: removalState.matches('removed'),
            notice: removalBanner(removalState),
            onAsk: (record) => removal.send({ type: 'removal.ask', upload: record }),
            onConfirm: () => removal.send({ type: 'removal.confirm' }),
            onCancel: () => removal.send({ type: 'removal.cancel' }),
          },
        }}
      />
      <LeaveGuard active={uploadState.hasTag('busy')} fileName={file?.name ?? null} />
    </>
  )
}

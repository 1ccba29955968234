import { useSelector } from '@xstate/react'
import { isDemo } from '../../../config/env'
import { manualEntryMachine } from '../../../machines/manual-entry/manual-entry.machine'
import { uploadHistoryMachine } from '../../../machines/upload-history/upload-history.machine'
import { uploadMachine } from '../../../machines/upload/upload.machine'
import { useMachineActor } from '../../app/inspection'
import { manualBanner, uploadBanner } from './banners'
import { SAMPLE_FILES } from './samples'
import { UploadView } from './upload-view'

/** Any file: whether a choice is possible now does not depend on which file it is. */
const ANY_FILE = new File([], 'any.csv')

/** Binds the upload, manual entry and recent uploads machines to the view (docs/product.md#upload, docs/product.md#upload-states). */
export default function UploadScreen() {
  const history = useMachineActor(uploadHistoryMachine)
  const upload = useMachineActor(uploadMachine, { input: { history } })
  const manual = useMachineActor(manualEntryMachine, { input: { history } })
  const uploadState = useSelector(upload, (snapshot) => snapshot)
  const manualState = useSelector(manual, (snapshot) => snapshot)
  const historyState = useSelector(history, (snapshot) => snapshot)
  const { file, progress } = uploadState.context

  return (
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
        samples: isDemo ? SAMPLE_FILES : null,
        onSelect: (chosen) => upload.send({ type: 'file.select', file: chosen }),
        onRemove: () => upload.send({ type: 'file.remove' }),
        onUpload: () => upload.send({ type: 'upload.start' }),
        onCancel: () => upload.send({ type: 'upload.cancel' }),
      }}
      manual={{
        fields: manualState.context.fields,
        busy: manualState.hasTag('busy'),
        banner: manualBanner(manualState),
        onChange: (field, value) => manual.send({ type: 'manual.change', field, value }),
        onSubmit: () => manual.send({ type: 'manual.submit' }),
      }}
      history={{
        phase: historyState.value,
        uploads: historyState.context.uploads,
        total: historyState.context.total,
        onRetry: () => history.send({ type: 'history.retry' }),
      }}
    />
  )
}

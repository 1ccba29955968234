import { useSelector } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { localeOf } from '../../../../kernel/format'
import { companyAssetsMachine, readFileHead, typeStatus, type AssetsStore, type ValidationStatus } from '../../../machines/assets/company-assets.machine'
import { useMachineActor } from '../../app/inspection'
import { selectPreferences, useSessionSelector } from '../../app/session-context'
import { CompanyAssetsView } from './company-assets-view'

export interface CompanyAssetsPanelProps {
  /** After an upload and the re-check that follows it: the status now (the chat says what is met or missing). */
  onUploaded?: (status: ValidationStatus) => void
  /** The timers' clock (the 5-minute re-check); tests pass a simulated one. */
  clock?: NonNullable<ActorOptions<AnyActorLogic>['clock']>
  /** Where the types and the last check are kept; tests pass their own. */
  store?: AssetsStore
}

/**
 * Binds the Company Assets machine to its view (docs/product.md#company-assets). The machine starts
 * when the panel mounts: opening the panel is what loads the types and, when the last check is 5
 * minutes old, checks the status again.
 */
export function CompanyAssetsPanel({ onUploaded, clock, store }: CompanyAssetsPanelProps) {
  const preferences = useSessionSelector(selectPreferences)
  const actor = useMachineActor(companyAssetsMachine, { input: store ? { store } : {}, ...(clock ? { clock } : {}) })
  const state = useSelector(actor, (snapshot) => snapshot)
  const { context } = state

  const announce = useEffectEvent((status: ValidationStatus) => onUploaded?.(status))
  useEffect(() => {
    const subscription = actor.on('assets.validated', (event) => announce(event.status))
    return () => subscription.unsubscribe()
  }, [actor])

  const chooseFile = (code: string, file: File) => {
    // The content decides what the file is: its first bytes go with it (deviation 54).
    void readFileHead(file)
      .catch(() => new Uint8Array())
      .then((head) => {
        if (actor.getSnapshot().status === 'active') actor.send({ type: 'file.choose', code, file, head })
      })
  }

  const phase = state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'loaded'
  const canEdit = (code: string) => state.can({ type: 'metadata.change', code, field: '', value: '' })

  return (
    <CompanyAssetsView
      phase={phase}
      onRetry={() => actor.send({ type: 'panel.retry' })}
      status={{
        types: context.types,
        required: context.required,
        status: context.status,
        lastChecked: context.lastChecked,
        checking: state.matches({ loaded: 'checking' }),
        checkFailed: context.checkFailed,
        canRefresh: state.can({ type: 'status.refresh' }),
        locale: localeOf(preferences ?? {}),
        onRefresh: () => actor.send({ type: 'status.refresh' }),
      }}
      forms={context.types.map((type) => ({
        key: type.code,
        type,
        form: context.forms[type.code] ?? { file: null, refusal: null, metadata: {}, problems: [], failure: null },
        needed: context.required.includes(type.code),
        status: typeStatus(context.status, type.code),
        editable: canEdit(type.code),
        canUpload: state.can({ type: 'asset.upload', code: type.code }),
        uploading: context.uploading === type.code,
        uploaded: context.uploaded?.code === type.code ? context.uploaded.name : null,
        onFile: (file) => chooseFile(type.code, file),
        onClearFile: () => actor.send({ type: 'file.clear', code: type.code }),
        onMetadata: (field, value) => actor.send({ type: 'metadata.change', code: type.code, field, value }),
        onUpload: () => actor.send({ type: 'asset.upload', code: type.code }),
      }))}
      list={{
        assets: context.assets,
        canRemove: context.assets.some((asset) => state.can({ type: 'asset.remove', id: asset.id })),
        removing: context.removing,
        removeFailed: context.removeFailed,
        onRemove: (id) => actor.send({ type: 'asset.remove', id }),
      }}
    />
  )
}

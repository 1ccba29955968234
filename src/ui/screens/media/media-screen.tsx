import { useSelector } from '@xstate/react'
import { localeOf } from '../../../../kernel/format'
import { generatedMediaMachine } from '../../../machines/generated-media/generated-media.machine'
import { useMachineActor } from '../../app/inspection'
import { selectPreferences, useSessionSelector } from '../../app/session-context'
import { MediaView, type DownloadPhase, type MediaPhase } from './media-view'

/** Binds the generated media machine to the view (docs/product.md#generated-media). */
export default function MediaScreen() {
  const preferences = useSessionSelector(selectPreferences)
  const media = useMachineActor(generatedMediaMachine, { input: { timezone: preferences?.timezone ?? null } })
  const state = useSelector(media, (snapshot) => snapshot)
  const { images, open, download } = state.context
  const phase: MediaPhase = state.matches({ gallery: 'loading' }) ? 'loading' : state.matches({ gallery: 'error' }) ? 'error' : 'loaded'
  const downloadPhase = (['fetching', 'saved', 'failed'] as const).find((value) => state.matches({ download: value })) ?? ('idle' satisfies DownloadPhase)

  return (
    <MediaView
      phase={phase}
      images={images}
      open={open}
      download={{ phase: downloadPhase, imageId: download?.image.id ?? null, fileName: download?.file?.fileName ?? null, href: download?.href ?? null, problem: download?.problem ?? null }}
      locale={localeOf(preferences ?? {})}
      canRefresh={state.can({ type: 'media.refresh' })}
      // Any known image will do: whether a download can start does not depend on which.
      canDownload={images.length > 0 && state.can({ type: 'image.download', id: images[0]!.id })}
      onRefresh={() => media.send({ type: 'media.refresh' })}
      onRetry={() => media.send({ type: 'media.retry' })}
      onView={(id) => media.send({ type: 'image.view', id })}
      onClose={() => media.send({ type: 'image.close' })}
      onDownload={(id) => media.send({ type: 'image.download', id })}
    />
  )
}

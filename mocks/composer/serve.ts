/** The worker side: each request answered by the composer, in order of completion. */
import type { ImageComposer } from '../../backend/images/types'
import type { ComposeRequest, ComposeResponse } from './protocol'

/** What a DedicatedWorkerGlobalScope (or a MessagePort, in tests) offers. */
export interface ComposerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ComposeRequest>) => void): void
  postMessage(message: ComposeResponse, options: { transfer: Transferable[] }): void
}

export function serveComposer(scope: ComposerScope, composer: ImageComposer): void {
  scope.addEventListener('message', (event) => {
    const { id, input } = event.data
    composer.compose(input).then(
      (image) => scope.postMessage({ id, ok: true, image }, { transfer: [image.png.buffer] }),
      (error: unknown) =>
        scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error), range: error instanceof RangeError }, { transfer: [] }),
    )
  })
}

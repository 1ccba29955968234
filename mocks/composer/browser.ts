/**
 * The image composer the browser demo uses: an `ImageComposer` that hands each composition to one
 * module worker (./worker.ts), started on the first compose, so the page never runs satori or
 * resvg and loads their code and wasm (4.2 MB, 1.6 MB gzip) only when an owner generates an image. A worker
 * that fails or dies rejects what it had in flight; the next compose starts a new one.
 */
import type { ComposedImage, ComposeInput, ImageComposer } from '../../backend/images/types'
import type { ComposeRequest, ComposeResponse } from './protocol'

export type ComposerWorkerFactory = () => Worker

/** Vite bundles the worker from this exact `new Worker(new URL(...))` form. */
const composerWorker: ComposerWorkerFactory = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'selera-composer' })

interface Pending {
  resolve: (image: ComposedImage) => void
  reject: (error: Error) => void
}

export function createWorkerComposer(createWorker: ComposerWorkerFactory = composerWorker): ImageComposer {
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()

  const abandon = (reason: string) => {
    worker?.terminate()
    worker = null
    for (const { reject } of pending.values()) reject(new Error(reason))
    pending.clear()
  }

  const ensureWorker = (): Worker => {
    if (worker) return worker
    const started = createWorker()
    started.addEventListener('message', (event: MessageEvent<ComposeResponse>) => {
      const answer = event.data
      const entry = pending.get(answer.id)
      pending.delete(answer.id)
      if (!entry) return
      if (answer.ok) entry.resolve(answer.image)
      else entry.reject(answer.range ? new RangeError(answer.error) : new Error(answer.error))
    })
    started.addEventListener('error', (event) => {
      event.preventDefault()
      abandon(`The image composer stopped: ${event.message || 'its worker failed to load'}`)
    })
    started.addEventListener('messageerror', () => abandon('The image composer sent an unreadable answer'))
    worker = started
    return started
  }

  return {
    compose(input: ComposeInput): Promise<ComposedImage> {
      return new Promise((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        try {
          ensureWorker().postMessage({ id, input } satisfies ComposeRequest)
        } catch (error) {
          pending.delete(id)
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    },
  }
}

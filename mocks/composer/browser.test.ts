import { MessageChannel } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { composeInput, pngSize } from '../../tests/utils/composer'
import type { ComposedImage, ImageComposer } from '../../backend/images/types'
import { createWorkerComposer } from './browser'
import { createNodeComposer } from '../../backend/images/compose/node'
import type { ComposeRequest, ComposeResponse } from './protocol'
import { serveComposer } from './serve'

/**
 * A Worker stand-in: the worker's own code (`serveComposer`) behind a real MessageChannel, so
 * requests are structured-cloned and PNGs transferred exactly as between a page and a worker.
 */
class ChannelWorker extends EventTarget {
  readonly channel = new MessageChannel()
  terminated = false
  /** Whether each PNG buffer had left the worker side (detached) once posted. */
  readonly detached: boolean[] = []

  constructor(composer: ImageComposer) {
    super()
    const { port1, port2 } = this.channel
    port1.on('message', (data: ComposeResponse) => this.dispatchEvent(new MessageEvent('message', { data })))
    serveComposer(
      {
        addEventListener: (_type, listener) => port2.on('message', (data: ComposeRequest) => listener(new MessageEvent('message', { data }))),
        postMessage: (response, { transfer }) => {
          port2.postMessage(response, transfer as ArrayBuffer[])
          if (response.ok) this.detached.push(response.image.png.byteLength === 0)
        },
      },
      composer,
    )
  }

  postMessage(message: ComposeRequest): void {
    this.channel.port1.postMessage(message)
  }

  terminate(): void {
    this.terminated = true
    this.channel.port1.close()
  }

  /** What a worker whose script failed to load reports. */
  fail(): void {
    this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: 'script failed' }))
  }
}

describe('the worker-backed composer', () => {
  it('starts its worker on the first compose only, and gets the PNG back transferred', async () => {
    const workers: ChannelWorker[] = []
    const composer = createWorkerComposer(() => {
      const worker = new ChannelWorker(createNodeComposer())
      workers.push(worker)
      return worker as unknown as Worker
    })
    expect(workers).toHaveLength(0)
    const input = composeInput({ width: 1200, height: 630 })
    const [first, second] = await Promise.all([composer.compose(input), composer.compose({ ...input, width: 1080, height: 1080 })])
    expect(workers).toHaveLength(1)
    expect(pngSize(first.png)).toEqual({ width: 1200, height: 630 })
    expect(pngSize(second.png)).toEqual({ width: 1080, height: 1080 })
    expect(workers[0]!.detached).toEqual([true, true])
    // The same bytes as composing in-process: where it runs changes nothing.
    const inProcess = await createNodeComposer().compose(input)
    expect(Buffer.from(first.png).equals(Buffer.from(inProcess.png))).toBe(true)
    workers[0]!.terminate()
  })

  it('passes a refusal on as the same kind of error', async () => {
    const composer = createWorkerComposer(() => new ChannelWorker(createNodeComposer()) as unknown as Worker)
    await expect(composer.compose(composeInput({ width: 100, height: 100 }))).rejects.toThrow(RangeError)
  })

  it('rejects what was in flight when the worker fails, and starts a new one next time', async () => {
    const workers: ChannelWorker[] = []
    const never: ImageComposer = { compose: () => new Promise<ComposedImage>(() => undefined) }
    const composer = createWorkerComposer(() => {
      const worker = new ChannelWorker(workers.length === 0 ? never : createNodeComposer())
      workers.push(worker)
      return worker as unknown as Worker
    })
    const stuck = composer.compose(composeInput())
    await new Promise((resolve) => setTimeout(resolve, 10))
    workers[0]!.fail()
    await expect(stuck).rejects.toThrow(/composer stopped/)
    expect(workers[0]!.terminated).toBe(true)
    const image = await composer.compose(composeInput({ width: 1200, height: 627 }))
    expect(pngSize(image.png)).toEqual({ width: 1200, height: 627 })
    expect(workers).toHaveLength(2)
    workers[1]!.terminate()
  })
})

// @vitest-environment node
import { readFileSync } from 'node:fs'
import { MessageChannel } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { createIngestRunner, runIngest } from '../run-ingest'
import type { IngestInput, IngestResult } from '../types'
import type { IngestRequest, IngestResponse } from './protocol'
import { serveIngest } from './serve'

const xlsx = () => new Uint8Array(readFileSync('mocks/fixtures/pos/square-items-detail.xlsx'))
const input = (name: string, bytes: Uint8Array): IngestInput => ({ name, mime: null, bytes, timezone: 'Asia/Kuala_Lumpur' })
const PROSE = new TextEncoder().encode('Kopi is delivered on Tuesdays.\n\nSambal keeps two days.')

/**
 * A Worker stand-in: the real worker code (`serveIngest`) behind a real MessageChannel, so requests
 * and results are structured-cloned and transferred exactly as between a page and a worker.
 */
class ChannelWorker extends EventTarget {
  static live: ChannelWorker[] = []
  readonly channel = new MessageChannel()
  /** What the worker side posted, and whether each result's column buffers had left it (detached) afterwards. */
  readonly sent: Array<{ response: IngestResponse; transferred: number; detachedAfter: boolean }> = []
  terminated = false
  /** The first answer waits for the next one, so answers arrive out of request order. */
  private held: (() => void) | null = null

  constructor(private readonly reorder = false) {
    super()
    ChannelWorker.live.push(this)
    const { port1, port2 } = this.channel
    port1.on('message', (data: IngestResponse) => this.dispatchEvent(new MessageEvent('message', { data })))
    serveIngest({
      addEventListener: (_type, listener) => port2.on('message', (data: IngestRequest) => listener(new MessageEvent('message', { data }))),
      postMessage: (response, { transfer }) => {
        const send = () => {
          port2.postMessage(response, transfer as ArrayBuffer[])
          const detachedAfter = response.result.kind === 'sales' && response.result.batch.timestamp.byteLength === 0
          this.sent.push({ response, transferred: transfer.length, detachedAfter })
        }
        if (this.reorder && this.sent.length === 0 && !this.held) {
          this.held = send
          return
        }
        send()
        this.held?.()
        this.held = null
      },
    })
  }

  postMessage(message: IngestRequest, transfer: ArrayBuffer[]): void {
    this.channel.port1.postMessage(message, transfer)
  }

  terminate(): void {
    this.terminated = true
    this.channel.port1.close()
  }
}

const asWorker = (fake: ChannelWorker) => fake as unknown as Worker

afterEach(() => {
  for (const fake of ChannelWorker.live.splice(0)) fake.terminate()
})

describe('runIngest without Workers (Node, jsdom)', () => {
  it('parses inline', async () => {
    expect(typeof Worker).toBe('undefined')
    expect(await runIngest(input('notes.txt', PROSE))).toMatchObject({ kind: 'document', chunks: ['Kopi is delivered on Tuesdays.\n\nSambal keeps two days.'] })
  })
})

describe('runIngest with a module worker', () => {
  it('parses in the worker and gets the sales columns back by transfer, not by copy', async () => {
    const fake = new ChannelWorker()
    const run = createIngestRunner(() => asWorker(fake))
    const result = await run(input('square-items-detail.xlsx', xlsx()))
    expect(result).toMatchObject({ kind: 'sales', summary: { rows: 13 } })
    if (result.kind !== 'sales') return
    expect(Array.from(result.batch.netAmount.slice(0, 3))).toEqual([5.6, 12.9, 4.2])
    expect(fake.sent).toHaveLength(1)
    expect(fake.sent[0]?.transferred).toBeGreaterThanOrEqual(10)
    expect(fake.sent[0]?.detachedAfter).toBe(true)
  })

  it('reuses one worker and matches overlapping requests by id, whatever order they finish in', async () => {
    let created = 0
    const fake = new ChannelWorker(true)
    const run = createIngestRunner(() => (created++, asWorker(fake)))
    const [sales, document] = await Promise.all([run(input('a.xlsx', xlsx())), run(input('b.txt', PROSE))])
    expect(created).toBe(1)
    expect(sales.kind).toBe('sales')
    expect(document.kind).toBe('document')
    expect(fake.sent.map((sent) => sent.response.id)).toEqual([2, 1])
  })

  it('leaves the caller’s bytes intact (a copy is what travels)', async () => {
    const bytes = xlsx()
    await createIngestRunner(() => asWorker(new ChannelWorker()))(input('a.xlsx', bytes))
    expect(bytes.byteLength).toBe(readFileSync('mocks/fixtures/pos/square-items-detail.xlsx').length)
  })

  it('when the worker dies, what was in flight and what comes next is parsed inline', async () => {
    const dead = new (class extends EventTarget {
      posted = 0
      postMessage() {
        this.posted++
        queueMicrotask(() => this.dispatchEvent(new Event('error', { cancelable: true })))
      }
      terminate() {}
    })()
    let created = 0
    const run = createIngestRunner(() => (created++, dead as unknown as Worker))
    const first: IngestResult = await run(input('notes.txt', PROSE))
    const second: IngestResult = await run(input('notes.txt', PROSE))
    expect(first).toMatchObject({ kind: 'document' })
    expect(second).toMatchObject({ kind: 'document' })
    expect(dead.posted).toBe(1)
    expect(created).toBe(1)
  })

  it('a worker that cannot be created means inline parsing', async () => {
    const run = createIngestRunner(() => {
      throw new Error('SecurityError: module workers are not allowed here')
    })
    expect(await run(input('notes.txt', PROSE))).toMatchObject({ kind: 'document' })
  })
})

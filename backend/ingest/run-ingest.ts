/**
 * `runIngest`: the parser as the upload domain calls it. In a browser the MSW handler runs on the
 * page's main thread, so a 10 MB parse there would freeze the page: it runs in one module Web
 * Worker, reused, with requests matched by id. Where there are no Workers (Node, jsdom under
 * Vitest, the HTTP mock server) the same `ingestFile` runs inline.
 */
import { quoted, refuse } from './refusal'
import type { IngestInput, IngestResult } from './types'
import { requestFor, type IngestResponse } from './worker/protocol'

export type WorkerFactory = () => Worker | null

/**
 * Imported on demand: where the worker runs, the page never loads the parsers at all. A chunk that
 * fails to load (a redeploy mid-demo) is a refusal too: runIngest never rejects.
 */
async function ingestInline(input: IngestInput): Promise<IngestResult> {
  try {
    const { ingestFile } = await import('./ingest-file')
    return await ingestFile(input)
  } catch {
    return refuse('unreadable', `${quoted(input.name)} could not be processed just now. Reload the page and try again.`)
  }
}

/** Vite bundles the worker (and the parsers it imports) from this exact `new Worker(new URL(...))` form. */
const browserWorker: WorkerFactory = () =>
  typeof Worker === 'undefined' || typeof window === 'undefined'
    ? null
    : new Worker(new URL('./worker/ingest.worker.ts', import.meta.url), { type: 'module', name: 'selera-ingest' })

interface Pending {
  input: IngestInput
  resolve: (result: IngestResult | Promise<IngestResult>) => void
}

export function createIngestRunner(createWorker: WorkerFactory): (input: IngestInput) => Promise<IngestResult> {
  // undefined: not tried yet; null: no worker here (or it died), parse inline.
  let worker: Worker | null | undefined
  let nextId = 1
  const pending = new Map<number, Pending>()

  /** A worker that fails to load or crashes: everything in flight is parsed inline instead, and so is what comes next. */
  const abandon = () => {
    worker?.terminate()
    worker = null
    for (const { input, resolve } of pending.values()) resolve(ingestInline(input))
    pending.clear()
  }

  const ensureWorker = (): Worker | null => {
    if (worker !== undefined) return worker
    try {
      worker = createWorker()
    } catch {
      worker = null
    }
    worker?.addEventListener('message', (event: MessageEvent<IngestResponse>) => {
      const entry = pending.get(event.data.id)
      pending.delete(event.data.id)
      entry?.resolve(event.data.result)
    })
    worker?.addEventListener('error', (event) => {
      event.preventDefault()
      abandon()
    })
    worker?.addEventListener('messageerror', abandon)
    return worker
  }

  return (input) => {
    const target = ensureWorker()
    if (!target) return ingestInline(input)
    const id = nextId++
    return new Promise<IngestResult>((resolve) => {
      pending.set(id, { input, resolve })
      const { request, transfer } = requestFor(id, input)
      try {
        target.postMessage(request, transfer)
      } catch {
        pending.delete(id)
        resolve(ingestInline(input))
      }
    })
  }
}

export const runIngest = createIngestRunner(browserWorker)

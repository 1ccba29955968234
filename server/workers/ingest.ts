/**
 * Uploads parsed in a worker thread on the server, so a 10 MB export never holds the event loop
 * that answers every other owner's requests: the browser demo's runner (backend/ingest/run-ingest.ts)
 * on a Node thread instead of a Web Worker, started on the first upload. A thread that fails to
 * load or dies is abandoned and the files are parsed in the process, as the runner does anywhere
 * without workers: an upload is never refused for it.
 */
import { join } from 'node:path'
import { createIngestRunner } from '../../backend/ingest/run-ingest'
import type { Ingest } from '../../backend/uploads/ingest'
import { startThread, type WebWorkerLike } from './node-worker'

export interface ThreadIngest {
  ingest: Ingest
  /** Threads started, and those that failed (whose files were parsed in the process instead). */
  threads(): { started: number; failed: number }
  /** Ends the thread, if one was started. */
  close(): void
}

export function threadIngest(): ThreadIngest {
  const started: WebWorkerLike[] = []
  let failed = 0
  const ingest = createIngestRunner(() => {
    const thread = startThread(join(import.meta.dirname, 'ingest-thread.ts'), 'selera-ingest')
    thread.addEventListener('error', () => void (failed += 1))
    started.push(thread)
    return thread as unknown as Worker
  })
  return { ingest, threads: () => ({ started: started.length, failed }), close: () => started.forEach((thread) => thread.terminate()) }
}

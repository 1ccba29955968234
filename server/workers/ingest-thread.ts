/**
 * The thread that parses uploads off the server's event loop (./ingest.ts): the same `serveIngest`
 * the browser demo's Web Worker runs, on the thread's port.
 */
import { parentPort } from 'node:worker_threads'
import type { IngestRequest } from '../../backend/ingest/worker/protocol'
import { serveIngest } from '../../backend/ingest/worker/serve'

const port = parentPort
if (!port) throw new Error('ingest-thread.ts runs as a worker thread (server/workers/ingest.ts starts it)')
serveIngest({
  addEventListener: (_type, listener) => port.on('message', (data: IngestRequest) => listener({ data } as MessageEvent<IngestRequest>)),
  postMessage: (message, { transfer }) => port.postMessage(message, transfer as never),
})

/** The worker side of the protocol: each request answered by `ingestFile`, in order of completion. */
import { ingestFile } from '../ingest-file'
import { quoted, refuse } from '../refusal'
import { transferablesOf, type IngestRequest, type IngestResponse } from './protocol'

/** What a DedicatedWorkerGlobalScope (or a MessagePort, in tests) offers. */
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<IngestRequest>) => void): void
  postMessage(message: IngestResponse, options: { transfer: Transferable[] }): void
}

export function serveIngest(scope: WorkerScope): void {
  scope.addEventListener('message', (event) => {
    const { id, input } = event.data
    void ingestFile(input).then((result) => {
      try {
        scope.postMessage({ id, result }, { transfer: transferablesOf(result) })
      } catch {
        // A result that cannot be cloned is our bug, but the page still deserves an answer.
        scope.postMessage({ id, result: refuse('unreadable', `${quoted(input.name)} could not be processed. Please try again.`) }, { transfer: [] })
      }
    })
  })
}

/**
 * The parser, as the upload domain sees it: one function from a file to what it holds. Injected so
 * the domain's tests run with a fake; the real one is imported on first use, so its libraries
 * (CSV, Excel, PDF, Word readers) load only when a file arrives.
 */
import type { IngestInput, IngestResult } from '../ingest/types'

export type Ingest = (input: IngestInput) => Promise<IngestResult>

export const runIngestLazily: Ingest = async (input) => {
  const { runIngest } = await import('../ingest/run-ingest')
  return runIngest(input)
}

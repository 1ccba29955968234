/**
 * Messages between the page and the ingest worker. Requests carry an id so one worker serves
 * overlapping uploads; results go back with their column buffers transferred, not copied
 * (structured-cloning 120k rows' worth of columns would cost as much as parsing them).
 */
import type { IngestInput, IngestResult, SalesBatch } from '../types'

export interface IngestRequest {
  id: number
  input: IngestInput
}

export interface IngestResponse {
  id: number
  result: IngestResult
}

const COLUMNS = ['timestamp', 'netAmount', 'quantity', 'untimed', 'receipt', 'item', 'category', 'customer', 'outlet', 'payment', 'channel'] as const satisfies ReadonlyArray<keyof SalesBatch>

/** The distinct buffers behind a result's typed arrays (a buffer listed twice is a DataCloneError). */
export function transferablesOf(result: IngestResult): ArrayBuffer[] {
  if (result.kind !== 'sales') return []
  const buffers = new Set<ArrayBuffer>()
  for (const column of COLUMNS) {
    const buffer = result.batch[column]?.buffer
    if (buffer instanceof ArrayBuffer) buffers.add(buffer)
  }
  return [...buffers]
}

/**
 * The request carries a copy of the bytes, transferred (not cloned) into the worker: the caller's
 * bytes stay intact, and if the worker dies mid-parse the page still has them to parse inline.
 */
export function requestFor(id: number, input: IngestInput): { request: IngestRequest; transfer: ArrayBuffer[] } {
  const bytes = input.bytes.slice()
  return { request: { id, input: { ...input, bytes } }, transfer: [bytes.buffer] }
}

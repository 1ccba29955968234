import type { SalesBatch } from '../ingest/types'
import { DICT_COLUMNS, FLAG_COLUMNS, NUMBER_COLUMNS } from './columns'

/**
 * Rows `[start, end)` of a batch, as views sharing its dictionaries (no copy): how the demo seed
 * splits one generated batch into the weekly uploads it came from. The store keeps only the
 * dictionary values a slice's rows use, so each upload's outlets and items stay its own.
 */
export function sliceBatch(batch: SalesBatch, start: number, end: number): SalesBatch {
  const from = Math.max(0, Math.min(start, batch.length))
  const to = Math.max(from, Math.min(end, batch.length))
  const slice = { length: to - from, dict: batch.dict } as SalesBatch
  for (const name of NUMBER_COLUMNS) slice[name] = batch[name].subarray(from, to)
  for (const name of DICT_COLUMNS) slice[name] = batch[name].subarray(from, to)
  for (const name of FLAG_COLUMNS) {
    const column = batch[name]
    if (column) slice[name] = column.subarray(from, to)
  }
  return slice
}

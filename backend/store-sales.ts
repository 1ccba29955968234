/**
 * How an account's sales are kept in storage: one record per stored batch (an upload's rows, or
 * its day totals), its columns encoded, plus one revision record per account that every write
 * renews. Storage holds the truth; each process keeps the columns it decoded, and rebuilt from them
 * the per-day rollups, in memory until the account's revision moves (./sales/storage.ts). So two
 * processes on one database always answer alike. ./store.ts re-exports these.
 */
import type { DayTotal, SalesDictColumn } from './ingest/types'

/**
 * One batch of an upload's sales, as written once and never changed: its rows' columns as base64
 * of their little-endian bytes (./sales/batch-codec.ts reads and writes them), the batch's own
 * dictionaries, and its day totals. A batch holds rows, day totals, or (in principle) both.
 */
export interface SalesBatchRecord {
  id: string
  account_id: string
  upload_id: string
  /** Sales rows in the batch; 0 for day totals. */
  rows: number
  /** Every column of `COLUMN_NAMES`/`FLAG_COLUMNS` but `upload` (./sales/columns.ts), encoded. */
  columns: Record<string, string>
  /** Each dictionary column's values; the columns hold indexes into them (-1: no value). */
  dict: Record<SalesDictColumn, string[]>
  day_totals: DayTotal[]
}

/**
 * An account's sales revision: a new value (a fresh id) in the same transaction as every write to
 * its batches, never one it had before, a rolled-back write included. An account without one has
 * never had sales.
 */
export interface SalesRevisionRecord {
  id: string
  account_id: string
  revision: string
}

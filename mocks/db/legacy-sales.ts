/**
 * The demo's sales as snapshots of version 2 kept them (one entry per account: every column of its
 * rows as base64, its dictionaries and day totals), turned into the batch and revision records
 * every storage keeps now (backend/store-sales.ts): one batch per upload, so that what an owner
 * uploaded to the demo survives the change. Reading checks everything (lengths, indexes inside
 * their dictionaries): a bad entry throws, and the demo starts from its seed.
 */
import { decodeDayTotal, encodeDays, encodeRows, fail, isObject, isStringArray } from '../../backend/sales/batch-codec'
import { COLUMN_NAMES, DICT_COLUMNS, FLAG_COLUMNS, flagsFromBase64, floatsFromBase64, intsFromBase64, isNumberColumn, NUMBER_COLUMNS, type ColumnName } from '../../backend/sales/columns'
import type { DayTotal, SalesBatch, SalesDictColumn } from '../../backend/ingest/types'
import { newId } from '../../backend/ids'
import type { SalesBatchRecord, SalesRevisionRecord } from '../../backend/store'

/** One account's entry read back: its columns whole, with `upload` indexing `uploadIds`. */
interface LegacyAccount {
  length: number
  columns: Record<ColumnName, Float64Array | Int32Array> & { untimed: Uint8Array }
  dict: Record<SalesDictColumn, string[]>
  uploadIds: string[]
  dayTotals: (DayTotal & { uploadId: string })[]
}

function readAccount(value: unknown): LegacyAccount {
  if (!isObject(value)) fail('an account entry is not an object')
  const { length, columns, dict, uploadIds, dayTotals } = value
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) fail('length')
  if (!isObject(columns) || !isObject(dict) || !isStringArray(uploadIds) || !Array.isArray(dayTotals)) fail('columns, dictionaries or upload ids')
  const text = (name: string): string => (typeof columns[name] === 'string' ? columns[name] : fail(`column ${name}`))
  const read = Object.fromEntries(COLUMN_NAMES.map((name) => [name, isNumberColumn(name) ? floatsFromBase64(text(name), length) : intsFromBase64(text(name), length)]))
  // A snapshot saved before the flag existed reads as every sale timed.
  const untimed = columns[FLAG_COLUMNS[0]] === undefined ? new Uint8Array(length) : flagsFromBase64(text(FLAG_COLUMNS[0]), length)
  if (untimed.some((flag) => flag > 1)) fail('a flag other than 0 or 1')
  const dicts = Object.fromEntries(DICT_COLUMNS.map((name) => [name, isStringArray(dict[name]) ? dict[name] : fail(`dictionary ${name}`)])) as Record<SalesDictColumn, string[]>
  const account = { length, columns: { ...read, untimed } as LegacyAccount['columns'], dict: dicts, uploadIds, dayTotals: [] as LegacyAccount['dayTotals'] }
  for (const [name, size, min] of [...DICT_COLUMNS.map((name) => [name, dicts[name].length, -1] as const), ['upload', uploadIds.length, 0] as const]) {
    const column = account.columns[name]
    for (let row = 0; row < length; row++) if (column[row]! < min || column[row]! >= size) fail(`row ${row} points outside its dictionary`)
  }
  for (const day of dayTotals) {
    const uploadId = isObject(day) && typeof day.uploadId === 'string' ? day.uploadId : fail('a day total without its upload')
    account.dayTotals.push({ ...decodeDayTotal(day), uploadId })
  }
  return account
}

/** The rows of one upload as a batch of their own, with dictionaries of the values they use. */
function batchOf(account: LegacyAccount, upload: number): SalesBatch {
  const rows: number[] = []
  const tags = account.columns.upload
  for (let row = 0; row < account.length; row++) if (tags[row] === upload) rows.push(row)
  const batch = { length: rows.length, dict: {} as SalesBatch['dict'] } as SalesBatch
  for (const name of NUMBER_COLUMNS) batch[name] = Float64Array.from(rows, (row) => account.columns[name][row]!)
  batch.untimed = Uint8Array.from(rows, (row) => account.columns.untimed[row]!)
  for (const name of DICT_COLUMNS) {
    const local = new Map<number, number>()
    const values: string[] = []
    batch[name] = Int32Array.from(rows, (row) => {
      const value = account.columns[name][row]!
      if (value < 0) return -1
      let index = local.get(value)
      if (index === undefined) local.set(value, (index = values.push(account.dict[name][value]!) - 1))
      return index
    })
    batch.dict[name] = values
  }
  return batch
}

/** The records a version-2 snapshot's `sales` become; throws when any part of it is invalid. */
export function legacySalesRecords(sales: unknown): { salesBatch: SalesBatchRecord[]; salesRevision: SalesRevisionRecord[] } {
  const accounts = isObject(sales) && isObject(sales.accounts) ? sales.accounts : fail('no accounts')
  const salesBatch: SalesBatchRecord[] = []
  const salesRevision: SalesRevisionRecord[] = []
  for (const [accountId, value] of Object.entries(accounts)) {
    const account = readAccount(value)
    account.uploadIds.forEach((uploadId, upload) => salesBatch.push({ id: newId(), account_id: accountId, upload_id: uploadId, ...encodeRows(batchOf(account, upload)), day_totals: [] }))
    const byUpload = new Map<string, DayTotal[]>()
    for (const { uploadId, ...day } of account.dayTotals) byUpload.set(uploadId, [...(byUpload.get(uploadId) ?? []), day])
    for (const [uploadId, days] of byUpload) salesBatch.push({ id: newId(), account_id: accountId, upload_id: uploadId, ...encodeDays(days) })
    salesRevision.push({ id: newId(), account_id: accountId, revision: newId() })
  }
  return { salesBatch, salesRevision }
}

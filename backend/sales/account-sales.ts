/**
 * One account's sales: growable columns, the account's own dictionaries, and the day totals of
 * summary exports and manual entries, each row and day tagged with the upload it came from. Built
 * from the stored batches and kept in memory in front of them (./storage.ts); only ever appended
 * to, since a removal decodes the account's remaining batches again.
 */
import type { DayTotal, SalesBatch, SalesDictColumn } from '../ingest/types'
import { DICT_COLUMNS, FLAG_COLUMNS, growBytes, growFloat, growInt, NUMBER_COLUMNS, type FlagColumn, type IndexColumn, type NumberColumn } from './columns'

export interface StoredDayTotal extends DayTotal {
  uploadId: string
}

/**
 * An account's sales as columns, shaped like a `SalesBatch` plus `upload` (each row's index into
 * `uploadIds`). The arrays are views of the store's buffers: read them, do not keep them across a
 * later upload (a write may move the data to bigger buffers) and do not write to them.
 */
export interface SalesColumns extends Omit<SalesBatch, 'dict' | 'untimed'> {
  /** 1 where the sale's time of day is unknown (`SalesBatch.untimed`; 0 for a batch that had none). */
  untimed: Uint8Array
  upload: Int32Array
  dict: Readonly<Record<SalesDictColumn, readonly string[]>>
  uploadIds: readonly string[]
  /**
   * Each receipt's net, its rows' amounts summed, by receipt dictionary index: whether it is an order
   * (backend/analytics/pass/receipt-orders.ts). Kept as rows are appended, so that no read of the
   * rows has to sum 1,000,000 of them again first.
   */
  receiptNet: Float64Array
}

export interface AccountData {
  length: number
  floats: Record<NumberColumn, Float64Array>
  ints: Record<IndexColumn, Int32Array>
  flags: Record<FlagColumn, Uint8Array>
  dict: Record<SalesDictColumn, string[]>
  /** value → index, mirroring `dict`, so merging a batch's dictionary is a lookup per distinct value. */
  lookup: Record<SalesDictColumn, Map<string, number>>
  uploadIds: string[]
  dayTotals: StoredDayTotal[]
  /** `SalesColumns.receiptNet`, at least as long as the receipt dictionary. */
  receiptNet: Float64Array
}

export function keyed<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>
}

function lookupOf(dict: Record<SalesDictColumn, string[]>): Record<SalesDictColumn, Map<string, number>> {
  return keyed(DICT_COLUMNS, (name) => new Map(dict[name].map((value, index) => [value, index])))
}

export function emptyAccount(): AccountData {
  const dict = keyed(DICT_COLUMNS, (): string[] => [])
  return {
    length: 0,
    floats: keyed(NUMBER_COLUMNS, () => new Float64Array(0)),
    ints: { ...keyed(DICT_COLUMNS, () => new Int32Array(0)), upload: new Int32Array(0) },
    flags: keyed(FLAG_COLUMNS, () => new Uint8Array(0)),
    dict,
    lookup: lookupOf(dict),
    uploadIds: [],
    dayTotals: [],
    receiptNet: new Float64Array(0),
  }
}

/**
 * Adds the finite amounts of rows [from, to) to their receipts' nets (`net`, grown to `receipts`
 * entries when shorter; the answer is the array holding them).
 */
export function addReceiptNets(net: Float64Array, receipts: number, { receipt, netAmount }: Pick<SalesBatch, 'receipt' | 'netAmount'>, from: number, to: number): Float64Array {
  const nets = growFloat(net, receipts)
  for (let row = from; row < to; row++) {
    const r = receipt[row]!
    const amount = netAmount[row]!
    if (r >= 0 && amount - amount === 0) nets[r]! += amount // amount is finite
  }
  return nets
}

/** A batch the parser got wrong is a bug: refuse it whole rather than store half of it. */
export function checkBatch(batch: SalesBatch): void {
  const rows = batch.length
  if (!Number.isInteger(rows) || rows < 0) throw new RangeError(`Sales batch length ${rows} is not a row count`)
  for (const name of [...NUMBER_COLUMNS, ...DICT_COLUMNS]) {
    if (batch[name].length < rows) throw new RangeError(`Sales batch column ${name} has ${batch[name].length} values for ${rows} rows`)
  }
  for (const name of FLAG_COLUMNS) {
    const column = batch[name]
    if (column && column.length < rows) throw new RangeError(`Sales batch column ${name} has ${column.length} values for ${rows} rows`)
  }
  for (const name of DICT_COLUMNS) {
    const column = batch[name]
    const size = batch.dict[name].length
    for (let row = 0; row < rows; row++) {
      const value = column[row]!
      if (value < -1 || value >= size) throw new RangeError(`Sales batch column ${name} row ${row} points at ${value}, outside its ${size} values`)
    }
  }
}

function intern(account: AccountData, name: SalesDictColumn, value: string): number {
  const known = account.lookup[name].get(value)
  if (known !== undefined) return known
  const index = account.dict[name].push(value) - 1
  account.lookup[name].set(value, index)
  return index
}

export function appendBatch(account: AccountData, uploadId: string, batch: SalesBatch): void {
  checkBatch(batch)
  const rows = batch.length
  const start = account.length
  const end = start + rows
  for (const name of NUMBER_COLUMNS) {
    account.floats[name] = growFloat(account.floats[name], end)
    account.floats[name].set(batch[name].subarray(0, rows), start)
  }
  for (const name of FLAG_COLUMNS) {
    // A batch without the column: every row 0 (a sale with its time, as sales always were).
    const target = (account.flags[name] = growBytes(account.flags[name], end))
    const source = batch[name]
    if (source) for (let row = 0; row < rows; row++) target[start + row] = source[row] ? 1 : 0
    else target.fill(0, start, end)
  }
  for (const name of DICT_COLUMNS) {
    // Only values some row uses enter the account's dictionary, so a dictionary lists what is stored.
    const remap = new Int32Array(batch.dict[name].length).fill(-1)
    const source = batch[name]
    const target = (account.ints[name] = growInt(account.ints[name], end))
    for (let row = 0; row < rows; row++) {
      const value = source[row]!
      if (value < 0) {
        target[start + row] = -1
        continue
      }
      if (remap[value] === -1) remap[value] = intern(account, name, batch.dict[name][value]!)
      target[start + row] = remap[value]!
    }
  }
  let tag = account.uploadIds.indexOf(uploadId)
  if (tag < 0) tag = account.uploadIds.push(uploadId) - 1
  account.ints.upload = growInt(account.ints.upload, end)
  account.ints.upload.fill(tag, start, end)
  account.length = end
  account.receiptNet = addReceiptNets(account.receiptNet, account.dict.receipt.length, { receipt: account.ints.receipt, netAmount: account.floats.netAmount }, start, end)
}

/** Day totals the caller got wrong are a bug: refuse them whole. */
export function checkDays(days: readonly DayTotal[]): void {
  for (const day of days) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date) || !Number.isFinite(day.netAmount)) throw new RangeError(`Day total ${JSON.stringify(day)} is malformed`)
  }
}

export function addDays(account: AccountData, uploadId: string, days: readonly DayTotal[]): void {
  checkDays(days)
  for (const day of days) account.dayTotals.push({ ...day, customers: [...day.customers], uploadId })
}

export function columnsOf(account: AccountData): SalesColumns {
  const n = account.length
  return {
    length: n,
    ...keyed(NUMBER_COLUMNS, (name) => account.floats[name].subarray(0, n)),
    ...keyed(DICT_COLUMNS, (name) => account.ints[name].subarray(0, n)),
    ...keyed(FLAG_COLUMNS, (name) => account.flags[name].subarray(0, n)),
    upload: account.ints.upload.subarray(0, n),
    dict: account.dict,
    uploadIds: account.uploadIds,
    receiptNet: account.receiptNet.subarray(0, account.dict.receipt.length),
  }
}

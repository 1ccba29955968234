/**
 * The sales store as it is saved beside the @mswjs/data records: per account, each column's used
 * part as base64 of its raw bytes, the dictionaries and the day totals as JSON. Reading one back
 * checks everything a later computation relies on (lengths, indexes inside their dictionaries),
 * because storage is outside the app's control: a bad snapshot throws and the demo starts from
 * its seed instead of computing from garbage.
 */
import type { SalesDictColumn } from '../ingest/types'
import { emptyAccount, lookupOf, recountReceiptNets, type AccountData, type StoredDayTotal } from './account-sales'
import { COLUMN_NAMES, DICT_COLUMNS, FLAG_COLUMNS, flagsFromBase64, floatsFromBase64, INDEX_COLUMNS, intsFromBase64, isNumberColumn, NUMBER_COLUMNS, toBase64, type ColumnName, type FlagColumn } from './columns'

export interface AccountSalesSnapshot {
  length: number
  /** Flag columns are optional: a snapshot saved before one existed reads as 0 in every row. */
  columns: Record<ColumnName, string> & Partial<Record<FlagColumn, string>>
  dict: Record<SalesDictColumn, string[]>
  uploadIds: string[]
  dayTotals: StoredDayTotal[]
}

export interface SalesStoreSnapshot {
  accounts: Record<string, AccountSalesSnapshot>
}

export function emptySalesSnapshot(): SalesStoreSnapshot {
  return { accounts: {} }
}

export function encodeAccount(account: AccountData): AccountSalesSnapshot {
  const n = account.length
  const columns = {} as AccountSalesSnapshot['columns']
  for (const name of COLUMN_NAMES) {
    columns[name] = toBase64(isNumberColumn(name) ? account.floats[name].subarray(0, n) : account.ints[name].subarray(0, n))
  }
  for (const name of FLAG_COLUMNS) columns[name] = toBase64(account.flags[name].subarray(0, n))
  return {
    length: n,
    columns,
    // Copies: the snapshot may be kept (cached, posted to other tabs) while the account changes.
    dict: Object.fromEntries(DICT_COLUMNS.map((name) => [name, [...account.dict[name]]])) as Record<SalesDictColumn, string[]>,
    uploadIds: [...account.uploadIds],
    dayTotals: account.dayTotals.map((day) => ({ ...day, customers: [...day.customers] })),
  }
}

function fail(why: string): never {
  throw new Error(`Stored sales data is invalid: ${why}`)
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

function checkDayTotal(value: unknown): StoredDayTotal {
  if (!isObject(value)) fail('a day total is not an object')
  const { date, netAmount, orders, outlet, customers, uploadId } = value
  const ok =
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    typeof netAmount === 'number' &&
    Number.isFinite(netAmount) &&
    (orders === null || (typeof orders === 'number' && Number.isInteger(orders) && orders >= 0)) &&
    (outlet === null || typeof outlet === 'string') &&
    isStringArray(customers) &&
    typeof uploadId === 'string'
  if (!ok) fail(`day total ${JSON.stringify(value)}`)
  return { date, netAmount, orders, outlet, customers: [...customers], uploadId }
}

export function decodeAccount(value: unknown): AccountData {
  if (!isObject(value)) fail('an account entry is not an object')
  const { length, columns, dict, uploadIds, dayTotals } = value
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) fail('length')
  if (!isObject(columns) || !isObject(dict) || !isStringArray(uploadIds) || !Array.isArray(dayTotals)) fail('columns, dictionaries or upload ids')
  const account = emptyAccount()
  account.length = length
  const text = (name: ColumnName): string => (typeof columns[name] === 'string' ? columns[name] : fail(`column ${name}`))
  for (const name of NUMBER_COLUMNS) account.floats[name] = floatsFromBase64(text(name), length)
  for (const name of INDEX_COLUMNS) account.ints[name] = intsFromBase64(text(name), length)
  for (const name of FLAG_COLUMNS) {
    const stored = columns[name]
    if (stored !== undefined && typeof stored !== 'string') fail(`column ${name}`)
    account.flags[name] = stored === undefined ? new Uint8Array(length) : flagsFromBase64(stored, length)
    if (account.flags[name].some((flag) => flag > 1)) fail(`column ${name} holds a value other than 0 or 1`)
  }
  for (const name of DICT_COLUMNS) {
    const values = dict[name]
    if (!isStringArray(values)) fail(`dictionary ${name}`)
    account.dict[name] = [...values]
  }
  const ranges: [Int32Array, number, number][] = [
    ...DICT_COLUMNS.map((name): [Int32Array, number, number] => [account.ints[name], -1, account.dict[name].length]),
    [account.ints.upload, 0, uploadIds.length],
  ]
  for (const [column, min, size] of ranges) {
    for (let row = 0; row < length; row++) if (column[row]! < min || column[row]! >= size) fail(`row ${row} points outside its dictionary`)
  }
  account.lookup = lookupOf(account.dict)
  account.uploadIds = [...uploadIds]
  account.dayTotals = dayTotals.map(checkDayTotal)
  // Derived from the rows, so not stored.
  recountReceiptNets(account)
  return account
}

/** The shape only (cheap); `decodeAccount` checks the content when the snapshot is restored. */
export function isSalesStoreSnapshot(value: unknown): value is SalesStoreSnapshot {
  return isObject(value) && isObject(value.accounts) && Object.values(value.accounts).every(isObject)
}

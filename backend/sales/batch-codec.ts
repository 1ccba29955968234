/**
 * A batch of sales as storage keeps it (`SalesBatchRecord`, ../store-sales.ts) and back: each column
 * as base64 of its raw bytes (4/3 of the bytes, where a JSON array of numbers costs 3 to 20 times
 * as much), the dictionaries and day totals as they are. Reading one back checks what a later
 * computation relies on (lengths, values, dictionary types), because storage is outside the
 * process's control: a bad record throws instead of being computed from.
 */
import type { DayTotal, SalesBatch, SalesDictColumn } from '../ingest/types'
import type { SalesBatchRecord } from '../store-sales'
import { checkBatch, checkDays } from './account-sales'
import { DICT_COLUMNS, FLAG_COLUMNS, flagsFromBase64, floatsFromBase64, intsFromBase64, NUMBER_COLUMNS, toBase64 } from './columns'

/** The record fields a batch of rows gives (the caller adds id, account and upload). */
export function encodeRows(batch: SalesBatch): Pick<SalesBatchRecord, 'rows' | 'columns' | 'dict'> {
  checkBatch(batch)
  const n = batch.length
  const columns: Record<string, string> = {}
  for (const name of NUMBER_COLUMNS) columns[name] = toBase64(batch[name].subarray(0, n))
  for (const name of DICT_COLUMNS) columns[name] = toBase64(batch[name].subarray(0, n))
  for (const name of FLAG_COLUMNS) {
    const flags = batch[name]
    if (flags) columns[name] = toBase64(Uint8Array.from(flags.subarray(0, n), (flag) => (flag ? 1 : 0)))
  }
  // Copies: the parser's dictionaries are its own to change.
  const dict = Object.fromEntries(DICT_COLUMNS.map((name) => [name, [...batch.dict[name]]])) as Record<SalesDictColumn, string[]>
  return { rows: n, columns, dict }
}

/** The record fields a batch of day totals gives: no rows, the days as they are (copied). */
export function encodeDays(days: readonly DayTotal[]): Pick<SalesBatchRecord, 'rows' | 'columns' | 'dict' | 'day_totals'> {
  checkDays(days)
  const dict = Object.fromEntries(DICT_COLUMNS.map((name) => [name, []])) as unknown as SalesBatchRecord['dict']
  return { rows: 0, columns: {}, dict, day_totals: days.map((day) => ({ ...day, customers: [...day.customers] })) }
}

/** Throws the one error for stored sales that cannot be trusted. */
export function fail(why: string): never {
  throw new Error(`Stored sales data is invalid: ${why}`)
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A stored batch's rows as a `SalesBatch`; throws when the record does not hold what it says. */
export function decodeRows(record: Pick<SalesBatchRecord, 'rows' | 'columns' | 'dict'>): SalesBatch {
  const { rows, columns, dict } = record as { rows: unknown; columns: unknown; dict: unknown }
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0) fail('row count')
  if (!isObject(columns) || !isObject(dict)) fail('columns or dictionaries')
  const text = (name: string): string => (typeof columns[name] === 'string' ? columns[name] : fail(`column ${name}`))
  const decode = <T>(name: string, read: (base64: string, length: number) => T): T => {
    try {
      return read(text(name), rows)
    } catch (error) {
      return fail(`column ${name}: ${(error as Error).message}`)
    }
  }
  const batch = {
    length: rows,
    ...Object.fromEntries(NUMBER_COLUMNS.map((name) => [name, decode(name, floatsFromBase64)])),
    ...Object.fromEntries(DICT_COLUMNS.map((name) => [name, decode(name, intsFromBase64)])),
    dict: Object.fromEntries(DICT_COLUMNS.map((name) => [name, isStringArray(dict[name]) ? [...dict[name]] : fail(`dictionary ${name}`)])),
  } as SalesBatch
  for (const name of FLAG_COLUMNS) {
    if (columns[name] === undefined) continue
    const flags = decode(name, flagsFromBase64)
    if (flags.some((flag) => flag > 1)) fail(`column ${name} holds a value other than 0 or 1`)
    batch[name] = flags
  }
  try {
    checkBatch(batch)
  } catch (error) {
    fail((error as Error).message)
  }
  return batch
}

/** A stored day total, checked. */
export function decodeDayTotal(value: unknown): DayTotal {
  if (!isObject(value)) fail('a day total is not an object')
  const { date, netAmount, orders, outlet, customers } = value
  const ok =
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    typeof netAmount === 'number' &&
    Number.isFinite(netAmount) &&
    (orders === null || (typeof orders === 'number' && Number.isInteger(orders) && orders >= 0)) &&
    (outlet === null || typeof outlet === 'string') &&
    isStringArray(customers)
  if (!ok) fail(`day total ${JSON.stringify(value)}`)
  return { date, netAmount, orders, outlet, customers: [...customers] }
}

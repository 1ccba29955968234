/**
 * A sheet no POS format names that lists days, not sales (Loyverse's sales summary, an owner's daily
 * takings): one row per date (per outlet), nothing but numbers beside the date, and no receipt, item
 * or time. It becomes day totals, as StoreHub's daily summary does (day-totals.ts): read as sales,
 * every day, a day of 0.00 included, would count as one order.
 */
import { type DateOrder, splitDateTime } from './dates'
import { type Columns, type FormatSpec, GENERIC_FORMAT } from './formats'
import { moneyRole } from './money-columns'
import { type MoneyConvention, parseMoney } from './money'
import { clean } from './row-kinds'
import type { SheetSample } from './sample'
import { TimestampReader } from './timestamps'

export const DAY_SUMMARY_FORMAT: FormatSpec = { ...GENERIC_FORMAT, name: 'Generic daily summary', output: 'day-totals' }

export const DAY_SUMMARY_NOTE = 'Read as daily totals: one row per date, with no receipt, item or time.'

/** What a sale has and a day's total does not. */
const SALE_FIELDS = [
  'time', 'receipt', 'item', 'price', 'category', 'email', 'phone', 'contacts', 'customerId', 'customerName', 'payment', 'channel',
  'kind', 'status', 'void',
] as const
const DAY_MS = 86_400_000
/** Consecutive days, one row each, this many or more: a list of days even with a single amount. */
const FULL_WEEK = 7

/**
 * Whether a generic sheet is a day summary: its shape (one row per date, only numbers, no receipt,
 * item or time) and one sign that its rows are days rather than sales: a count of receipts or
 * transactions, a breakdown no sale line has (refunds, cost of goods, profit, or gross and net side
 * by side), a day of 0.00 (no sale is of nothing), or every day of a week or more. A few dated
 * amounts without such a sign stay sales, each row an order, as the answer says.
 */
export function isDaySummary(format: FormatSpec, headers: readonly string[], columns: Columns, sample: SheetSample, order: DateOrder, weekday: number): boolean {
  if (format.id !== 'generic' || columns.date < 0 || SALE_FIELDS.some((field) => columns[field] >= 0)) return false
  const reader = new TimestampReader(order)
  const dated = sample.rows.filter((row) => !Number.isNaN(reader.dayOf(splitDateTime(row[columns.date] ?? '')[0])))
  const numeric = headers.map((_, index) => index).filter((index) => index !== columns.date && index !== columns.outlet && index !== weekday)
  const filled = (row: readonly string[], index: number) => clean(row[index] ?? '') !== ''
  const numberAt = (row: readonly string[], index: number) => numberOf(row[index] ?? '', sample.conventions.of(index))
  if (dated.length === 0 || !dated.every((row) => numeric.every((index) => !filled(row, index) || Number.isFinite(numberAt(row, index))))) return false
  const days = oneRowPerDay(dated, columns, reader)
  if (days === null) return false
  const breakdown = headers.some((header) => ['refund', 'cost'].includes(moneyRole(header) ?? '')) || (columns.gross >= 0 && columns.net >= 0)
  const zeroDay = dated.some((row) => numeric.every((index) => (numberAt(row, index) || 0) === 0))
  return columns.orders >= 0 || breakdown || zeroDay || everyDay(days)
}

/** The days of the rows (per outlet, each once, none with a time of day), or null when they are not. */
function oneRowPerDay(dated: ReadonlyArray<readonly string[]>, columns: Columns, reader: TimestampReader): number[] | null {
  const seen = new Set<string>()
  const days = new Set<number>()
  for (const row of dated) {
    const [datePart, time] = splitDateTime(row[columns.date] ?? '')
    const day = reader.dayOf(datePart)
    const key = `${columns.outlet >= 0 ? clean(row[columns.outlet] ?? '') : ''}\u0000${day}`
    if (time !== '' || seen.has(key)) return null
    seen.add(key)
    days.add(day)
  }
  return [...days]
}

function everyDay(days: readonly number[]): boolean {
  const span = (Math.max(...days) - Math.min(...days)) / DAY_MS + 1
  return days.length >= FULL_WEEK && span === days.length
}

/** Money, a count, or a percentage (`65.00%`); NaN for anything else. */
function numberOf(cell: string, convention: MoneyConvention): number {
  const text = clean(cell)
  return parseMoney(text.endsWith('%') ? text.slice(0, -1) : text, convention)
}

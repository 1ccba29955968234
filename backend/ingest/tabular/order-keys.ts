/**
 * What makes an order in this file (docs/product.md#how-uploads-are-read). A column named like a
 * receipt is an order key only if its values look like one: many distinct values, each repeated only
 * on one order's lines. Three ways a named column fails, each seen in real exports:
 * - one value on every line (Excel wrote the 17-digit ids as `5E+17`): the whole file would be one
 *   order, and its average order value the period's revenue;
 * - ids Excel rounded (`5.12346E+17`): different orders share one value;
 * - numbers that start again each day (Toast's `Order #`): the order is the day and the number.
 * Without a key, lines sold at the same moment at one outlet are one order when the file has item
 * lines and times of day; a file of one row per order counts its rows; and item lines with neither
 * are counted one per line, which the note says in words, since Orders and Avg Order Value are then
 * per line.
 */
import type { OrderKeyFinding } from '../types'
import { splitDateTime } from './dates'
import type { Columns } from './formats'
import { clean } from './row-kinds'

/** `5E+17`, `5.12346E+17`, `1,23457E+16`: a long id Excel turned into a rounded number. */
const ROUNDED_ID = /^[+-]?\d(?:[.,]\d+)?e\+?\d+$/i
/**
 * Share of the order numbers seen on more than one day from which the numbers restart daily: a few
 * are orders whose lines straddle midnight.
 */
const RESTART_SHARE = 0.2

export interface OrderKeys {
  /** The receipt column to read, -1 when the file has none that can be trusted. */
  column: number
  /** The order is the day and the number. */
  perDay: boolean
  /** No order number: the lines sold at the same time at one outlet are one order. */
  byTime: boolean
  finding: OrderKeyFinding | null
}

interface Scan {
  filled: number
  rounded: number
  values: number
  /** Values seen on more than one day. */
  spanning: number
  example: string
  days: number
}

export function planOrderKeys(rows: readonly string[][], start: number, columns: Columns, header: readonly string[], others: readonly number[] = []): OrderKeys {
  const name = (index: number) => (header[index] ?? '').trim()
  const lines = columns.item >= 0
  const times = hasTimes(rows, start, columns)
  let setAside: { column: number; problem: NonNullable<OrderKeyFinding['problem']>; example: string } | null = null
  const found = (problem: 'restarts-daily' | null, counted: OrderKeyFinding['counted'], example: string | null, instead: number | null): OrderKeyFinding => ({
    code: 'order-key',
    column: setAside ? name(setAside.column) : instead === null ? null : name(instead),
    problem: setAside?.problem ?? problem,
    counted,
    example: setAside?.example ?? example,
    ...(setAside && instead !== null ? { instead: name(instead), insteadProblem: problem } : {}),
  })
  for (const column of columns.receipt >= 0 ? [columns.receipt, ...others] : []) {
    const scan = scanColumn(rows, start, column, columns.date)
    if (scan.filled === 0) continue
    const problem = scan.values === 1 && scan.filled >= 2 && scan.days >= 2 ? 'one-value' : scan.rounded * 2 >= scan.filled ? (scan.values === 1 ? 'one-value' : 'rounded') : null
    if (problem) {
      setAside ??= { column, problem, example: scan.example }
      continue
    }
    if (scan.spanning > 0 && scan.spanning >= scan.values * RESTART_SHARE) {
      return { column, perDay: true, byTime: false, finding: found('restarts-daily', 'day-and-number', null, column) }
    }
    return { column, perDay: false, byTime: false, finding: setAside ? found(null, 'column', null, column) : null }
  }
  const counted: OrderKeyFinding['counted'] = !lines ? 'row' : times ? 'time' : 'line'
  const finding = setAside === null && counted === 'row' ? null : found(null, counted, null, null)
  return { column: -1, perDay: false, byTime: counted === 'time', finding }
}

/** The day an order number is read on, as the file writes it: the date part of the cell. */
export function dayOf(dateCell: string): string {
  return splitDateTime(dateCell)[0]
}

/** An order number that restarts each day, made one key with its day. */
export function perDayKey(receipt: string, day: string): string {
  return receipt === '' ? '' : `${receipt} (${day})`
}

/** Rows looked at: all of a file this long, an even spread of a longer one. */
const SCANNED_ROWS = 4_000

/**
 * The column's values over the whole file, or an even spread of its rows for a long file: numbers
 * that restart daily repeat among a few thousand rows spread over the days, and unique receipt
 * numbers never do, so the 10 MB export costs a few thousand lookups, not one per row. An order's
 * next line (same number, same date cell) costs a comparison; a day is worked out only for a number
 * seen again on another date cell. A line without a date of its own (Shopify's later lines) says
 * nothing of days.
 */
function scanColumn(rows: readonly string[][], start: number, column: number, date: number): Scan {
  const firstCell = new Map<string, string>()
  const spanning = new Set<string>()
  const step = Math.max(1, Math.floor((rows.length - start) / SCANNED_ROWS))
  let filled = 0
  let rounded = 0
  let example = ''
  let lastValue = ''
  let lastRounded = 0
  let lastCell = ''
  let firstDate = ''
  for (let r = start; r < rows.length; r += step) {
    const row = rows[r] ?? []
    const value = clean(row[column] ?? '')
    if (value === '') continue
    const cell = date >= 0 ? clean(row[date] ?? '') : ''
    filled += 1
    if (value === lastValue && (cell === lastCell || cell === '')) {
      rounded += lastRounded
      continue
    }
    lastValue = value
    lastRounded = (value.includes('E') || value.includes('e')) && ROUNDED_ID.test(value) ? 1 : 0
    rounded += lastRounded
    if (example === '') example = value
    if (cell === '' && date >= 0) continue
    lastCell = cell
    if (firstDate === '') firstDate = cell
    const first = firstCell.get(value)
    if (first === undefined) firstCell.set(value, cell)
    else if (first !== cell && !spanning.has(value) && dayOf(first) !== dayOf(cell)) spanning.add(value)
  }
  const days = firstDate === '' || dayOf(firstDate) === dayOf(lastCell) ? 1 : 2
  return { filled, rounded, values: Math.max(firstCell.size, example === '' ? 0 : 1), spanning: spanning.size, example, days }
}

/** Whether the sales have times of day: a time column, or times in the date cells (not all midnight). */
function hasTimes(rows: readonly string[][], start: number, columns: Columns): boolean {
  const end = Math.min(rows.length, start + 200)
  for (let r = start; r < end; r += 1) {
    const row = rows[r] ?? []
    if (columns.time >= 0 && clean(row[columns.time] ?? '') !== '') return true
    const time = columns.date >= 0 ? splitDateTime(row[columns.date] ?? '')[1] : ''
    if (time !== '' && !/^0{1,2}[:.]00(?:[:.]00)?$/.test(time)) return true
  }
  return false
}

/**
 * Day summaries (StoreHub's daily sales summary, and sheets day-summary.ts recognises): one row per
 * day (`1 May 2026 (Fri)`), already totalled by the POS, so they become day totals, not sales rows.
 */
import { counted } from '../../../kernel/format'
import type { DayTotal, IngestSummary } from '../types'
import { type DateOrder, splitDateTime } from './dates'
import type { UnreadableRow } from './explain'
import type { Columns } from './formats'
import { type MoneyConvention, parseMoney } from './money'
import { isBlankRow, isFooterRow } from './row-kinds'
import { TimestampReader } from './timestamps'
import type { Zone } from '../../time/zone'

export interface DayTotalsRead {
  days: DayTotal[]
  skipped: IngestSummary['skipped']
  from: number | null
  to: number | null
  firstUnreadable: UnreadableRow | null
  /** Days whose amount is 0.00: days without sales. */
  emptyDays: number
}

export function readDayTotals(
  rows: readonly string[][],
  start: number,
  columns: Columns,
  options: {
    zone: Zone
    order: DateOrder
    defaultOutlet: string
    dateHeader: string
    amount: (row: readonly string[]) => number
    /** How the orders column writes its counts (`1.250` where "." separates thousands). */
    orders: MoneyConvention
    /** 1 for rows in another currency than the account's (currency.ts): left out. */
    leftOut?: Uint8Array | null
  },
): DayTotalsRead {
  const days: DayTotal[] = []
  const skipped = { blank: 0, malformed: 0, cancelled: 0, other: 0 }
  const reader = new TimestampReader(options.order)
  let from = Infinity
  let to = -Infinity
  let firstUnreadable: UnreadableRow | null = null
  let emptyDays = 0
  for (let r = start; r < rows.length; r += 1) {
    const row = rows[r] as string[]
    if (isBlankRow(row)) {
      skipped.blank += 1
      continue
    }
    if (options.leftOut?.[r]) {
      skipped.other += 1
      continue
    }
    const day = reader.dayOf(splitDateTime(row[columns.date] ?? '')[0])
    const netAmount = options.amount(row)
    if (Number.isNaN(day) || Number.isNaN(netAmount)) {
      if (isFooterRow(row, columns.date, options.dateHeader)) {
        skipped.other += 1
      } else {
        skipped.malformed += 1
        firstUnreadable ??= { row: r + 1, date: row[columns.date] ?? '', amount: row[columns.net] ?? '' }
      }
      continue
    }
    if (netAmount === 0) emptyDays += 1
    const orders = columns.orders >= 0 ? parseMoney(row[columns.orders] ?? '', options.orders) : Number.NaN
    const outlet = columns.outlet >= 0 ? (row[columns.outlet] ?? '').trim() : ''
    days.push({
      date: new Date(day).toISOString().slice(0, 10),
      netAmount,
      orders: Number.isNaN(orders) ? null : orders,
      outlet: outlet || options.defaultOutlet || null,
      customers: [],
    })
    const instant = options.zone.toEpoch(day)
    if (instant < from) from = instant
    if (instant > to) to = instant
  }
  return { days, skipped, from: days.length > 0 ? from : null, to: days.length > 0 ? to : null, firstUnreadable, emptyDays }
}

/** What the owner is told about the days: those of 0.00, and that days without a count give no orders. */
export function dayTotalsNotes(read: DayTotalsRead, counts: boolean): string[] {
  const notes = read.emptyDays > 0 ? [`${counted(read.emptyDays, 'day')} of 0.00, without sales.`] : []
  if (!counts) notes.push('The file has no count of receipts per day: its totals add to revenue, not to orders or the average order.')
  return notes
}

/**
 * What an answer reads of an account: its per-day rollups (../../analytics/rollups/, built once per
 * revision of its sales and kept, or one outlet's), never its rows. A period's four numbers and
 * series are read exactly as the dashboard reads a chosen period (`periodSums` → `metricsFrom` and
 * `seriesFrom`, as ../../analytics/rollups/dashboard.ts does), so an answer's "RM12,345.60" is the
 * dashboard's for the same days; what the dashboard does not hold (every item, the previous
 * period's orders, hours summed over weekdays) is summed here from the same day sums.
 */
import type { BackendContext } from '../../context'
import type { DayTotal } from '../../ingest/types'
import type { UploadRow } from '../../store'
import { uploadsOf } from '../../uploads/records'
import { accountLocale } from '../../accounts/preferences'
import { changeFrom, metricsFrom, type PeriodMetrics } from '../../analytics/metrics'
import { BEFORE } from '../../analytics/pass/period-sales'
import { dayNumber } from '../../analytics/pass/grid'
import { periodGrid, type PeriodGrid } from '../../analytics/period'
import { rollupsOf } from '../../analytics/rollups/kept'
import { spanAt } from '../../analytics/rollups/day-replay'
import { DAY_SLOTS } from '../../analytics/rollups/day-sums'
import { periodSums } from '../../analytics/rollups/period-sums'
import type { Rollups } from '../../analytics/rollups/rollups'
import { seriesFrom, type DashboardSeries } from '../../analytics/series'
import { salesSpan, type SalesSpan } from '../../analytics/span'
import { addDays, isoDate, localDay, type LocalDate } from '../../time/calendar'
import { localDate } from '../../analytics/festive-calendar'
import type { Locale } from '../../../kernel/format'

/** An account (or one outlet of it) as the answers read it, at the backend's now. */
export interface Reading {
  ctx: BackendContext
  accountId: string
  /** All outlets, or the one the question named. */
  outlet: string | null
  now: number
  zone: string
  /** The account's currency and zone, in the question's language. */
  locale: Locale
  today: string
  rollups: Rollups
  dayTotals: readonly DayTotal[]
  /** First and last day with sales (of the outlet), up to now; null without any. */
  span: SalesSpan | null
  /** The account's uploads, oldest first, that an answer names as its sources (./sources.ts). */
  uploads: readonly UploadRow[]
}

export async function readingOf(ctx: BackendContext, accountId: string, outlet: string | null, language: Locale['language']): Promise<Reading> {
  const { currency, timezone: zone } = await accountLocale(ctx, accountId)
  const now = ctx.now()
  const today = localDay(now, zone)
  const { rollups, dayTotals } = await rollupsOf(ctx.store.sales, accountId, outlet, zone)
  const span = salesSpan(spanAt(rollups, now), dayTotals, zone, today)
  const uploads = await uploadsOf(ctx.store, accountId)
  return { ctx, accountId, outlet, now, zone, locale: { language, currency, timezone: zone }, today: isoDate(today), rollups, dayTotals, span, uploads }
}

/** A period's numbers as the dashboard reads them, with its orders' change, its series and the previous period's days. */
export interface PeriodRead {
  from: string
  to: string
  days: number
  metrics: PeriodMetrics
  /** Orders against the previous period (the dashboard's card compares today's orders only). */
  ordersChange: number | null
  readonly series: DashboardSeries
  /** The period of as many days just before it, which the changes compare with. */
  previous: { from: string; to: string }
  /** Whether the period ends today: it is then read up to now, and the previous one up to the same time of day. */
  endsToday: boolean
}

export function readPeriod(reading: Reading, from: string, to: string): PeriodRead {
  const { rollups, dayTotals, now, zone, span } = reading
  const period = periodGrid(now, zone, { from: localDate(from), to: localDate(to) })
  const read = periodSums(rollups, period, now)
  const metrics = metricsFrom(read.sums, rollups.sales.dict.customer, dayTotals, period, { firstDay: span?.first ?? null, cut: read.cut })
  const before = totalsBefore(dayTotals, period)
  const ordersBefore = read.sums.sales.orders(BEFORE) + before.orders
  const onRecord = read.sums.sales.rows(BEFORE) > 0 || before.count > 0 || read.cut?.leftOut === true
  const since = span !== null && span.first < from
  let series: DashboardSeries | undefined
  return {
    from,
    to,
    days: period.days,
    metrics,
    ordersChange: changeFrom(metrics.period.orders, ordersBefore, onRecord, since),
    // Made when first read: the figures do not draw it (a year's series is about a millisecond).
    get series() {
      return (series ??= seriesFrom(read.series, rollups.sales.dict, dayTotals, period.grid))
    },
    previous: { from: isoDate(period.grid.first), to: isoDate(addDays(period.from, -1)) },
    endsToday: to === reading.today,
  }
}

/** The day totals of the previous period: how many, and the orders of those that give a count. */
function totalsBefore(dayTotals: readonly DayTotal[], { grid, from }: PeriodGrid): { count: number; orders: number } {
  const first = isoDate(grid.first)
  const last = isoDate(addDays(from, -1))
  let count = 0
  let orders = 0
  for (const day of dayTotals) {
    if (!Number.isFinite(day.netAmount) || day.date < first || day.date > last) continue
    count++
    if (day.orders !== null && day.orders > 0) orders += day.orders
  }
  return { count, orders }
}

/** The rollups' day index of a local day (may lie outside them). */
export function rollupDay({ rollups }: Pick<Reading, 'rollups'>, day: string | LocalDate): number {
  return dayNumber(typeof day === 'string' ? localDate(day) : day) - rollups.placed.firstNumber
}

/** Whether any sale row or day total lies in from … to. */
export function hasData(reading: Reading, from: string, to: string): boolean {
  const { rollups, dayTotals } = reading
  const first = Math.max(0, rollupDay(reading, from))
  const last = Math.min(rollups.placed.grid.days - 1, rollupDay(reading, to))
  for (let k = first; k <= last; k++) if (rollups.sums.rows[k]! > 0) return true
  return dayTotals.some((day) => day.date >= from && day.date <= to && Number.isFinite(day.netAmount))
}

/** Net sales and day-total sales of from … to (the day totals have no item, hour, payment or channel). */
export function dayTotalSales(reading: Reading, from: string, to: string): number {
  let sum = 0
  for (const day of reading.dayTotals) if (day.date >= from && day.date <= to && Number.isFinite(day.netAmount)) sum += day.netAmount
  return sum
}

/** Sale rows' revenue by local hour 0–23 over from … to, and at 24 those without a time of day. */
export function hourRevenue(reading: Reading, from: string, to: string): Float64Array {
  const { rollups } = reading
  const hours = new Float64Array(DAY_SLOTS)
  const [first, last] = daysIn(reading, from, to)
  for (let k = first; k <= last; k++) for (let slot = 0; slot < DAY_SLOTS; slot++) hours[slot]! += rollups.sums.hours[k * DAY_SLOTS + slot]!
  return hours
}

/** One item's sales over a period: revenue, quantity, and whether it sold (a line with a positive amount). */
export interface ItemFigures {
  name: string
  revenue: number
  quantity: number
}

/** Every item sold in from … to, by name (a dictionary may name one twice), in no particular order. */
export function itemSales(reading: Reading, from: string, to: string): ItemFigures[] {
  const { rollups } = reading
  const { items } = rollups.sums
  const names = rollups.sales.dict.item
  const byName = new Map<string, ItemFigures & { sold: boolean }>()
  const [first, last] = daysIn(reading, from, to)
  for (let k = first; k <= last; k++) {
    for (let n = items.start[k]!; n < items.start[k + 1]!; n++) {
      const i = items.item[n]! - 1
      if (i < 0) continue
      const name = names[i]!
      let entry = byName.get(name)
      if (!entry) byName.set(name, (entry = { name, revenue: 0, quantity: 0, sold: false }))
      entry.revenue += items.revenue[n]!
      entry.quantity += items.quantity[n]!
      if (items.lines[n]! > 0) entry.sold = true
    }
  }
  return [...byName.values()].filter((entry) => entry.sold).map(({ name, revenue, quantity }) => ({ name, revenue, quantity }))
}

/** Refunds of from … to: the sum of lines with a negative amount (0 or less), and how many lines. */
export function refundsIn(reading: Reading, from: string, to: string): { amount: number; lines: number } {
  const { refunds, refundLines } = reading.rollups.sums
  const [first, last] = daysIn(reading, from, to)
  let amount = 0
  let lines = 0
  for (let k = first; k <= last; k++) {
    amount += refunds[k]!
    lines += refundLines[k]!
  }
  return { amount, lines }
}

/** The rollup days of from … to that exist, as [first, last] (first > last: none). */
function daysIn(reading: Reading, from: string, to: string): [number, number] {
  return [Math.max(0, rollupDay(reading, from)), Math.min(reading.rollups.placed.grid.days - 1, rollupDay(reading, to))]
}

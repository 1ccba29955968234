/**
 * The dashboard's four numbers and their changes (issue 4 §1), from an account's sales columns and
 * day totals, in the account's time zone:
 * - the period is the 30 local days ending today, today included;
 * - `revenue`: net sales of every sale row in the period plus the day totals dated in it;
 * - `orders`: distinct receipts today (a row without a receipt is an order of its own);
 * - `customers`: distinct customer keys with a purchase in the period (rows and day totals);
 * - `avg_order`: net sales of the period's orders divided by their count (day totals excluded);
 * - `changes`: revenue, customers and avg_order against the 30 days before the period, orders
 *   against the same weekday a week earlier up to the same time of day (a morning is not compared
 *   with a whole day), in percent; `null` when the earlier value is 0.
 *
 * The 61 local midnights of the two periods are turned into instants once per call, and the rows
 * are read in one pass over the typed arrays (./row-pass.ts, shared with the series and insights
 * when the dashboard asks for all three): no row objects, no per-row time-zone work. Distinct
 * receipts and customers are flags over their dictionary indexes.
 */
import type { Metrics, MetricsChanges } from '../../../src/api/schemas/dashboard'
import { addDays, isoDate, zonedDateTime, type LocalDate } from '../../../backend/time/calendar'
import type { DayTotal } from '../../../backend/ingest/types'
import type { SalesColumns } from '../../../backend/sales/store'
import { change, knownZone, money } from '../../../backend/analytics/numbers'
import { CURRENT, dayGrid, passOverRows, PREVIOUS, type DayGrid, type MetricsPlan, type MetricsSums } from './row-pass'

/** Days in the period (and in the previous period it is compared with). */
export const PERIOD_DAYS = 30

/** The columns the metrics read: `store.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
export type MetricsSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount' | 'receipt' | 'customer'> & {
  dict: Pick<SalesColumns['dict'], 'receipt' | 'customer'>
}

export interface MetricsInput {
  sales: MetricsSales
  dayTotals: readonly DayTotal[]
  /** Epoch ms: "today" is this instant's local date. */
  now: number
  /** IANA zone of the account; an unknown name is read as Asia/Kuala_Lumpur, as ingest does. */
  timezone: string
}

export interface DashboardMetrics extends Metrics {
  /** RM, 2 decimals. */
  revenue: number
  orders: number
  customers: number
  /** RM, 2 decimals; 0 when the period has no orders. */
  avg_order: number
  changes: MetricsChanges
  /** The period's first and last local day, `YYYY-MM-DD`, both included. */
  period: { from: string; to: string }
}

/** The metrics' and the series' days: the period and the period before it, today last. */
export interface PeriodGrid {
  today: LocalDate
  grid: DayGrid
}

export function periodGrid(now: number, zone: string): PeriodGrid {
  const local = zonedDateTime(now, zone)
  const today: LocalDate = { year: local.year, month: local.month, day: local.day }
  return { today, grid: dayGrid(addDays(today, 1 - 2 * PERIOD_DAYS), 2 * PERIOD_DAYS, zone) }
}

/**
 * Grid day PERIOD_DAYS starts the period (the days before it are the previous period), the last
 * day is today, and the same weekday a week earlier is read as far into it as today has come.
 */
export function metricsPlan({ grid }: PeriodGrid, now: number): MetricsPlan {
  const todayDay = grid.days - 1
  const lastWeekDay = todayDay - 7
  const todayStart = grid.start[todayDay]!
  const lastWeekStart = grid.start[lastWeekDay]!
  return { periodDay: PERIOD_DAYS, lastWeekDay, lastWeekEnd: Math.min(grid.start[lastWeekDay + 1]!, lastWeekStart + Math.max(0, now - todayStart)) }
}

export function computeMetrics({ sales, dayTotals, now, timezone }: MetricsInput): DashboardMetrics | null {
  if (sales.length === 0 && dayTotals.length === 0) return null
  const zone = knownZone(timezone)
  const period = periodGrid(now, zone)
  const { metrics } = passOverRows({ sales, now, zone, grid: period.grid, metrics: metricsPlan(period, now) })
  return metricsFrom(metrics!, sales.dict.customer, dayTotals, period.today)
}

/** The four numbers and their changes from the pass's sums and the day totals. */
export function metricsFrom(sums: MetricsSums, customerKeys: readonly string[], dayTotals: readonly DayTotal[], today: LocalDate): DashboardMetrics {
  const { salesNow, ordersNow, salesBefore, ordersBefore, ordersToday, ordersLastWeek, customerSeen } = sums
  let { customersNow, customersBefore } = sums

  // Day totals: few (one per day at most per source), dated in local days already.
  const from = isoDate(addDays(today, 1 - PERIOD_DAYS))
  const to = isoDate(today)
  const previousFrom = isoDate(addDays(today, 1 - 2 * PERIOD_DAYS))
  let totalsNow = 0
  let totalsBefore = 0
  const extraNow = new Set<string>()
  const extraBefore = new Set<string>()
  for (const day of dayTotals) {
    if (!Number.isFinite(day.netAmount)) continue
    if (day.date >= from && day.date <= to) {
      totalsNow += day.netAmount
      for (const key of day.customers) extraNow.add(key)
    } else if (day.date >= previousFrom && day.date < from) {
      totalsBefore += day.netAmount
      for (const key of day.customers) extraBefore.add(key)
    }
  }
  customersNow += keysNotSeen(extraNow, customerKeys, customerSeen, CURRENT)
  customersBefore += keysNotSeen(extraBefore, customerKeys, customerSeen, PREVIOUS)

  const revenue = money(salesNow + totalsNow)
  const revenueBefore = money(salesBefore + totalsBefore)
  const avgOrder = ordersNow > 0 ? money(salesNow / ordersNow) : 0
  const avgOrderBefore = ordersBefore > 0 ? money(salesBefore / ordersBefore) : 0

  return {
    revenue,
    orders: ordersToday,
    customers: customersNow,
    avg_order: avgOrder,
    changes: {
      revenue: change(revenue, revenueBefore),
      orders: change(ordersToday, ordersLastWeek),
      customers: change(customersNow, customersBefore),
      avg_order: ordersBefore > 0 ? change(avgOrder, avgOrderBefore) : null,
    },
    period: { from, to },
  }
}

/**
 * How many of `keys` (customer keys of day totals) no sale row of the window (`flag`) already named:
 * what the day totals add to a distinct-customer count. The weekly report counts its week so too.
 */
export function keysNotSeen(keys: Set<string>, dictionary: readonly string[], seen: Uint8Array, flag: number): number {
  if (keys.size === 0) return 0
  let added = keys.size
  for (let index = 0; index < seen.length; index++) {
    if ((seen[index]! & flag) !== 0 && keys.has(dictionary[index]!)) added--
  }
  return added
}


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
 * Local days are turned into instants once per call (five boundaries), so the rows are read in one
 * pass of number comparisons over the typed arrays: no row objects, no per-row time-zone work.
 * Distinct receipts and customers are flags over their dictionary indexes.
 */
import type { Metrics, MetricsChanges } from '../../../src/api/schemas/dashboard'
import { addDays, isoDate, zonedDateTime, zonedEpoch, type LocalDate } from '../../fixtures/demo-sales/calendar'
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/store'
import { knownZone, money, round } from './numbers'

/** Days in the period (and in the previous period it is compared with). */
export const PERIOD_DAYS = 30

/** The columns the metrics read: `db.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
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

/** Flags per receipt / customer index: which windows it was seen in. */
const CURRENT = 1
const PREVIOUS = 2
const TODAY = 4
const LAST_WEEK = 8

export function computeMetrics({ sales, dayTotals, now, timezone }: MetricsInput): DashboardMetrics | null {
  if (sales.length === 0 && dayTotals.length === 0) return null

  const zone = knownZone(timezone)
  const local = zonedDateTime(now, zone)
  const today: LocalDate = { year: local.year, month: local.month, day: local.day }
  const dayStart = (offset: number) => zonedEpoch(addDays(today, offset), 0, zone)
  // [previousStart, periodStart) is the previous period, [periodStart, periodEnd) the period,
  // [todayStart, periodEnd) today and [lastWeekStart, lastWeekEnd) the same weekday a week earlier,
  // as far into it as today has come.
  const previousStart = dayStart(1 - 2 * PERIOD_DAYS)
  const periodStart = dayStart(1 - PERIOD_DAYS)
  const lastWeekStart = dayStart(-7)
  const todayStart = dayStart(0)
  const lastWeekEnd = Math.min(dayStart(-6), lastWeekStart + Math.max(0, now - todayStart))
  const periodEnd = dayStart(1)

  const { length, timestamp, netAmount, receipt, customer } = sales
  const receiptSeen = new Uint8Array(sales.dict.receipt.length)
  const customerSeen = new Uint8Array(sales.dict.customer.length)

  let salesNow = 0
  let ordersNow = 0
  let salesBefore = 0
  let ordersBefore = 0
  let ordersToday = 0
  let ordersLastWeek = 0
  let customersNow = 0
  let customersBefore = 0

  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    if (!(at >= previousStart && at < periodEnd)) continue
    const amount = netAmount[row]!
    if (!Number.isFinite(amount)) continue
    const r = receipt[row]!
    const c = customer[row]!
    if (at >= periodStart) {
      salesNow += amount
      const isToday = at >= todayStart
      const isLastWeek = at >= lastWeekStart && at < lastWeekEnd
      if (r < 0) {
        ordersNow++
        if (isToday) ordersToday++
        else if (isLastWeek) ordersLastWeek++
      } else {
        const seen = receiptSeen[r]!
        if ((seen & CURRENT) === 0) ordersNow++
        if (isToday && (seen & TODAY) === 0) ordersToday++
        if (isLastWeek && (seen & LAST_WEEK) === 0) ordersLastWeek++
        receiptSeen[r] = seen | CURRENT | (isToday ? TODAY : 0) | (isLastWeek ? LAST_WEEK : 0)
      }
      if (c >= 0 && (customerSeen[c]! & CURRENT) === 0) {
        customersNow++
        customerSeen[c] = customerSeen[c]! | CURRENT
      }
    } else {
      salesBefore += amount
      if (r < 0) ordersBefore++
      else if ((receiptSeen[r]! & PREVIOUS) === 0) {
        ordersBefore++
        receiptSeen[r] = receiptSeen[r]! | PREVIOUS
      }
      if (c >= 0 && (customerSeen[c]! & PREVIOUS) === 0) {
        customersBefore++
        customerSeen[c] = customerSeen[c]! | PREVIOUS
      }
    }
  }

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
  customersNow += keysNotSeen(extraNow, sales.dict.customer, customerSeen, CURRENT)
  customersBefore += keysNotSeen(extraBefore, sales.dict.customer, customerSeen, PREVIOUS)

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

/** How many of `keys` no sale row of the window (`flag`) already named. */
function keysNotSeen(keys: Set<string>, dictionary: readonly string[], seen: Uint8Array, flag: number): number {
  if (keys.size === 0) return 0
  let added = keys.size
  for (let index = 0; index < seen.length; index++) {
    if ((seen[index]! & flag) !== 0 && keys.has(dictionary[index]!)) added--
  }
  return added
}




/** Percent change from `before` to `now`, 1 decimal; null when `before` is 0 (no base to compare with). */
function change(now: number, before: number): number | null {
  if (before === 0 || !Number.isFinite(before)) return null
  return round(((now - before) / Math.abs(before)) * 100, 1)
}

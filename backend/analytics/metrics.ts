/**
 * The dashboard's four numbers and their changes (docs/product.md#dashboard-numbers), from an
 * account's sales columns and day totals, in the account's time zone:
 * - the period is the 30 local days ending today, today included, or one the owner chose (up to
 *   366 days, ending today at the latest: ./period.ts);
 * - `revenue`: net sales of every sale row in the period plus the day totals dated in it;
 * - `orders`: today's orders, whatever the period, plus the order count of today's day totals that
 *   give one (a manual entry's optional orders, a daily summary's); `period.orders`: the period's
 *   orders, counted the same way. An order is a receipt whose lines net above zero, or a positive
 *   row without a receipt: a refund receipt takes money off but is no order (./pass/receipt-orders.ts);
 * - `customers`: distinct customer keys with a purchase in the period (a positive line of an order;
 *   a refund alone is none), rows and day totals;
 * - `avg_order`: net sales divided by orders: the sale rows (refunds netted in, as in revenue), and
 *   the day totals that give an order count (a day total without one has sales but no orders to
 *   divide them by, so it stays out);
 * - `changes`: revenue, customers and avg_order against the previous period (as many days, just
 *   before it; for a period ending today, which is read up to now, its last day up to the same
 *   time of day: ./pass/period-cut.ts), orders against the same weekday a week earlier up to the
 *   same time of day (a morning is not compared with a whole day), in percent, 1 decimal
 *   (`changeFrom`):
 *   - `null` ("No earlier data") only when the earlier window has nothing on record to compare
 *     with: for revenue and customers, no sale row (a refund's counts; one the cut left out too)
 *     and no day total in the previous period; for orders, no sale row anywhere on that earlier
 *     weekday (a day total has no time of day, so it cannot say how many orders there were by this
 *     hour); for avg_order, no order in the previous period (there is no average of no orders).
 *     Even then, nothing now against nothing then is no change, 0, when the account had sales by
 *     then (./span.ts: its first day with sales is before the period, or on or before that earlier
 *     weekday and that day has no day total): the earlier window really had nothing;
 *   - otherwise the earlier figure is a real one, possibly 0: 0 against 0 is 0 % (no change: at
 *     02:00, no order yet today against none by 02:00 a week ago); a rise from 0 is +100 % and a
 *     fall to 0 is −100 %, the change then being measured against the larger of the two figures
 *     (a percentage of 0 does not exist; ±100 % says which way it went without inventing a size:
 *     3 orders by 02:00 against none by 02:00 a week ago, on a day that had orders later, is +100 %).
 *
 * The local midnights of the two periods (61 by default) are turned into instants once per call,
 * and the rows are read in one pass over the typed arrays (./pass/driver.ts, shared with the
 * series and insights when the dashboard asks for all three) by three accumulators:
 * ./pass/period-sales.ts, ./pass/orders-today.ts (the default period only: today is its last day;
 * a chosen period takes today's orders from the default's answer, ./get-dashboard.ts) and
 * ./pass/period-customers.ts. No row objects, no per-row time-zone work;
 * distinct receipts and customers are flags over their dictionary indexes (receipts that are no
 * orders are flagged before the loop: ./pass/receipt-orders.ts).
 */
import type { Metrics, MetricsChanges } from '../../kernel/contract/dashboard'
import { addDays, isoDate, type LocalDate } from '../time/calendar'
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/account-sales'
import { knownZone } from '../../kernel/format'
import { change, money } from './numbers'
import { runPass, type MetricsParts } from './pass/driver'
export { keysNotSeen } from './pass/period-customers'
import { OrdersToday } from './pass/orders-today'
import { PeriodCustomers } from './pass/period-customers'
import { BEFORE, NOW, PeriodSales } from './pass/period-sales'
import { PassMemory } from './pass/memory'
import { periodCut, periodGrid, type PeriodGrid } from './period'
import { salesSpan } from './span'

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

/** A period's numbers, without today's orders and their change (the card 'Orders Today' reads today, whatever the period). */
export interface PeriodMetrics {
  /** RM, 2 decimals. */
  revenue: number
  customers: number
  /** RM, 2 decimals; 0 when the period has no orders. */
  avg_order: number
  changes: Omit<MetricsChanges, 'orders'>
  /** The period's first and last local day, `YYYY-MM-DD`, both included, and its distinct orders. */
  period: { from: string; to: string; orders: number }
}

/**
 * A period's sums as `metricsFrom` reads them: the pass's accumulators (`MetricsParts`) or the
 * per-day rollups (./rollups/period-sums.ts). Sides: NOW (the period), BEFORE (the previous one).
 */
export interface PeriodSums {
  sales: Pick<PeriodSales, 'sales' | 'orders' | 'rows'>
  customers: Pick<PeriodCustomers, 'count' | 'keysNotSeen'>
}

/** What the numbers are read against besides the period's sums. */
export interface MetricsReading {
  /** The account's first local day with sales, `YYYY-MM-DD` (./span.ts; null: none yet). */
  firstDay: string | null
  /** A period ending today: the cut of the previous period's last day (./pass/period-cut.ts), whether it left rows out. */
  cut?: { readonly leftOut: boolean } | undefined
}

/** What `todayOrders` reads of the rows of today and of the same weekday a week earlier (./pass/orders-today.ts, or the rollups'). */
export type CountedToday = Pick<OrdersToday, 'ordersToday' | 'ordersLastWeek' | 'rowsLastWeekDay'>

/** GET /metrics' numbers: a period's, and today's orders. */
export interface DashboardMetrics extends Metrics {
  revenue: number
  orders: number
  customers: number
  avg_order: number
  changes: MetricsChanges
  period: PeriodMetrics['period']
}

/** Today's orders and their change against the same weekday a week earlier, up to the same time of day. */
export interface TodayOrders {
  orders: number
  change: number | null
}

/** A period's metrics with today's orders. */
export function withTodayOrders(metrics: PeriodMetrics, today: TodayOrders): DashboardMetrics {
  const { revenue, customers, avg_order, changes, period } = metrics
  return {
    revenue,
    orders: today.orders,
    customers,
    avg_order,
    changes: { revenue: changes.revenue, orders: today.change, customers: changes.customers, avg_order: changes.avg_order },
    period,
  }
}

/** Grid day `days` starts the period; the days before it are the previous period. */
export function metricsParts({ days }: PeriodGrid, memory: PassMemory, customerCount: number): MetricsParts {
  return { sales: new PeriodSales(memory, days), customers: new PeriodCustomers(memory, customerCount) }
}

/**
 * The default period's parts, today last on its grid, with today's orders: the same weekday a week
 * earlier is read as far into it as today has come.
 */
export function todayMetricsParts(period: PeriodGrid, now: number, memory: PassMemory, customerCount: number): MetricsParts & { ordersToday: OrdersToday } {
  const { start, days } = period.grid
  const todayDay = days - 1
  const lastWeekDay = todayDay - 7
  const lastWeekEnd = Math.min(start[lastWeekDay + 1]!, start[lastWeekDay]! + Math.max(0, now - start[todayDay]!))
  return { ...metricsParts(period, memory, customerCount), ordersToday: new OrdersToday(memory, todayDay, lastWeekEnd) }
}

export function computeMetrics({ sales, dayTotals, now, timezone }: MetricsInput): DashboardMetrics | null {
  if (sales.length === 0 && dayTotals.length === 0) return null
  const zone = knownZone(timezone)
  const period = periodGrid(now, zone)
  const memory = PassMemory.of(sales)
  const metrics = todayMetricsParts(period, now, memory, sales.dict.customer.length)
  const cut = periodCut(period, now, memory)
  const span = runPass(sales, period.grid, zone, now, { memory, cut, metrics })
  const firstDay = salesSpan(span, dayTotals, zone, period.today)?.first ?? null
  const numbers = metricsFrom(metrics, sales.dict.customer, dayTotals, period, { firstDay, cut })
  return withTodayOrders(numbers, todayOrders(metrics.ordersToday, dayTotals, period.today, firstDay))
}

/** The orders the day totals dated `date` give (those without an order count give none). */
function dayTotalOrders(dayTotals: readonly DayTotal[], date: string): number {
  let orders = 0
  for (const day of dayTotals) if (day.date === date && day.orders !== null && day.orders > 0) orders += day.orders
  return orders
}

/**
 * What the pass counted of today's orders, with the orders of today's day totals. The change still
 * compares with the sale rows a week earlier by this time of day (see the header); `firstDay`, the
 * account's first day with sales, says whether none that day is a real 0.
 */
export function todayOrders(counted: CountedToday, dayTotals: readonly DayTotal[], today: LocalDate, firstDay: string | null): TodayOrders {
  const orders = counted.ordersToday + dayTotalOrders(dayTotals, isoDate(today))
  const lastWeek = isoDate(addDays(today, -7))
  // A day total that day holds orders no hour can be told of: by this time, nobody knows.
  const since = firstDay !== null && firstDay <= lastWeek && !dayTotals.some((day) => day.date === lastWeek)
  return { orders, change: changeFrom(orders, counted.ordersLastWeek, counted.rowsLastWeekDay > 0, since) }
}

/**
 * The percent change from `before` to `now`, 1 decimal: null when the earlier window has nothing on
 * record (`onRecord` false), unless both are 0 and the account had sales by then (`since`): nothing
 * then and nothing now is no change, 0; 0 against 0 is 0; a rise from 0 or a fall to 0 is ±100 %
 * (measured against the larger figure). See the header.
 */
export function changeFrom(now: number, before: number, onRecord: boolean, since = false): number | null {
  if (!Number.isFinite(before)) return null
  if (!onRecord) return since && now === 0 && before === 0 ? 0 : null
  if (before !== 0) return change(now, before)
  return now === 0 ? 0 : Math.sign(now) * 100
}

/** The period's numbers and their changes from the period's sums and the day totals. */
export function metricsFrom({ sales: periodSales, customers }: PeriodSums, customerKeys: readonly string[], dayTotals: readonly DayTotal[], period: PeriodGrid, reading: MetricsReading): PeriodMetrics {
  const totals = periodTotals(dayTotals, period)
  const salesNow = periodSales.sales(NOW)
  const salesBefore = periodSales.sales(BEFORE)
  const ordersNow = periodSales.orders(NOW) + totals.ordersNow
  const ordersBefore = periodSales.orders(BEFORE) + totals.ordersBefore
  const customersNow = customers.count(NOW) + customers.keysNotSeen(totals.keysNow, customerKeys, NOW)
  const customersBefore = customers.count(BEFORE) + customers.keysNotSeen(totals.keysBefore, customerKeys, BEFORE)
  // Rows of refunds only are on record too: their revenue is a real figure, their 0 orders a real 0;
  // so are rows the cut left out (the previous period had sales, later in the day than it is now).
  const onRecordBefore = periodSales.rows(BEFORE) > 0 || totals.before > 0 || reading.cut?.leftOut === true
  // The account had sales before the period: an empty previous period is a real 0 against an empty period.
  const since = reading.firstDay !== null && reading.firstDay < totals.from

  const revenue = money(salesNow + totals.now)
  const revenueBefore = money(salesBefore + totals.sumBefore)
  const avgOrder = ordersNow > 0 ? money((salesNow + totals.orderedNow) / ordersNow) : 0
  const avgOrderBefore = ordersBefore > 0 ? money((salesBefore + totals.orderedBefore) / ordersBefore) : 0

  return {
    revenue,
    customers: customersNow,
    avg_order: avgOrder,
    changes: {
      revenue: changeFrom(revenue, revenueBefore, onRecordBefore, since),
      customers: changeFrom(customersNow, customersBefore, onRecordBefore, since),
      avg_order: changeFrom(avgOrder, avgOrderBefore, ordersBefore > 0, since),
    },
    period: { from: totals.from, to: totals.to, orders: ordersNow },
  }
}

/**
 * The day totals of the period and of the previous period: net sales, how many, customer keys, and
 * the orders of those that give a count with the net sales of those (`ordered…`), for avg_order.
 */
function periodTotals(dayTotals: readonly DayTotal[], period: PeriodGrid) {
  // Few (one per day at most per source), dated in local days already.
  const previousFrom = isoDate(period.grid.first)
  const from = isoDate(period.from)
  const to = isoDate(period.to)
  const totals = { from, to, now: 0, sumBefore: 0, before: 0, keysNow: new Set<string>(), keysBefore: new Set<string>(), ordersNow: 0, orderedNow: 0, ordersBefore: 0, orderedBefore: 0 }
  for (const day of dayTotals) {
    if (!Number.isFinite(day.netAmount)) continue
    const orders = day.orders !== null && day.orders > 0 ? day.orders : 0
    if (day.date >= from && day.date <= to) {
      totals.now += day.netAmount
      totals.ordersNow += orders
      if (orders > 0) totals.orderedNow += day.netAmount
      for (const key of day.customers) totals.keysNow.add(key)
    } else if (day.date >= previousFrom && day.date < from) {
      totals.sumBefore += day.netAmount
      totals.before++
      totals.ordersBefore += orders
      if (orders > 0) totals.orderedBefore += day.netAmount
      for (const key of day.customers) totals.keysBefore.add(key)
    }
  }
  return totals
}

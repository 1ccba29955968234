/**
 * The weekly report's numbers, from an account's sales columns and day totals, in the account's
 * zone, with the same definitions as the dashboard (`analytics/metrics.ts`) applied to one week and
 * the week before it:
 * - `revenue`: net sales of the week's rows plus the day totals dated in it;
 * - `orders`: receipts whose lines net above zero, once a week, at their first positive line there,
 *   and positive rows without a receipt (a refund receipt is no order,
 *   `analytics/pass/receipt-orders.ts`); day totals excluded;
 * - `customers`: distinct customer keys with a purchase (a positive line of an order) and of day totals;
 * - `avgOrder`: net sales of the rows (refunds netted in) over their orders (day totals excluded);
 * - `changes`: each against the week before, in percent, 1 decimal; null when that was 0;
 * - `daily`: Monday … Sunday, each beside the same weekday of the week before;
 * - `heatmap[weekday][hour]`: revenue by local weekday (0 = Monday) and hour, rows with a time of
 *   day only (not day totals, nor sales dated by day only: they count in their day);
 * - `topItems`: up to 5 by revenue, with quantity and the week before's revenue;
 * - `returning`: the week's customers (keys of rows and day totals) who bought the week before too;
 * - `delivery`: net sales through a delivery platform (a channel the insights call one), both weeks.
 * Plus what decides whether there is a report at all: the first local day of any data, and how
 * many rows and day totals the week holds; and, for a week without sales, where an earlier report
 * can be: the last local day with a sale row or day total up to the week's Sunday (the one week
 * that can have the latest earlier report, found in this same pass instead of one pass per week).
 *
 * One pass over the typed arrays, as `series.ts` does it: the 15 local midnights are instants
 * computed once, a row's day is found from its offset, and its hour from its offset within a day of
 * 24 h (read through `Intl` only on a day of another length, a DST change elsewhere).
 */
import { addDays, isoDate, zonedDateTime } from '../time/calendar'
import { keysNotSeen } from '../analytics/metrics'
import { markNonOrders, NOT_AN_ORDER } from '../analytics/pass/receipt-orders'
import { change, money, round } from '../analytics/numbers'
import { DELIVERY_CHANNEL } from '../analytics/insights/thresholds'
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/account-sales'
import type { ReportWeek } from './week'

export const REPORT_TOP_ITEMS = 5
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

export type ReportSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount' | 'quantity' | 'receipt' | 'customer' | 'item'> & Partial<Pick<SalesColumns, 'receiptNet' | 'untimed' | 'channel'>> & {
  dict: Pick<SalesColumns['dict'], 'receipt' | 'customer' | 'item'> & Partial<Pick<SalesColumns['dict'], 'channel'>>
}

export interface WeekFigures {
  revenue: number
  orders: number
  customers: number
  avgOrder: number
}

export interface ReportItem {
  name: string
  revenue: number
  quantity: number
  previousRevenue: number
}

export interface WeekSummary {
  /** Monday and Sunday, `YYYY-MM-DD`. */
  from: string
  to: string
  current: WeekFigures
  previous: WeekFigures
  changes: Record<keyof WeekFigures, number | null>
  daily: { date: string; revenue: number; previous: number }[]
  heatmap: number[][]
  topItems: ReportItem[]
  /** Customers of the week who bought in the week before too. */
  returning: number
  /** Net sales through delivery platforms. */
  delivery: { current: number; previous: number }
  /** The first local day with a sale row or a day total, `YYYY-MM-DD`; null without any data. */
  firstDay: string | null
  /** The last local day up to the Sunday with a sale row or day total of known amount, `YYYY-MM-DD`; null without any. */
  lastDay: string | null
  /** Sale rows and day totals dated in the week. */
  rows: number
  dayTotals: number
}

const CURRENT = 1
const PREVIOUS = 2

export function summariseWeek(sales: ReportSales, dayTotals: readonly DayTotal[], week: ReportWeek): WeekSummary {
  const { bounds, timezone } = week
  const first = bounds[0]!
  const end = bounds[14]!
  const weekStart = bounds[7]!
  const { length, timestamp, netAmount, quantity, receipt, customer, item } = sales
  const untimed = sales.untimed ?? new Uint8Array(length)
  // Counted in both weeks already, as far as the loop can tell: the receipts that are no orders.
  const receiptSeen = new Uint8Array(sales.dict.receipt.length)
  markNonOrders(sales, receiptSeen.length, receiptSeen, 0, CURRENT | PREVIOUS | NOT_AN_ORDER)
  const customerSeen = new Uint8Array(sales.dict.customer.length)
  const itemRevenue = new Float64Array(sales.dict.item.length * 2)
  const itemQuantity = new Float64Array(sales.dict.item.length)
  const dayRevenue = new Float64Array(14)
  const heat = new Float64Array(7 * 24)
  const channel = sales.channel
  const delivers = (sales.dict.channel ?? []).map((name) => DELIVERY_CHANNEL.test(name))
  const delivered = [0, 0]
  const net = [0, 0]
  const orders = [0, 0]
  const customers = [0, 0]
  let rows = 0
  let firstAt = Infinity
  let lastAt = -Infinity

  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    if (at < firstAt) firstAt = at
    if (at > lastAt && at < end && Number.isFinite(netAmount[row]!)) lastAt = at
    if (!(at >= first && at < end)) continue
    const amount = netAmount[row]!
    if (!Number.isFinite(amount)) continue
    let d = Math.min(13, Math.floor((at - first) / DAY_MS))
    while (d > 0 && at < bounds[d]!) d--
    while (d < 13 && at >= bounds[d + 1]!) d++
    const w = at >= weekStart ? 0 : 1
    const flag = w === 0 ? CURRENT : PREVIOUS
    dayRevenue[d] = dayRevenue[d]! + amount
    net[w] = net[w]! + amount
    if (channel && delivers[channel[row]!]) delivered[w] = delivered[w]! + amount
    const r = receipt[row]!
    // A positive line of an order: it may count an order and a customer.
    const sold = amount > 0 && (r < 0 || (receiptSeen[r]! & NOT_AN_ORDER) === 0)
    if (sold && r < 0) orders[w] = orders[w]! + 1
    else if (sold && (receiptSeen[r]! & flag) === 0) {
      orders[w] = orders[w]! + 1
      receiptSeen[r] = receiptSeen[r]! | flag
    }
    const c = customer[row]!
    if (sold && c >= 0 && (customerSeen[c]! & flag) === 0) {
      customers[w] = customers[w]! + 1
      customerSeen[c] = customerSeen[c]! | flag
    }
    const i = item[row]!
    if (i >= 0) itemRevenue[2 * i + w] = itemRevenue[2 * i + w]! + amount
    if (w === 1) continue
    rows++
    if (i >= 0 && Number.isFinite(quantity[row]!)) itemQuantity[i] = itemQuantity[i]! + quantity[row]!
    if (untimed[row]) continue // dated by day only: no hour
    const dayLength = bounds[d + 1]! - bounds[d]!
    const hour = dayLength === DAY_MS ? Math.min(23, Math.floor((at - bounds[d]!) / HOUR_MS)) : zonedDateTime(at, timezone).hour
    const cell = (d - 7) * 24 + hour
    heat[cell] = heat[cell]! + amount
  }

  // Day totals: few, dated in local days already.
  const dayIndex = new Map<string, number>()
  for (let d = 0; d < 14; d++) dayIndex.set(isoDate(addDays(week.monday, d - 7)), d)
  const totals = [0, 0]
  const keys: [Set<string>, Set<string>] = [new Set<string>(), new Set<string>()]
  let totalsInWeek = 0
  let firstTotal: string | null = null
  let lastTotal: string | null = null
  const to = isoDate(week.sunday)
  for (const total of dayTotals) {
    if (!Number.isFinite(total.netAmount)) continue
    if (firstTotal === null || total.date < firstTotal) firstTotal = total.date
    if (total.date <= to && (lastTotal === null || total.date > lastTotal)) lastTotal = total.date
    const d = dayIndex.get(total.date)
    if (d === undefined) continue
    const w = d >= 7 ? 0 : 1
    if (w === 0) totalsInWeek++
    dayRevenue[d] = dayRevenue[d]! + total.netAmount
    totals[w] = totals[w]! + total.netAmount
    for (const key of total.customers) keys[w].add(key)
  }
  customers[0] = customers[0]! + keysNotSeen(keys[0], sales.dict.customer, customerSeen, CURRENT)
  customers[1] = customers[1]! + keysNotSeen(keys[1], sales.dict.customer, customerSeen, PREVIOUS)

  const figures = (w: 0 | 1): WeekFigures => ({
    revenue: money(net[w]! + totals[w]!),
    orders: orders[w]!,
    customers: customers[w]!,
    avgOrder: orders[w]! > 0 ? money(net[w]! / orders[w]!) : 0,
  })
  const current = figures(0)
  const previous = figures(1)
  const firstSaleDay = Number.isFinite(firstAt) ? isoDate(zonedDateTime(firstAt, timezone)) : null
  const lastSaleDay = Number.isFinite(lastAt) ? isoDate(zonedDateTime(lastAt, timezone)) : null

  return {
    from: isoDate(week.monday),
    to,
    current,
    previous,
    changes: {
      revenue: change(current.revenue, previous.revenue),
      orders: change(current.orders, previous.orders),
      customers: change(current.customers, previous.customers),
      avgOrder: previous.orders > 0 ? change(current.avgOrder, previous.avgOrder) : null,
    },
    daily: Array.from({ length: 7 }, (_, d) => ({
      date: isoDate(addDays(week.monday, d)),
      revenue: money(dayRevenue[d + 7]!),
      previous: money(dayRevenue[d]!),
    })),
    heatmap: Array.from({ length: 7 }, (_, d) => Array.from(heat.subarray(d * 24, d * 24 + 24), money)),
    topItems: topItems(sales.dict.item, itemRevenue, itemQuantity),
    returning: returningCustomers(sales.dict.customer, customerSeen, keys),
    delivery: { current: money(delivered[0]!), previous: money(delivered[1]!) },
    firstDay: [firstSaleDay, firstTotal].filter((day): day is string => day !== null).sort()[0] ?? null,
    lastDay: [lastSaleDay, lastTotal].filter((day): day is string => day !== null).sort().pop() ?? null,
    rows,
    dayTotals: totalsInWeek,
  }
}

/** Whether the account's data covers the whole week (nothing starts after its Monday) and the week has sales. */
export function coversWeek(summary: WeekSummary): boolean {
  return summary.firstDay !== null && summary.firstDay <= summary.from && summary.rows + summary.dayTotals > 0
}

/** Customers with a purchase in both weeks: of the rows (`seen` flags by dictionary index) and of the day totals' `keys` ([this week, the week before]). */
function returningCustomers(dictionary: readonly string[], seen: Uint8Array, keys: readonly [ReadonlySet<string>, ReadonlySet<string>]): number {
  const current = new Set(keys[0])
  const previous = new Set(keys[1])
  for (let c = 0; c < seen.length; c++) {
    if (seen[c]! & CURRENT) current.add(dictionary[c]!)
    if (seen[c]! & PREVIOUS) previous.add(dictionary[c]!)
  }
  let both = 0
  for (const key of current) if (previous.has(key)) both++
  return both
}

/** The week's best sellers by revenue; items named alike (a dictionary built from several batches) merged. */
function topItems(names: readonly string[], revenue: Float64Array, quantity: Float64Array): ReportItem[] {
  const byName = new Map<string, ReportItem>()
  for (let i = 0; i < names.length; i++) {
    const now = revenue[2 * i]!
    if (now === 0 && quantity[i] === 0) continue
    const known = byName.get(names[i]!)
    if (known) {
      known.revenue += now
      known.quantity += quantity[i]!
      known.previousRevenue += revenue[2 * i + 1]!
    } else byName.set(names[i]!, { name: names[i]!, revenue: now, quantity: quantity[i]!, previousRevenue: revenue[2 * i + 1]! })
  }
  return [...byName.values()]
    .filter((entry) => entry.revenue > 0)
    .map((entry) => ({ ...entry, revenue: money(entry.revenue), quantity: round(entry.quantity, 3), previousRevenue: money(entry.previousRevenue) }))
    .sort((a, b) => b.revenue - a.revenue || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, REPORT_TOP_ITEMS)
}


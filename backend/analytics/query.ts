/**
 * The query path: the assistant's questions about the owner's sales ("revenue by day last week",
 * "which items sold most in October at Bangsar", "how many orders came through GrabFood on
 * Saturdays"), answered from the sales store without touching the dashboard's pass. A query names
 * a period of local days, a grouping, filters and the measures it wants:
 *
 *   querySales(sales, dayTotals, { from: '2026-11-09', to: '2026-11-15', zone, groupBy: 'day', measures: ['revenue', 'orders'] })
 *
 * Definitions, the dashboard's (metrics.ts, series.ts):
 * - a row belongs to the local day, weekday and hour of its instant in `zone`, placed as the
 *   dashboard's pass places it (./pass/grid.ts), so a day is midnight to midnight even across a
 *   DST change; a row whose amount is not a number is left out;
 * - `revenue`: net sales, refunds netted in (RM, 2 decimals); `quantity`: the rows' quantities
 *   (refunded items negative, 3 decimals);
 * - `orders`: the group's orders, plus the order count of day totals that give one. An order is a
 *   receipt whose lines net above zero, counted once in each group where it has a positive line, or
 *   a positive row without a receipt: a refund receipt is none (./pass/receipt-orders.ts);
 * - `customers`: distinct customer keys with a purchase in the group (a positive line of an order),
 *   rows and day totals together;
 * - day totals join groupings by nothing, day, weekday and outlet; under another grouping they are
 *   summed in `unplaced`, and a filter on anything but the outlet leaves them out (./query/day-totals.ts);
 * - a sale dated by day only (no time of day: a sheet of dates) joins every grouping but the hour's,
 *   where it is summed in `unplaced` with the day totals;
 * - time groupings (day, weekday, hour) list every group in order, zeros included; a column's
 *   groups are those with data, by revenue, highest first (ties by name); values named alike are
 *   one group, rows without a value are 'Unknown'.
 *
 * When to answer with a query and when with an accumulator in the dashboard's pass:
 * docs/decisions/008-analytics-pass-and-queries.md.
 */
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/account-sales'
import { isoDate, weekday, zonedDateTime } from '../time/calendar'
import { daysBetween, localDate } from './festive-calendar'
import { knownZone } from '../../kernel/format'
import { money, round } from './numbers'
import { dayGrid } from './pass/grid'
import { addTotals, placedTotals, unplacedSums, type ExtraCustomers } from './query/day-totals'
import { filterMask, GroupKind, groupingOf, type DimensionColumn, type QueryDict, type QueryGroupBy } from './query/grouping'
import { emptySums, sumRows, UNTIMED_HOUR, type GroupSums, type QueryRowsSales, type RowFilter } from './query/rows'

export type { DimensionColumn, QueryGroupBy } from './query/grouping'
export type QueryMeasure = 'revenue' | 'orders' | 'customers' | 'quantity'

/** The longest period a query reads: ten years of days. */
export const MAX_QUERY_DAYS = 3660

export interface SalesQuery {
  /** The first and last local day, `YYYY-MM-DD`, both included. */
  from: string
  to: string
  /** IANA zone the days are read in (the account's); an unknown name is read as Kuala Lumpur. */
  zone: string
  /** Default 'none': one group, `all`. */
  groupBy?: QueryGroupBy
  /** Only rows whose value is this name (or one of these names); rows without a value never pass. */
  filter?: Partial<Record<DimensionColumn, string | readonly string[]>>
  measures: readonly QueryMeasure[]
  /** Epoch ms: rows from this instant on are left out ("so far today"). */
  until?: number
}

/** The columns a query reads: `store.sales.salesOf(accountId)` fits. */
export type QuerySales = QueryRowsSales & Pick<SalesColumns, DimensionColumn> & { dict: QueryRowsSales['dict'] & QueryDict }

export interface QueryRow {
  /** The group: 'YYYY-MM-DD', 'Monday', '08:00', a name, 'Unknown', or 'all'. */
  key: string
  revenue?: number
  orders?: number
  customers?: number
  quantity?: number
}

export interface QueryResult {
  /** The period read, and the zone its days were read in. */
  from: string
  to: string
  zone: string
  rows: QueryRow[]
  /**
   * Day totals in the period that the grouping cannot place (no hour, item, channel…), and grouped by
   * hour the sales without a time of day, summed; null: none.
   */
  unplaced: QueryRow | null
}

export function querySales(sales: QuerySales, dayTotals: readonly DayTotal[], query: SalesQuery): QueryResult {
  const { from, to, measures } = query
  const days = daysBetween(from, to) + 1
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || !(days >= 1 && days <= MAX_QUERY_DAYS)) {
    throw new RangeError(`A query reads 1 to ${MAX_QUERY_DAYS} local days from 'from' to 'to' (got ${from} … ${to})`)
  }
  const zone = knownZone(query.zone)
  const grid = dayGrid(localDate(from), days, zone)
  const until = query.until ?? Infinity
  const filter = query.filter ?? {}
  const totalsQuery = {
    from,
    to,
    // The local day `until` falls in: its day total, with no time of day, is left out with the rest of it.
    untilDay: Number.isFinite(until) ? isoDate(zonedDateTime(until, zone)) : null,
    outlets: filter.outlet === undefined ? null : new Set(typeof filter.outlet === 'string' ? [filter.outlet] : filter.outlet),
    otherFilters: (['item', 'category', 'channel', 'payment'] as const).some((column) => filter[column] !== undefined),
  }
  const outletNames = dayTotals.map((total) => total.outlet ?? 'Unknown')
  const grouping = groupingOf(query.groupBy ?? 'none', grid, sales, sales.dict, outletNames)
  // Grouped by hour, one group more after the 24: what has no hour (./query/rows.ts).
  const byHour = grouping.kind === GroupKind.HOUR
  const sums = emptySums(grouping.labels.length + (byHour ? 1 : 0), sales, measures.includes('orders'), measures.includes('customers'))
  const filters: RowFilter[] = (Object.keys(filter) as DimensionColumn[]).map((column) => ({ column: sales[column], mask: filterMask(sales.dict[column], filter[column]!) }))
  sumRows(sales, grid, zone, until, grouping, filters, sums)

  const weekdayOfDate = (date: string) => (weekday(localDate(date)) + 6) % 7
  // By hour, the day totals join the sales without a time of day, customers counted once across both.
  const placed = placedTotals(dayTotals, totalsQuery, grouping, weekdayOfDate).map(([total, g]): [DayTotal, number] => [total, byHour && g < 0 ? UNTIMED_HOUR : g])
  const customerIndex = measures.includes('customers') ? new Map(sales.dict.customer.map((key, index) => [key, index])) : new Map<string, number>()
  const extra: ExtraCustomers = new Map()
  addTotals(placed, sums, customerIndex, extra)
  const totals = unplacedSums(placed)
  const unplaced = byHour
    ? sums.seen[UNTIMED_HOUR] === 1
      ? rowOf('unplaced', sums, UNTIMED_HOUR, measures)
      : null
    : totals && pick({ key: 'unplaced', ...totals, revenue: money(totals.revenue), quantity: 0 }, measures)

  const rows = grouping.labels.map((key, g) => rowOf(key, sums, g, measures))
  const listed = grouping.listsAll ? rows : rows.filter((_, g) => sums.seen[g] === 1).sort(byRevenueThenName(sums, grouping.labels))
  return { from, to, zone, rows: listed, unplaced }
}

function rowOf(key: string, sums: GroupSums, g: number, measures: readonly QueryMeasure[]): QueryRow {
  return pick({ key, revenue: money(sums.revenue[g]!), orders: sums.orders[g]!, customers: sums.customerCount[g]!, quantity: round(sums.quantity[g]!, 3) }, measures)
}

function pick(row: Required<QueryRow>, measures: readonly QueryMeasure[]): QueryRow {
  const picked: QueryRow = { key: row.key }
  for (const measure of measures) picked[measure] = row[measure]
  return picked
}

/** Revenue (to the sen) highest first, then by name, as the dashboard's series list groups. */
function byRevenueThenName(sums: GroupSums, labels: readonly string[]) {
  const revenueOf = new Map(labels.map((label, g) => [label, money(sums.revenue[g]!)]))
  return (a: QueryRow, b: QueryRow) => revenueOf.get(b.key)! - revenueOf.get(a.key)! || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
}

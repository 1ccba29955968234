/**
 * A query's day totals (manual entries, summary exports): dated in local days, with net sales, an
 * order count when the source gave one, and customer keys, but no time of day, item, channel or
 * payment. So they join a grouping by nothing, day, weekday or outlet, and are left out by a filter
 * on anything but the outlet; a grouping they cannot join (hour, item, category, channel, payment)
 * gets them as `unplaced`, for the answer to say so. A day total dated on the day `until` falls in
 * is left out with the rest of that day (it has no time of day to cut it at).
 */
import type { DayTotal } from '../../ingest/types'
import { daysBetween } from '../festive-calendar'
import { GroupKind, UNKNOWN, type Grouping } from './grouping'
import type { GroupSums } from './rows'

export interface TotalsQuery {
  from: string
  to: string
  /** The local day `until` falls in (day totals from it on are left out), or null. */
  untilDay: string | null
  /** Names a filter lets through, per column; null: no filter on it. */
  outlets: ReadonlySet<string> | null
  otherFilters: boolean
}

/** Customer keys of day totals that no row's dictionary holds, per group. */
export type ExtraCustomers = Map<number, Set<string>>

/** The day totals the query reads, each with its group (-1: the grouping cannot place it). */
export function placedTotals(dayTotals: readonly DayTotal[], query: TotalsQuery, grouping: Grouping, weekdayOfDate: (date: string) => number): [DayTotal, number][] {
  if (query.otherFilters) return []
  return dayTotals
    .filter((total) => Number.isFinite(total.netAmount) && total.date >= query.from && total.date <= query.to && (query.untilDay === null || total.date < query.untilDay))
    .filter((total) => query.outlets === null || query.outlets.has(total.outlet ?? UNKNOWN))
    .map((total) => [total, groupOfTotal(total, query, grouping, weekdayOfDate)])
}

function groupOfTotal(total: DayTotal, query: TotalsQuery, grouping: Grouping, weekdayOfDate: (date: string) => number): number {
  switch (grouping.kind) {
    case GroupKind.NONE:
      return 0
    case GroupKind.DAY:
      return daysBetween(query.from, total.date)
    case GroupKind.WEEKDAY:
      return weekdayOfDate(total.date)
    case GroupKind.COLUMN:
      return grouping.columnName === 'outlet' ? grouping.byName.get(total.outlet ?? UNKNOWN)! : -1
    default:
      return -1
  }
}

/**
 * Adds placed totals to their groups: net sales, orders when the source gave them, customer keys
 * not already counted for the group (through `customerIndex`, the rows' dictionary).
 */
export function addTotals(placed: readonly [DayTotal, number][], sums: GroupSums, customerIndex: ReadonlyMap<string, number>, extra: ExtraCustomers): void {
  for (const [total, g] of placed) {
    if (g < 0) continue
    sums.revenue[g] = sums.revenue[g]! + total.netAmount
    sums.orders[g] = sums.orders[g]! + (total.orders ?? 0)
    sums.seen[g] = 1
    if (!sums.customers) continue
    for (const key of total.customers) {
      const c = customerIndex.get(key)
      if (c !== undefined) {
        if (sums.customers.add(g, c)) sums.customerCount[g] = sums.customerCount[g]! + 1
      } else {
        let keys = extra.get(g)
        if (!keys) extra.set(g, (keys = new Set()))
        if (!keys.has(key)) {
          keys.add(key)
          sums.customerCount[g] = sums.customerCount[g]! + 1
        }
      }
    }
  }
}

/** The totals the grouping could not place, summed as one group (null: none). */
export function unplacedSums(placed: readonly [DayTotal, number][]): { revenue: number; orders: number; customers: number } | null {
  const unplaced = placed.filter(([, g]) => g < 0).map(([total]) => total)
  if (unplaced.length === 0) return null
  const keys = new Set(unplaced.flatMap((total) => total.customers))
  return {
    revenue: unplaced.reduce((sum, total) => sum + total.netAmount, 0),
    orders: unplaced.reduce((sum, total) => sum + (total.orders ?? 0), 0),
    customers: keys.size,
  }
}


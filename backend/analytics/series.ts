/**
 * The dashboard's series for pictures (docs/product.md#sales-metrics-panel), from an account's
 * sales columns and day totals, in the account's time zone, over the same period as
 * `computeMetrics`: the 30 local days ending today, today included, beside the 30 local days before
 * it, or a period the owner chose beside as many days before it (./period.ts).
 * - `daily`: each day of the period, oldest first, with its revenue (sale rows plus the day totals
 *   dated that day) and `previous`, the revenue of the same day of the previous period (the
 *   period's length earlier; for a period ending today, the previous period's last day up to the
 *   time of day it is now, as the metrics read it: ./pass/period-cut.ts);
 * - `heatmap[weekday][hour]`: revenue by local weekday (0 = Monday … 6 = Sunday) and local hour,
 *   sale rows with a time of day only (a day total has none, nor a sale dated by day only: a sheet
 *   with dates and no times); all zeros when nothing in the period has a time;
 * - `topItems` / `bottomItems`: up to 5 items each by revenue, with the quantity sold; bottom items
 *   are the lowest-revenue items that sold at least once in the period (a row with a positive
 *   amount), leaving out those already in `topItems` so a small menu does not list an item twice;
 * - `byOutlet`, `byChannel`, `byPayment`: revenue per value, sale rows only, rows without a value
 *   grouped as 'Unknown', revenue descending (ties by name).
 * Amounts are RM rounded to 2 decimals (quantities to 3); refunds (negative amounts) are netted in.
 *
 * Local time without per-row time-zone work: the local midnights from the start of the previous
 * period to the end of the period are turned into instants once per call (`zonedEpoch`). A row's day is
 * found from its offset from the first midnight (divided by 24 h, then corrected against the
 * boundaries, so a day that is not 24 h long still lands right), its weekday is that day's, and its
 * hour is its offset from that day's midnight divided by 1 h. That is exact for days of 24 h, which
 * is every day in Malaysia, Singapore and Thailand (no DST); on a day of another length (a DST
 * change elsewhere) the row's hour is read from `Intl` instead, so the few rows of such days stay
 * correct too. The rows are read in one pass over the typed arrays (./pass/driver.ts, shared with
 * the metrics and insights when the dashboard asks for all three), by one accumulator per picture:
 * ./pass/day-revenue.ts, ./pass/hour-slots.ts, ./pass/item-sales.ts and ./pass/group-revenue.ts
 * (outlets, channels, payments); groups are sums over their dictionary indexes.
 */
import type { DailyRevenue, ItemRevenue, MetricsSeries, NamedRevenue } from '../../kernel/contract/dashboard'
import { addDays, isoDate } from '../time/calendar'
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/account-sales'
import { knownZone } from '../../kernel/format'
import { money, round } from './numbers'
import { DayRevenue } from './pass/day-revenue'
import { runPass, type SeriesParts } from './pass/driver'
import { PassMemory } from './pass/memory'
import type { DayGrid } from './pass/grid'
import { GroupRevenue, ownGroups } from './pass/group-revenue'
import { HourSlots } from './pass/hour-slots'
import { ItemSales } from './pass/item-sales'
import { periodCut, periodGrid, type PeriodGrid } from './period'

/** How many items `topItems` and `bottomItems` hold at most. */
export const ITEMS_SHOWN = 5
/** The name of the group of rows without an outlet, channel or payment method. */
export const UNKNOWN = 'Unknown'

/** The columns the series read: `store.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
export type SeriesSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount' | 'quantity' | 'item' | 'outlet' | 'payment' | 'channel'> & {
  dict: Pick<SalesColumns['dict'], 'item' | 'outlet' | 'payment' | 'channel'>
}

export interface SeriesInput {
  sales: SeriesSales
  dayTotals: readonly DayTotal[]
  /** Epoch ms: "today" is this instant's local date. */
  now: number
  /** IANA zone of the account; an unknown name is read as Asia/Kuala_Lumpur, as ingest does. */
  timezone: string
}

/** The answer's `series` field: its shape is the contract's. */
export type DashboardSeries = MetricsSeries

export function computeSeries({ sales, dayTotals, now, timezone }: SeriesInput): DashboardSeries {
  const zone = knownZone(timezone)
  const period = periodGrid(now, zone)
  const memory = new PassMemory(0, 0)
  const series = seriesParts(sales, period, memory)
  runPass(sales, period.grid, zone, now, { memory, cut: periodCut(period, now, memory), series })
  return seriesFrom(series, sales.dict, dayTotals, period.grid)
}

/** Over the two periods' grid: revenue on every day, the rest over the period (from grid day `days`). */
export function seriesParts(sales: SeriesSales, { grid, days }: PeriodGrid, memory: PassMemory): SeriesParts {
  const byColumn = (dictionary: readonly string[]) => new GroupRevenue(memory, ownGroups(dictionary), dictionary.length)
  return {
    fromDay: days,
    daily: new DayRevenue(memory, grid.days),
    heat: new HourSlots(memory, grid, days, grid.days, false),
    items: new ItemSales(memory, sales.dict.item.length),
    outlets: byColumn(sales.dict.outlet),
    channels: byColumn(sales.dict.channel),
    payments: byColumn(sales.dict.payment),
  }
}

/**
 * What `seriesFrom` reads over the two periods' grid: the pass's accumulators (`SeriesParts`) or
 * the per-day rollups (./rollups/period-sums.ts). `daily.revenue` is per grid day, and receives the
 * day totals.
 */
export interface SeriesSums {
  fromDay: number
  daily: { readonly revenue: Float64Array }
  heat: { readonly slots: Float64Array }
  items: Pick<ItemSales, 'revenue' | 'quantity' | 'sold'>
  outlets: GroupSums
  channels: GroupSums
  payments: GroupSums
}

/** Per dictionary index, and a last slot for the rows without a value (./pass/group-revenue.ts). */
type GroupSums = Pick<GroupRevenue, 'revenue' | 'seen'>

/** The pictures' series from the period's sums over the two periods' grid, and the day totals. */
export function seriesFrom(series: SeriesSums, dict: SeriesSales['dict'], dayTotals: readonly DayTotal[], grid: DayGrid): DashboardSeries {
  const dayRevenue = series.daily.revenue
  const heat = series.heat.slots
  const { revenue: itemRevenue, quantity: itemQuantity, sold: itemSold } = series.items
  const days = grid.days
  const firstDay = grid.first

  // Day totals: few, dated in local days already.
  const dayIndex = new Map<string, number>()
  for (let d = 0; d < days; d++) dayIndex.set(isoDate(addDays(firstDay, d)), d)
  for (const total of dayTotals) {
    const d = dayIndex.get(total.date)
    if (d !== undefined && Number.isFinite(total.netAmount)) dayRevenue[d] = dayRevenue[d]! + total.netAmount
  }

  // The period starts at grid day fromDay, the previous period's length before it.
  const { fromDay } = series
  const daily: DailyRevenue[] = []
  for (let d = fromDay; d < days; d++) {
    daily.push({ date: isoDate(addDays(firstDay, d)), revenue: money(dayRevenue[d]!), previous: money(dayRevenue[d - fromDay]!) })
  }

  const heatmap: number[][] = []
  for (let w = 0; w < 7; w++) heatmap.push(Array.from(heat.subarray(w * 24, w * 24 + 24), money))

  const sold: ItemRevenue[] = []
  for (let i = 0; i < itemSold.length; i++) {
    if (itemSold[i]) sold.push({ name: dict.item[i]!, revenue: money(itemRevenue[i]!), quantity: round(itemQuantity[i]!, 3) })
  }
  const items = mergeByName(sold, (into, next) => {
    into.revenue = money(into.revenue + next.revenue)
    into.quantity = round(into.quantity + next.quantity, 3)
  })
  items.sort(byRevenueDescending)
  const topItems = items.slice(0, ITEMS_SHOWN)
  const bottomItems = items
    .slice(topItems.length)
    .sort((a, b) => a.revenue - b.revenue || byName(a, b))
    .slice(0, ITEMS_SHOWN)

  return {
    daily,
    heatmap,
    topItems,
    bottomItems,
    byOutlet: groupList(series.outlets, dict.outlet),
    byChannel: groupList(series.channels, dict.channel),
    byPayment: groupList(series.payments, dict.payment),
  }
}

/**
 * The groups that had a row (`revenue` and `seen` hold one slot per dictionary value and a last one
 * for rows without a value), revenue descending; values that name the same thing (or 'Unknown') merged.
 */
function groupList({ revenue, seen }: GroupSums, dictionary: readonly string[]): NamedRevenue[] {
  const unknown = revenue.length - 1
  const groups: NamedRevenue[] = []
  for (let slot = 0; slot <= unknown; slot++) {
    if (seen[slot]) groups.push({ name: slot === unknown ? UNKNOWN : dictionary[slot]!, revenue: money(revenue[slot]!) })
  }
  return mergeByName(groups, (into, next) => {
    into.revenue = money(into.revenue + next.revenue)
  }).sort(byRevenueDescending)
}

/** One entry per name (a dictionary may hold a literal 'Unknown', or a value twice after a merge). */
function mergeByName<T extends { name: string }>(entries: T[], merge: (into: T, next: T) => void): T[] {
  const byName = new Map<string, T>()
  for (const entry of entries) {
    const known = byName.get(entry.name)
    if (known) merge(known, entry)
    else byName.set(entry.name, entry)
  }
  return [...byName.values()]
}

function byRevenueDescending(a: NamedRevenue, b: NamedRevenue): number {
  return b.revenue - a.revenue || byName(a, b)
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

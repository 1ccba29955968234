/**
 * The dashboard's series for pictures (issue 4 §1), from an account's sales columns and day totals,
 * in the account's time zone, over the same period as `computeMetrics`: the 30 local days ending
 * today, today included, beside the 30 local days before it.
 * - `daily`: each day of the period, oldest first, with its revenue (sale rows plus the day totals
 *   dated that day) and `previous`, the revenue of the day 30 days earlier;
 * - `heatmap[weekday][hour]`: revenue by local weekday (0 = Monday … 6 = Sunday) and local hour,
 *   sale rows only (a day total has no time of day);
 * - `topItems` / `bottomItems`: up to 5 items each by revenue, with the quantity sold; bottom items
 *   are the lowest-revenue items that sold at least once in the period (a row with a positive
 *   amount), leaving out those already in `topItems` so a small menu does not list an item twice;
 * - `byOutlet`, `byChannel`, `byPayment`: revenue per value, sale rows only, rows without a value
 *   grouped as 'Unknown', revenue descending (ties by name).
 * Amounts are RM rounded to 2 decimals (quantities to 3); refunds (negative amounts) are netted in.
 *
 * Local time without per-row time-zone work: the 61 local midnights from the start of the previous
 * period to the end of today are turned into instants once per call (`zonedEpoch`). A row's day is
 * found from its offset from the first midnight (divided by 24 h, then corrected against the
 * boundaries, so a day that is not 24 h long still lands right), its weekday is that day's, and its
 * hour is its offset from that day's midnight divided by 1 h. That is exact for days of 24 h, which
 * is every day in Malaysia, Singapore and Thailand (no DST); on a day of another length (a DST
 * change elsewhere) the row's hour is read from `Intl` instead, so the few rows of such days stay
 * correct too. The rows are read in one pass over the typed arrays; groups are sums over their
 * dictionary indexes.
 */
import type { DailyRevenue, ItemRevenue, MetricsSeries, NamedRevenue } from '../../../src/api/schemas/dashboard'
import { addDays, isoDate, weekday, zonedDateTime, zonedEpoch, type LocalDate } from '../../fixtures/demo-sales/calendar'
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/store'
import { PERIOD_DAYS } from './metrics'
import { knownZone, money, round } from './numbers'

/** How many items `topItems` and `bottomItems` hold at most. */
export const ITEMS_SHOWN = 5
/** The name of the group of rows without an outlet, channel or payment method. */
export const UNKNOWN = 'Unknown'

/** The columns the series read: `db.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
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

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

export function computeSeries({ sales, dayTotals, now, timezone }: SeriesInput): DashboardSeries {
  const zone = knownZone(timezone)
  const local = zonedDateTime(now, zone)
  const today: LocalDate = { year: local.year, month: local.month, day: local.day }
  const days = 2 * PERIOD_DAYS
  // boundary[d] is the local midnight starting day d, day 0 the previous period's first day,
  // day PERIOD_DAYS the period's first; boundary[days] is the end of today.
  const firstDay = addDays(today, 1 - days)
  const boundary = new Float64Array(days + 1)
  const dayMonday = new Uint8Array(days)
  const irregular = new Uint8Array(days)
  for (let d = 0; d <= days; d++) boundary[d] = zonedEpoch(addDays(firstDay, d), 0, zone)
  for (let d = 0; d < days; d++) {
    dayMonday[d] = (weekday(addDays(firstDay, d)) + 6) % 7
    irregular[d] = boundary[d + 1]! - boundary[d]! === DAY_MS ? 0 : 1
  }
  const start = boundary[0]!
  const periodStart = boundary[PERIOD_DAYS]!
  const end = boundary[days]!

  const { length, timestamp, netAmount, quantity, item, outlet, payment, channel } = sales
  const dayRevenue = new Float64Array(days)
  const heat = new Float64Array(7 * 24)
  const itemRevenue = new Float64Array(sales.dict.item.length)
  const itemQuantity = new Float64Array(sales.dict.item.length)
  const itemSold = new Uint8Array(sales.dict.item.length)
  // One slot per dictionary value, and a last one for rows without a value.
  const outletSums = new Groups(sales.dict.outlet.length)
  const channelSums = new Groups(sales.dict.channel.length)
  const paymentSums = new Groups(sales.dict.payment.length)

  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    if (!(at >= start && at < end)) continue
    const amount = netAmount[row]!
    if (!Number.isFinite(amount)) continue
    let d = Math.min(days - 1, Math.floor((at - start) / DAY_MS))
    while (d > 0 && at < boundary[d]!) d--
    while (d < days - 1 && at >= boundary[d + 1]!) d++
    dayRevenue[d] = dayRevenue[d]! + amount
    if (at < periodStart) continue

    const hour = irregular[d] ? zonedDateTime(at, zone).hour : Math.min(23, Math.floor((at - boundary[d]!) / HOUR_MS))
    const cell = dayMonday[d]! * 24 + hour
    heat[cell] = heat[cell]! + amount
    const i = item[row]!
    if (i >= 0) {
      itemRevenue[i] = itemRevenue[i]! + amount
      const q = quantity[row]!
      if (Number.isFinite(q)) itemQuantity[i] = itemQuantity[i]! + q
      if (amount > 0) itemSold[i] = 1
    }
    outletSums.add(outlet[row]!, amount)
    channelSums.add(channel[row]!, amount)
    paymentSums.add(payment[row]!, amount)
  }

  // Day totals: few, dated in local days already.
  const dayIndex = new Map<string, number>()
  for (let d = 0; d < days; d++) dayIndex.set(isoDate(addDays(firstDay, d)), d)
  for (const total of dayTotals) {
    const d = dayIndex.get(total.date)
    if (d !== undefined && Number.isFinite(total.netAmount)) dayRevenue[d] = dayRevenue[d]! + total.netAmount
  }

  const daily: DailyRevenue[] = []
  for (let d = PERIOD_DAYS; d < days; d++) {
    daily.push({ date: isoDate(addDays(firstDay, d)), revenue: money(dayRevenue[d]!), previous: money(dayRevenue[d - PERIOD_DAYS]!) })
  }

  const heatmap: number[][] = []
  for (let w = 0; w < 7; w++) heatmap.push(Array.from(heat.subarray(w * 24, w * 24 + 24), money))

  const sold: ItemRevenue[] = []
  for (let i = 0; i < itemSold.length; i++) {
    if (itemSold[i]) sold.push({ name: sales.dict.item[i]!, revenue: money(itemRevenue[i]!), quantity: round(itemQuantity[i]!, 3) })
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
    byOutlet: outletSums.list(sales.dict.outlet),
    byChannel: channelSums.list(sales.dict.channel),
    byPayment: paymentSums.list(sales.dict.payment),
  }
}

/** Revenue sums per dictionary index, the last slot for rows without a value. */
class Groups {
  private readonly revenue: Float64Array
  private readonly seen: Uint8Array
  private readonly unknown: number

  constructor(size: number) {
    this.revenue = new Float64Array(size + 1)
    this.seen = new Uint8Array(size + 1)
    this.unknown = size
  }

  add(index: number, amount: number): void {
    const slot = index >= 0 && index < this.unknown ? index : this.unknown
    this.revenue[slot] = this.revenue[slot]! + amount
    this.seen[slot] = 1
  }

  /** The groups that had a row, revenue descending; values that name the same thing (or 'Unknown') merged. */
  list(dictionary: readonly string[]): NamedRevenue[] {
    const groups: NamedRevenue[] = []
    for (let slot = 0; slot <= this.unknown; slot++) {
      if (this.seen[slot]) groups.push({ name: slot === this.unknown ? UNKNOWN : dictionary[slot]!, revenue: money(this.revenue[slot]!) })
    }
    return mergeByName(groups, (into, next) => {
      into.revenue = money(into.revenue + next.revenue)
    }).sort(byRevenueDescending)
  }
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




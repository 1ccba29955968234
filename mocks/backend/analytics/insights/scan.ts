/**
 * Everything the insights need from the sales, in one pass over the typed arrays (a second only
 * when the data ends before yesterday, see below). No row objects; per row only number comparisons
 * and sums into typed arrays indexed by day, hour, and dictionary group.
 *
 * The window is the WINDOW_DAYS complete local days before the "anchor" day. The anchor is today
 * in the account's zone, or the day after the last day with data when the data stops earlier (an
 * export uploaded on a Friday that ends on Sunday): so the last week of the window is never a week
 * the data simply has not reached, and a day in progress never makes its weekday look weak.
 * Local days, weekdays and hours are read as `computeSeries` reads them: the window's midnights are
 * turned into instants once, a row's day found from its offset, its hour from that day's midnight
 * (through `Intl` on a day that is not 24 h long).
 * Customers are followed over all the rows up to `now` (visits, spend, first and last visit), for
 * the lapsed regulars; a row's visit is its receipt's first row (a row without a receipt is a visit).
 */
import { addDays, isoDate, weekday, zonedDateTime, zonedEpoch, type LocalDate } from '../../../fixtures/demo-sales/calendar'
import { daysBetween, localDate } from '../festive-calendar'
import { WINDOW_DAYS, WINDOW_WEEKS } from './thresholds'
import type { InsightsInput } from './types'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const IN_WINDOW = 1
const IN_HISTORY = 2

/** An epoch-ms range [from, to) whose sales (rows, and the day totals dated in [fromDay, toDay)) are summed. */
export interface SumRange {
  from: number
  to: number
  fromDay: string
  toDay: string
}

export interface ScanOptions extends Pick<InsightsInput, 'sales' | 'dayTotals' | 'now'> {
  zone: string
  today: LocalDate
  ranges: readonly SumRange[]
}

/** Values of one dictionary column merged by name (a dictionary can name a thing twice after merges). */
export interface Groups {
  names: string[]
  /** Dictionary index → group. */
  of: Int32Array
}

export interface Scan {
  anchor: LocalDate
  /** Local midnights: dayStarts[d] starts window day d (0 = oldest), dayStarts[WINDOW_DAYS] ends it. */
  dayStarts: Float64Array
  /** Monday-first weekday (0 = Monday) of each window day. */
  weekdayOf: Uint8Array
  /** First window day the data reaches (WINDOW_DAYS when it reaches none). */
  firstDay: number
  /** Earliest and latest local day with data up to now, `YYYY-MM-DD` (null: no data at all). */
  earliest: string | null
  latest: string | null
  /** Window sales rows by Monday-first weekday × local hour, and the same per window week. */
  slots: Float64Array
  weekSlots: Float64Array
  /** Window sales per day: rows and day totals. */
  dayRevenue: Float64Array
  /** Window sales rows, total. */
  salesRevenue: number
  items: Groups & { weekRevenue: Float64Array; weekLines: Float64Array }
  outlets: Groups & { revenue: Float64Array; orders: Float64Array; firstDay: Int8Array }
  channels: Groups & { revenue: Float64Array }
  customers: {
    count: number
    /** All rows up to now. */
    visits: Int32Array
    spend: Float64Array
    firstAt: Float64Array
    lastAt: Float64Array
    /** Window only: first and last day with a purchase (-1: none), and spend. */
    windowFirstDay: Int8Array
    windowLastDay: Int8Array
    windowSpend: Float64Array
  }
  /** Sales in each of the options' ranges. */
  rangeSums: Float64Array
}

export function groupsOf(dictionary: readonly string[]): Groups {
  const byName = new Map<string, number>()
  const names: string[] = []
  const of = new Int32Array(dictionary.length)
  dictionary.forEach((name, index) => {
    let group = byName.get(name)
    if (group === undefined) byName.set(name, (group = names.push(name) - 1))
    of[index] = group
  })
  return { names, of }
}

export function scanSales(options: ScanOptions): Scan {
  const scan = scanFrom(options, options.today)
  // The data ends before yesterday (an export that stops earlier): read again, the window ending where the data does.
  if (scan.latest !== null) {
    const dayAfterLatest = isoDate(addDays(localDate(scan.latest), 1))
    if (dayAfterLatest < isoDate(options.today)) return scanFrom(options, localDate(dayAfterLatest))
  }
  return scan
}

function scanFrom({ sales, dayTotals, now, zone, today, ranges }: ScanOptions, anchor: LocalDate): Scan {
  const { length, timestamp, netAmount, receipt, item, customer, outlet, channel } = sales
  const todayIso = isoDate(today)
  const firstWindowDay = addDays(anchor, -WINDOW_DAYS)
  const firstWindowIso = isoDate(firstWindowDay)
  const dayStarts = new Float64Array(WINDOW_DAYS + 1)
  const weekdayOf = new Uint8Array(WINDOW_DAYS)
  const irregular = new Uint8Array(WINDOW_DAYS)
  const weekOf = new Uint8Array(WINDOW_DAYS)
  for (let d = 0; d <= WINDOW_DAYS; d++) dayStarts[d] = zonedEpoch(addDays(firstWindowDay, d), 0, zone)
  for (let d = 0; d < WINDOW_DAYS; d++) {
    weekdayOf[d] = (weekday(addDays(firstWindowDay, d)) + 6) % 7
    irregular[d] = dayStarts[d + 1]! - dayStarts[d]! === DAY_MS ? 0 : 1
    weekOf[d] = Math.floor(d / 7)
  }
  const windowStart = dayStarts[0]!
  const windowEnd = dayStarts[WINDOW_DAYS]!

  const items = groupsOf(sales.dict.item)
  const outlets = groupsOf(sales.dict.outlet)
  const channels = groupsOf(sales.dict.channel)
  const weekRevenue = new Float64Array(items.names.length * WINDOW_WEEKS)
  const weekLines = new Float64Array(items.names.length * WINDOW_WEEKS)
  // Outlets and channels: one slot per group and a last one for rows without a value.
  const outletRevenue = new Float64Array(outlets.names.length + 1)
  const outletOrders = new Float64Array(outlets.names.length + 1)
  const outletFirstDay = new Int8Array(outlets.names.length + 1).fill(-1)
  const channelRevenue = new Float64Array(channels.names.length + 1)
  const noOutlet = outlets.names.length
  const noChannel = channels.names.length
  const itemOf = items.of
  const outletOf = outlets.of
  const channelOf = channels.of

  const customers = sales.dict.customer.length
  const visits = new Int32Array(customers)
  const spend = new Float64Array(customers)
  const firstAt = new Float64Array(customers).fill(Infinity)
  const lastAt = new Float64Array(customers).fill(-Infinity)
  const windowFirstDay = new Int8Array(customers).fill(-1)
  const windowLastDay = new Int8Array(customers).fill(-1)
  const windowSpend = new Float64Array(customers)
  const receiptSeen = new Uint8Array(sales.dict.receipt.length)

  const weekSlots = new Float64Array(WINDOW_WEEKS * 7 * 24)
  const dayRevenue = new Float64Array(WINDOW_DAYS)
  const rangeCount = ranges.length
  const rangeFrom = Float64Array.from(ranges, (range) => range.from)
  const rangeTo = Float64Array.from(ranges, (range) => range.to)
  const rangeSums = new Float64Array(rangeCount)
  let salesRevenue = 0
  let earliestAt = Infinity
  let latestAt = -Infinity

  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    if (!(at <= now)) continue
    const amount = netAmount[row]!
    if (!Number.isFinite(amount)) continue
    if (at < earliestAt) earliestAt = at
    if (at > latestAt) latestAt = at
    const r = receipt[row]!
    const c = customer[row]!
    if (c >= 0) {
      if (r < 0) {
        if (amount > 0) visits[c] = visits[c]! + 1
      } else if ((receiptSeen[r]! & IN_HISTORY) === 0) {
        if (amount > 0) visits[c] = visits[c]! + 1
        receiptSeen[r] = receiptSeen[r]! | IN_HISTORY
      }
      spend[c] = spend[c]! + amount
      if (at < firstAt[c]!) firstAt[c] = at
      if (at > lastAt[c]!) lastAt[c] = at
    }
    for (let k = 0; k < rangeCount; k++) {
      if (at >= rangeFrom[k]! && at < rangeTo[k]!) rangeSums[k] = rangeSums[k]! + amount
    }
    if (!(at >= windowStart && at < windowEnd)) continue

    let d = Math.min(WINDOW_DAYS - 1, Math.floor((at - windowStart) / DAY_MS))
    while (d > 0 && at < dayStarts[d]!) d--
    while (d < WINDOW_DAYS - 1 && at >= dayStarts[d + 1]!) d++
    const hour = irregular[d] ? zonedDateTime(at, zone).hour : Math.min(23, Math.floor((at - dayStarts[d]!) / HOUR_MS))
    const cell = weekOf[d]! * 168 + weekdayOf[d]! * 24 + hour
    weekSlots[cell] = weekSlots[cell]! + amount

    const newOrder = r < 0 || (receiptSeen[r]! & IN_WINDOW) === 0
    if (r >= 0) receiptSeen[r] = receiptSeen[r]! | IN_WINDOW
    const i = item[row]!
    if (i >= 0) {
      const cellOfWeek = itemOf[i]! * WINDOW_WEEKS + weekOf[d]!
      weekRevenue[cellOfWeek] = weekRevenue[cellOfWeek]! + amount
      if (amount > 0) weekLines[cellOfWeek] = weekLines[cellOfWeek]! + 1
    }
    const o = outlet[row]!
    const outletSlot = o >= 0 ? outletOf[o]! : noOutlet
    outletRevenue[outletSlot] = outletRevenue[outletSlot]! + amount
    if (newOrder) outletOrders[outletSlot] = outletOrders[outletSlot]! + 1
    if (outletFirstDay[outletSlot]! < 0 || d < outletFirstDay[outletSlot]!) outletFirstDay[outletSlot] = d
    const ch = channel[row]!
    const channelSlot = ch >= 0 ? channelOf[ch]! : noChannel
    channelRevenue[channelSlot] = channelRevenue[channelSlot]! + amount
    if (c >= 0) {
      windowSpend[c] = windowSpend[c]! + amount
      if (amount > 0) {
        if (windowFirstDay[c]! < 0 || d < windowFirstDay[c]!) windowFirstDay[c] = d
        if (d > windowLastDay[c]!) windowLastDay[c] = d
      }
    }
  }

  // Totals from the week × weekday × hour sums: window day d is week d / 7 on weekday weekdayOf[d].
  const slots = new Float64Array(7 * 24)
  for (let cell = 0; cell < weekSlots.length; cell++) slots[cell % 168] = slots[cell % 168]! + weekSlots[cell]!
  for (let d = 0; d < WINDOW_DAYS; d++) {
    const first = weekOf[d]! * 168 + weekdayOf[d]! * 24
    for (let hour = 0; hour < 24; hour++) dayRevenue[d] = dayRevenue[d]! + weekSlots[first + hour]!
    salesRevenue += dayRevenue[d]!
  }

  // Day totals: few, dated in local days already; no time of day, so no hour, item or customer visit.
  let earliest = Number.isFinite(earliestAt) ? isoDate(zonedDateTime(earliestAt, zone)) : null
  let latest = Number.isFinite(latestAt) ? isoDate(zonedDateTime(latestAt, zone)) : null
  const anchorIso = isoDate(anchor)
  for (const total of dayTotals) {
    if (total.date > todayIso || !Number.isFinite(total.netAmount)) continue
    if (earliest === null || total.date < earliest) earliest = total.date
    if (latest === null || total.date > latest) latest = total.date
    if (total.date >= firstWindowIso && total.date < anchorIso) {
      const d = daysBetween(firstWindowIso, total.date)
      dayRevenue[d] = dayRevenue[d]! + total.netAmount
    }
    for (let k = 0; k < rangeCount; k++) {
      if (total.date >= ranges[k]!.fromDay && total.date < ranges[k]!.toDay) rangeSums[k] = rangeSums[k]! + total.netAmount
    }
  }

  const firstDay = earliest === null ? WINDOW_DAYS : Math.min(WINDOW_DAYS, Math.max(0, daysBetween(firstWindowIso, earliest)))
  return {
    anchor,
    dayStarts,
    weekdayOf,
    firstDay,
    earliest,
    latest,
    slots,
    weekSlots,
    dayRevenue,
    salesRevenue,
    items: { ...items, weekRevenue, weekLines },
    outlets: { ...outlets, revenue: outletRevenue, orders: outletOrders, firstDay: outletFirstDay },
    channels: { ...channels, revenue: channelRevenue },
    customers: { count: customers, visits, spend, firstAt, lastAt, windowFirstDay, windowLastDay, windowSpend },
    rangeSums,
  }
}

/** Days of data in the window. */
export function coveredDays(scan: Scan): number {
  return WINDOW_DAYS - scan.firstDay
}

/** How often each Monday-first weekday occurs in the window's covered days. */
export function weekdayCounts(scan: Scan): Uint8Array {
  const counts = new Uint8Array(7)
  for (let d = scan.firstDay; d < WINDOW_DAYS; d++) counts[scan.weekdayOf[d]!] = counts[scan.weekdayOf[d]!]! + 1
  return counts
}

/** The window's sales rows scaled to a week. */
export function weeklySales(scan: Scan): number {
  const days = coveredDays(scan)
  return days > 0 ? (scan.salesRevenue * 7) / days : 0
}

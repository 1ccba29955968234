/**
 * Everything the insights need from the sales, in one pass over the typed arrays (a second only
 * when the data ends before yesterday, see below), or from the per-day rollups (../rollups/window.ts
 * hands `scanWith` the same sums, read from days): the pass is ../pass/driver.ts, shared with the
 * metrics and series when the dashboard asks for all three, and the insights' accumulators are
 * ../pass/customers.ts and range-sums.ts (every row up to now; the customers' window numbers too),
 * hour-slots.ts, window-items.ts, window-outlets.ts and group-revenue.ts for channels (the
 * window). No row objects; per row only number comparisons and sums into typed arrays indexed by
 * day, hour, and dictionary group.
 *
 * The window is the WINDOW_DAYS complete local days before the "anchor" day. The anchor is today
 * in the account's zone, or the day after the last day with data when the data stops earlier (an
 * export uploaded on a Friday that ends on Sunday): so the last week of the window is never a week
 * the data simply has not reached, and a day in progress never makes its weekday look weak.
 * Local days, weekdays and hours are read as `computeSeries` reads them: the window's midnights are
 * turned into instants once, a row's day found from its offset, its hour from that day's midnight
 * (through `Intl` on a day that is not 24 h long); a sale dated by day only (no time of day) counts
 * in its day and in no hour.
 * Customers are followed over all the rows up to `now` (visits, spend, first and last visit), for
 * the lapsed regulars; a row's visit is its receipt's first row (a row without a receipt is a visit).
 */
import { addDays, isoDate, zonedDateTime, type LocalDate } from '../../time/calendar'
import { daysBetween, localDate } from '../festive-calendar'
import { CustomerNumbers } from '../pass/customers'
import { runPass, type HistoryParts, type PassSpan, type WindowParts } from '../pass/driver'
import { dayGrid, type DayGrid } from '../pass/grid'
import { GroupRevenue } from '../pass/group-revenue'
import { HourSlots } from '../pass/hour-slots'
import { RangeSums } from '../pass/range-sums'
import { PassMemory } from '../pass/memory'
import { WindowItems } from '../pass/window-items'
import { WindowOutlets } from '../pass/window-outlets'
import { WINDOW_DAYS, WINDOW_WEEKS } from './thresholds'
import type { InsightsInput } from './types'

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
  /** Window sales rows with a time of day by Monday-first weekday × local hour, and the same per window week. */
  slots: Float64Array
  weekSlots: Float64Array
  /** Window sales per day: rows (with a time of day or not) and day totals. */
  dayRevenue: Float64Array
  /** Window sales rows, total. */
  salesRevenue: number
  /** Of them, those with a time of day (what the hours in `slots` add up to), and those without. */
  timedRevenue: number
  untimedRevenue: number
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
  return completeScan(options, scanFrom(options, options.today))
}

/**
 * The data ends before yesterday (an export that stops earlier): read again (`scanAt`, by default a
 * pass of its own), the window ending where the data does.
 */
export function completeScan(options: ScanOptions, scan: Scan, scanAt: (anchor: LocalDate) => Scan = (anchor) => scanFrom(options, anchor)): Scan {
  if (scan.latest !== null) {
    const dayAfterLatest = isoDate(addDays(localDate(scan.latest), 1))
    if (dayAfterLatest < isoDate(options.today)) return scanAt(localDate(dayAfterLatest))
  }
  return scan
}

/** The insights' accumulators: every row up to now, and the window. */
export interface InsightsParts {
  history: HistoryParts
  window: WindowParts
}

/** The merged groups the parts sum by, and where the window lies on the pass's grid. */
export interface InsightsLayout {
  windowDay: number
  groups: { items: Groups; outlets: Groups; channels: Groups }
}

/** Every row up to now, the options' ranges, and the window: WINDOW_DAYS grid days from `windowDay`. */
export function insightsParts({ sales, ranges }: Pick<ScanOptions, 'sales' | 'ranges'>, grid: DayGrid, windowDay: number, memory: PassMemory): { parts: InsightsParts; layout: InsightsLayout } {
  const items = groupsOf(sales.dict.item)
  const outlets = groupsOf(sales.dict.outlet)
  const channels = groupsOf(sales.dict.channel)
  const windowEnd = windowDay + WINDOW_DAYS
  const parts: InsightsParts = {
    history: { customers: new CustomerNumbers(memory), ranges: new RangeSums(memory, ranges) },
    window: {
      fromDay: windowDay,
      toDay: windowEnd,
      slots: new HourSlots(memory, grid, windowDay, windowEnd, true),
      items: new WindowItems(memory, items.of, items.names.length, WINDOW_WEEKS),
      outlets: new WindowOutlets(memory, outlets.of, outlets.names.length),
      channels: new GroupRevenue(memory, channels.of, channels.names.length),
    },
  }
  return { parts, layout: { windowDay, groups: { items, outlets, channels } } }
}

/** A pass of its own over the WINDOW_DAYS days before `anchor`, the insights' parts only. */
function scanFrom(options: ScanOptions, anchor: LocalDate): Scan {
  const grid = dayGrid(addDays(anchor, -WINDOW_DAYS), WINDOW_DAYS, options.zone)
  const memory = PassMemory.of(options.sales)
  const { parts, layout } = insightsParts(options, grid, 0, memory)
  const span = runPass(options.sales, grid, options.zone, options.now, { memory, ...parts })
  return scanOf(parts, span, layout, grid, anchor, options)
}

/** What a scan reads of the rows: the pass's accumulators (`insightsParts`), or the per-day rollups (../rollups/window.ts). */
export interface WindowSums {
  /** Window sales with a time of day by week × Monday-first weekday × hour, at w * 168 + k * 24 + h. */
  weekSlots: Float64Array
  /** Window sales without one by week × weekday, at w * 7 + k. */
  untimed: Float64Array
  /** Sales rows up to now in each of the options' ranges (the scan adds the day totals). */
  rangeSums: Float64Array
  /** Per item group and window week, at g * WINDOW_WEEKS + w. */
  items: { revenue: Float64Array; lines: Float64Array }
  /** Per outlet group, and a last one for rows without an outlet. */
  outlets: { revenue: Float64Array; orders: Float64Array; firstDay: Int8Array }
  /** Per channel group, and a last one for rows without a channel. */
  channels: { revenue: Float64Array }
  customers: Scan['customers']
}

/** The Scan from the accumulators' sums: `grid` holds the window from `layout.windowDay` on (the days before `anchor`). */
export function scanOf(parts: InsightsParts, span: PassSpan, layout: InsightsLayout, grid: DayGrid, anchor: LocalDate, options: ScanOptions): Scan {
  const { window, history } = parts
  const sums: WindowSums = {
    weekSlots: window.slots.slots,
    untimed: window.slots.untimed,
    rangeSums: history.ranges.sums,
    items: { revenue: window.items.revenue, lines: window.items.lines },
    outlets: { revenue: window.outlets.revenue, orders: window.outlets.orders, firstDay: window.outlets.firstDay },
    channels: { revenue: window.channels.revenue },
    customers: history.customers.arrays(options.sales.dict.customer.length),
  }
  const dayStarts = grid.start.subarray(layout.windowDay, layout.windowDay + WINDOW_DAYS + 1)
  const weekdayOf = grid.weekdayOf.subarray(layout.windowDay, layout.windowDay + WINDOW_DAYS)
  return scanWith(sums, span, layout.groups, { start: dayStarts, weekdayOf }, anchor, options)
}

/**
 * The Scan from a window's sums (`window`: the window's midnights, WINDOW_DAYS + 1, and weekdays;
 * the days before `anchor`), the rows' span up to now, and the day totals, added here.
 */
export function scanWith(sums: WindowSums, span: Pick<PassSpan, 'earliestAt' | 'latestAt'>, groups: InsightsLayout['groups'], window: Pick<DayGrid, 'start' | 'weekdayOf'>, anchor: LocalDate, { dayTotals, zone, today, ranges }: ScanOptions): Scan {
  const todayIso = isoDate(today)
  const firstWindowIso = isoDate(addDays(anchor, -WINDOW_DAYS))
  const { start: dayStarts, weekdayOf } = window
  const { weekSlots, untimed: untimedDays, rangeSums } = sums
  const rangeCount = ranges.length

  // Totals from the week × weekday × hour sums: window day d is week d / 7 on weekday weekdayOf[d].
  const slots = new Float64Array(7 * 24)
  const dayRevenue = new Float64Array(WINDOW_DAYS)
  let timedRevenue = 0
  let untimedRevenue = 0
  for (let cell = 0; cell < weekSlots.length; cell++) slots[cell % 168] = slots[cell % 168]! + weekSlots[cell]!
  for (let d = 0; d < WINDOW_DAYS; d++) {
    const first = Math.floor(d / 7) * 168 + weekdayOf[d]! * 24
    for (let hour = 0; hour < 24; hour++) dayRevenue[d] = dayRevenue[d]! + weekSlots[first + hour]!
    timedRevenue += dayRevenue[d]!
    const untimed = untimedDays[Math.floor(d / 7) * 7 + weekdayOf[d]!]!
    dayRevenue[d] = dayRevenue[d]! + untimed
    untimedRevenue += untimed
  }
  const salesRevenue = timedRevenue + untimedRevenue

  // Day totals: few, dated in local days already; no time of day, so no hour, item or customer visit.
  const { earliestAt, latestAt } = span
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
  const { items, outlets, channels } = groups
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
    timedRevenue,
    untimedRevenue,
    items: { ...items, weekRevenue: sums.items.revenue, weekLines: sums.items.lines },
    outlets: { ...outlets, ...sums.outlets },
    channels: { ...channels, ...sums.channels },
    customers: sums.customers,
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

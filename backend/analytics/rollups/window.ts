/**
 * The insights' scan (../insights/scan.ts) from the rollups: the WINDOW_DAYS days before an anchor
 * day read from their sums (hours, items, outlets and their orders, channels), the customers and
 * ranges up to now from ./history.ts, and the span around now from ./day-replay.ts. The same Scan
 * as `scanSales` reads from the rows, so the insights are built by the same code from either.
 */
import { addDays, type LocalDate } from '../../time/calendar'
import { completeScan, groupsOf, scanWith, type Groups, type Scan, type ScanOptions, type WindowSums } from '../insights/scan'
import { WINDOW_DAYS, WINDOW_WEEKS } from '../insights/thresholds'
import { dayGrid } from '../pass/grid'
import { spanAt } from './day-replay'
import { DAY_SLOTS, type GroupDays } from './day-sums'
import { customersUpTo, rangeSumsUpTo } from './history'
import { dayOffset, type Rollups } from './rollups'

/** `scanSales` from the rollups: the window before today, or before the day after the last day with data when the data stops earlier. */
export function rollupScan(rollups: Rollups, options: ScanOptions): Scan {
  return completeScan(options, scanAt(rollups, options, options.today), (anchor) => scanAt(rollups, options, anchor))
}

function scanAt(rollups: Rollups, options: ScanOptions, anchor: LocalDate): Scan {
  const { sales, sums, kinds, placed } = rollups
  const window = dayGrid(addDays(anchor, -WINDOW_DAYS), WINDOW_DAYS, rollups.zone)
  const offset = dayOffset(rollups, window)
  const groups = { items: groupsOf(sales.dict.item), outlets: groupsOf(sales.dict.outlet), channels: groupsOf(sales.dict.channel) }
  const weekSlots = new Float64Array(WINDOW_WEEKS * 168)
  const untimed = new Float64Array(WINDOW_WEEKS * 7)
  const itemRevenue = new Float64Array(groups.items.names.length * WINDOW_WEEKS)
  const itemLines = new Float64Array(groups.items.names.length * WINDOW_WEEKS)
  const outlets = { revenue: new Float64Array(groups.outlets.names.length + 1), orders: new Float64Array(groups.outlets.names.length + 1), firstDay: new Int8Array(groups.outlets.names.length + 1).fill(-1) }
  const channels = { revenue: new Float64Array(groups.channels.names.length + 1) }
  const inWindow = (k: number) => k >= Math.max(0, offset) && k < Math.min(placed.grid.days, offset + WINDOW_DAYS)

  for (let w = 0; w < WINDOW_DAYS; w++) {
    const k = offset + w
    if (!inWindow(k)) continue
    const week = Math.floor(w / 7)
    const day = week * 7 + window.weekdayOf[w]!
    for (let hour = 0; hour < 24; hour++) weekSlots[day * 24 + hour]! += sums.hours[k * DAY_SLOTS + hour]!
    untimed[day]! += sums.hours[k * DAY_SLOTS + 24]!
    const { items } = sums
    for (let n = items.start[k]!; n < items.start[k + 1]!; n++) {
      const i = items.item[n]! - 1
      if (i < 0) continue
      const cell = groups.items.of[i]! * WINDOW_WEEKS + week
      itemRevenue[cell]! += items.revenue[n]!
      itemLines[cell]! += items.lines[n]!
    }
    addGroups(sums.outlets, k, groups.outlets, outlets.revenue, (slot, at) => {
      outlets.orders[slot]! += sums.outletOrders[at]!
      if (outlets.firstDay[slot]! < 0) outlets.firstDay[slot] = w
    })
    addGroups(sums.channels, k, groups.channels, channels.revenue)
  }
  // Spread orders: once in the window, for the outlet of their first positive line there.
  const { spreadStart, spreadRows } = kinds
  for (let r = 0; r + 1 < spreadStart.length; r++) {
    for (let n = spreadStart[r]!; n < spreadStart[r + 1]!; n++) {
      const row = spreadRows[n]!
      if (!inWindow(placed.dayOf[row]!)) continue
      const o = sales.outlet[row]!
      outlets.orders[o < 0 ? groups.outlets.names.length : groups.outlets.of[o]!]!++
      break
    }
  }

  const windowSums: WindowSums = {
    weekSlots,
    untimed,
    rangeSums: rangeSumsUpTo(rollups, options.now, options.ranges),
    items: { revenue: itemRevenue, lines: itemLines },
    outlets,
    channels,
    customers: customersUpTo(rollups, options.now, offset, WINDOW_DAYS),
  }
  return scanWith(windowSums, spanAt(rollups, options.now), groups, window, anchor, options)
}

/** Rollup day k's revenue of one column into its groups (the rows without a value last), and `each` slot with a row. */
function addGroups({ size, revenue, rows }: GroupDays, k: number, groups: Groups, into: Float64Array, each?: (slot: number, at: number) => void): void {
  const none = groups.names.length
  for (let j = 0; j < size; j++) {
    const at = k * size + j
    if (rows[at] === 0) continue
    const slot = j === 0 ? none : groups.of[j - 1]!
    into[slot]! += revenue[at]!
    each?.(slot, at)
  }
}

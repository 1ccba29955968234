/**
 * A period's sums from the rollups, shaped as the pass's accumulators hand them to `metricsFrom`
 * and `seriesFrom` (../metrics.ts `PeriodSums`, ../series.ts `SeriesSums`): the period and the
 * previous one on the period's grid (../period.ts), each grid day read from its rollup day.
 *
 * What a day's sums cannot say is read as the pass reads it: a period ending today has the previous
 * period's last day cut at the time of day (its rows, ./day-replay.ts); the spread orders are
 * counted from their positive lines (./receipts.ts); distinct customers come from the buyers'
 * previous days (./day-customers.ts). A period of n days costs about 2n days' sums, a binary
 * search a day, and its spread orders.
 */
import type { PeriodSums } from '../metrics'
import { BEFORE, NOW } from '../pass/period-sales'
import { endsToday, type PeriodGrid } from '../period'
import type { SeriesSums } from '../series'
import { boughtBetween, buyersBetween } from './day-customers'
import { cutDay, type CutDay } from './day-replay'
import { DAY_SLOTS, type GroupDays } from './day-sums'
import { customerIndexes, dayOffset, type Rollups } from './rollups'

/** The previous period's last day cut at now's time of day, as ../pass/period-cut.ts says it. */
export interface RollupCut {
  leftOut: boolean
  /** Epoch ms: when today's clock reaches the first left-out row's time of day (Infinity: none). */
  changesAt: number
}

export interface RollupPeriod {
  sums: PeriodSums
  series: SeriesSums
  cut: RollupCut | undefined
}

export function periodSums(rollups: Rollups, period: PeriodGrid, now: number): RollupPeriod {
  const { grid, days } = period
  const { sums } = rollups
  const span = rollups.placed.grid.days
  const offset = dayOffset(rollups, grid)
  const inside = (g: number) => offset + g >= 0 && offset + g < span
  const cutAt = days - 1
  let cut: CutDay | undefined
  let cutFrom = Infinity
  let rollupCut: RollupCut | undefined
  if (endsToday(period)) {
    const todayStart = grid.start[grid.days - 1]!
    cutFrom = Math.min(grid.start[days]!, grid.start[cutAt]! + Math.max(0, now - todayStart))
    cut = cutDay(rollups, offset + cutAt, cutFrom)
    rollupCut = { leftOut: Number.isFinite(cut.firstLeftOut), changesAt: todayStart + (cut.firstLeftOut - grid.start[cutAt]!) }
  }

  const dayRevenue = new Float64Array(grid.days)
  const sales = [0, 0]
  const rows = [0, 0]
  const orders = [0, 0]
  for (let g = 0; g < grid.days; g++) {
    const side = g < days ? BEFORE : NOW
    if (cut && g === cutAt) {
      dayRevenue[g] = cut.revenue
      rows[side]! += cut.rows
      orders[side]! += cut.orders
    } else if (inside(g)) {
      dayRevenue[g] = sums.revenue[offset + g]!
      rows[side]! += sums.rows[offset + g]!
      orders[side]! += sums.orders[offset + g]!
    }
    sales[side]! += dayRevenue[g]!
  }
  addSpreadOrders(rollups, offset, period, cutFrom, orders)

  const { customers } = rollups
  // Each side's days with whole-day buyers (the cut day's come from its rows).
  const range = [
    [offset + days, offset + grid.days - 1],
    [offset, offset + days - (cut ? 2 : 1)],
  ] as const
  const cutBuyers = cut?.buyers ?? new Set<number>()
  const boughtOn = (c: number, side: number) => boughtBetween(customers, c, range[side]![0], range[side]![1]) || (side === BEFORE && cutBuyers.has(c))
  let cutOnly = 0
  for (const c of cutBuyers) if (!boughtBetween(customers, c, range[BEFORE][0], range[BEFORE][1])) cutOnly++
  const buyers = [buyersBetween(customers, range[NOW][0], range[NOW][1]), buyersBetween(customers, range[BEFORE][0], range[BEFORE][1]) + cutOnly]

  const periodSums: PeriodSums = {
    sales: { sales: (side) => sales[side]!, orders: (side) => orders[side]!, rows: (side) => rows[side]! },
    customers: {
      count: (side) => buyers[side]!,
      keysNotSeen: (keys, _dictionary, side) => {
        let added = 0
        for (const key of keys) if (!customerIndexes(rollups, key).some((c) => boughtOn(c, side))) added++
        return added
      },
    },
  }
  return { sums: periodSums, series: seriesSums(rollups, period, offset, dayRevenue), cut: rollupCut }
}

/** Orders spread over days or outlets, once on each side where they have a positive line (and, on the cut day, before the cut). */
function addSpreadOrders({ kinds, placed, sales }: Rollups, offset: number, { grid, days }: PeriodGrid, cutFrom: number, orders: number[]): void {
  const { spreadStart, spreadRows } = kinds
  for (let k = 0; k + 1 < spreadStart.length; k++) {
    let sides = 0
    for (let n = spreadStart[k]!; n < spreadStart[k + 1]!; n++) {
      const row = spreadRows[n]!
      const g = placed.dayOf[row]! - offset
      if (g < 0 || g >= grid.days || (g === days - 1 && sales.timestamp[row]! >= cutFrom)) continue
      sides |= g < days ? 1 << BEFORE : 1 << NOW
    }
    if (sides & (1 << NOW)) orders[NOW]!++
    if (sides & (1 << BEFORE)) orders[BEFORE]!++
  }
}

/** The series' sums: revenue on every grid day (`dayRevenue`), the rest over the period. */
function seriesSums(rollups: Rollups, { grid, days }: PeriodGrid, offset: number, dayRevenue: Float64Array): SeriesSums {
  const { sums, sales } = rollups
  const first = Math.max(days, -offset)
  const last = Math.min(grid.days, rollups.placed.grid.days - offset)
  const slots = new Float64Array(7 * 24)
  const itemCount = sales.dict.item.length
  const revenue = new Float64Array(itemCount)
  const quantity = new Float64Array(itemCount)
  const sold = new Uint8Array(itemCount)
  const { items } = sums
  for (let g = first; g < last; g++) {
    const k = offset + g
    const hours = k * DAY_SLOTS
    const weekday = grid.weekdayOf[g]! * 24
    for (let hour = 0; hour < 24; hour++) slots[weekday + hour]! += sums.hours[hours + hour]!
    for (let n = items.start[k]!; n < items.start[k + 1]!; n++) {
      const i = items.item[n]! - 1
      if (i < 0) continue
      revenue[i]! += items.revenue[n]!
      quantity[i]! += items.quantity[n]!
      if (items.lines[n]! > 0) sold[i] = 1
    }
  }
  const groups = (days: GroupDays) => groupSums(days, offset + first, offset + last)
  return {
    fromDay: days,
    daily: { revenue: dayRevenue },
    heat: { slots },
    items: { revenue, quantity, sold },
    outlets: groups(sums.outlets),
    channels: groups(sums.channels),
    payments: groups(sums.payments),
  }
}

/** Revenue and "a row landed" per dictionary index over rollup days [from, to), the rows without a value last (../pass/group-revenue.ts). */
function groupSums({ size, revenue: dayRevenue, rows }: GroupDays, from: number, to: number): { revenue: Float64Array; seen: Uint8Array } {
  const revenue = new Float64Array(size)
  const seen = new Uint8Array(size)
  const none = size - 1
  for (let k = from; k < to; k++) {
    for (let j = 0; j < size; j++) {
      const at = k * size + j
      if (rows[at] === 0) continue
      const slot = j === 0 ? none : j - 1
      revenue[slot]! += dayRevenue[at]!
      seen[slot] = 1
    }
  }
  return { revenue, seen }
}

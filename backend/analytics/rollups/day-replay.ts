/**
 * The figures that depend on instants within a day, read from that day's rows (./day-rows.ts) as
 * the pass reads them: the span of rows around `now`, the orders of one day up to an instant (the
 * same weekday a week earlier as far as today has come, ../pass/orders-today.ts; today's, all day,
 * need no rows), and the previous period's last day cut at the time of day (../pass/period-cut.ts).
 * Each reads the rows of a day, whatever the account holds.
 */
import type { PassSpan } from '../pass/driver'
import { gridDay } from '../pass/grid'
import type { Rollups } from './rollups'

/** `runPass`'s span: the first and last row up to `now`, and the first after it. */
export function spanAt({ placed, sums, sales }: Rollups, now: number): PassSpan {
  const { earliestAt, latestAt, start, rows, grid } = placed
  if (latestAt <= now) return { earliestAt, latestAt, nextAt: Infinity }
  if (earliestAt > now) return { earliestAt: Infinity, latestAt: -Infinity, nextAt: earliestAt }
  const k = gridDay(grid.start, grid.days - 1, now)
  let latest = -Infinity
  let next = Infinity
  for (let n = start[k]!; n < start[k + 1]!; n++) {
    const at = sales.timestamp[rows[n]!]!
    if (at <= now) latest = Math.max(latest, at)
    else next = Math.min(next, at)
  }
  // Days before `now`'s are all up to now, days after all after it.
  for (let d = k - 1; latest === -Infinity && d >= 0; d--) if (sums.rows[d]! > 0) latest = sums.maxAt[d]!
  for (let d = k + 1; next === Infinity && d < grid.days; d++) if (sums.rows[d]! > 0) next = sums.minAt[d]!
  return { earliestAt, latestAt: latest, nextAt: next }
}

/** Rollup day `k`'s orders, all day (-1 or past the days: none): its sums, and the spread orders with a positive line that day. */
export function wholeDayOrders({ placed, sums, kinds }: Rollups, k: number): number {
  if (k < 0 || k >= placed.grid.days) return 0
  let orders = sums.orders[k]!
  const { spreadStart, spreadRows } = kinds
  for (let r = 0; r + 1 < spreadStart.length; r++) {
    for (let n = spreadStart[r]!; n < spreadStart[r + 1]!; n++) {
      if (placed.dayOf[spreadRows[n]!] !== k) continue
      orders++
      break
    }
  }
  return orders
}

/** A day's orders up to an instant. */
export interface DayOrders {
  /** Orders with a positive line before the instant (every order with one that day, spread or not). */
  orders: number
  /** Rows of the day, at any time. */
  rows: number
  /** The first row at or after the instant (Infinity: none). */
  nextAt: number
}

/** Rollup day `k`'s orders with a positive line before `before` (-1 or past the days: none). */
export function dayOrders(rollups: Rollups, k: number, before: number): DayOrders {
  const { placed, sales, kinds, scratch } = rollups
  const answer = { orders: 0, rows: 0, nextAt: Infinity }
  if (k < 0 || k >= placed.grid.days) return answer
  const { start, rows } = placed
  const { timestamp, netAmount, receipt } = sales
  for (let n = start[k]!; n < start[k + 1]!; n++) {
    const row = rows[n]!
    const at = timestamp[row]!
    answer.rows++
    if (at >= before) {
      answer.nextAt = Math.min(answer.nextAt, at)
      continue
    }
    if (!(netAmount[row]! > 0)) continue
    const r = receipt[row]!
    if (r < 0) answer.orders++
    else if (!kinds.noOrder[r] && !scratch[r]) {
      scratch[r] = 1
      answer.orders++
    }
  }
  for (let n = start[k]!; n < start[k + 1]!; n++) {
    const r = receipt[rows[n]!]!
    if (r >= 0) scratch[r] = 0
  }
  return answer
}

/** Rollup day `k`'s rows before `from`, as the previous period's last day cut at the time of day counts them. */
export interface CutDay {
  revenue: number
  rows: number
  /** Orders on this day alone (not spread: ./receipts.ts), and positive rows without a receipt. */
  orders: number
  /** Customers with a purchase before `from`. */
  buyers: Set<number>
  /** The first row left out (Infinity: none). */
  firstLeftOut: number
}

export function cutDay(rollups: Rollups, k: number, from: number): CutDay {
  const { placed, sales, kinds, scratch } = rollups
  const cut: CutDay = { revenue: 0, rows: 0, orders: 0, buyers: new Set(), firstLeftOut: Infinity }
  if (k < 0 || k >= placed.grid.days) return cut
  const { start, rows } = placed
  const { timestamp, netAmount, receipt, customer } = sales
  for (let n = start[k]!; n < start[k + 1]!; n++) {
    const row = rows[n]!
    const at = timestamp[row]!
    const amount = netAmount[row]!
    if (at >= from) {
      cut.firstLeftOut = Math.min(cut.firstLeftOut, at)
      continue
    }
    cut.revenue += amount
    cut.rows++
    if (!(amount > 0)) continue
    const r = receipt[row]!
    if (r >= 0 && kinds.noOrder[r]) continue
    if (r < 0) cut.orders++
    else if (!kinds.spread[r] && !scratch[r]) {
      scratch[r] = 1
      cut.orders++
    }
    const c = customer[row]!
    if (c >= 0) cut.buyers.add(c)
  }
  for (let n = start[k]!; n < start[k + 1]!; n++) {
    const r = receipt[rows[n]!]!
    if (r >= 0) scratch[r] = 0
  }
  return cut
}

/**
 * What the insights read of the rows up to an instant `now` (../insights/scan.ts, ../pass/customers.ts
 * and range-sums.ts): each customer's visits, spend, first and last instant over every row up to
 * now; their spend and first and last day with a positive row in the insights' window; the sales
 * in a few ranges of instants (the festive insight's same weeks last year).
 *
 * Whole days before `now`'s day come from the days' records (./day-customers.ts: a binary search
 * per customer in its running sums), and so does `now`'s own when no row of it is after now;
 * otherwise its rows up to now (./day-rows.ts), as the pass reads them; spread orders
 * (./receipts.ts) from their positive lines, whose first with a customer up to now is a visit. No
 * row of another day is read.
 */
import { gridDay } from '../pass/grid'
import type { Scan } from '../insights/scan'
import { lowerBound, POSITIVE } from './day-customers'
import type { Rollups } from './rollups'

/** The rollups' day of `now`: -1 before the first, the day count after the last. */
export function dayOfInstant({ placed }: Rollups, now: number): number {
  const { start, days } = placed.grid
  if (!(now >= start[0]!)) return -1
  if (now >= start[days]!) return days
  return gridDay(start, days - 1, now)
}

/** `Scan.customers` up to `now`, the window being the WINDOW_DAYS rollup days from `windowFrom`. */
export function customersUpTo(rollups: Rollups, now: number, windowFrom: number, windowDays: number): Scan['customers'] {
  const { customers: days, sales, kinds, placed, scratch } = rollups
  const { history } = days
  const count = sales.dict.customer.length
  const customers = {
    count,
    visits: new Int32Array(count),
    spend: new Float64Array(count),
    firstAt: new Float64Array(count).fill(Infinity),
    lastAt: new Float64Array(count).fill(-Infinity),
    windowFirstDay: new Int8Array(count).fill(-1),
    windowLastDay: new Int8Array(count).fill(-1),
    windowSpend: new Float64Array(count),
  }
  // Whole days up to now: those before now's, and now's own when it has no row after now (nothing then reads its rows).
  let nowDay = dayOfInstant(rollups, now)
  if (nowDay >= 0 && nowDay < placed.grid.days && !(rollups.sums.maxAt[nowDay]! > now)) nowDay++
  for (let c = 0; c < count; c++) {
    const lastDay = history.lastDay[c]!
    if (lastDay < 0) continue
    if (lastDay < nowDay) {
      // Nothing on or after now's day: the customer's totals, read in customer order.
      customers.visits[c] = history.totalVisits[c]!
      customers.spend[c] = history.totalSpend[c]!
      customers.firstAt[c] = history.firstAt[c]!
      customers.lastAt[c] = history.lastAt[c]!
      continue
    }
    const from = history.start[c]!
    const last = lowerBound(history.day, from, history.start[c + 1]!, nowDay) - 1
    if (last < from) continue
    customers.visits[c] = history.visits[last]!
    customers.spend[c] = history.spend[last]!
    customers.firstAt[c] = history.firstAt[c]!
    customers.lastAt[c] = history.dayLastAt[last]!
  }
  // Now's day, up to now: a visit at an order's first positive line with a customer (spread orders below).
  if (nowDay >= 0 && nowDay < placed.grid.days) {
    const { timestamp, netAmount, receipt, customer } = sales
    for (let n = placed.start[nowDay]!; n < placed.start[nowDay + 1]!; n++) {
      const row = placed.rows[n]!
      const c = customer[row]!
      const at = timestamp[row]!
      if (c < 0 || at > now) continue
      const amount = netAmount[row]!
      customers.spend[c]! += amount
      if (at < customers.firstAt[c]!) customers.firstAt[c] = at
      if (at > customers.lastAt[c]!) customers.lastAt[c] = at
      const r = receipt[row]!
      if (!(amount > 0) || (r >= 0 && (kinds.noOrder[r] || kinds.spread[r] || scratch[r]))) continue
      customers.visits[c]!++
      if (r >= 0) scratch[r] = 1
    }
    for (let n = placed.start[nowDay]!; n < placed.start[nowDay + 1]!; n++) {
      const r = receipt[placed.rows[n]!]!
      if (r >= 0) scratch[r] = 0
    }
  }
  const { spreadStart, spreadRows } = kinds
  for (let k = 0; k + 1 < spreadStart.length; k++) {
    for (let n = spreadStart[k]!; n < spreadStart[k + 1]!; n++) {
      const row = spreadRows[n]!
      const c = sales.customer[row]!
      if (c < 0 || sales.timestamp[row]! > now) continue
      customers.visits[c]!++
      break
    }
  }
  // The window's days: every row's spend, and the days with a positive row.
  for (let w = 0; w < windowDays; w++) {
    const k = windowFrom + w
    if (k < 0 || k >= placed.grid.days) continue
    for (let slot = days.start[k]!; slot < days.start[k + 1]!; slot++) {
      const c = days.customer[slot]!
      customers.windowSpend[c]! += days.spend[slot]!
      if ((days.flags[slot]! & POSITIVE) === 0) continue
      if (customers.windowFirstDay[c]! < 0) customers.windowFirstDay[c] = w
      customers.windowLastDay[c] = w
    }
  }
  return customers
}

/** Sales rows up to `now` in [from, to), for each range: whole days from their sums, others from their rows. */
export function rangeSumsUpTo(rollups: Rollups, now: number, ranges: readonly { from: number; to: number }[]): Float64Array {
  const { placed, sums, sales } = rollups
  const { start, days } = placed.grid
  return Float64Array.from(ranges, ({ from, to }) => {
    let sum = 0
    const first = Math.max(0, dayOfInstant(rollups, from))
    for (let k = first; k < days && start[k]! < to && start[k]! <= now; k++) {
      if (start[k]! >= from && start[k + 1]! <= to && start[k + 1]! - 1 <= now) {
        sum += sums.revenue[k]!
        continue
      }
      for (let n = placed.start[k]!; n < placed.start[k + 1]!; n++) {
        const row = placed.rows[n]!
        const at = sales.timestamp[row]!
        if (at >= from && at < to && at <= now) sum += sales.netAmount[row]!
      }
    }
    return sum
  })
}

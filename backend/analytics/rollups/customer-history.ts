/**
 * Each customer's days with a row (./day-customers.ts's records ordered by customer, each
 * customer's by day) with running sums of visits and spend, and its totals: its history up to any
 * day, as the insights' regulars read it (./history.ts), is its totals when the day is after its
 * last (most customers, read in customer order), else a binary search in its days.
 */

/** Per customer, its days with a row, and what they add up to from its first day on: its history up to any day is one search. */
export interface CustomerHistory {
  /** Customer c's days at start[c] … start[c + 1] - 1, by day. */
  start: Int32Array
  day: Int32Array
  /** Visits and spend from the customer's first day up to this one, this one included. */
  visits: Int32Array
  spend: Float64Array
  /** This day's last instant. */
  dayLastAt: Float64Array
  /** Per customer: the first instant of its first day (Infinity: none). */
  firstAt: Float64Array
  /** Per customer, what its last record says (day -1: none): a history up to a later day reads these in customer order. */
  lastDay: Int32Array
  totalVisits: Int32Array
  totalSpend: Float64Array
  lastAt: Float64Array
}

/** A day's records, one per customer with a row that day (./day-customers.ts), as the history reads them. */
export interface Records {
  customer: Int32Array
  spend: Float64Array
  minAt: Float64Array
  maxAt: Float64Array
  flags: Uint8Array
  visits: Int32Array
}

/** The day-by-day records ordered by customer (a counting sort keeps each customer's in day order), with running sums. */
export function historyOf(start: Int32Array, records: Records, customers: number): CustomerHistory {
  const used = records.customer.length
  const historyStart = new Int32Array(customers + 1)
  for (let slot = 0; slot < used; slot++) historyStart[records.customer[slot]! + 1]!++
  for (let c = 0; c < customers; c++) historyStart[c + 1]! += historyStart[c]!
  const next = historyStart.slice(0, customers)
  const history: CustomerHistory = {
    start: historyStart,
    day: new Int32Array(used),
    visits: new Int32Array(used),
    spend: new Float64Array(used),
    dayLastAt: new Float64Array(used),
    firstAt: new Float64Array(customers).fill(Infinity),
    lastDay: new Int32Array(customers).fill(-1),
    totalVisits: new Int32Array(customers),
    totalSpend: new Float64Array(customers),
    lastAt: new Float64Array(customers).fill(-Infinity),
  }
  for (let k = 0; k + 1 < start.length; k++) {
    for (let slot = start[k]!; slot < start[k + 1]!; slot++) {
      const c = records.customer[slot]!
      const at = next[c]!++
      const first = at === historyStart[c]
      history.day[at] = k
      history.visits[at] = (first ? 0 : history.visits[at - 1]!) + records.visits[slot]!
      history.spend[at] = (first ? 0 : history.spend[at - 1]!) + records.spend[slot]!
      history.dayLastAt[at] = records.maxAt[slot]!
      if (first) history.firstAt[c] = records.minAt[slot]!
      history.lastDay[c] = k
      history.totalVisits[c] = history.visits[at]!
      history.totalSpend[c] = history.spend[at]!
      history.lastAt[c] = records.maxAt[slot]!
    }
  }
  return history
}

/**
 * Each local day's customers (rows with a customer key), from the rows in row order: what they
 * spent (every row, refunds netted), their first and last instant, whether they bought (a positive
 * line of an order, or a positive row without a receipt: ../pass/receipt-orders.ts) or had a
 * positive row at all, and their visits (an order counts one visit, for the customer of its first
 * positive line; a spread order, ./receipts.ts, is left to whoever reads over days to replay).
 *
 * Each customer's history up to any day (visits, spend, first and last instant: the insights'
 * regulars) is the same records ordered by customer with running sums, a binary search a customer,
 * and its totals for a day after its last (most customers, read in customer order: at 3M rows the
 * search alone missed the cache enough to cost 2 ms).
 *
 * Distinct buyers over any range of days without a set: each buyer of a day carries the last day
 * before it they bought on (`buyerPrev`, sorted per day), and the buyers of days a … b are, summed
 * over those days, those whose previous day is before a (each counts on their first day in the
 * range only). A binary search a day: a period costs its days, not its customers.
 */
import type { SalesColumns } from '../../sales/account-sales'
import { growFloat, growInt } from '../../sales/columns'
import type { DayRows } from './day-rows'
import { historyOf, type CustomerHistory, type Records } from './customer-history'
import type { ReceiptKinds } from './receipts'

export type DayCustomersSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount' | 'receipt' | 'customer'> & { dict: Pick<SalesColumns['dict'], 'customer'> }

/** `DayCustomers.flags`: a row with a positive amount; a purchase. */
export const POSITIVE = 1
export const PURCHASE = 2
/** While building: the row is a visit. */
const VISIT = 4

/** The records of every day (customer, spend, first and last instant, flags, visits: ./customer-history.ts's Records), day by day. */
export interface DayCustomers extends Records {
  /** Day k's records at start[k] … start[k + 1] - 1, one per customer with a row that day. */
  start: Int32Array
  /** Day k's buyers' previous day with a purchase (-1: none), ascending, at buyerStart[k] … buyerStart[k + 1] - 1. */
  buyerStart: Int32Array
  buyerPrev: Int32Array
  /** Customer c's days with a purchase, ascending, at buyDays[buyDayStart[c]] … before buyDayStart[c + 1]. */
  buyDayStart: Int32Array
  buyDays: Int32Array
  /** The records again, customer by customer (c's at historyStart[c] … before historyStart[c + 1]), each customer's by day. */
  history: CustomerHistory
}


export function dayCustomers(sales: DayCustomersSales, placed: DayRows, kinds: ReceiptKinds): DayCustomers {
  const { length, timestamp, netAmount, receipt, customer } = sales
  const { dayOf, start: rowStart } = placed
  const { noOrder, spread } = kinds
  const days = placed.grid.days
  const customers = sales.dict.customer.length
  // In row order (the columns stream), the rows with a customer written out day by day (within each
  // day's place in ./day-rows.ts order, up to next[k]), with what they count for: a visit is an
  // order's first positive line with a customer.
  const placedRows = rowStart[days]!
  const who = new Int32Array(placedRows)
  const amounts = new Float64Array(placedRows)
  const times = new Float64Array(placedRows)
  const counts = new Uint8Array(placedRows)
  const next = rowStart.slice(0, days)
  const visited = new Uint8Array(noOrder.length)
  for (let row = 0; row < length; row++) {
    const c = customer[row]!
    const d = dayOf[row]!
    if (c < 0 || d < 0) continue
    const amount = netAmount[row]!
    const n = next[d]!++
    who[n] = c
    amounts[n] = amount
    times[n] = timestamp[row]!
    if (!(amount > 0)) continue
    const r = receipt[row]!
    if (r >= 0 && noOrder[r]) counts[n] = POSITIVE
    else if (r < 0 || (!spread[r] && !visited[r])) {
      counts[n] = POSITIVE | PURCHASE | VISIT
      if (r >= 0) visited[r] = 1
    } else counts[n] = POSITIVE | PURCHASE
  }

  // A record per day and customer, in the order first met.
  const lastDay = new Int32Array(customers).fill(-1)
  const slotOf = new Int32Array(customers)
  const start = new Int32Array(days + 1)
  let byDay: Records = { customer: new Int32Array(0), spend: new Float64Array(0), minAt: new Float64Array(0), maxAt: new Float64Array(0), flags: new Uint8Array(0), visits: new Int32Array(0) }
  let used = 0
  for (let k = 0; k < days; k++) {
    for (let n = rowStart[k]!; n < next[k]!; n++) {
      const c = who[n]!
      const at = times[n]!
      let slot = slotOf[c]!
      if (lastDay[c] !== k) {
        lastDay[c] = k
        slot = slotOf[c] = used++
        if (slot >= byDay.customer.length) byDay = grown(byDay, slot + 1)
        byDay.customer[slot] = c
        byDay.minAt[slot] = at
        byDay.maxAt[slot] = at
      }
      byDay.spend[slot]! += amounts[n]!
      if (at < byDay.minAt[slot]!) byDay.minAt[slot] = at
      if (at > byDay.maxAt[slot]!) byDay.maxAt[slot] = at
      byDay.flags[slot]! |= counts[n]! & (POSITIVE | PURCHASE)
      if (counts[n]! & VISIT) byDay.visits[slot]!++
    }
    start[k + 1] = used
  }
  byDay = trimmed(byDay, used)

  // Buyers: each day's previous purchase days, and each customer's purchase days.
  lastDay.fill(-1)
  const buyerStart = new Int32Array(days + 1)
  const buyerPrev = new Int32Array(used)
  const buyDayStart = new Int32Array(customers + 1)
  let buyers = 0
  for (let k = 0; k < days; k++) {
    const first = buyers
    for (let slot = start[k]!; slot < start[k + 1]!; slot++) {
      if ((byDay.flags[slot]! & PURCHASE) === 0) continue
      const c = byDay.customer[slot]!
      buyerPrev[buyers++] = lastDay[c]!
      lastDay[c] = k
      buyDayStart[c + 1]!++
    }
    buyerPrev.subarray(first, buyers).sort()
    buyerStart[k + 1] = buyers
  }
  for (let c = 0; c < customers; c++) buyDayStart[c + 1]! += buyDayStart[c]!
  const buyDays = new Int32Array(buyers)
  const nextDay = buyDayStart.slice(0, customers)
  for (let k = 0; k < days; k++) {
    for (let slot = start[k]!; slot < start[k + 1]!; slot++) if (byDay.flags[slot]! & PURCHASE) buyDays[nextDay[byDay.customer[slot]!]!++] = k
  }
  return { start, ...byDay, buyerStart, buyerPrev: buyerPrev.slice(0, buyers), buyDayStart, buyDays, history: historyOf(start, byDay, customers) }
}


function trimmed(records: Records, used: number): Records {
  return {
    customer: records.customer.slice(0, used),
    spend: records.spend.slice(0, used),
    minAt: records.minAt.slice(0, used),
    maxAt: records.maxAt.slice(0, used),
    flags: records.flags.slice(0, used),
    visits: records.visits.slice(0, used),
  }
}

function grown(records: Records, needed: number): Records {
  const flags = new Uint8Array(Math.max(needed, records.flags.length * 2, 256))
  flags.set(records.flags)
  return {
    customer: growInt(records.customer, needed),
    spend: growFloat(records.spend, needed),
    minAt: growFloat(records.minAt, needed),
    maxAt: growFloat(records.maxAt, needed),
    flags,
    visits: growInt(records.visits, needed),
  }
}

/** Distinct buyers over days [from, to] (days of the rollups, clipped to them). */
export function buyersBetween({ buyerStart, buyerPrev }: Pick<DayCustomers, 'buyerStart' | 'buyerPrev'>, from: number, to: number): number {
  const first = Math.max(0, from)
  const last = Math.min(buyerStart.length - 2, to)
  let count = 0
  for (let k = first; k <= last; k++) count += lowerBound(buyerPrev, buyerStart[k]!, buyerStart[k + 1]!, first) - buyerStart[k]!
  return count
}

/** Whether customer c bought on a day in [from, to]. */
export function boughtBetween({ buyDayStart, buyDays }: Pick<DayCustomers, 'buyDayStart' | 'buyDays'>, c: number, from: number, to: number): boolean {
  const at = lowerBound(buyDays, buyDayStart[c]!, buyDayStart[c + 1]!, from)
  return at < buyDayStart[c + 1]! && buyDays[at]! <= to
}

/** The first index in [from, to) of the ascending `values` whose value is not below `value`. */
export function lowerBound(values: Int32Array, from: number, to: number, value: number): number {
  let low = from
  let high = to
  while (low < high) {
    const middle = (low + high) >>> 1
    if (values[middle]! < value) low = middle + 1
    else high = middle
  }
  return low
}

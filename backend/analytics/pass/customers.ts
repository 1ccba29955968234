/**
 * Per customer (the insights' lapsed regulars and repeat customers): over every row up to `now`, on
 * the grid or not, visits, spend, first and last visit; over the window's rows, spend and the first
 * and last window day (0-based) with a purchase. A visit is an order (./receipt-orders.ts), counted
 * at its first positive line, so a refund receipt is none; a purchase is a row with a positive
 * amount. The numbers live in the pass's shared per-customer numbers (./memory.ts): one function
 * adds a row to both, as the window's rows are rows up to now, which keeps the pass within what
 * the engine inlines.
 */
import { CUSTOMER_STRIDE, type PassMemory, type Shares } from './memory'

/** Its fields of the per-customer numbers, and its receipt flag (./memory.ts). */
const enum Field {
  SPEND = 0,
  FIRST_AT = 1,
  LAST_AT = 2,
  VISITS = 3,
  WINDOW_SPEND = 4,
  WINDOW_FIRST_DAY = 5,
  WINDOW_LAST_DAY = 6,
}
const enum Flag {
  VISIT = 16,
}
export const SHARES: Shares = { receiptBits: [Flag.VISIT], customerFields: [0, 1, 2, 3, 4, 5, 6] }

export class CustomerNumbers {
  /** Offset of the per-customer numbers. */
  readonly at: number

  constructor(private readonly memory: PassMemory) {
    this.at = memory.customers
    memory.startCustomers(Field.FIRST_AT, Infinity)
    memory.startCustomers(Field.LAST_AT, -Infinity)
    // Kept as ±Infinity while there is no purchase (one test less per row); read as -1.
    memory.startCustomers(Field.WINDOW_FIRST_DAY, Infinity)
    memory.startCustomers(Field.WINDOW_LAST_DAY, -Infinity)
  }

  /** Customer c's field. */
  field(c: number, field: Field): number {
    return this.memory.numbers[this.at + c * CUSTOMER_STRIDE + field]!
  }

  /** Every customer's numbers as plain arrays (up to now: visits, spend, first and last visit, ±Infinity none; window: spend, first and last day, -1 none). */
  arrays(count: number) {
    const numbers = this.memory.numbers
    const customers = {
      count,
      visits: new Int32Array(count),
      spend: new Float64Array(count),
      firstAt: new Float64Array(count),
      lastAt: new Float64Array(count),
      windowFirstDay: new Int8Array(count),
      windowLastDay: new Int8Array(count),
      windowSpend: new Float64Array(count),
    }
    for (let c = 0, base = this.at; c < count; c++, base += CUSTOMER_STRIDE) {
      customers.visits[c] = numbers[base + Field.VISITS]!
      customers.spend[c] = numbers[base + Field.SPEND]!
      customers.firstAt[c] = numbers[base + Field.FIRST_AT]!
      customers.lastAt[c] = numbers[base + Field.LAST_AT]!
      customers.windowFirstDay[c] = dayOrNone(numbers[base + Field.WINDOW_FIRST_DAY]!)
      customers.windowLastDay[c] = dayOrNone(numbers[base + Field.WINDOW_LAST_DAY]!)
      customers.windowSpend[c] = numbers[base + Field.WINDOW_SPEND]!
    }
    return customers
  }
}

/** A window day, or -1 for ±Infinity (no purchase). */
function dayOrNone(day: number): number {
  return Number.isFinite(day) ? day : -1
}

/**
 * One row up to now, of customer `c` (≥ 0) and receipt `r` as the pass hands it (-1: none, a positive
 * row; `noOrder`, every flag set: no sale of an order), at `when`; on window day `w` (-1: not in the window).
 */
export function addCustomerRow(numbers: Float64Array, bytes: Uint8Array, at: number, receipts: number, c: number, r: number, when: number, amount: number, w: number): void {
  const base = at + c * 8 // CUSTOMER_STRIDE, as a literal: it keeps this function small enough to inline
  if (r < 0 || (bytes[receipts + r]! & Flag.VISIT) === 0) {
    numbers[base + Field.VISITS]! += 1
    if (r >= 0) bytes[receipts + r]! |= Flag.VISIT
  }
  numbers[base]! += amount // Field.SPEND
  if (when < numbers[base + Field.FIRST_AT]!) numbers[base + Field.FIRST_AT] = when
  if (when > numbers[base + Field.LAST_AT]!) numbers[base + Field.LAST_AT] = when
  if (w < 0) return
  numbers[base + Field.WINDOW_SPEND]! += amount
  if (!(amount > 0)) return
  if (w < numbers[base + Field.WINDOW_FIRST_DAY]!) numbers[base + Field.WINDOW_FIRST_DAY] = w
  if (w > numbers[base + Field.WINDOW_LAST_DAY]!) numbers[base + Field.WINDOW_LAST_DAY] = w
}

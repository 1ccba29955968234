/**
 * Per customer, over every row up to `now` (on the grid or not): visits, spend, first and last
 * visit (the insights' lapsed regulars and repeat customers). A visit is a receipt's first row (a
 * row without a receipt is a visit of its own), counted when its amount is positive. The numbers
 * live in the pass's shared per-customer numbers (./memory.ts).
 */
import { CUSTOMER_STRIDE, type PassMemory, type Shares } from './memory'

/** Its fields of the per-customer numbers, and its receipt flag (./memory.ts). */
const enum Field {
  SPEND = 0,
  FIRST_AT = 1,
  LAST_AT = 2,
  VISITS = 3,
}
const enum Flag {
  VISIT = 16,
}
export const SHARES: Shares = { receiptBits: [Flag.VISIT], customerFields: [Field.SPEND, Field.FIRST_AT, Field.LAST_AT, Field.VISITS] }

export class CustomerHistory {
  /** Offset of the per-customer numbers. */
  readonly at: number

  constructor(private readonly memory: PassMemory) {
    this.at = memory.customers
    memory.startCustomers(Field.FIRST_AT, Infinity)
    memory.startCustomers(Field.LAST_AT, -Infinity)
  }

  private field(c: number, field: Field): number {
    return this.memory.numbers[this.at + c * CUSTOMER_STRIDE + field]!
  }
  /** Customer c's visits, spend, first and last visit (epoch ms; ±Infinity: none). */
  visitsOf(c: number): number {
    return this.field(c, Field.VISITS)
  }
  spendOf(c: number): number {
    return this.field(c, Field.SPEND)
  }
  firstAtOf(c: number): number {
    return this.field(c, Field.FIRST_AT)
  }
  lastAtOf(c: number): number {
    return this.field(c, Field.LAST_AT)
  }
}

/** One row up to now, of customer `c` (≥ 0) and receipt `r` (-1: none), at `when`. */
export function addCustomerVisit(numbers: Float64Array, bytes: Uint8Array, at: number, receipts: number, c: number, r: number, when: number, amount: number): void {
  const base = at + c * 8 // CUSTOMER_STRIDE, as a literal: it keeps this function small enough to inline
  if (r < 0 || (bytes[receipts + r]! & Flag.VISIT) === 0) {
    if (amount > 0) numbers[base + Field.VISITS]! += 1
    if (r >= 0) bytes[receipts + r]! |= Flag.VISIT
  }
  numbers[base]! += amount // Field.SPEND
  if (when < numbers[base + Field.FIRST_AT]!) numbers[base + Field.FIRST_AT] = when
  if (when > numbers[base + Field.LAST_AT]!) numbers[base + Field.LAST_AT] = when
}

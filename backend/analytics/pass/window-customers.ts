/**
 * Per customer over the insights' window (repeat customers and regulars): net spend, and the first
 * and last window day (0-based) with a purchase (a row with a positive amount; -1: none). The
 * numbers live in the pass's shared per-customer numbers (./memory.ts), beside ./customer-history.ts's.
 */
import { CUSTOMER_STRIDE, type PassMemory, type Shares } from './memory'

/** Its fields of the per-customer numbers (./memory.ts). */
const enum Field {
  SPEND = 4,
  FIRST_DAY = 5,
  LAST_DAY = 6,
}
export const SHARES: Shares = { customerFields: [Field.SPEND, Field.FIRST_DAY, Field.LAST_DAY] }

export class WindowCustomers {
  /** Offset of the per-customer numbers. */
  readonly at: number

  constructor(private readonly memory: PassMemory) {
    this.at = memory.customers
    memory.startCustomers(Field.FIRST_DAY, -1)
    memory.startCustomers(Field.LAST_DAY, -1)
  }

  private field(c: number, field: Field): number {
    return this.memory.numbers[this.at + c * CUSTOMER_STRIDE + field]!
  }
  spendOf(c: number): number {
    return this.field(c, Field.SPEND)
  }
  /** The first and last window day with a purchase (-1: none). */
  firstDayOf(c: number): number {
    return this.field(c, Field.FIRST_DAY)
  }
  lastDayOf(c: number): number {
    return this.field(c, Field.LAST_DAY)
  }
}

/** One row of window day `w`, of customer `c` (≥ 0). */
export function addWindowPurchase(numbers: Float64Array, at: number, c: number, w: number, amount: number): void {
  const base = at + c * 8 + Field.SPEND // CUSTOMER_STRIDE, as a literal (see ./customer-history.ts)
  numbers[base]! += amount
  if (!(amount > 0)) return
  const first = numbers[base + 1]! // Field.FIRST_DAY
  if (first < 0 || w < first) numbers[base + 1] = w
  if (w > numbers[base + 2]!) numbers[base + 2] = w // Field.LAST_DAY
}

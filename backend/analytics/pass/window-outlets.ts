/**
 * Per outlet group over the insights' window (the outlet comparison): net sales, orders (a receipt
 * counts once in the window, for the group of its first row; a row without a receipt is an order of
 * its own), and the first window day (0-based) with a row (-1: none). The last group takes rows without an outlet.
 */
import type { PassMemory, Shares } from './memory'

const STRIDE = 3
const enum Field {
  REVENUE = 0,
  ORDERS = 1,
  FIRST_DAY = 2,
}
/** Its receipt flag (./memory.ts). */
const enum Flag {
  WINDOW_ORDER = 32,
}
export const SHARES: Shares = { receiptBits: [Flag.WINDOW_ORDER] }

export class WindowOutlets {
  /** Offset of group g's revenue, orders and first day (-1: none) at `at` + g * STRIDE. */
  readonly at: number
  /** Offset in the lookups of each outlet dictionary index + 1's first number (index 0: no outlet, the last group). */
  readonly cellsAt: number
  private readonly slots: number

  /** `groupOf`: outlet dictionary index → group, of `groups`. */
  constructor(
    private readonly memory: PassMemory,
    groupOf: Int32Array,
    groups: number,
  ) {
    this.slots = groups + 1
    // The first day is kept as Infinity while no row landed (one test less per row); read as -1.
    this.at = memory.reserveValues(Array.from({ length: this.slots }, () => [0, 0, Infinity]).flat())
    this.cellsAt = memory.lookup([this.at + groups * STRIDE, ...Array.from(groupOf, (g) => this.at + g * STRIDE)])
  }

  /** Per group, and a last one for rows without an outlet. */
  get revenue(): Float64Array {
    return this.column(Field.REVENUE)
  }
  get orders(): Float64Array {
    return this.column(Field.ORDERS)
  }
  get firstDay(): Int8Array {
    return Int8Array.from(this.column(Field.FIRST_DAY), (day) => (Number.isFinite(day) ? day : -1))
  }

  private column(field: Field): Float64Array {
    return Float64Array.from({ length: this.slots }, (_, g) => this.memory.numbers[this.at + g * STRIDE + field]!)
  }
}

/** One row of window day `w`, of outlet `o` and receipt `r` (-1: none). */
export function addWindowOutletSale(numbers: Float64Array, bytes: Uint8Array, lookups: Int32Array, cellsAt: number, receipts: number, o: number, r: number, w: number, amount: number): void {
  const base = lookups[cellsAt + o + 1]!
  numbers[base]! += amount // Field.REVENUE
  if (r < 0 || (bytes[receipts + r]! & Flag.WINDOW_ORDER) === 0) {
    numbers[base + Field.ORDERS]! += 1
    if (r >= 0) bytes[receipts + r]! |= Flag.WINDOW_ORDER
  }
  if (w < numbers[base + Field.FIRST_DAY]!) numbers[base + Field.FIRST_DAY] = w
}

/**
 * Per outlet group over the insights' window (the outlet comparison): net sales, orders
 * (./receipt-orders.ts: a receipt counts once in the window, for the group of its first positive
 * line; a positive row without a receipt is an order of its own), and the first window day
 * (0-based) with a row (-1: none). The last group takes rows without an outlet.
 */
import { GroupCells } from './group-cells'
import type { PassMemory, Shares } from './memory'

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

/** Group g's revenue, orders and first day (-1: none) at `at` + g * 3 (Field). */
export class WindowOutlets extends GroupCells {
  /** `groupOf`: outlet dictionary index → group, of `groups`. */
  constructor(memory: PassMemory, groupOf: Int32Array, groups: number) {
    // The first day is kept as Infinity while no row landed (one test less per row); read as -1.
    super(memory, groupOf, groups, [0, 0, Infinity])
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
}

/** One row of window day `w`, of outlet `o` and receipt `r` as the pass hands it (-1: none, a positive row; `noOrder`: no sale of an order). */
export function addWindowOutletSale(numbers: Float64Array, bytes: Uint8Array, lookups: Int32Array, cellsAt: number, receipts: number, o: number, r: number, w: number, amount: number): void {
  const base = lookups[cellsAt + o + 1]!
  numbers[base]! += amount // Field.REVENUE
  if (r < 0 || (bytes[receipts + r]! & Flag.WINDOW_ORDER) === 0) {
    numbers[base + Field.ORDERS]! += 1
    if (r >= 0) bytes[receipts + r]! |= Flag.WINDOW_ORDER
  }
  if (w < numbers[base + Field.FIRST_DAY]!) numbers[base + Field.FIRST_DAY] = w
}

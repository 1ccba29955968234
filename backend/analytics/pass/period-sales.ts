/**
 * Revenue, orders and rows of a period and of the grid days before it (the metrics' 30 days and the
 * 30 before): net sales, orders (./receipt-orders.ts: a receipt counted once per side, at its first
 * positive line there; a positive row without a receipt), and rows, which tell "nothing on record"
 * from a real 0 (a side of refunds only has rows but no orders). The pass hands each grid row's side
 * to `addPeriodSale`: NOW for the period, BEFORE for the days before it, so the side is arithmetic,
 * not a branch (rows come in no time order). The pass counts the rows itself, at `rowsAt` + side:
 * one more line in `addPeriodSale` pushed another accumulator out of what the engine inlines.
 */
import type { PassMemory, Shares } from './memory'

export const NOW = 0
export const BEFORE = 1
const enum Slot {
  SALES = 0,
  ORDERS = 2,
  ROWS = 4,
}
/** Receipt flags (./memory.ts): counted in the period, before it (PERIOD << side). */
const enum Flag {
  PERIOD = 1,
  BEFORE = 2,
}
export const SHARES: Shares = { receiptBits: [Flag.PERIOD, Flag.BEFORE] }

export class PeriodSales {
  /** Offset of net sales, orders and rows: Slot.SALES + side, Slot.ORDERS + side, Slot.ROWS + side. */
  readonly at: number
  /** Offset of the rows, for the pass to count: `rowsAt` + side. */
  readonly rowsAt: number

  /** Grid days before `periodDay` are BEFORE the period. */
  constructor(
    private readonly memory: PassMemory,
    readonly periodDay: number,
  ) {
    this.at = memory.reserve(6)
    this.rowsAt = this.at + Slot.ROWS
  }

  sales(side: number): number {
    return this.memory.numbers[this.at + Slot.SALES + side]!
  }
  orders(side: number): number {
    return this.memory.numbers[this.at + Slot.ORDERS + side]!
  }
  rows(side: number): number {
    return this.memory.numbers[this.at + Slot.ROWS + side]!
  }
}

/** One row on the grid: `side` NOW or BEFORE, `r` its receipt as the pass hands it (-1: none, a positive row; `noOrder`: no sale of an order). */
export function addPeriodSale(numbers: Float64Array, bytes: Uint8Array, at: number, receipts: number, side: number, r: number, amount: number): void {
  const flag = Flag.PERIOD << side
  let order = 1
  if (r >= 0) {
    order = +((bytes[receipts + r]! & flag) === 0)
    bytes[receipts + r]! |= flag
  }
  numbers[at + side]! += amount // Slot.SALES
  numbers[at + Slot.ORDERS + side]! += order
}

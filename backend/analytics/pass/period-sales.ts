/**
 * Revenue and orders of a period and of the grid days before it (the metrics' 30 days and the 30
 * before): net sales, and distinct receipts (a row without a receipt is an order of its own; so a
 * side has orders exactly when it has rows, which tells "nothing on record" from a real 0). The
 * pass hands each grid row's side to `addPeriodSale`: NOW for the period, BEFORE for the days
 * before it, so the side is arithmetic, not a branch (rows come in no time order).
 */
import type { PassMemory, Shares } from './memory'

export const NOW = 0
export const BEFORE = 1
const enum Slot {
  SALES = 0,
  ORDERS = 2,
}
/** Receipt flags (./memory.ts): counted in the period, before it (PERIOD << side). */
const enum Flag {
  PERIOD = 1,
  BEFORE = 2,
}
export const SHARES: Shares = { receiptBits: [Flag.PERIOD, Flag.BEFORE] }

export class PeriodSales {
  /** Offset of net sales and orders: Slot.SALES + side, Slot.ORDERS + side. */
  readonly at: number

  /** Grid days before `periodDay` are BEFORE the period. */
  constructor(
    private readonly memory: PassMemory,
    readonly periodDay: number,
  ) {
    this.at = memory.reserve(4)
  }

  sales(side: number): number {
    return this.memory.numbers[this.at + Slot.SALES + side]!
  }
  orders(side: number): number {
    return this.memory.numbers[this.at + Slot.ORDERS + side]!
  }
}

/** One row on the grid: `side` NOW or BEFORE, `r` its receipt (-1: none). */
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

/**
 * Net sales per group of one dictionary column (outlet, channel, payment…), and a last group for
 * the rows without a value; `seen` says which groups a row landed in.
 */
import { GroupCells } from './group-cells'
import type { PassMemory } from './memory'

/** Each dictionary index its own group. */
export function ownGroups(dictionary: readonly string[]): Int32Array {
  return Int32Array.from(dictionary, (_, index) => index)
}

/** Group g's revenue at `at` + 2g, and 1 at `at` + 2g + 1 once a row landed there. */
export class GroupRevenue extends GroupCells {
  /** `groupOf`: dictionary index → group, of `groups`. */
  constructor(memory: PassMemory, groupOf: Int32Array, groups: number) {
    super(memory, groupOf, groups, [0, 0])
  }

  /** Per group, and a last one for rows without a value. */
  get revenue(): Float64Array {
    return this.column(0)
  }
  get seen(): Uint8Array {
    return Uint8Array.from(this.column(1))
  }
}

/** One row of the series' outlets, channels and payments at once (dictionary indexes, -1: none): one call instead of three keeps the pass within what the engine inlines. */
export function addMixSale(numbers: Float64Array, lookups: Int32Array, outletsAt: number, channelsAt: number, paymentsAt: number, o: number, ch: number, p: number, amount: number): void {
  let cell = lookups[outletsAt + o + 1]!
  numbers[cell]! += amount
  numbers[cell + 1] = 1
  cell = lookups[channelsAt + ch + 1]!
  numbers[cell]! += amount
  numbers[cell + 1] = 1
  cell = lookups[paymentsAt + p + 1]!
  numbers[cell]! += amount
  numbers[cell + 1] = 1
}

/** One row whose column holds dictionary index `value` (-1: none). */
export function addGroupSale(numbers: Float64Array, lookups: Int32Array, cellsAt: number, value: number, amount: number): void {
  const cell = lookups[cellsAt + value + 1]!
  numbers[cell]! += amount
  numbers[cell + 1] = 1
}

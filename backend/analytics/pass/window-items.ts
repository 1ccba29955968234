/** Net sales and lines sold (rows with a positive amount) per item group and week of the insights' window (item trends and slow items). */
import type { PassMemory } from './memory'

export class WindowItems {
  /** Offset of group g's week w: revenue at `at` + 2(g * weeks + w), lines one after. */
  readonly at: number
  /** Offset in the lookups of each item dictionary index + 1's first number (index 0: no item, a group of its own), so a row needs no branch. */
  readonly cellsAt: number

  /** `groupOf`: item dictionary index → group, of `groups`. */
  constructor(
    private readonly memory: PassMemory,
    groupOf: Int32Array,
    private readonly groups: number,
    private readonly weeks: number,
  ) {
    this.at = memory.reserve(2 * (groups + 1) * weeks)
    this.cellsAt = memory.lookup([this.at + 2 * groups * weeks, ...Array.from(groupOf, (g) => this.at + 2 * g * weeks)])
  }

  /** Group g, week w at g * weeks + w. */
  get revenue(): Float64Array {
    return this.column(0)
  }
  get lines(): Float64Array {
    return this.column(1)
  }

  private column(field: number): Float64Array {
    return Float64Array.from({ length: this.groups * this.weeks }, (_, cell) => this.memory.numbers[this.at + 2 * cell + field]!)
  }
}

/** One row of the window's week `week`, of item `i` (-1: none). */
export function addWindowItem(numbers: Float64Array, lookups: Int32Array, cellsAt: number, i: number, week: number, amount: number): void {
  const cell = lookups[cellsAt + i + 1]! + 2 * week
  numbers[cell]! += amount
  numbers[cell + 1]! += +(amount > 0)
}

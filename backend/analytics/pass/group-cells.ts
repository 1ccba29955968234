/**
 * The layout of an accumulator with numbers per group of one dictionary column (outlet, channel,
 * payment…): `start.length` numbers a group, starting at `start`, and a last group for the rows
 * without a value. A lookup takes a row's dictionary index + 1 to its group's first number (index
 * 0: no value, the last group), so its `add…` needs no branch. Only the reserving and the reading
 * live here; each accumulator keeps its own `add…` (./driver.ts says why).
 */
import type { PassMemory } from './memory'

export class GroupCells {
  /** Offset of group g's numbers, at `at` + g * `start.length`. */
  readonly at: number
  /** Offset in the lookups of each dictionary index + 1's first number. */
  readonly cellsAt: number
  private readonly slots: number
  private readonly stride: number

  /** `groupOf`: dictionary index → group, of `groups`; `start`: a group's numbers before the pass. */
  constructor(
    private readonly memory: PassMemory,
    groupOf: Int32Array,
    groups: number,
    start: readonly number[],
  ) {
    this.slots = groups + 1
    this.stride = start.length
    this.at = memory.reserveValues(Array.from({ length: this.slots }, () => start).flat())
    this.cellsAt = memory.lookup([this.at + groups * this.stride, ...Array.from(groupOf, (g) => this.at + g * this.stride)])
  }

  /** Number `field` of every group, and of the last one (rows without a value). */
  protected column(field: number): Float64Array {
    return Float64Array.from({ length: this.slots }, (_, g) => this.memory.numbers[this.at + g * this.stride + field]!)
  }
}

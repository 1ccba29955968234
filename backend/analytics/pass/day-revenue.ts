/** Net sales per grid day (the series' daily revenue: the period beside the one before it). */
import type { PassMemory } from './memory'

export class DayRevenue {
  /** Offset of the days' sums. */
  readonly at: number

  constructor(
    private readonly memory: PassMemory,
    private readonly days: number,
  ) {
    this.at = memory.reserve(days)
  }

  /** Per grid day (a view: adding to it adds to the pass's sums). */
  get revenue(): Float64Array {
    return this.memory.numbers.subarray(this.at, this.at + this.days)
  }
}

/** One row on grid day `day`. */
export function addDayRevenue(numbers: Float64Array, at: number, day: number, amount: number): void {
  numbers[at + day]! += amount
}

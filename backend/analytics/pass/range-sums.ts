/**
 * Net sales up to `now` in each of a few epoch-ms ranges [from, to), on the grid or not (the
 * festive insight's same period last year). The pass tests the ranges' span first: the rows
 * outside every range (nearly all: the ranges lie a year back) never reach `addRangeSale`.
 */
import type { PassMemory } from './memory'

export class RangeSums {
  /** Offset of the ranges' numbers: from, to, sum for each range. */
  readonly at: number
  readonly count: number
  /** The span every range lies in: [spanFrom, spanTo). */
  readonly spanFrom: number
  readonly spanTo: number

  constructor(
    private readonly memory: PassMemory,
    ranges: readonly { from: number; to: number }[],
  ) {
    this.count = ranges.length
    this.at = memory.reserveValues(ranges.flatMap((range) => [range.from, range.to, 0]))
    this.spanFrom = Math.min(Infinity, ...ranges.map((range) => range.from))
    this.spanTo = Math.max(-Infinity, ...ranges.map((range) => range.to))
  }

  /** Per range. */
  get sums(): Float64Array {
    return Float64Array.from({ length: this.count }, (_, k) => this.memory.numbers[this.at + 3 * k + 2]!)
  }
}

/** One row up to now, at `when`, within the span. */
export function addRangeSale(numbers: Float64Array, at: number, count: number, when: number, amount: number): void {
  for (let k = at; k < at + 3 * count; k += 3) {
    if (when >= numbers[k]! && when < numbers[k + 1]!) numbers[k + 2]! += amount
  }
}

/**
 * The previous period's last day read up to the time of day it is now
 * (docs/product.md#dashboard-numbers, like with like): a period ending today is read up to now, so
 * the day it is compared with is read as far in, and a morning is not compared with a whole day.
 * "As far in" is the time elapsed since local midnight, as ./orders-today.ts reads the same weekday
 * a week earlier (across a DST change the wall clock moves, the elapsed time does not).
 *
 * The pass leaves that day's rows at or after `from` off the grid, so no metric or series reads
 * them, and notes the first of them: when the clock reaches its time of day, the answer changes.
 * Sales dated by day only sit at their day's midnight and stay in; so do day totals, a whole day's
 * figure on either side.
 */
import type { DayGrid } from './grid'
import type { PassMemory } from './memory'

export class PeriodCut {
  /** Offset of the first left-out row's instant (Infinity: none). */
  readonly at: number
  /** The grid day cut: the previous period's last. */
  readonly day: number
  /** Epoch ms: that day's rows from here on are left out. */
  readonly from: number

  /** For a period starting at grid day `periodDay` and ending today, the grid's last day, at `now`. */
  constructor(
    private readonly memory: PassMemory,
    private readonly grid: DayGrid,
    periodDay: number,
    now: number,
  ) {
    this.day = periodDay - 1
    this.from = Math.min(grid.start[periodDay]!, grid.start[this.day]! + Math.max(0, now - this.todayStart))
    this.at = memory.reserveValues([Infinity])
  }

  private get todayStart(): number {
    return this.grid.start[this.grid.days - 1]!
  }

  /** Whether the pass left any row out. */
  get leftOut(): boolean {
    return Number.isFinite(this.memory.numbers[this.at]!)
  }

  /** Epoch ms: when today's clock reaches the time of day of the first row left out (Infinity: none), which then counts. */
  get changesAt(): number {
    return this.todayStart + (this.memory.numbers[this.at]! - this.grid.start[this.day]!)
  }
}

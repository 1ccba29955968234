/**
 * Net sales by week × Monday-first weekday × local hour over grid days [fromDay, toDay) (week 0
 * first): with one week, the series' weekday × hour heatmap; with several, the insights' window week
 * by week (rhythm and revenue gaps). Each weekday has a 25th slot, NO_HOUR, for the sales whose time
 * of day is unknown (dated by day only, `SalesColumns.untimed`): they count in their day, in no hour.
 */
import type { DayGrid } from './grid'
import type { PassMemory } from './memory'

/** The slot of a sale without a time of day: after the day's 24 hours. */
export const NO_HOUR = 24
/** Slots a weekday: 24 hours and NO_HOUR. */
const DAY_SLOTS = 25
const WEEK_SLOTS = 7 * DAY_SLOTS

export class HourSlots {
  /** Offsets: the cells in the numbers; per grid day its first cell (its week's and weekday's hour 0) in the lookups. */
  readonly at: number
  readonly cellsAt: number
  private readonly weeks: number

  /** Weeks of 7 days counted from `fromDay` (`weekly` false: all in one). */
  constructor(
    private readonly memory: PassMemory,
    grid: DayGrid,
    fromDay: number,
    toDay: number,
    weekly: boolean,
  ) {
    this.weeks = weekly ? Math.ceil((toDay - fromDay) / 7) : 1
    this.at = memory.reserve(this.weeks * WEEK_SLOTS)
    const firstCell = new Int32Array(grid.days)
    for (let d = fromDay; d < toDay; d++) firstCell[d] = this.at + (weekly ? Math.floor((d - fromDay) / 7) * WEEK_SLOTS : 0) + grid.weekdayOf[d]! * DAY_SLOTS
    this.cellsAt = memory.lookup(firstCell)
  }

  /** The sales with a time of day: week w, weekday k, hour h at w * 168 + k * 24 + h. */
  get slots(): Float64Array {
    const cells = this.memory.numbers
    const slots = new Float64Array(this.weeks * 168)
    for (let day = 0; day < this.weeks * 7; day++) slots.set(cells.subarray(this.at + day * DAY_SLOTS, this.at + day * DAY_SLOTS + 24), day * 24)
    return slots
  }

  /** The sales without one: week w, weekday k at w * 7 + k. */
  get untimed(): Float64Array {
    const cells = this.memory.numbers
    return Float64Array.from({ length: this.weeks * 7 }, (_, day) => cells[this.at + day * DAY_SLOTS + NO_HOUR]!)
  }
}

/** One row of grid day `day` in the range, at local hour `hour` (NO_HOUR: its time of day is unknown). */
export function addHourSale(numbers: Float64Array, lookups: Int32Array, cellsAt: number, day: number, hour: number, amount: number): void {
  numbers[lookups[cellsAt + day]! + hour]! += amount
}

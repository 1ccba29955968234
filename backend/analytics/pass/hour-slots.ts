/**
 * Net sales by week × Monday-first weekday × local hour over grid days [fromDay, toDay) (168
 * cells a week, week 0 first): with one week, the series' weekday × hour heatmap; with several,
 * the insights' window week by week (rhythm and revenue gaps).
 */
import type { DayGrid } from './grid'
import type { PassMemory } from './memory'

export class HourSlots {
  /** Offsets: the cells in the numbers; per grid day its first cell (its week's and weekday's hour 0) in the lookups. */
  readonly at: number
  readonly cellsAt: number
  private readonly cells: number

  /** Weeks of 7 days counted from `fromDay` (`weekly` false: all in one). */
  constructor(
    private readonly memory: PassMemory,
    grid: DayGrid,
    fromDay: number,
    toDay: number,
    weekly: boolean,
  ) {
    this.cells = (weekly ? Math.ceil((toDay - fromDay) / 7) : 1) * 168
    this.at = memory.reserve(this.cells)
    const firstCell = new Int32Array(grid.days)
    for (let d = fromDay; d < toDay; d++) firstCell[d] = this.at + (weekly ? Math.floor((d - fromDay) / 7) * 168 : 0) + grid.weekdayOf[d]! * 24
    this.cellsAt = memory.lookup(firstCell)
  }

  /** Week w, weekday k, hour h at w * 168 + k * 24 + h. */
  get slots(): Float64Array {
    return this.memory.numbers.subarray(this.at, this.at + this.cells)
  }
}

/** One row of grid day `day` in the range, at local hour `hour`. */
export function addHourSale(numbers: Float64Array, lookups: Int32Array, cellsAt: number, day: number, hour: number, amount: number): void {
  numbers[lookups[cellsAt + day]! + hour]! += amount
}

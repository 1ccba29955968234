/**
 * Orders today against the same weekday a week earlier, up to the same time of day (a morning is
 * not compared with a whole day): orders of the grid day `today`, and of the day seven before it up
 * to `lastWeekEnd` (./receipt-orders.ts: a receipt counted once a day, at its first positive line;
 * a positive row without a receipt). Also how many rows that earlier day holds in all, and its first row
 * at or after `lastWeekEnd` (until the clock reaches it, a later `now` reads the same).
 *
 * These are 2 days of the grid, a few % of the rows: the pass's loop only notes their row numbers
 * (counting them at `notedAt`) and `countOrders` reads them after it, so that the engine's budget
 * for inlining into the loop goes to the accumulators every row feeds.
 */
import type { SalesColumns } from '../../sales/account-sales'
import type { DayGrid } from './grid'
import type { PassMemory, Shares } from './memory'

const enum Slot {
  ORDERS_TODAY = 0,
  ORDERS_LAST_WEEK = 1,
  ROWS_LAST_WEEK_DAY = 2,
  NEXT_LAST_WEEK_AT = 3,
  NOTED = 4,
}
/** Receipt flags (./memory.ts): counted today, on the day a week earlier. */
const enum Flag {
  TODAY = 4,
  LAST_WEEK = 8,
}
export const SHARES: Shares = { receiptBits: [Flag.TODAY, Flag.LAST_WEEK] }

export class OrdersToday {
  /** Offset of the numbers in the slots above (NOTED: how many rows the pass noted). */
  readonly at: number
  /** Offset of the count of rows the pass noted. */
  readonly notedAt: number
  readonly lastWeekDay: number

  /** `today`: a grid day; the same weekday a week earlier is read up to `lastWeekEnd` (epoch ms). */
  constructor(
    private readonly memory: PassMemory,
    readonly today: number,
    readonly lastWeekEnd: number,
  ) {
    this.lastWeekDay = today - 7
    this.at = memory.reserveValues([0, 0, 0, Infinity, 0])
    this.notedAt = this.at + Slot.NOTED
  }

  /** Counts the noted rows' orders (`rows[0 … noted)`, in row order). */
  countOrders({ timestamp, netAmount, receipt }: Pick<SalesColumns, 'timestamp' | 'netAmount' | 'receipt'>, grid: DayGrid, rows: Int32Array): void {
    const { numbers, bytes, receipts, noOrder } = this.memory
    const todayStart = grid.start[this.today]!
    const noted = numbers[this.at + Slot.NOTED]!
    for (let k = 0; k < noted; k++) {
      const row = rows[k]!
      const at = timestamp[row]!
      // As the pass hands receipts to the other counters: a line that is no positive one counts as "no order".
      const r = netAmount[row]! > 0 ? receipt[row]! : noOrder
      if (at >= todayStart) this.countOrder(bytes, receipts + r, r >= 0, Flag.TODAY, Slot.ORDERS_TODAY)
      else {
        numbers[this.at + Slot.ROWS_LAST_WEEK_DAY]! += 1
        if (at < this.lastWeekEnd) this.countOrder(bytes, receipts + r, r >= 0, Flag.LAST_WEEK, Slot.ORDERS_LAST_WEEK)
        else numbers[this.at + Slot.NEXT_LAST_WEEK_AT] = Math.min(numbers[this.at + Slot.NEXT_LAST_WEEK_AT]!, at)
      }
    }
  }

  /** A receipt counts once a day (a positive row without one is an order of its own; receipts that are no orders have every flag). */
  private countOrder(bytes: Uint8Array, flagAt: number, hasReceipt: boolean, flag: Flag, slot: Slot): void {
    if (hasReceipt) {
      if ((bytes[flagAt]! & flag) !== 0) return
      bytes[flagAt]! |= flag
    }
    this.memory.numbers[this.at + slot]! += 1
  }

  private number(slot: Slot): number {
    return this.memory.numbers[this.at + slot]!
  }
  get ordersToday(): number {
    return this.number(Slot.ORDERS_TODAY)
  }
  get ordersLastWeek(): number {
    return this.number(Slot.ORDERS_LAST_WEEK)
  }
  /** Rows anywhere on the day a week earlier. */
  get rowsLastWeekDay(): number {
    return this.number(Slot.ROWS_LAST_WEEK_DAY)
  }
  /** The earliest row of the day a week earlier at or after `lastWeekEnd` (Infinity: none). */
  get nextLastWeekAt(): number {
    return this.number(Slot.NEXT_LAST_WEEK_AT)
  }
}


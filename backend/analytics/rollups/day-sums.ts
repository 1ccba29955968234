/**
 * The sums of each local day, from its rows (./day-rows.ts):
 * - net sales, rows, refunds (lines with a negative amount: their sum and count), the first and last instant, and orders: the orders whose positive lines all lie
 *   on that day and one outlet (./receipts.ts), and the positive rows without a receipt;
 * - the cells day × hour (NO_HOUR for a sale without a time of day) × outlet × channel × payment,
 *   with net sales and rows: any question by those four reads a period's cells;
 * - from the cells, what the dashboard reads of each day: sales by hour slot, and sales and rows by
 *   outlet, channel and payment (index = dictionary index + 1; 0 for rows without a value); orders
 *   by outlet;
 * - per item of the day (index + 1; 0 for rows without an item): net sales, quantity (finite ones)
 *   and lines sold (rows with a positive amount).
 * One pass over the rows in row order, where the columns stream (read day by day, each column of
 * each row would be a cache miss: 175 ms at 1M rows against 75): the per-day sums, and each row's
 * amount, cell and item written out in day order, which the cells and items are then summed from a
 * day at a time. A day's net sales add its rows in their order, as the pass adds them, so the daily
 * series reads the same numbers to the bit; sums over several days add days, not rows
 * (docs/decisions/012-per-day-rollups.md on the last bits).
 */
import type { SalesColumns } from '../../sales/account-sales'
import type { DayRows } from './day-rows'
import { dayCells, dayItems, type DayCells, type DayItems } from './day-cells'
export type { DayCells, DayEntries, DayItems } from './day-cells'
import type { ReceiptKinds } from './receipts'

export type DaySumsSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount' | 'quantity' | 'receipt' | 'item' | 'outlet' | 'channel' | 'payment'> & {
  dict: Pick<SalesColumns['dict'], 'item' | 'outlet' | 'channel' | 'payment'>
}

/** Hour slots a day: 24 hours and NO_HOUR (../pass/hour-slots.ts). */
export const DAY_SLOTS = 25

/** Per day × value (dictionary index + 1, 0: none) of one column, `size` values a day. */
export interface GroupDays {
  size: number
  revenue: Float64Array
  rows: Int32Array
}

export interface DaySums {
  revenue: Float64Array
  rows: Int32Array
  /** Refunds: the sum of the day's lines with a negative amount (0 or less), and how many there are. */
  refunds: Float64Array
  refundLines: Int32Array
  minAt: Float64Array
  maxAt: Float64Array
  orders: Float64Array
  /** Day k's hour slot h at k × DAY_SLOTS + h. */
  hours: Float64Array
  outlets: GroupDays
  channels: GroupDays
  payments: GroupDays
  /** Orders by outlet, as `outlets` is laid out. */
  outletOrders: Float64Array
  cells: DayCells
  items: DayItems
}

export function daySums(sales: DaySumsSales, placed: DayRows, kinds: ReceiptKinds): DaySums {
  const { length, timestamp, netAmount, quantity, receipt, item, outlet, channel, payment } = sales
  const { dayOf, hourOf, start } = placed
  const days = placed.grid.days
  const O1 = sales.dict.outlet.length + 1
  const C1 = sales.dict.channel.length + 1
  const P1 = sales.dict.payment.length + 1
  const I1 = sales.dict.item.length + 1
  const revenue = new Float64Array(days)
  const minAt = new Float64Array(days).fill(Infinity)
  const maxAt = new Float64Array(days).fill(-Infinity)
  const orders = new Float64Array(days)
  const refunds = new Float64Array(days)
  const refundLines = new Int32Array(days)
  const hours = new Float64Array(days * DAY_SLOTS)
  const outlets = groupDays(days, O1)
  const channels = groupDays(days, C1)
  const payments = groupDays(days, P1)
  const outletOrders = new Float64Array(days * O1)
  // Each row's amount, quantity, cell and item, written out day by day (./day-rows.ts order) for the cells and items below.
  const placedRows = start[days]!
  const amounts = new Float64Array(placedRows)
  const quantities = new Float64Array(placedRows)
  const cellKeys = new Float64Array(placedRows)
  const items = new Int32Array(placedRows)
  const next = start.slice(0, days)

  // In row order, so that the columns stream: a day's sums add its rows in their order.
  for (let row = 0; row < length; row++) {
    const d = dayOf[row]!
    if (d < 0) continue
    const amount = netAmount[row]!
    const at = timestamp[row]!
    const hour = hourOf[row]!
    const o = outlet[row]! + 1
    const ch = channel[row]! + 1
    const p = payment[row]! + 1
    revenue[d]! += amount
    if (amount < 0) {
      refunds[d]! += amount
      refundLines[d]!++
    }
    if (at < minAt[d]!) minAt[d] = at
    if (at > maxAt[d]!) maxAt[d] = at
    if (amount > 0 && receipt[row]! < 0) {
      orders[d]!++
      outletOrders[d * O1 + o]!++
    }
    const n = next[d]!++
    amounts[n] = amount
    quantities[n] = quantity[row]!
    cellKeys[n] = hour + DAY_SLOTS * (o + O1 * (ch + C1 * p))
    items[n] = item[row]! + 1
  }

  // The orders on one day and one outlet, counted on that day.
  const { firstDay, firstOutlet, spread } = kinds
  for (let r = 0; r < firstDay.length; r++) {
    const d = firstDay[r]!
    if (d < 0 || spread[r]) continue
    orders[d]!++
    outletOrders[d * O1 + firstOutlet[r]! + 1]!++
  }

  const cells = dayCells(start, days, amounts, cellKeys, DAY_SLOTS * O1 * C1 * P1)
  // What the dashboard reads of each day, from its cells (fewer than its rows).
  for (let k = 0; k < days; k++) {
    for (let cell = cells.start[k]!; cell < cells.start[k + 1]!; cell++) {
      const key = cells.key[cell]!
      const amount = cells.revenue[cell]!
      const count = cells.rows[cell]!
      const hour = key % DAY_SLOTS
      const rest = (key - hour) / DAY_SLOTS
      const o = rest % O1
      const ch = ((rest - o) / O1) % C1
      const p = (rest - o - O1 * ch) / (O1 * C1)
      hours[k * DAY_SLOTS + hour]! += amount
      addToGroup(outlets, k, o, amount, count)
      addToGroup(channels, k, ch, amount, count)
      addToGroup(payments, k, p, amount, count)
    }
  }

  return {
    revenue,
    rows: Int32Array.from({ length: days }, (_, d) => start[d + 1]! - start[d]!),
    refunds,
    refundLines,
    minAt,
    maxAt,
    orders,
    hours,
    outlets,
    channels,
    payments,
    outletOrders,
    cells,
    items: dayItems(start, days, amounts, quantities, items, I1),
  }
}

function addToGroup(group: GroupDays, day: number, value: number, amount: number, rows: number): void {
  const at = day * group.size + value
  group.revenue[at]! += amount
  group.rows[at]! += rows
}

function groupDays(days: number, size: number): GroupDays {
  return { size, revenue: new Float64Array(days * size), rows: new Int32Array(days * size) }
}

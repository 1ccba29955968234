/**
 * Which receipts are orders, and which of them the per-day sums cannot count alone.
 *
 * An order (../pass/receipt-orders.ts) counts once in each period, day or group where it has a
 * positive line, and a visit once, for the customer of its first positive line. A receipt whose
 * positive lines all lie on one day and one outlet (nearly all of them) is counted there once, and
 * the sums of any days add up right. One whose positive lines lie on several days or outlets (a
 * sale rung up before midnight and finished after, a Square refund line on a later day is
 * negative and does not count) is *spread*: the days' sums leave it out, and whoever counts over
 * days replays its positive lines (`spreadRows`), which stay few.
 */
import type { SalesColumns } from '../../sales/account-sales'
import { nonOrders, type OrderSales } from '../pass/receipt-orders'
import type { DayRows } from './day-rows'

export type ReceiptSales = OrderSales & Pick<SalesColumns, 'outlet'> & { dict: Pick<SalesColumns['dict'], 'receipt'> }

export interface ReceiptKinds {
  /** Per receipt dictionary index: 1 for one that is no order. */
  noOrder: Uint8Array
  /** Per receipt: 1 for a spread order (see the header). */
  spread: Uint8Array
  /** Per receipt: the day of its first positive line (-1: none, or no order). */
  firstDay: Int32Array
  /** Per receipt: the outlet of its first positive line. */
  firstOutlet: Int32Array
  /** The spread orders' positive rows, in row order: receipt k's are spreadRows[spreadStart[k]] … before spreadStart[k + 1]. */
  spreadStart: Int32Array
  spreadRows: Int32Array
}

export function receiptKinds(sales: ReceiptSales, placed: Pick<DayRows, 'dayOf'>): ReceiptKinds {
  const { length, receipt, netAmount, outlet } = sales
  const { dayOf } = placed
  const count = sales.dict.receipt.length
  const noOrder = nonOrders(sales)
  const spread = new Uint8Array(count)
  const firstDay = new Int32Array(count).fill(-1)
  const firstOutlet = new Int32Array(count).fill(-1)
  for (let row = 0; row < length; row++) {
    const r = receipt[row]!
    const d = dayOf[row]!
    if (r < 0 || d < 0 || !(netAmount[row]! > 0) || noOrder[r]) continue
    if (firstDay[r]! < 0) {
      firstDay[r] = d
      firstOutlet[r] = outlet[row]!
    } else if (firstDay[r] !== d || firstOutlet[r] !== outlet[row]) spread[r] = 1
  }
  const receipts: number[] = []
  const slotOf = new Int32Array(count).fill(-1)
  for (let r = 0; r < count; r++) if (spread[r]) slotOf[r] = receipts.push(r) - 1
  const spreadStart = new Int32Array(receipts.length + 1)
  for (let row = 0; row < length; row++) {
    const r = receipt[row]!
    if (r >= 0 && spread[r] && dayOf[row]! >= 0 && netAmount[row]! > 0) spreadStart[slotOf[r]! + 1]!++
  }
  for (let k = 0; k < receipts.length; k++) spreadStart[k + 1]! += spreadStart[k]!
  const spreadRows = new Int32Array(spreadStart[receipts.length]!)
  const next = spreadStart.slice(0, receipts.length)
  for (let row = 0; row < length; row++) {
    const r = receipt[row]!
    if (r >= 0 && spread[r] && dayOf[row]! >= 0 && netAmount[row]! > 0) spreadRows[next[slotOf[r]!]!++] = row
  }
  return { noOrder, spread, firstDay, firstOutlet, spreadStart, spreadRows }
}

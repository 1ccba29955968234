/**
 * Which receipts are orders (docs/product.md#dashboard-numbers), for every place that counts orders
 * or customers: the pass's accumulators, the query path and the weekly report.
 *
 * - A receipt is an order when its lines net above zero. POS exports write a refund as a receipt of
 *   its own (Loyverse's 2-1005 refunding 2-1001) with negative lines: it takes money off but is no
 *   order; neither is a receipt whose lines net to zero or less (a sale voided on its own receipt).
 * - A row without a receipt is an order of its own when its amount is positive.
 * - An order counts in each period, day, hour or group where it has a positive line (so a receipt
 *   counts once per group wherever its lines fall, as it always did, and a refund line that Square
 *   writes under the sale's transaction, on a later day, adds no order to that day). A receipt is
 *   judged by all its stored lines: one refunded in full on a later day is no order on its sale's
 *   day either.
 * - A customer counts where they have a positive line of an order (a purchase), not for a refund.
 *
 * Rows come in no time order, so whether a receipt is an order has to be known before the counting
 * loop reads any row: the sales store keeps each receipt's net (`SalesColumns.receiptNet`), and a
 * receipt that is no order gets every "counted" flag at once (`markNonOrders`).
 */
import { addReceiptNets } from '../../sales/account-sales'
import type { SalesColumns } from '../../sales/account-sales'
import type { Shares } from './memory'

/** Set on a receipt that is no order (./memory.ts RECEIPT_BITS); in the pass, with every other flag. */
export const NOT_AN_ORDER = 128
export const SHARES: Shares = { receiptBits: [NOT_AN_ORDER] }

/** Sums of amounts in sen carry float noise well below half a sen: a receipt netting less is not above zero. */
const HALF_SEN = 0.005

/** The rows whose receipts are judged: the store's kept nets when given (a `SalesBatch` has none: they are summed here). */
export type OrderSales = Pick<SalesColumns, 'length' | 'receipt' | 'netAmount'> & { receiptNet?: Float64Array | undefined }

/**
 * Writes `mark` at `flags[at + r]` for every receipt r (< `receiptCount`) of `sales` that is no
 * order: its rows' amounts net to half a sen or less. Leaves the other receipts' bytes alone.
 * With a mark that sets every flag a counter tests, counting a receipt "at its first line not yet
 * counted" skips the receipts that are no orders without a test of its own.
 */
export function markNonOrders(sales: OrderSales, receiptCount: number, flags: Uint8Array, at: number, mark: number): void {
  const net = sales.receiptNet ?? addReceiptNets(new Float64Array(receiptCount), receiptCount, sales, 0, sales.length)
  const count = Math.min(receiptCount, net.length)
  for (let r = 0; r < count; r++) if (!(net[r]! > HALF_SEN)) flags[at + r] = mark
}

/** Per receipt dictionary index: 1 for a receipt that is no order (for a loop of its own, as the query path's). */
export function nonOrders(sales: OrderSales & { dict: Pick<SalesColumns['dict'], 'receipt'> }): Uint8Array {
  const flags = new Uint8Array(sales.dict.receipt.length)
  markNonOrders(sales, flags.length, flags, 0, 1)
  return flags
}

/**
 * A query's pass over the rows: each row of the period (and before `until`) that the filters let
 * through, placed on its local day and hour as the dashboard's pass places it (../pass/grid.ts),
 * summed into its group. Orders and customers per group are counted only when asked, as the
 * dashboard counts them (../pass/receipt-orders.ts): a receipt that nets above zero once per group,
 * at its first positive line there, a positive row without a receipt; a customer for a positive
 * line of an order.
 */
import type { SalesColumns } from '../../sales/account-sales'
import { gridDay, gridHour, type DayGrid } from '../pass/grid'
import { nonOrders } from '../pass/receipt-orders'
import { DistinctPairs } from './distinct'
import { GroupKind, type Grouping } from './grouping'

export type QueryRowsSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount' | 'quantity' | 'receipt' | 'customer'> & Partial<Pick<SalesColumns, 'receiptNet' | 'untimed'>> & {
  dict: Pick<SalesColumns['dict'], 'receipt' | 'customer'>
}

/** Per group: sums, and the distinct receipts and customers seen (null when not asked for). */
export interface GroupSums {
  revenue: Float64Array
  quantity: Float64Array
  orders: Float64Array
  customerCount: Float64Array
  /** 1 for a group some row or day total landed in. */
  seen: Uint8Array
  receipts: DistinctPairs | null
  customers: DistinctPairs | null
  /** Per receipt dictionary index, 1 for one that is no order (null when neither orders nor customers are asked for). */
  nonOrders: Uint8Array | null
}

/** Grouped by hour, the group of the rows without a time of day (after the 24 hours). */
export const UNTIMED_HOUR = 24

export interface RowFilter {
  column: Int32Array
  /** Dictionary index + 1 → 1 when the value passes. */
  mask: Uint8Array
}

export function emptySums(groups: number, sales: QueryRowsSales, withOrders: boolean, withCustomers: boolean): GroupSums {
  const counts = withOrders || withCustomers
  return {
    revenue: new Float64Array(groups),
    quantity: new Float64Array(groups),
    orders: new Float64Array(groups),
    customerCount: new Float64Array(groups),
    seen: new Uint8Array(groups),
    receipts: withOrders ? new DistinctPairs(groups, sales.dict.receipt.length) : null,
    customers: withCustomers ? new DistinctPairs(groups, sales.dict.customer.length) : null,
    nonOrders: counts ? nonOrders(sales) : null,
  }
}

/**
 * Sums the rows of `grid`'s days before `until` that pass every filter, into `sums`. Grouped by hour,
 * a row without a time of day (dated by day only) goes to group 24, after the hours: the caller
 * answers it as what the grouping could not place.
 */
export function sumRows(sales: QueryRowsSales, grid: DayGrid, zone: string, until: number, grouping: Grouping, filters: readonly RowFilter[], sums: GroupSums): void {
  const { length, timestamp, netAmount, quantity, receipt, customer } = sales
  const untimed = sales.untimed ?? new Uint8Array(length)
  const { revenue, quantity: quantities, orders, customerCount, seen, receipts, customers, nonOrders: noOrder } = sums
  const { kind, column, slotOf } = grouping
  const gridStart = grid.start[0]!
  const gridEnd = Math.min(grid.start[grid.days]!, until)
  const lastDay = grid.days - 1
  rows: for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    const amount = netAmount[row]!
    if (!(at >= gridStart && at < gridEnd) || !Number.isFinite(amount)) continue
    for (const { column: values, mask } of filters) if (mask[values[row]! + 1] === 0) continue rows
    const d = gridDay(grid.start, lastDay, at)
    const g =
      kind === GroupKind.DAY ? d : kind === GroupKind.WEEKDAY ? grid.weekdayOf[d]! : kind === GroupKind.HOUR ? (untimed[row] ? UNTIMED_HOUR : gridHour(grid, d, at, zone)) : kind === GroupKind.COLUMN ? slotOf[column![row]! + 1]! : 0
    revenue[g] = revenue[g]! + amount
    const q = quantity[row]!
    if (Number.isFinite(q)) quantities[g] = quantities[g]! + q
    seen[g] = 1
    if (!noOrder || !(amount > 0)) continue
    // A positive line of an order from here on.
    const r = receipt[row]!
    if (r >= 0 && noOrder[r] === 1) continue
    if (receipts && (r < 0 || receipts.add(g, r))) orders[g] = orders[g]! + 1
    const c = customer[row]!
    if (customers && c >= 0 && customers.add(g, c)) customerCount[g] = customerCount[g]! + 1
  }
}

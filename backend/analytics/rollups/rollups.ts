/**
 * Per-day rollups of an account's sales (docs/decisions/012-per-day-rollups.md): what the
 * dashboard reads of any period, summed once per local day, so that a period reads its days and not
 * the account's rows.
 *
 * Built in one go from the rows and a zone (`buildRollups`): the days the rows lie on and the rows
 * of each day (./day-rows.ts), which receipts are orders and which are spread over days or outlets
 * (./receipts.ts), the days' sums, cells day × hour × outlet × channel × payment and items
 * (./day-sums.ts), and the days' customers (./day-customers.ts). Whether a receipt is an order
 * depends on all its lines, whatever day they lie on, and an upload or a removal can change that
 * for receipts of other days: so the rollups are built again, whole, once per revision of the
 * account's sales (./kept.ts), not patched (docs/decisions/012-per-day-rollups.md). They hold the
 * columns they were built from, valid while that revision lasts.
 *
 * Read by ./period-sums.ts (a period's metrics and series), ./day-replay.ts (the few figures that
 * need instants: a cut day, Orders Today, the span around now).
 */
import type { SalesColumns } from '../../sales/account-sales'
import type { DayGrid } from '../pass/grid'
import { dayNumber } from '../pass/grid'
import { dayCustomers, type DayCustomers } from './day-customers'
import { placeRows, type DayRows } from './day-rows'
import { daySums, type DaySums } from './day-sums'
import { receiptKinds, type ReceiptKinds } from './receipts'

type Column = 'length' | 'timestamp' | 'netAmount' | 'quantity' | 'receipt' | 'item' | 'customer' | 'outlet' | 'channel' | 'payment'
/** The columns the rollups read: `store.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
export type RollupSales = Pick<SalesColumns, Column> & Partial<Pick<SalesColumns, 'receiptNet' | 'untimed'>> & {
  dict: Pick<SalesColumns['dict'], 'receipt' | 'item' | 'customer' | 'outlet' | 'channel' | 'payment'>
}

export interface Rollups {
  zone: string
  /** The rows they were built from. */
  sales: RollupSales
  placed: DayRows
  kinds: ReceiptKinds
  sums: DaySums
  customers: DayCustomers
  /** One byte per receipt for a reader that counts the receipts of a few rows; left all 0 after each use. */
  scratch: Uint8Array
  /** Customer key → its dictionary indexes, made when first asked for (`customerIndexes`). */
  indexes?: Map<string, number[]>
}

export function buildRollups(sales: RollupSales, zone: string): Rollups {
  const placed = placeRows(sales, zone)
  const kinds = receiptKinds(sales, placed)
  return {
    zone,
    sales,
    placed,
    kinds,
    sums: daySums(sales, placed, kinds),
    customers: dayCustomers(sales, placed, kinds),
    scratch: new Uint8Array(sales.dict.receipt.length),
  }
}

/** The rollups' day of `grid`'s first day: grid day g is rollup day offset + g (when 0 ≤ it < the rollups' days). */
export function dayOffset({ placed }: Rollups, grid: Pick<DayGrid, 'first'>): number {
  return dayNumber(grid.first) - placed.firstNumber
}

/** The customer dictionary indexes named `key` (a dictionary lists a name once, but a batch may repeat one). */
export function customerIndexes(rollups: Rollups, key: string): readonly number[] {
  if (!rollups.indexes) {
    rollups.indexes = new Map()
    rollups.sales.dict.customer.forEach((name, index) => {
      const known = rollups.indexes!.get(name)
      if (known) known.push(index)
      else rollups.indexes!.set(name, [index])
    })
  }
  return rollups.indexes.get(key) ?? []
}

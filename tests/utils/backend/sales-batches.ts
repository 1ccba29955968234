/** Test-only: a `SalesBatch` from readable rows, dictionaries built in order of first use. */
import type { SalesBatch, SalesDictColumn } from '../../../backend/ingest/types'
import { DICT_COLUMNS } from '../../../backend/sales/columns'

export interface TestRow extends Partial<Record<SalesDictColumn, string>> {
  /** ISO time or epoch ms. */
  at: string | number
  amount: number
  quantity?: number
  /** The sale's time of day is unknown (`at` is then its local midnight): `SalesBatch.untimed`. */
  untimed?: boolean
}

export function batchOf(rows: readonly TestRow[], extraDictValues: Partial<Record<SalesDictColumn, string[]>> = {}): SalesBatch {
  const n = rows.length
  const dict = Object.fromEntries(DICT_COLUMNS.map((name) => [name, [...(extraDictValues[name] ?? [])]])) as Record<SalesDictColumn, string[]>
  // A map per column: a receipts dictionary holds tens of thousands of values, and indexOf on each row made it quadratic.
  const positions = Object.fromEntries(DICT_COLUMNS.map((name) => [name, new Map<string, number>()])) as Record<SalesDictColumn, Map<string, number>>
  for (const name of DICT_COLUMNS) dict[name].forEach((value, position) => positions[name].has(value) || positions[name].set(value, position))
  const index = (name: SalesDictColumn, value: string | undefined): number => {
    if (value === undefined) return -1
    const known = positions[name].get(value)
    if (known !== undefined) return known
    positions[name].set(value, dict[name].length)
    return dict[name].push(value) - 1
  }
  const batch: SalesBatch = {
    length: n,
    timestamp: Float64Array.from(rows, (row) => (typeof row.at === 'number' ? row.at : Date.parse(row.at))),
    netAmount: Float64Array.from(rows, (row) => row.amount),
    quantity: Float64Array.from(rows, (row) => row.quantity ?? 1),
    receipt: new Int32Array(n),
    item: new Int32Array(n),
    category: new Int32Array(n),
    customer: new Int32Array(n),
    outlet: new Int32Array(n),
    payment: new Int32Array(n),
    channel: new Int32Array(n),
    dict,
  }
  rows.forEach((row, r) => {
    for (const name of DICT_COLUMNS) batch[name][r] = index(name, row[name])
  })
  // Only when a row says: a batch without the column is one whose every sale has its time.
  if (rows.some((row) => row.untimed !== undefined)) batch.untimed = Uint8Array.from(rows, (row) => (row.untimed ? 1 : 0))
  return batch
}

/** The account's rows read back as readable rows (dictionary values resolved), for comparisons. */
export function rowsOf(
  columns: Pick<SalesBatch, 'length' | 'timestamp' | 'netAmount' | 'quantity' | 'untimed' | SalesDictColumn> & { dict: Readonly<Record<SalesDictColumn, readonly string[]>> },
): Record<string, unknown>[] {
  return Array.from({ length: columns.length }, (_, r) => {
    const row: Record<string, unknown> = { at: columns.timestamp[r], amount: columns.netAmount[r], quantity: columns.quantity[r] }
    if (columns.untimed?.[r]) row.untimed = true
    for (const name of DICT_COLUMNS) {
      const value = columns[name][r]!
      if (value >= 0) row[name] = columns.dict[name][value]
    }
    return row
  })
}

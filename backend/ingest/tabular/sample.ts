/**
 * The first rows under the header, looked at before the one pass over the file: which columns hold
 * money, and which are order-level, filled on an order's first line only (Shopify writes Subtotal,
 * Total and Financial Status there and leaves them blank on the order's other item lines).
 */
import type { MoneyConventions } from './money-conventions'
import { parseMoney } from './money'
import { clean, isBlankRow } from './row-kinds'

const SAMPLE_ROWS = 400
const MOSTLY = 0.8
const RARELY = 0.1

export class SheetSample {
  readonly rows: ReadonlyArray<readonly string[]> = []
  /** For each sampled row, the index of its order's first line (itself when it starts an order). */
  private orderStart: number[] = []
  private readonly values = new Map<number, Float64Array>()

  /** Each column's number convention, decided from all its values (money-conventions.ts). */
  constructor(
    rows: readonly string[][],
    start: number,
    readonly conventions: MoneyConventions,
  ) {
    const sampled: Array<readonly string[]> = []
    for (let r = start; r < rows.length && sampled.length < SAMPLE_ROWS; r += 1) {
      const row = rows[r] ?? []
      if (!isBlankRow(row)) sampled.push(row)
    }
    this.rows = sampled
  }

  /** Groups the sampled rows into orders, once the receipt and date columns are known (-1: none). */
  groupOrders(receipt: number, date: number): void {
    let first = -1
    this.orderStart = this.rows.map((row, at) => {
      const previous = first >= 0 ? (this.rows[first] ?? []) : null
      if (previous === null || !continuesOrder(row, previous, receipt, date)) first = at
      return first
    })
  }

  /** The sampled rows' amounts in a column (NaN where empty or not money). */
  amounts(column: number): Float64Array {
    let values = this.values.get(column)
    if (!values) {
      const convention = this.conventions.of(column)
      values = Float64Array.from(this.rows, (row) => parseMoney(row[column] ?? '', convention))
      this.values.set(column, values)
    }
    return values
  }

  /** Filled on some sampled row, and money on most of the rows where it is filled. */
  isMoney(column: number): boolean {
    if (column < 0) return false
    const values = this.amounts(column)
    let filled = 0
    let money = 0
    this.rows.forEach((row, at) => {
      if (clean(row[column] ?? '') === '') return
      filled += 1
      if (Number.isFinite(values[at])) money += 1
    })
    return filled > 0 && money >= filled * MOSTLY
  }

  /** Filled on some sampled row, and 0 wherever it is money: a tax nobody charged, never an amount. */
  allZero(column: number): boolean {
    if (column < 0) return false
    const values = this.amounts(column)
    let filled = false
    for (const value of values) {
      if (!Number.isFinite(value)) continue
      if (value !== 0) return false
      filled = true
    }
    return filled
  }

  /** Whether some orders in the sample span several lines. */
  get hasMultiLineOrders(): boolean {
    return this.orderStart.some((first, at) => first !== at)
  }

  /**
   * Filled on the first line of most multi-line orders and blank (or, for a name like `Order Total`,
   * repeated) on nearly all their other lines.
   */
  isOrderLevel(column: number, repeats: boolean): boolean {
    if (column < 0) return false
    const firsts = new Set<number>()
    let later = 0
    let filledLater = 0
    this.orderStart.forEach((first, at) => {
      if (first === at) return
      firsts.add(first)
      later += 1
      const value = clean(this.rows[at]?.[column] ?? '')
      if (value !== '' && !(repeats && value === clean(this.rows[first]?.[column] ?? ''))) filledLater += 1
    })
    if (later < 2) return false
    let filledFirst = 0
    for (const first of firsts) if (clean(this.rows[first]?.[column] ?? '') !== '') filledFirst += 1
    return filledFirst >= firsts.size * MOSTLY && filledLater <= later * RARELY
  }

  /** Sampled rows where `test` holds over at least MOSTLY of the rows it applies to (`null`: does not apply). */
  mostly(test: (at: number) => boolean | null, minimum = 1): { lines: number; of: number } | null {
    let lines = 0
    let of = 0
    for (let at = 0; at < this.rows.length; at += 1) {
      const result = test(at)
      if (result === null) continue
      of += 1
      if (result) lines += 1
    }
    return of >= minimum && lines >= of * MOSTLY ? { lines, of } : null
  }
}

/**
 * A line of the order above it: it repeats the order's number, or (StoreHub, and sheets whose merged
 * cells export blank) it has neither an order number nor a date of its own.
 */
export function continuesOrder(row: readonly string[], first: readonly string[], receipt: number, date: number): boolean {
  const own = receipt >= 0 ? clean(row[receipt] ?? '') : ''
  if (own !== '') return own === clean(first[receipt] ?? '')
  return date >= 0 && clean(row[date] ?? '') === ''
}

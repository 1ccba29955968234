/**
 * The memory a pass's accumulators sum into: one Float64Array, one Uint8Array and one Int32Array
 * (read-only lookups) for them all. Each accumulator reserves its regions here when it is built
 * and keeps their offsets; `runPass` allocates the three arrays itself and hands them to every
 * `add…` function with the offsets. Measured (docs/decisions/008-analytics-pass-and-queries.md):
 * arrays allocated by the function that loops over the rows are arrays the engine knows the kind
 * of, so it checks nothing per row; the same loop over arrays read from the accumulators' own
 * fields took 15–20 % longer.
 *
 * Rows come in no time order, so per-receipt and per-customer state is read at random: one byte
 * per receipt holds every accumulator's "seen this receipt" flag (RECEIPT_BITS, and NOT_AN_ORDER,
 * set with all of them before the loop on a receipt that is no order: ./receipt-orders.ts), one more
 * byte after them, every flag set, stands for "no order" (`noOrder`), and one run of
 * CUSTOMER_STRIDE numbers per customer holds every accumulator's per-customer numbers
 * (CUSTOMER_FIELDS), so a row touches one cache line of each however many accumulators read it.
 * Each accumulator repeats its own bits and fields in a `const enum` (inlined as literals, which
 * keeps its `add…` small enough for the engine to inline into the pass) and exports them as
 * `SHARES`; memory.test.ts checks they match these tables and do not overlap.
 */
import type { SalesColumns } from '../../sales/account-sales'

export const RECEIPT_BITS = {
  'period-sales': [1, 2],
  'orders-today': [4, 8],
  customers: [16],
  'window-outlets': [32],
  'receipt-orders': [128],
} as const

export const CUSTOMER_STRIDE = 8
export const CUSTOMER_FIELDS = {
  customers: [0, 1, 2, 3, 4, 5, 6],
} as const

/** What an accumulator takes of the shared receipt flags and customer numbers. */
export interface Shares {
  receiptBits?: readonly number[]
  customerFields?: readonly number[]
}

export class PassMemory {
  /** Offset of the receipt flags in `bytes`, one byte per receipt and `noOrder`'s after them. */
  readonly receipts: number
  /**
   * The receipt index that stands for "no order" (its byte has every flag set, so no accumulator
   * counts it): what the pass hands the accumulators for a row that is no sale of an order.
   */
  readonly noOrder: number
  private f64Length = 0
  private u8Length = 0
  private readonly i32Values: number[] = []
  /** Starting values other than 0: offset, count, stride, value. */
  private readonly starts: number[] = []
  private customerTable = -1
  private arrays: { numbers: Float64Array; bytes: Uint8Array } | null = null

  /** Offset of what the pass saw of the rows' instants (./driver.ts `PassSpan`): earliest and latest up to now, first after it. */
  readonly spanAt: number

  /** For rows of `receiptCount` receipts and `customerCount` customers (dictionary sizes). */
  constructor(receiptCount: number, private readonly customerCount: number) {
    this.receipts = this.flags(receiptCount + 1)
    this.noOrder = receiptCount
    this.spanAt = this.reserveValues([Infinity, -Infinity, Infinity])
  }

  /** For the rows of `sales`. */
  static of({ dict }: { dict: Pick<SalesColumns['dict'], 'receipt' | 'customer'> }): PassMemory {
    return new PassMemory(dict.receipt.length, dict.customer.length)
  }

  /** `count` numbers, each starting at `initial`; answers their offset in `numbers`. */
  reserve(count: number, initial = 0): number {
    const at = this.f64Length
    this.f64Length += count
    if (initial !== 0) this.starts.push(at, count, 1, initial)
    return at
  }

  /** Numbers starting at `values`, one each; answers their offset in `numbers`. */
  reserveValues(values: readonly number[]): number {
    const at = this.reserve(values.length)
    values.forEach((value, k) => {
      if (value !== 0) this.starts.push(at + k, 1, 1, value)
    })
    return at
  }

  /** `count` bytes, starting at 0; answers their offset in `bytes`. */
  flags(count: number): number {
    const at = this.u8Length
    this.u8Length += count
    return at
  }

  /** A read-only lookup table; answers its offset in `lookups`. */
  lookup(values: ArrayLike<number>): number {
    const at = this.i32Values.length
    for (let k = 0; k < values.length; k++) this.i32Values.push(values[k]!)
    return at
  }

  /** Offset of the per-customer numbers in `numbers` (reserved by the first accumulator that asks). */
  get customers(): number {
    if (this.customerTable < 0) this.customerTable = this.reserve(this.customerCount * CUSTOMER_STRIDE)
    return this.customerTable
  }

  /** Every customer's field `field` starts at `value`. */
  startCustomers(field: number, value: number): void {
    this.starts.push(this.customers + field, this.customerCount, CUSTOMER_STRIDE, value)
  }

  /** Sizes of the three arrays: the pass allocates them itself (see the header). */
  get numberCount(): number {
    return this.f64Length
  }
  get byteCount(): number {
    return this.u8Length
  }
  get lookupCount(): number {
    return this.i32Values.length
  }

  /** Fills the pass's arrays with the starting values and the lookups, and keeps them for reading the results. */
  attach(numbers: Float64Array, bytes: Uint8Array, lookups: Int32Array): void {
    for (let k = 0; k < this.starts.length; k += 4) {
      const [at, count, stride, value] = this.starts.slice(k, k + 4) as [number, number, number, number]
      for (let n = 0, i = at; n < count; n++, i += stride) numbers[i] = value
    }
    lookups.set(this.i32Values)
    this.arrays = { numbers, bytes }
  }

  /** The numbers after the pass (accumulators read their results here). */
  get numbers(): Float64Array {
    if (!this.arrays) throw new Error('The pass has not run yet')
    return this.arrays.numbers
  }

  get bytes(): Uint8Array {
    if (!this.arrays) throw new Error('The pass has not run yet')
    return this.arrays.bytes
  }
}

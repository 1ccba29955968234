/**
 * Builds a `SalesBatch` column by column (no object per row,
 * docs/decisions/006-parsers-for-pos-exports.md). Strings are dictionary-encoded; consecutive rows
 * usually repeat the outlet, receipt and category, so each dictionary remembers its last value and
 * skips the map lookup for a repeat.
 */
import type { SalesBatch, SalesDictColumn } from '../types'

class Dictionary {
  readonly values: string[] = []
  private readonly indexes = new Map<string, number>()
  private last: string | null = null
  private lastIndex = -1

  /** The value's index, or -1 for an empty value. */
  index(value: string): number {
    if (value === this.last) return this.lastIndex
    let index = -1
    if (value !== '') {
      const known = this.indexes.get(value)
      if (known === undefined) {
        index = this.values.length
        this.values.push(value)
        this.indexes.set(value, index)
      } else {
        index = known
      }
    }
    this.last = value
    this.lastIndex = index
    return index
  }
}

export interface SaleStrings {
  receipt: string
  item: string
  category: string
  customer: string
  outlet: string
  payment: string
  channel: string
}

export class SalesBatchBuilder {
  length = 0
  private timestamp: Float64Array
  private netAmount: Float64Array
  private quantity: Float64Array
  private readonly untimed: Uint8Array
  private readonly codes: Record<SalesDictColumn, Int32Array>
  private readonly dicts: Record<SalesDictColumn, Dictionary>

  /** `capacity`: at most this many rows (a table's data row count). */
  constructor(capacity: number) {
    const size = Math.max(1, capacity)
    this.timestamp = new Float64Array(size)
    this.netAmount = new Float64Array(size)
    this.quantity = new Float64Array(size)
    this.untimed = new Uint8Array(size)
    this.codes = {
      receipt: new Int32Array(size),
      item: new Int32Array(size),
      category: new Int32Array(size),
      customer: new Int32Array(size),
      outlet: new Int32Array(size),
      payment: new Int32Array(size),
      channel: new Int32Array(size),
    }
    this.dicts = {
      receipt: new Dictionary(),
      item: new Dictionary(),
      category: new Dictionary(),
      customer: new Dictionary(),
      outlet: new Dictionary(),
      payment: new Dictionary(),
      channel: new Dictionary(),
    }
  }

  /** `untimed`: the sale's time of day is unknown (`SalesBatch.untimed`). */
  push(timestamp: number, netAmount: number, quantity: number, strings: SaleStrings, untimed = false): void {
    const at = this.length
    this.timestamp[at] = timestamp
    this.netAmount[at] = netAmount
    this.quantity[at] = quantity
    this.untimed[at] = untimed ? 1 : 0
    const { codes, dicts } = this
    codes.receipt[at] = dicts.receipt.index(strings.receipt)
    codes.item[at] = dicts.item.index(strings.item)
    codes.category[at] = dicts.category.index(strings.category)
    codes.customer[at] = dicts.customer.index(strings.customer)
    codes.outlet[at] = dicts.outlet.index(strings.outlet)
    codes.payment[at] = dicts.payment.index(strings.payment)
    codes.channel[at] = dicts.channel.index(strings.channel)
    this.length = at + 1
  }

  /**
   * Sets the payment of rows `from`..`length-1` that have none: StoreHub lists a receipt's
   * `Payment:` line after its items.
   */
  fillPayment(from: number, payment: string): void {
    const column = this.codes.payment
    for (let at = Math.max(0, from); at < this.length; at += 1) {
      if (column[at] === -1) column[at] = this.dicts.payment.index(payment)
    }
  }

  /** Every row so far has no time of day (a file whose every time is 00:00 gives none). */
  markUntimed(): void {
    this.untimed.fill(1, 0, this.length)
  }

  /** Net sales of rows `from`..`length-1`. */
  sum(from: number): number {
    let total = 0
    for (let at = Math.max(0, from); at < this.length; at += 1) total += this.netAmount[at] ?? 0
    return total
  }

  /**
   * Scales the net sales of rows `from`..`length-1` so they add up to `total`, each to the sen (the
   * rounding left on the last row); all of it on the first row when they add up to nothing.
   */
  share(from: number, total: number): void {
    const net = this.netAmount
    const last = this.length - 1
    if (from > last) return
    const sum = this.sum(from)
    if (Math.abs(sum) < 0.005) {
      net.fill(0, from, last + 1)
      net[from] = Math.round(total * 100) / 100
      return
    }
    let given = 0
    for (let at = from; at < last; at += 1) {
      const value = Math.round((net[at] ?? 0) * (total / sum) * 100) / 100
      net[at] = value
      given += value
    }
    net[last] = Math.round((total - given) * 100) / 100
  }

  build(): SalesBatch {
    const n = this.length
    const { codes, dicts } = this
    return {
      length: n,
      timestamp: this.timestamp.slice(0, n),
      netAmount: this.netAmount.slice(0, n),
      quantity: this.quantity.slice(0, n),
      untimed: this.untimed.slice(0, n),
      receipt: codes.receipt.slice(0, n),
      item: codes.item.slice(0, n),
      category: codes.category.slice(0, n),
      customer: codes.customer.slice(0, n),
      outlet: codes.outlet.slice(0, n),
      payment: codes.payment.slice(0, n),
      channel: codes.channel.slice(0, n),
      dict: {
        receipt: dicts.receipt.values,
        item: dicts.item.values,
        category: dicts.category.values,
        customer: dicts.customer.values,
        outlet: dicts.outlet.values,
        payment: dicts.payment.values,
        channel: dicts.channel.values,
      },
    }
  }
}

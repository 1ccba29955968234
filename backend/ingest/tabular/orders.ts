/**
 * The order a line belongs to. Exports that write one order over several lines (Shopify's orders
 * export, StoreHub, sheets with merged cells) put its date, status and totals on its first line only:
 * the lines after it take them from there, and an order-level amount (Shopify's Subtotal) is shared
 * over the order's lines in proportion to their own amounts.
 */
import type { OrderAmounts } from './amounts'
import type { SalesBatchBuilder } from './batch-builder'
import { SALE, type Verdict, clean } from './row-kinds'

export class OrderLines {
  receipt = ''
  date = ''
  time = ''
  outlet = ''
  payment = ''
  customer = ''
  verdict: Verdict = SALE
  /** The builder's length when the order started: its stored lines follow from there. */
  firstRow = 0
  /** Lines that took their order's date, over the whole file. */
  continued = 0
  private first: readonly string[] | null = null
  private net = Number.NaN

  /** `refunded` hears of each order with a refund taken off. */
  constructor(
    private readonly builder: SalesBatchBuilder,
    private readonly amounts: OrderAmounts | null,
    private readonly refunded: (receipt: string) => void,
  ) {}

  /** A line of the open order: it repeats the order's number, or has an item but neither number nor date. */
  belongs(receipt: string, dateCell: string, item: string): boolean {
    if (this.first === null) return false
    if (receipt !== '') return receipt === this.receipt
    return item !== '' && clean(dateCell) === ''
  }

  /** Closes the open order and opens the one whose first line this is. */
  open(row: readonly string[], cells: { receipt: string; date: string; time: string; outlet: string; payment: string }): void {
    this.close()
    this.first = row
    this.receipt = cells.receipt
    this.date = cells.date
    this.time = cells.time
    this.outlet = cells.outlet
    this.payment = cells.payment
    this.customer = ''
    this.verdict = SALE
    this.firstRow = this.builder.length
    this.net = this.amounts ? this.amounts.net(row) : Number.NaN
  }

  /** The order has an order-level net: its lines share it, so a line without an amount of its own counts 0. */
  get sharesNet(): boolean {
    return Number.isFinite(this.net)
  }

  /** Shares the order-level net, less discount and refund, over the order's stored lines. */
  close(): void {
    const { amounts, first, builder, firstRow } = this
    if (!amounts || !first || builder.length <= firstRow) return
    let net = this.net
    if (!Number.isFinite(net)) {
      const discount = amounts.discount(first)
      net = builder.sum(firstRow) - discount
      if (discount === 0 && amounts.refund(first, net) === 0) return
    }
    const refund = amounts.refund(first, net)
    if (refund > 0) this.refunded(this.receipt)
    builder.share(firstRow, net - refund)
  }
}

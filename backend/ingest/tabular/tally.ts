/**
 * What the one pass over the rows counts for the owner's findings: rows left out and why, by column
 * and by row type, and refunds taken off revenue.
 */
import type { IngestFinding, NotSaleCause } from '../types'

interface Cancelled {
  cause: NotSaleCause
  column: number
  lines: number
  orders: Set<string>
}

/** `name` gives a column's header as the file writes it; `stored` whether a receipt has a stored line. */
export interface FindingsContext {
  name: (column: number) => string
  kindColumn: number
  stored: (receipt: string) => boolean
}

export class Tally {
  /** Stored lines that took their date from their order's first line. */
  continued = 0
  /** Stored lines with a negative amount: refund rows, and returns written as negative lines. */
  refundLines = 0
  private readonly cancelled = new Map<string, Cancelled>()
  private readonly types = new Map<string, number>()
  private readonly refunded = new Set<string>()
  private readonly missing = new Set<string>()
  private readonly cancellations = { column: -1, lines: 0, invoices: new Set<string>() }

  /** A cancelled or voided line; `column` is the one that said so, `receipt` its order ('' for none). */
  cancel(cause: NotSaleCause, column: number, receipt: string): void {
    const key = `${cause} ${column}`
    let entry = this.cancelled.get(key)
    if (!entry) this.cancelled.set(key, (entry = { cause, column, lines: 0, orders: new Set() }))
    entry.lines += 1
    if (receipt !== '') entry.orders.add(receipt)
  }

  /** A line of a cancellation invoice (`C536379`), taken off revenue: `column` holds the invoice numbers. */
  cancellationInvoice(column: number, invoice: string): void {
    this.cancellations.column = column
    this.cancellations.lines += 1
    this.cancellations.invoices.add(invoice)
  }

  /** A row of a type that is neither a sale nor a refund (a cash drop, a float, a transfer). */
  otherType(type: string): void {
    this.types.set(type, (this.types.get(type) ?? 0) + 1)
  }

  /** An order with a refunded amount taken off its net. */
  refundedOrder(receipt: string): void {
    this.refunded.add(receipt)
  }

  /** An order (or a line, without order numbers) marked partially refunded, the amount not in the file. */
  missingRefund(order: string): void {
    this.missing.add(order)
  }

  findings({ name, kindColumn, stored }: FindingsContext): IngestFinding[] {
    const findings: IngestFinding[] = []
    for (const { cause, column, lines, orders } of this.cancelled.values()) {
      // An order counts as left out when none of its lines was kept (a voided item leaves its order in).
      const whole = [...orders].filter((receipt) => !stored(receipt)).length
      findings.push({ code: 'cancelled', cause, column: name(column), lines, orders: whole })
    }
    const { column, lines, invoices } = this.cancellations
    if (lines > 0) findings.push({ code: 'cancellation-invoices', column: name(column), lines, invoices: invoices.size })
    if (this.types.size > 0) {
      const types = [...this.types].map(([type, lines]) => ({ type, lines })).sort((a, b) => b.lines - a.lines)
      findings.push({ code: 'other-types', column: name(kindColumn), types })
    }
    if (this.refunded.size > 0 || this.refundLines > 0) findings.push({ code: 'refunds', lines: this.refundLines, orders: this.refunded.size })
    if (this.missing.size > 0) findings.push({ code: 'refund-amount-missing', orders: this.missing.size })
    if (this.continued > 0) findings.push({ code: 'continued-lines', lines: this.continued })
    return findings
  }
}

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

export class Tally {
  private readonly cancelled = new Map<string, Cancelled>()
  private readonly types = new Map<string, number>()

  /** A cancelled or voided line; `column` is the one that said so, `receipt` its order ('' for none). */
  cancel(cause: NotSaleCause, column: number, receipt: string): void {
    const key = `${cause} ${column}`
    let entry = this.cancelled.get(key)
    if (!entry) this.cancelled.set(key, (entry = { cause, column, lines: 0, orders: new Set() }))
    entry.lines += 1
    if (receipt !== '') entry.orders.add(receipt)
  }

  /** A row of a type that is neither a sale nor a refund (a cash drop, a float, a transfer). */
  otherType(type: string): void {
    this.types.set(type, (this.types.get(type) ?? 0) + 1)
  }

  /** `name` gives a column's header as the file writes it; `kindColumn` is the row type column. */
  findings(name: (column: number) => string, kindColumn: number): IngestFinding[] {
    const findings: IngestFinding[] = []
    for (const { cause, column, lines, orders } of this.cancelled.values()) {
      findings.push({ code: 'cancelled', cause, column: name(column), lines, orders: orders.size })
    }
    if (this.types.size > 0) {
      const types = [...this.types].map(([type, lines]) => ({ type, lines })).sort((a, b) => b.lines - a.lines)
      findings.push({ code: 'other-types', column: name(kindColumn), types })
    }
    return findings
  }
}

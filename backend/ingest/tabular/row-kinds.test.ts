// @vitest-environment node
/** Which rows are sales: row types, statuses, void flags, cancellation invoices, refunds. */
import { describe, expect, it } from 'vitest'
import { ingestSample, ingestText, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

describe('row types', () => {
  it('counts only Sale and Refund rows of a Lightspeed transactions export, and says what it left out', () => {
    const { batch, summary } = salesOf(ingestSample('lightspeed-transactions.csv'))
    // Sales 12.90 + 7.00 (T-9001) + 5.40 (T-9002) + 13.90 (T-9005) + 25.80 (T-9009) = 65.00, less the
    // −1.80 refund (T-9003) = 63.20; quantities 1+2+3−1+1+2 = 8. Left out: 2 Float, 1 Transfer,
    // 1 Split and 1 Recall (a reopened bill: counted again it would double T-9009), and 1 Void.
    expect(totalsOf(batch)).toEqual({ rows: 6, net: 63.2, quantity: 8, orders: 5, customers: 0 })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 1, other: 5 })
    expect(summary.notes).toContain('Not sales or orders: 1 order voided in "Type".')
    expect(summary.notes).toContain('Left out as neither sale nor refund (Type): 2 "Float", 1 "Transfer", 1 "Split" and 1 "Recall".')
  })

  it('leaves a row of an unknown type out, and names the type', () => {
    const text = 'Date,Type,Amount\n01/05/2026,Sale,10.00\n01/05/2026,Gift Voucher Sold,50.00\n01/05/2026,Paid Out,-20.00\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(totalsOf(batch).net).toBe(10)
    expect(summary.notes).toContain('Left out as neither sale nor refund (Type): 1 "Gift Voucher Sold" and 1 "Paid Out".')
  })

  it('reads a "Type" column that holds no row types (dining options) as deciding nothing', () => {
    const text = 'Date,Type,Amount\n01/05/2026,Dine In,10.00\n01/05/2026,Takeaway,5.00\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(totalsOf(batch).net).toBe(15)
    expect(summary.skipped.other).toBe(0)
  })
})

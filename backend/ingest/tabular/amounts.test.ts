// @vitest-environment node
/** Which column is a line's amount, read from the headers' names and from the values under them. */
import { describe, expect, it } from 'vitest'
import { ingestText, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

describe('before tax', () => {
  it('reads "Subtotal" (one word) as the amount, not the tax-inclusive "Total"', () => {
    const text = 'Date,Item,Subtotal,Total\n01/05/2026,Nasi Lemak,10.00,10.60\n01/05/2026,Teh Tarik,5.00,5.30\n'
    const { batch, summary } = salesOf(ingestText(text))
    // Subtotals 10.00 + 5.00 = 15.00 (the Totals, 10.60 + 5.30 = 15.90, carry 6 % tax).
    expect(totalsOf(batch).net).toBe(15)
    expect(summary.mapping.netAmount).toBe('Subtotal')
  })
})

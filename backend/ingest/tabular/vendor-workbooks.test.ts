// @vitest-environment node
/**
 * The Excel workbooks of tests/fixtures/pos-vendors (written by make-workbooks.ts), against totals
 * worked out by hand from the file, as in vendors.test.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { salesOf } from '../../../tests/utils/backend/tables'
import { workbooks } from '../../../tests/fixtures/pos-vendors/make-workbooks'
import { FIXTURES, at, ingestWorkbook, totals, span, rowsOf } from '../../../tests/utils/backend/pos-vendors'

describe('Workbooks', () => {
  it('are the ones make-workbooks.ts writes', () => {
    for (const [name, bytes] of Object.entries(workbooks())) {
      expect(new Uint8Array(readFileSync(join(FIXTURES, name))), name).toEqual(bytes)
    }
  })

  it('reads the sales lines of the second sheet, not the pivot in front of them', async () => {
    const { batch, summary } = salesOf(await ingestWorkbook('summary-sheet-first.xlsx'))
    // Net Sales: Food 11.80 + 5.40 + 12.50 + 19.00 + 67.60 + 6.00 = 122.30; Drinks 7.00 + 2.80 + 3.50
    // + 6.00 + 22.00 + 4.80 = 46.10; total 168.40 (the pivot's Grand Total). Qty 14 + 11 = 25; R-5001–R-5006.
    expect(totals(batch)).toEqual({ rows: 12, net: 168.4, quantity: 25, orders: 6 })
    // Date cells 2026-12-07 08:10 and 2026-12-08 16:30 in Kuala Lumpur.
    expect(span({ summary })).toEqual([at('2026-12-07T00:10:00Z'), at('2026-12-08T08:30:00Z')])
  })

  it('reads US text dates month first beside the date cells a day-first Excel swapped', async () => {
    const { batch, summary } = salesOf(await ingestWorkbook('us-dates-in-day-first-excel.xlsx'))
    // 12.90 + 16.50 + 14.00 + 8.00 + 9.00 + 15.50 (date cells) + 25.80 + 15.00 + 16.50 + 4.50 + 4.00 (text)
    // = 141.70; Qty 1+1+1+2+2+1+2+1+1+1+1 = 14; orders 1001–1009.
    expect(totals(batch)).toEqual({ rows: 11, net: 141.7, quantity: 14, orders: 9 })
    // All in March 2026: 3/2/2026 11:30 (stored as 3 February) to 3/27/2026 20:05, Kuala Lumpur.
    expect(span({ summary })).toEqual([at('2026-03-02T03:30:00Z'), at('2026-03-27T12:05:00Z')])
    const rows = rowsOf(batch)
    expect(rows.find((row) => row.item === 'Laksa')?.timestamp).toBe('2026-03-18T11:10:00.000Z')
    expect(rows.find((row) => row.item === 'Char Kway Teow')?.timestamp).toBe('2026-03-12T11:20:00.000Z')
    expect(summary.findings).toContainEqual(
      expect.objectContaining({ code: 'mixed-date-cells', column: 'Date', cells: 6, text: 5, swapped: true }),
    )
  })
})

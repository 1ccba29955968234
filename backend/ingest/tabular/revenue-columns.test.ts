// @vitest-environment node
/**
 * Amount columns that are not revenue as they stand (amounts.ts, basis.ts): a total with its tax in,
 * a column of zeros, a reading of 0 beside amounts.
 */
import { describe, expect, it } from 'vitest'
import { ingestText, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'

describe('amounts that are not revenue', () => {
  it('a total of unit price × quantity + tax: revenue is before the tax (a supermarket sheet)', () => {
    const { batch, summary } = salesOfLines([
      'Invoice ID,Branch,Product line,Unit price,Quantity,Tax 5%,Total,Date,Time,Payment,cogs,gross income',
      '750-67-8428,A,Health and beauty,74.69,7,26.1415,548.9715,1/5/2019,13:08,Ewallet,522.83,26.1415',
      '226-31-3081,C,Electronic accessories,15.28,5,3.82,80.22,3/8/2019,10:29,Cash,76.4,3.82',
      '631-41-3108,A,Home and lifestyle,46.33,7,16.2155,340.5255,3/3/2019,13:23,Credit card,324.31,16.2155',
    ])
    // 74.69 × 7 = 522.83; 15.28 × 5 = 76.40; 46.33 × 7 = 324.31: 923.54, not the 969.72 with tax.
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 923.54, orders: 3 })
    expect(summary.notes).toContain('Amount = Unit price × Quantity: "Unit price" is a unit price. Revenue is before tax and charges: "Total" and "Tax 5%" not counted.')
    expect(summary.mapping.netAmount).toBe('Unit price × Quantity')
  })

  it('an amount named in Malay that is unit price × quantity + tax: revenue is the product', () => {
    const { batch } = salesOfLines(['Tarikh,No Resit,Harga Unit,Kuantiti,Cukai,Jumlah', '02/03/2026 10:00,R1,1.00,2,0.12,2.12', '02/03/2026 10:05,R2,5.50,1,0.33,5.83'])
    // 1.00 × 2 + 5.50 × 1 = 7.50; Jumlah (7.95) has the 0.45 of Cukai in it.
    expect(totalsOf(batch).net).toBe(7.5)
  })

  it('a column of zeros is never the amount while another has amounts', () => {
    const { batch, summary } = salesOfLines(['Fecha,Artículo,Cantidad,Ventas,Propina', '23/11/2026 11:56,Café,1,"4,50","0,00"', '23/11/2026 12:10,Tostada,2,"7,00","0,00"'])
    expect(totalsOf(batch).net).toBe(11.5)
    expect(summary.mapping.netAmount).toBe('Ventas')
  })

  it('an amount column of zeros gives way to another amount column', () => {
    const { batch, summary } = salesOfLines(['Date,Item,Amount,Price Paid', '02/03/2026 10:00,Latte,0.00,11.00', '02/03/2026 10:05,Mocha,0.00,12.00'])
    expect(totalsOf(batch).net).toBe(23)
    expect(summary.mapping.netAmount).toBe('Price Paid')
  })

  it('refuses a reading of 0 when the file has amounts elsewhere', () => {
    const result = ingestText(['Date,Item,Amount,Ringgit', '02/03/2026 10:00,Latte,0.00,11.00', '02/03/2026 10:05,Mocha,0.00,12.00'].join('\n'))
    expect(result).toMatchObject({ kind: 'refused', reason: 'unreadable_values' })
    expect(result.kind === 'refused' && result.message).toContain('"Amount", the amount column, is 0 on every row, while "Ringgit" has amounts')
  })
})

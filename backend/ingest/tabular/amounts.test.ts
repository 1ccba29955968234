// @vitest-environment node
/** Which column is a line's amount, read from the headers' names and from the values under them. */
import { describe, expect, it } from 'vitest'
import { ingestSample, ingestText, salesOf, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'
import { describeIngest } from '../../uploads/describe'

describe('quantity and unit price', () => {
  it('multiplies a price column by the quantity ("Product Price", the export that came out 12.9 % low)', () => {
    const { batch, summary } = salesOf(ingestSample('generic-quantity-price.csv'))
    // 12.90 + 2 × 3.50 + 9.50 + 3 × 1.80 + 2.80 + 13.90 + 12.90 + 4.50 + 2 × 3.00 + 3.20 = 78.10
    // (the prices alone add up to 68.00); quantities 1+2+1+3+1+1+1+1+2+1 = 14.
    expect(totalsOf(batch)).toEqual({ rows: 10, net: 78.1, quantity: 14, orders: 6, customers: 2 })
    expect(summary.mapping.netAmount).toBe('Product Price × Quantity')
    expect(summary.notes).toContain('Amount = Product Price × Quantity: "Product Price" is a unit price.')
    expect(summary.findings).toContainEqual(expect.objectContaining({ code: 'amount', rule: 'price-times-quantity', unitPrice: 'Product Price' }))
  })

  it('takes the column that is quantity × another on most lines as the line total, whatever the names say', () => {
    const { batch, summary } = salesOf(ingestSample('generic-line-total.csv'))
    // "Amount" is the unit price: Qty × Amount = Total on 4 of the 5 lines with a quantity over 1
    // (Teh Tarik 3 × 3.50 = 10.50 was sold at 9.45). Totals: 5.60 + 4.50 + 38.70 + 9.45 + 8.50
    // + 7.00 + 13.90 + 18.00 = 105.65 (the Amounts alone: 54.10).
    expect(totalsOf(batch)).toEqual({ rows: 8, net: 105.65, quantity: 17, orders: 4, customers: 0 })
    expect(summary.mapping.netAmount).toBe('Total')
    expect(summary.notes).toContain('"Total" is the line total: quantity × "Amount" on 4 of 5 lines checked.')
  })

  it('prefers a line total to price × quantity when the sheet has both', () => {
    const { batch, summary } = salesOfLines([
      'Order ID,Product,Quantity Ordered,Price Each,Line Value,Order Date',
      '176558,USB-C Cable,2,11.95,23.90,04/19/2026 08:46',
      '176559,Headphones,1,99.99,99.99,04/07/2026 22:30',
      '176560,AA Batteries,3,3.84,10.00,04/12/2026 14:38',
      '176561,Charger,2,14.95,29.90,04/12/2026 14:38',
      '176562,Lightning Cable,2,14.95,29.90,04/12/2026 14:40',
      '176563,AAA Batteries,4,2.99,11.96,04/13/2026 09:15',
    ])
    // Line Value = quantity × Price Each on 4 of the 5 lines with a quantity over 1 (the batteries,
    // 3 × 3.84 = 11.52, went for 10.00): 23.90 + 99.99 + 10.00 + 29.90 + 29.90 + 11.96 = 205.65;
    // quantities 2+1+3+2+2+4 = 14.
    expect(totalsOf(batch)).toMatchObject({ net: 205.65, quantity: 14, orders: 6 })
    expect(summary.mapping.netAmount).toBe('Line Value')
  })
})

describe('what is not an amount', () => {
  it('never takes a cost column for the line total, though it too is quantity × a unit cost', () => {
    const { batch, summary } = salesOfLines([
      'Date,Item,Qty,Unit Cost,Cost Value,Price Each,Line Value',
      '01/05/2026,Kopi O,2,1.10,2.20,2.80,5.60',
      '01/05/2026,Nasi Lemak,3,4.00,12.00,12.90,38.70',
      '02/05/2026,Teh Tarik,4,1.20,4.80,3.50,14.00',
    ])
    // Line Value = Qty × Price Each: 5.60 + 38.70 + 14.00 = 58.30 (the costs add up to 19.00).
    expect(totalsOf(batch).net).toBe(58.3)
    expect(summary.mapping.netAmount).toBe('Line Value')
  })

  it('leaves a price-named column of words alone and finds the amount by its values', () => {
    const text = 'Date,Item,Price Point,Paid\n01/05/2026,Kopi O,Regular,RM2.80\n02/05/2026,Teh Tarik,Large,RM4.20\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(totalsOf(batch).net).toBe(7)
    expect(summary.mapping.netAmount).toBe('Paid')
  })
})

describe('before tax', () => {
  it('reads "Subtotal" (one word) as the amount, not the tax-inclusive "Total", and says so', () => {
    const text = 'Date,Item,Subtotal,SST,Total\n01/05/2026,Nasi Lemak,10.00,0.60,10.60\n01/05/2026,Teh Tarik,5.00,0.30,5.30\n'
    const { batch, summary } = salesOf(ingestText(text))
    // Subtotals 10.00 + 5.00 = 15.00 (the Totals, 10.60 + 5.30 = 15.90, carry 6 % SST).
    expect(totalsOf(batch).net).toBe(15)
    expect(summary.mapping.netAmount).toBe('Subtotal')
    expect(summary.notes).toContain('Revenue is before tax and charges: "Total" and "SST" not counted.')
  })

  it('takes the SST and service charge a tax-inclusive total includes off it', () => {
    const { batch, summary } = salesOf(ingestSample('generic-sst-service-charge.csv'))
    // Total − Service Charge − SST: (58.30 − 5.00 − 3.30) + (27.52 − 2.36 − 1.56) + (137.59 − 11.80 − 7.79)
    // + (11.08 − 0.95 − 0.63) = 50.00 + 23.60 + 118.00 + 9.50 = 201.10 (the Totals: 234.49).
    expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 201.1, orders: 4 })
    expect(summary.mapping.netAmount).toBe('Total − Service Charge (10%) − SST (6%)')
    const { message, details } = describeIngest({ kind: 'sales', batch, summary }, batch.length, 'Asia/Kuala_Lumpur', Date.parse('2026-05-09T00:00:00Z'))
    expect(message).toBe('Generic sales sheet: 4 sales rows, 7 May – 8 May 2026.')
    expect(details).toEqual({
      columns: [
        { field: 'date', from: 'Date' },
        { field: 'receipt', from: 'Bill No' },
        { field: 'amount', from: 'Total − Service Charge (10%) − SST (6%)' },
      ],
      notes: [
        'Dates read as DD/MM/YYYY, the Malaysian order: no date in the file has a day over 12 to settle it.',
        'Columns were matched by their names; the mapping lists which column fed what.',
        'Orders are the distinct receipt numbers; a receipt of refunds only is not an order.',
        'Revenue is before tax and charges: Total − Service Charge (10%) − SST (6%).',
        'Times read in Asia/Kuala_Lumpur.',
      ],
    })
  })

  it('takes the tax out of prices shown with tax included (the total is subtotal + shipping, the tax inside)', () => {
    const { batch, summary } = salesOfLines([
      'Order,Created at,Subtotal,Shipping,Taxes,Total',
      '#1041,2026-05-04 10:15:00 +0200,53.91,4.90,8.99,58.81',
      '#1042,2026-05-04 16:40:00 +0200,24.00,0.00,4.00,24.00',
      '#1043,2026-05-05 09:05:00 +0200,120.00,0.00,20.00,120.00',
    ])
    // Subtotal + Shipping = Total on every order, so the 20 % VAT is inside the Subtotal:
    // (53.91 − 8.99) + (24.00 − 4.00) + (120.00 − 20.00) = 44.92 + 20.00 + 100.00 = 164.92.
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 164.92, orders: 3 })
    expect(summary.mapping.netAmount).toBe('Subtotal − Taxes')
    expect(summary.notes).toContain('Revenue is before tax and charges: Subtotal − Taxes; "Total" and "Shipping" not counted.')
  })

  it('uses a tax-inclusive total when it is the only amount, and says so', () => {
    const { batch, summary } = salesOf(ingestText('Date,Receipt,Grand Total\n01/05/2026,R1,10.60\n02/05/2026,R2,5.30\n'))
    expect(totalsOf(batch).net).toBe(15.9)
    expect(summary.notes).toContain('Revenue includes tax: "Grand Total" is the only amount in the file.')
  })

  it('does not read tax as included in a net that gross sales equal only where nothing was taken off', () => {
    const { batch } = salesOfLines([
      'Date,Receipt,Gross Sales,Discounts,Net Sales,Tax',
      '01/05/2026,R1,20.00,0.00,20.00,1.20',
      '01/05/2026,R2,15.00,0.00,15.00,0.90',
      '02/05/2026,R3,12.00,2.00,10.00,0.60',
      '02/05/2026,R4,8.00,0.00,8.00,0.48',
      '02/05/2026,R5,30.00,0.00,30.00,1.80',
    ])
    // Gross = Net on 4 of the 5 receipts, but gross sales are no total: Net Sales stay revenue,
    // 20 + 15 + 10 + 8 + 30 = 83.00 (not less the 4.98 of tax, 78.02).
    expect(totalsOf(batch).net).toBe(83)
  })

  it('says when tax columns sit beside an amount that may or may not include them', () => {
    const { batch, summary } = salesOf(ingestText('Date,Amount,SST\n01/05/2026,10.00,0.60\n02/05/2026,5.00,0.30\n'))
    expect(totalsOf(batch).net).toBe(15)
    expect(summary.notes).toContain('"SST" not added to the amount.')
  })
})

describe('refunds', () => {
  it('does not take refunds off again from a net that is already gross less discounts and refunds', () => {
    const { batch, summary } = salesOfLines([
      'Date,Receipt,Gross sales,Refunds,Discounts,Net sales',
      '01/05/2026,R1,25.00,0.00,0.00,25.00',
      '01/05/2026,R2,18.00,6.00,2.00,10.00',
      '02/05/2026,R3,40.00,12.50,0.00,27.50',
    ])
    // Net sales = Gross − Refunds − Discounts on both receipts with a refund (18 − 6 − 2 = 10,
    // 40 − 12.50 = 27.50): 25.00 + 10.00 + 27.50 = 62.50, not 62.50 − 18.50 = 44.00.
    expect(totalsOf(batch).net).toBe(62.5)
    expect(summary.findings).not.toContainEqual(expect.objectContaining({ code: 'refunds' }))
  })
})

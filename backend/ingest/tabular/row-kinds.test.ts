// @vitest-environment node
/** Which rows are sales: row types, statuses, void flags, cancellation dates and invoices, refunds. */
import { describe, expect, it } from 'vitest'
import { ingestSample, ingestText, salesOf, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'
import { querySales } from '../../analytics/query'

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
    // Named for what it is: Lightspeed Restaurant's Transactions report (Type, Date, Transaction ID,
    // Account, Employee, Device, item, SKU, Quantity, Amount), not a sheet matched by guesswork.
    expect(summary.format).toBe('Lightspeed Restaurant transactions')
    expect(summary.mapping).toMatchObject({ timestamp: 'Date', receipt: 'Transaction ID', item: 'Item', quantity: 'Quantity', netAmount: 'Amount' })
  })

  it('reads Lightspeed\'s documented types by their meaning: a Foreign (a transfer between bills) is left out', () => {
    const { batch, summary } = salesOfLines([
      'Type,Date,ID,Account,Employee,Device,Name,SKU,Quantity,Amount',
      'Sale,12/05/2026 08:14,T-1,Table 4,Aiman,iPad 1,Kopi O,KO1,2,5.60',
      'Foreign,12/05/2026 08:20,T-2,Table 9,Aiman,iPad 1,Kopi O,KO1,2,5.60',
      'Sale,13/05/2026 09:00,T-3,Table 1,Mei,iPad 2,Teh Tarik,TT1,1,3.50',
    ])
    expect(summary.format).toBe('Lightspeed Restaurant transactions')
    // 5.60 + 3.50 = 9.10 in 2 transactions; the Foreign's 5.60 moved a bill, it sold nothing.
    expect(totalsOf(batch)).toMatchObject({ rows: 2, net: 9.1, orders: 2 })
    expect(summary.notes).toContain('Left out as neither sale nor refund (Type): 1 "Foreign".')
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

describe('cancelled and voided lines are neither sales nor orders', () => {
  it('reads a status under any common name, and a cancellation date', () => {
    const { batch, summary } = salesOfLines([
      'Date,Order No,Item,Amount,Payment Status,Order Status,Cancelled At',
      '01/05/2026 10:00,A1,Kopi O,2.80,Paid,Completed,',
      '01/05/2026 10:05,A2,Teh Tarik,3.50,Voided,Completed,',
      '01/05/2026 10:10,A3,Nasi Lemak,12.90,Paid,Cancelled,',
      '01/05/2026 10:15,A4,Roti Canai,1.80,Paid,Completed,01/05/2026 10:20',
      '01/05/2026 10:30,A5,Milo Ais,4.50,Paid,Completed,',
    ])
    // A1 2.80 + A5 4.50 = 7.30: A2 voided, A3 cancelled, A4 cancelled after the sale.
    expect(totalsOf(batch)).toEqual({ rows: 2, net: 7.3, quantity: 2, orders: 2, customers: 0 })
    expect(summary.notes).toContain(
      'Not sales or orders: 1 order cancelled or voided in "Payment Status", 1 order cancelled or voided in "Order Status" and 1 order cancelled in "Cancelled At".',
    )
  })

  it('leaves a voided item out but keeps its order', () => {
    const text = 'Date,Check No,Item,Amount,Void?\n01/05/2026,C1,Kopi O,2.80,false\n01/05/2026,C1,Teh Tarik,3.50,true\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(totalsOf(batch)).toMatchObject({ rows: 1, net: 2.8, orders: 1 })
    expect(summary.notes).toContain('Not sales or orders: 1 line voided in "Void?".')
  })

  it('takes the cancellation invoices of a retail export off revenue, as returns and not orders (C536379 and the like)', () => {
    const { batch, summary } = salesOf(ingestSample('online-retail.csv'))
    // UnitPrice × Quantity of the 13 lines of the 10 invoices: 536365 15.30 + 20.34 + 22.00, 536366 11.10,
    // 536367 54.08 + 12.60, 536380 34.80, 536384 19.35, 536392 11.70, 536393 79.60, 536394 10.08,
    // 536395 15.30, 536396 71.50 = 377.75; quantities 6+6+8+6+32+6+24+3+6+8+24+2+2 = 133. The 5 lines
    // of cancellation invoices C536379 (−27.50), C536383 (−4.65), C536391 (−19.80 − 6.96) and C536506
    // (−25.50) reverse sales: −84.41, so 293.34, and 133 − 1 − 1 − 12 − 24 − 6 = 89 items. They are
    // stored as returns on their 4 receipts (14 receipts in all, 12 customers on them); the analytics
    // count no order for a receipt of negative lines and no customer for a return alone.
    expect(totalsOf(batch)).toEqual({ rows: 18, net: 293.34, quantity: 89, orders: 14, customers: 12 })
    const query = querySales(batch, [], { from: '2010-12-01', to: '2010-12-13', zone: 'Asia/Kuala_Lumpur', measures: ['revenue', 'orders', 'customers'], groupBy: 'day' })
    // 1 Dec: 5 invoices (377.75 − 71.50 − 11.70 − 79.60 − 10.08 − 15.30 = 189.57, less 27.50 + 4.65 + 26.76 = 130.66);
    // 13 Dec: 5 invoices (188.18 − 25.50 = 162.68). 10 orders, not 14; 8 customers (17850 on both days), not 12.
    expect(query.rows.filter((row) => row.revenue !== 0)).toEqual([
      { key: '2010-12-01', revenue: 130.66, orders: 5, customers: 4 },
      { key: '2010-12-13', revenue: 162.68, orders: 5, customers: 5 },
    ])
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 0, other: 0 })
    expect(summary.notes).toContain('Taken off revenue as returns, not counted as orders: 4 cancellation invoices (5 lines) in "InvoiceNo".')
    expect(summary.notes).toContain('Amount = UnitPrice × Quantity: "UnitPrice" is a unit price.')
    // 12/13/2010 proves month-first dates; 1 Dec 08:26 and 13 Dec 12:38 in Kuala Lumpur.
    expect([summary.from, summary.to]).toEqual([Date.parse('2010-12-01T00:26:00Z'), Date.parse('2010-12-13T04:38:00Z')])
  })
})

describe('times of day', () => {
  it('says a sheet of dates without times has none, instead of the zone its times were read in', () => {
    const { batch, summary } = salesOfLines(['Date,Amount', '01/05/2026,10.00', '02/05/2026,5.00'])
    expect(batch.untimed).toEqual(new Uint8Array([1, 1]))
    expect(summary.notes).toContain('The file has no times of day: its sales count on their days, not in the hours of the day.')
    expect(summary.notes.filter((note) => note.startsWith('Times read in'))).toEqual([])
  })
})

describe('refunds reduce revenue', () => {
  it('counts refunded sales, negative lines and a refunded flag, and says when the amount is missing', () => {
    const { batch, summary } = salesOfLines([
      'Date,Receipt,Item,Amount,Status,Refunded',
      '01/05/2026,R1,Kopi O,2.80,Completed,',
      '01/05/2026,R2,Nasi Lemak,12.90,Refunded,',
      '01/05/2026,R3,Teh Tarik,3.50,Partially Refunded,',
      '01/05/2026,R4,Roti Canai,-1.80,Completed,',
      '01/05/2026,R5,Milo Ais,4.50,Completed,Yes',
    ])
    // R1 2.80 + R2 refunded in full (0) + R3 3.50 (how much of it was refunded is not said)
    // − R4's 1.80 return + R5 refunded in full (0) = 4.50.
    expect(totalsOf(batch)).toMatchObject({ rows: 5, net: 4.5, orders: 5 })
    expect(summary.notes).toContain('1 refund row stored as negative sales.')
    expect(summary.notes).toContain('Taken off revenue: 2 refunded orders.')
    expect(summary.notes).toContain('1 order marked partially refunded without the amount: counted in full.')
  })

  it('takes a refunded amount off its line', () => {
    const text = 'Date,Receipt,Item,Amount,Refunded Amount\n01/05/2026,R1,Nasi Lemak,12.90,0.00\n01/05/2026,R2,Mee Goreng,9.50,4.00\n'
    const { batch, summary } = salesOf(ingestText(text))
    // 12.90 + (9.50 − 4.00) = 18.40
    expect(totalsOf(batch).net).toBe(18.4)
    expect(summary.notes).toContain('Taken off revenue: 1 refunded order.')
  })
})

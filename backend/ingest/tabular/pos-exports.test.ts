// @vitest-environment node
/**
 * The Loyverse, Square and Toast samples of mocks/fixtures/pos, each against totals worked out by
 * hand from the file (the sums are written out in the comments).
 */
import { describe, expect, it } from 'vitest'
import { ingestSample, rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)

describe('Loyverse receipts by item', () => {
  const { batch, summary } = salesOf(ingestSample('loyverse-receipts-by-item.csv'))

  it('keeps sales and refunds, drops the cancelled receipt', () => {
    // 18 lines; receipt 1-1004 (2 lines) is Cancelled. Net sales of the other 16:
    // 15.90 + 9.00 + 5.90 + 4.00 + 23.22 + 11.70 + 4.50 + 14.50 − 6.50 (refund) + 6.00 + 10.50
    // + 16.90 + 6.75 + 31.80 + 9.00 + 8.90 = 172.07; quantities 1+2+1+1+2+2+1+1−1+3+3+1+1+2+2+1 = 23.
    expect(totalsOf(batch)).toEqual({ rows: 16, net: 172.07, quantity: 23, orders: 10, customers: 3 })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 2, other: 0 })
  })

  it('stores the refund negative and keeps quoted commas inside one field', () => {
    const refund = rowOf(batch, 8)
    expect(refund).toMatchObject({ receipt: '2-2003', item: 'Iced Milo', netAmount: -6.5, quantity: -1 })
    expect(rowOf(batch, 6)).toMatchObject({ item: 'Kuih Lapis, 3 pcs', category: 'Kuih, cakes' })
  })

  it('knows one customer by e-mail in any case, and one by two spellings of a phone number', () => {
    expect(batch.dict.customer).toEqual(['email:siti.rahman@gmail.com', 'phone:+60123456789', 'email:nurul.huda@yahoo.com'])
  })

  it('reports what it understood', () => {
    expect(summary).toMatchObject({
      format: 'Loyverse receipts by item',
      rows: 16,
      outlets: ['Bangsar', 'Mont Kiara'],
      // 11/05/2026 08:05 and 16/05/2026 11:20 in Kuala Lumpur (UTC+8).
      from: at('2026-05-11T00:05:00Z'),
      to: at('2026-05-16T03:20:00Z'),
      mapping: { timestamp: 'Date', receipt: 'Receipt number', netAmount: 'Net sales', outlet: 'Store', channel: 'Dining option' },
    })
    expect(summary.notes).toContain('Dates read as DD/MM/YYYY ("13/05/2026" can only be day first).')
    expect(summary.notes).toContain('1 refund row stored as negative sales.')
    expect(batch.dict.channel).toEqual(['Dine in', 'Takeaway', 'Delivery'])
  })
})

describe('Loyverse receipts', () => {
  const { batch, summary } = salesOf(ingestSample('loyverse-receipts.csv'))

  it('is one row per receipt, with 12-hour times and two-digit years', () => {
    // 14 receipts, 1-1104 Cancelled. 24.90 + 11.80 + 52.56 + 16.90 + 13.50 + 31.80 − 16.90 (refund)
    // + 1,125.00 + 27.40 + 13.50 + 22.40 + 9.50 + 44.70 = 1,377.06. No items: quantity 0.
    expect(totalsOf(batch)).toEqual({ rows: 13, net: 1377.06, quantity: 0, orders: 13, customers: 3 })
    expect(summary.skipped.cancelled).toBe(1)
    expect(summary.format).toBe('Loyverse receipts')
    // 18/05/26 7:52 AM and 22/05/26 1:15 PM in Kuala Lumpur.
    expect([summary.from, summary.to]).toEqual([at('2026-05-17T23:52:00Z'), at('2026-05-22T05:15:00Z')])
  })

  it('reads payment types and the three spellings of one phone number as one customer', () => {
    expect(batch.dict.payment).toEqual(['Cash', 'DuitNow QR', 'Card', "Touch 'n Go eWallet", 'GrabPay'])
    expect(batch.dict.customer).toEqual(['email:mei.ling.lim@outlook.com', 'phone:+60192223344', 'phone:+60128881234'])
    expect(batch.dict.item).toEqual([])
  })
})

describe('Square items detail', () => {
  const { batch, summary } = salesOf(ingestSample('square-items-detail.csv'))

  it('joins the Date and Time columns and reads RM money with thousands separators', () => {
    // 5.60 + 12.90 + 8.10 + 11.50 + 4.70 + 1,125.00 + 13.90 + 9.00 − 13.90 (refund) + 5.50 + 9.00
    // + 15.21 + 4.80 + 4.50 + 2.80 = 1,218.61; quantities 2+1+2+1+1+50+1+2−1+1+2+1+1+1+1 = 66.
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 1218.61, quantity: 66, orders: 8, customers: 3 })
    expect(summary.mapping.timestamp).toBe('Date + Time')
    // 2026-05-20 07:48:12 and 2026-05-23 10:10:10 in Kuala Lumpur (UTC+8): Square's "Kuala Lumpur" is
    // the Rails name of Asia/Kuala_Lumpur.
    expect([summary.from, summary.to]).toEqual([at('2026-05-19T23:48:12Z'), at('2026-05-23T02:10:10Z')])
    expect(summary.notes).toContain("Times read in the file's own time zone column (Asia/Kuala_Lumpur).")
  })

  it('prefers the customer id to the name', () => {
    expect(batch.dict.customer).toEqual(['id:CUST-RAJ', 'id:CUST-SITI', 'id:CUST-MAJU'])
    expect(rowOf(batch, 8)).toMatchObject({ item: 'Char Kuey Teow', netAmount: -13.9, quantity: -1 })
  })
})

describe('Square transactions', () => {
  const { batch, summary } = salesOf(ingestSample('square-transactions.csv'))

  it('reads $ money and (negative) refunds; the refund shares its sale’s transaction id', () => {
    // 18.50 + 8.10 + 16.20 + 1,125.00 + 22.90 − 13.90 + 14.50 + 20.01 + 7.30 + 26.60 + 11.50 + 31.40
    // + 9.90 + 17.70 + 13.90 = 1,329.61 over 15 rows; sq-6Rt3f appears twice, so 14 orders.
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 1329.61, quantity: 0, orders: 14, customers: 4 })
    expect([summary.from, summary.to]).toEqual([at('2026-05-19T23:48:12Z'), at('2026-05-25T04:58:19Z')])
  })

  it('derives the payment method from the tender columns', () => {
    expect(batch.dict.payment).toEqual(['Cash', 'Card', 'DuitNow QR', "Touch 'n Go eWallet", 'GrabPay'])
    expect(summary.mapping.payment).toBe('Card / Cash / Other Tender Type / Square Gift Card')
  })
})

describe('Toast', () => {
  it('ItemSelectionDetails: drops voided items and reads US dates once the file proves them', () => {
    const { batch, summary } = salesOf(ingestSample('toast-item-selection-details.csv'))
    // 15 items, 2 with Void? true. 12.90 + 5.60 + 4.05 + 13.90 + 4.50 + 20.70 + 6.50 + 7.50 + 9.00
    // + 4.80 + 12.90 + 13.90 + 1,125.00 = 1,241.25; quantities 1+2+1+1+1+2+1+1+2+1+1+1+50 = 65.
    expect(totalsOf(batch)).toEqual({ rows: 13, net: 1241.25, quantity: 65, orders: 8, customers: 0 })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 2, other: 0 })
    // The first rows (5/8/26, 5/9/26) could be either order; 5/14/26 settles it.
    expect(summary.notes).toContain('Dates read as MM/DD/YYYY: "5/14/26" can only be month first.')
    expect([summary.from, summary.to]).toEqual([at('2026-05-08T00:01:00Z'), at('2026-05-16T10:09:00Z')])
    expect(rowOf(batch, 6)).toMatchObject({ item: 'Milo Ais, Large', category: 'Beverage', outlet: 'Kopi Selera Mont Kiara' })
  })

  it('OrderDetails: one row per order, Amount is the net, voided orders dropped', () => {
    const { batch, summary } = salesOf(ingestSample('toast-order-details.csv'))
    // 15 orders, 400000019 Voided. 18.50 + 4.05 + 18.40 + 27.20 + 7.50 + 13.80 + 26.80 + 1,125.00
    // + 58.10 + 21.60 + 9.40 + 41.30 + 12.00 + 34.70 = 1,418.35.
    expect(totalsOf(batch)).toEqual({ rows: 14, net: 1418.35, quantity: 0, orders: 14, customers: 0 })
    expect(summary).toMatchObject({ format: 'Toast order details', skipped: { cancelled: 1 } })
    expect([summary.from, summary.to]).toEqual([at('2026-05-08T00:01:00Z'), at('2026-05-18T11:40:00Z')])
    expect(batch.dict.channel).toEqual(['Dine In', 'Take Out', 'Delivery'])
  })
})

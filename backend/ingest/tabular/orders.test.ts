// @vitest-environment node
/** Orders written over several lines: the order number is the receipt, and its other lines take its date, status and totals. */
import { describe, expect, it } from 'vitest'
import { ingestSample, ingestText, rowOf, salesOf, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'

describe('Shopify orders export', () => {
  const { batch, summary } = salesOf(ingestSample('shopify-orders.csv'))

  it('reads every item line of an order as a sale of that order, none as malformed', () => {
    // Revenue is each order's Subtotal (after discounts, before shipping and SST), less refunds before tax:
    // #1001 26.37 + #1002 18.90 + #1004 (36.80 − 9.54 × 36.80 / 39.01 = 36.80 − 9.00) 27.80
    // + #1005 (14.50 − 15.37 × 14.50 / 15.37) 0.00 + #1007 27.90 = 100.97. #1003 and #1006 are voided.
    // 9 item lines, quantities 2+1 + 1 + 2+2 + 1 + 1+2+1 = 13; the voided orders' only customer is left out.
    expect(totalsOf(batch)).toEqual({ rows: 9, net: 100.97, quantity: 13, orders: 5, customers: 4 })
    expect(summary.format).toBe('Shopify orders')
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 4, other: 0 })
  })

  it('takes the order number from Name, and the date, payment and outlet from the first line', () => {
    expect(rowOf(batch, 1)).toMatchObject({ receipt: '#1001', item: 'Teh Tarik', timestamp: '2026-05-04T02:15:22.000Z', payment: 'Shopify Payments' })
    expect(rowOf(batch, 8)).toMatchObject({ receipt: '#1007', item: 'Roti Jala', outlet: 'Kopi Selera Bangsar', payment: 'Cash', customer: 'email:aisyah@example.my' })
    expect([summary.from, summary.to]).toEqual([Date.parse('2026-05-04T02:15:22Z'), Date.parse('2026-05-06T11:10:30Z')])
  })

  it('shares each order’s Subtotal over its lines by their own amounts', () => {
    // #1001: 2 × 12.90 − 2.58 = 23.22 and 3.50 − 0.35 = 3.15 add up to its 26.37 already.
    expect([rowOf(batch, 0).netAmount, rowOf(batch, 1).netAmount]).toEqual([23.22, 3.15])
    // #1004: 27.80 and 9.00 scaled to 27.80: 27.80 × 27.80 / 36.80 = 21.00, and the rest, 6.80.
    expect([rowOf(batch, 3).netAmount, rowOf(batch, 4).netAmount]).toEqual([21, 6.8])
    expect(summary.mapping.netAmount).toBe('Subtotal (per order) over Lineitem price × Lineitem quantity − Lineitem discount')
  })

  it('says what it left out and took off, briefly', () => {
    expect(summary.notes).toEqual([
      'Dates read as written (e.g. "2026-05-04").',
      'Orders are the distinct receipt numbers; a receipt of refunds only is not an order.',
      'Not sales or orders: 2 orders (4 lines) cancelled or voided in "Financial Status".',
      'Each order\'s "Subtotal" is shared over its lines by Lineitem price × Lineitem quantity − Lineitem discount. ' +
        'Revenue is before tax and charges: "Total", "Shipping" and "Taxes" not counted.',
      'Amounts in MYR (its "Currency" column).',
      'Taken off revenue: 2 refunded orders.',
      'Skipped: 4 cancelled or voided.',
      'Times read in Asia/Kuala_Lumpur.',
    ])
    expect(summary.findings).toContainEqual({ code: 'continued-lines', lines: 4 })
  })
})

describe('other exports that write an order over several lines', () => {
  it('finds the filled order number column, carries the first line down and shares the order subtotal', () => {
    const { batch, summary } = salesOfLines([
      'Receipt No,Order Number,Order Date,Order Status,Customer Email,Item Name,Quantity,Item Price,Order Subtotal,Order Total',
      ',SO-501,2026-05-11 10:00,Completed,amir@example.my,Nasi Lemak Ayam,2,12.90,29.30,31.06',
      ',SO-501,,,,Teh Tarik,1,3.50,,',
      ',SO-502,2026-05-11 11:30,Cancelled,lim@example.my,Mee Goreng Mamak,1,9.50,9.50,10.07',
      ',SO-503,2026-05-11 12:45,Completed,,Roti Canai,3,1.80,14.22,15.07',
      ',SO-503,,,,Kopi O,2,2.80,,',
      ',SO-503,,,,Kuih Lapis,4,1.20,,',
    ])
    // SO-501: 25.80 + 3.50 = 29.30; SO-502 cancelled; SO-503's 5.40 + 5.60 + 4.80 = 15.80 became a
    // 14.22 subtotal (10 % off), shared 4.86 + 5.04 + 4.32. Revenue 29.30 + 14.22 = 43.52.
    expect(totalsOf(batch)).toEqual({ rows: 5, net: 43.52, quantity: 12, orders: 2, customers: 1 })
    expect([...batch.netAmount]).toEqual([25.8, 3.5, 4.86, 5.04, 4.32])
    expect(summary.mapping).toMatchObject({ receipt: 'Order Number', netAmount: 'Order Subtotal (per order) over Item Price × Quantity' })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 1, other: 0 })
    expect(rowOf(batch, 4)).toMatchObject({ receipt: 'SO-503', timestamp: '2026-05-11T04:45:00.000Z' })
  })

  it('still counts a line without a date, order number or item as malformed', () => {
    const text = 'Date,Order,Item,Amount\n01/05/2026,A1,Kopi O,2.80\n,,,9.90\n'
    expect(salesOf(ingestText(text)).summary.skipped.malformed).toBe(1)
  })
})

// @vitest-environment node
/**
 * Sheets shaped like well-known shop exports and datasets owners start from, whose names say less
 * than a POS's: a coffee chain's transactions (`transaction_qty`, `unit_price`, no total), a pizza
 * shop's order details, an Indian restaurant's orders (an order total on every line), a WooCommerce
 * orders export (`Quantity (- Refund)`, `Item Cost`, order amounts). Totals worked out by hand.
 */
import { describe, expect, it } from 'vitest'
import { salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'

describe('sheets whose names say less than a POS export', () => {
  it('a quantity named with other words is the quantity: a coffee chain\'s transactions', () => {
    const { batch, summary } = salesOfLines([
      'transaction_id,transaction_date,transaction_time,transaction_qty,store_id,store_location,product_id,unit_price,product_category,product_type,product_detail',
      '1,2023-01-01,07:06:11,2,5,Lower Manhattan,32,3,Coffee,Gourmet brewed coffee,Ethiopia Rg',
      '2,2023-01-01,07:08:56,2,5,Lower Manhattan,57,3.1,Tea,Brewed Chai tea,Spicy Eye Opener Chai Lg',
      '3,2023-01-01,07:14:04,2,5,Lower Manhattan,59,4.5,Drinking Chocolate,Hot chocolate,Dark chocolate Lg',
      '4,2023-01-01,07:20:24,1,5,Lower Manhattan,22,2,Coffee,Drip coffee,Our Old Time Diner Blend Sm',
    ])
    // 2 × 3.00 + 2 × 3.10 + 2 × 4.50 + 1 × 2.00 = 23.20, not the 12.60 of the unit prices alone.
    expect(totalsOf(batch)).toEqual({ rows: 4, net: 23.2, quantity: 7, orders: 4, customers: 0 })
    expect(summary.mapping).toMatchObject({ quantity: 'transaction_qty', netAmount: 'unit_price × transaction_qty', item: 'product_detail' })
  })

  it('an order total on every line is not a line\'s amount: a restaurant\'s orders', () => {
    const { batch } = salesOfLines([
      'Order Number,Order Date,Item Name,Quantity,Product Price,Total products',
      '16118,03/08/2019 20:25,Plain Papadum,2,0.80,6',
      '16118,03/08/2019 20:25,King Prawn Balti,1,12.95,6',
      '16117,03/08/2019 20:17,Plain Naan,1,2.60,7',
      '16117,03/08/2019 20:17,Mushroom Rice,2,3.95,7',
    ])
    // 2 × 0.80 + 12.95 + 2.60 + 2 × 3.95 = 25.05 (Total products counts the order's products, not money).
    expect(totalsOf(batch)).toEqual({ rows: 4, net: 25.05, quantity: 6, orders: 2, customers: 0 })
  })

  it('a WooCommerce export: the order subtotal, not the item cost, and no refund read into a quantity', () => {
    const { batch, summary } = salesOfLines([
      'Order Number,Order Status,Order Date,Order Subtotal Amount,Order Shipping Amount,Order Total Tax Amount,Order Total Amount,Item #,Item Name,Quantity (- Refund),Item Cost',
      '1001,completed,2026-11-02 10:15:00,50.00,5.00,3.00,58.00,1,Kopi Beans 250g,2,25.00',
      '1002,completed,2026-11-02 12:00:00,30.00,5.00,1.80,36.80,1,Teh Tarik Mix,1,30.00',
    ])
    // Subtotals 50.00 + 30.00 = 80.00; shipping and tax are not revenue; nothing was refunded.
    expect(totalsOf(batch)).toEqual({ rows: 2, net: 80, quantity: 3, orders: 2, customers: 0 })
    expect(summary.notes.some((note) => note.includes('refunded'))).toBe(false)
  })

  it('a delivery platform\'s orders: the food price less the merchant\'s discount, not the payout after commission', () => {
    const { batch, summary } = salesOfLines([
      'Order ID,Order Time,Order Status,Total Food Price,Merchant Discount,Commission,Net Income,Payment Method',
      '2612010001,2026-12-01 12:05:11,Completed,45.80,4.58,12.37,28.85,ShopeePay',
      '2612010002,2026-12-01 12:40:02,Cancelled,20.00,0.00,0.00,0.00,Cash',
      '2612010003,2026-12-01 13:10:59,Completed,31.20,0.00,9.36,21.84,ShopeePay',
    ])
    // (45.80 − 4.58) + 31.20 = 72.42; the cancelled order is no sale; Net Income is the payout.
    expect(totalsOf(batch)).toEqual({ rows: 2, net: 72.42, quantity: 0, orders: 2, customers: 0 })
    expect(summary.notes).toContain('Revenue is before tax and charges: Total Food Price − Merchant Discount; "Commission" and "Net Income" not counted.')
  })
})

// @vitest-environment node
/**
 * The exports of tests/fixtures/pos-vendors, each shaped like its vendor's export, against totals
 * worked out by hand from the file (the sums are written out in the comments). Revenue is net of
 * discounts and refunds, before tax, service charge, packaging, tips and platform fees; cancelled and
 * voided lines are not sales. Where a vendor's column list was not found published, the fixture
 * follows what its export is known to look like, and the describe says so.
 *
 * Here the exports of Southeast Asia's point-of-sale and delivery vendors and owners' own sheets;
 * vendors-us-europe.test.ts has the American and European vendors, vendor-workbooks.test.ts the
 * Excel workbooks. The results are read inside each test, not at collection, so a file the ingest
 * refuses fails its own tests only.
 */
import { describe, expect, it } from 'vitest'
import { rowOf, totalsOf } from '../../../tests/utils/backend/tables'
import { at, ingestVendor, salesOfVendor, currencyOf, totals, span, rowsOf } from '../../../tests/utils/backend/pos-vendors'

describe('GoFood order items in rupiah, Order ID mangled to 5E+17', () => {
  // No published column list was found for GoBiz's sales download; the headers are the Indonesian
  // ones such a report uses (Tanggal, Waktu, ID Pesanan …). The workbook went through Excel before it
  // was saved as CSV: every 17-digit ID Pesanan reads 5E+17. Rule: when the order id is one value on
  // every line, an order is the lines sharing one time to the second (an order's lines do; two orders
  // in one second do not happen here). The outlet is in Jakarta, so the account is in Asia/Jakarta.
  const read = () => salesOfVendor('gofood-sales-items-idr.csv', 'Asia/Jakarta')

  it('does not make one order of the whole file', () => {
    const { batch, summary } = read()
    // Subtotal of the 13 Selesai lines (the 18:30:41 order is Dibatalkan, 2 lines):
    // 90.000 + 36.000 + 38.000 + 40.000 + 8.000 + 30.000 + 55.000 + 22.000 (23 Nov)
    // + 45.000 + 18.000 + 45.000 + 76.000 + 16.000 (24 Nov) = Rp 519.000; Jumlah 2+2+1+1+1+2+1+1+3+1+1+2+2 = 20.
    const { orders, ...rest } = totals(batch)
    expect(rest).toEqual({ rows: 13, net: 519000, quantity: 20 })
    expect(orders).toBeGreaterThan(1)
    // Distinct times of the kept lines: 11:02:15, 11:47:53, 12:15:08, 19:05:27, 10:12:39, 12:44:02, 13:20:16.
    const times = new Set(Array.from(batch.timestamp))
    expect(times.size).toBe(7)
    expect(orders).toBe(times.size)
    expect(summary.skipped.cancelled).toBe(2)
  })

  it('reads the dates day first, in Jakarta time', () => {
    // 23/11/2026 11:02:15 and 24/11/2026 13:20:16 in Jakarta (UTC+7).
    expect(span(read())).toEqual([at('2026-11-23T04:02:15Z'), at('2026-11-24T06:20:16Z')])
  })

  it('is in rupiah', () => {
    expect(currencyOf(ingestVendor('gofood-sales-items-idr.csv', 'Asia/Jakarta'))).toBe('IDR')
  })
})

describe("A bakery's sheet of one row per order, no order id", () => {
  const read = () => salesOfVendor('bakery-orders.csv')

  it('counts each row as an order', () => {
    const { batch } = read()
    // Total: 12.00 + 6.70 + 19.20 + 44.00 (14 Dec) + 7.50 + 18.40 + 18.00 (15 Dec) + 22.50 + 7.40 + 14.40 (16 Dec) = 170.10.
    expect(totals(batch)).toMatchObject({ rows: 10, net: 170.1, orders: 10 })
  })

  it('does not read the Items text as items', () => {
    const { batch } = read()
    // The file holds 38 items (2+1, 1+1, 6, 1+2, 1+1, 4+2, 2+1, 3+3, 1+1, 2+2+1) in free text, which
    // Selera does not split into items: the orders have no item and no quantity.
    expect(rowOf(batch, 0).item).toBe('')
    expect(totalsOf(batch).quantity).toBe(0)
  })

  it('reads the dates day first', () => {
    // 14/12/2026 07:45 and 16/12/2026 17:15 in Kuala Lumpur.
    expect(span(read())).toEqual([at('2026-12-13T23:45:00Z'), at('2026-12-16T09:15:00Z')])
  })
})

describe('A supermarket sheet where Total = Unit Price × Qty + Tax', () => {
  const read = () => salesOfVendor('supermarket-sales.csv')

  it('takes revenue before tax: unit price times quantity', () => {
    const { batch } = read()
    // Unit Price × Qty: R1001 17.50 + 13.90 + 3.90×2 = 39.20; R1002 4.20 + 13.50 + 2.20×6 = 30.90;
    // R1003 5.80×2 + 3.50×3 + 2.85×2 = 27.80; R1004 4.60 + 3.70×2 + 10.90 + 3.90 = 26.80; total 124.70.
    // (Tax 0.78 + 1.32 + 1.05 + 1.09 + 0.39 = 4.63; Total 129.33 is revenue plus tax.)
    // Qty 1+1+2 + 1+1+6 + 2+3+2 + 1+2+1+1 = 24; receipts R1001–R1004.
    expect(totals(batch)).toEqual({ rows: 13, net: 124.7, quantity: 24, orders: 4 })
    expect(rowsOf(batch).find((row) => row.item === 'Coca-Cola 320ml')?.netAmount).toBe(13.2)
  })

  it('reads the dates day first', () => {
    // 17/12/2026 09:12 and 18/12/2026 08:30 in Kuala Lumpur.
    expect(span(read())).toEqual([at('2026-12-17T01:12:00Z'), at('2026-12-18T00:30:00Z')])
  })
})

describe('StoreHub transactions, one row per transaction', () => {
  // The BackOffice transactions export as StoreHub merchants get it (no published column list was
  // found: columns from the report's screen): Subtotal, Discount, Service Charge, Tax, Rounding,
  // Total; a Return is its own receipt with negative amounts; Status Cancelled is not a sale.
  const read = () => salesOfVendor('storehub-transactions-export.csv')

  it('takes Subtotal − Discount, the return negative, the cancelled one out', () => {
    const { batch, summary } = read()
    // 18.40 + (9.80 − 0.98) + 36.70 + 24.60 − 12.90 (return 00030106) + 7.60 + (21.40 − 2.14) + 45.30 + 29.80
    // = 18.40 + 8.82 + 36.70 + 24.60 − 12.90 + 7.60 + 19.26 + 45.30 + 29.80 = 177.58 (00030105 cancelled).
    expect(totals(batch)).toEqual({ rows: 9, net: 177.58, quantity: 0, orders: 9 })
    expect(summary.skipped.cancelled).toBe(1)
  })

  it('reads the dates day first', () => {
    // 14/12/2026 08:15:22 and 15/12/2026 19:25:40 in Kuala Lumpur.
    expect(span(read())).toEqual([at('2026-12-14T00:15:22Z'), at('2026-12-15T11:25:40Z')])
  })
})

describe('GrabFood merchant transactions (Malaysia), the full column set', () => {
  // GrabMerchant's transactions report with the columns the sample of mocks/fixtures/pos leaves out
  // (Booking ID, Channel, Grab Fee(%), Settlement ID, Transfer Date, Channel Commission …), written
  // from the report as merchants download it. Amounts without "RM".
  const read = () => salesOfVendor('grabfood-transactions-my.csv')

  it('takes Net Sales of completed payments and adjustments', () => {
    const { batch } = read()
    // 32.80 + 19.71 + 58.40 + 14.50 + 45.60 − 12.90 (missing-item adjustment of A-7ZK6…) + 27.30 + 35.91
    // = 221.32; TX-71004 Cancelled and TX-71009 Failed are out. Orders: 7 long order ids (the adjustment
    // shares its order's).
    expect(totals(batch)).toEqual({ rows: 8, net: 221.32, quantity: 0, orders: 7 })
  })

  it('dates each row by Created On', () => {
    // 01 Dec 2026 11:42 AM and 03 Dec 2026 07:48 PM in Kuala Lumpur.
    expect(span(read())).toEqual([at('2026-12-01T03:42:00Z'), at('2026-12-03T11:48:00Z')])
  })
})

describe('foodpanda orders, amounts in THB by header only', () => {
  // The partner portal's order export (no published column list was found; columns as the portal
  // shows them), from a Malaysian chain's Bangkok outlet: the currency is only in the headers.
  const read = () => salesOfVendor('foodpanda-orders-thb.csv', 'Asia/Bangkok')

  it('takes Subtotal − Vendor discount of delivered orders', () => {
    const { batch } = read()
    // 289.00 + (145.00 − 14.50) + 420.00 + 95.00 + (365.00 − 36.50) + 120.00 + 255.00 + (310.00 − 31.00)
    // = 289.00 + 130.50 + 420.00 + 95.00 + 328.50 + 120.00 + 255.00 + 279.00 = 1,917.00 (n7qb-5r3t cancelled).
    expect(totals(batch)).toEqual({ rows: 8, net: 1917, quantity: 0, orders: 8 })
  })

  it('reads the times in Bangkok', () => {
    // 2026-12-05 11:48:20 and 2026-12-07 12:12:12 in Bangkok (UTC+7).
    expect(span(read())).toEqual([at('2026-12-05T04:48:20Z'), at('2026-12-07T05:12:12Z')])
  })

  it('is in baht', () => {
    expect(currencyOf(ingestVendor('foodpanda-orders-thb.csv', 'Asia/Bangkok'))).toBe('THB')
  })
})

describe('Eats365 item sales, Singapore outlet in S$', () => {
  // Eats365's item-level sales export (no published column list was found): one line per item with
  // Order No., Qty, Unit Price, Item Discount and Item Total; GST and service charge are not on the
  // lines. A Malaysian chain's Tanjong Pagar outlet, so the account is in Asia/Singapore.
  const read = () => salesOfVendor('eats365-item-sales-sgd.csv', 'Asia/Singapore')

  it('takes Item Total, the voided order out', () => {
    const { batch, summary } = read()
    // #1001 11.60 + 2.20; #1002 8.90 + 2.50; #1003 17.10 + 9.60 + 8.50; #1005 26.70 + 7.50;
    // #1006 5.80 + 3.80; #1007 9.50 + 4.20; #1008 17.00 + 4.00 = 13.80 + 11.40 + 35.20 + 34.20 + 9.60
    // + 13.70 + 21.00 = 138.90 (#1004 Voided). Qty 3 + 2 + 5 + 6 + 3 + 2 + 4 = 25.
    expect(totals(batch)).toEqual({ rows: 15, net: 138.9, quantity: 25, orders: 7 })
    expect(summary.skipped.cancelled).toBe(1)
  })

  it('joins Order Date and Order Time, in Singapore', () => {
    // 2026-12-28 08:12:40 and 2026-12-29 18:55:30 in Singapore (UTC+8).
    expect(span(read())).toEqual([at('2026-12-28T00:12:40Z'), at('2026-12-29T10:55:30Z')])
  })

  it('is in Singapore dollars', () => {
    expect(currencyOf(ingestVendor('eats365-item-sales-sgd.csv', 'Asia/Singapore'))).toBe('SGD')
  })
})

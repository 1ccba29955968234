// @vitest-environment node
/**
 * The exports of tests/fixtures/pos-vendors, each shaped like its vendor's export, against totals
 * worked out by hand from the file (the sums are written out in the comments). Revenue is net of
 * discounts and refunds, before tax, service charge, packaging, tips and platform fees; cancelled and
 * voided lines are not sales. Where a vendor's column list was not found published, the fixture
 * follows what its export is known to look like, and the describe says so.
 *
 * The results are read inside each test, not at collection, so a file the ingest refuses fails its
 * own tests only.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ingestFile } from '../ingest-file'
import type { IngestResult, SalesBatch } from '../types'
import { ingestText, rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'
import { workbooks } from '../../../tests/fixtures/pos-vendors/make-workbooks'

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/pos-vendors')
const at = (iso: string) => Date.parse(iso)

/** A fixture read as the upload of an account in `timezone` (where the outlet is). */
function ingestVendor(name: string, timezone = 'Asia/Kuala_Lumpur'): IngestResult {
  return ingestText(readFileSync(join(FIXTURES, name), 'utf8'), name, timezone)
}

function salesOfVendor(name: string, timezone?: string) {
  return salesOf(ingestVendor(name, timezone))
}

async function ingestWorkbook(name: string): Promise<IngestResult> {
  const bytes = new Uint8Array(readFileSync(join(FIXTURES, name)))
  return ingestFile({ name, mime: null, bytes, timezone: 'Asia/Kuala_Lumpur' })
}

/** The currency the file is in, as ISO 4217 (where the result will carry it is not settled yet). */
function currencyOf(result: IngestResult): string | undefined {
  const summary = 'summary' in result ? (result.summary as { currency?: string }) : undefined
  return (result as { currency?: string }).currency ?? summary?.currency
}

/** The four totals every fixture is checked on (customers only where a test says). */
function totals(batch: SalesBatch) {
  const { rows, net, quantity, orders } = totalsOf(batch)
  return { rows, net, quantity, orders }
}

const span = (batch: { summary: { from: number | null; to: number | null } }) => [batch.summary.from, batch.summary.to]
const rowsOf = (batch: SalesBatch) => Array.from({ length: batch.length }, (_, row) => rowOf(batch, row))

describe('Toast OrderDetails.csv, Order # restarting every business day', () => {
  // Columns as Toast's data export field reference lists them (the ones of mocks/fixtures/pos too).
  // Order # runs 1, 2, 3 each day (4 on 17 March, voided); Order Id is intact and unique.
  it('counts every order once, by its Order Id', () => {
    const { batch, summary } = salesOfVendor('toast-order-details.csv')
    // Amount of the 9 orders not voided: 18.40 + 9.30 + 23.31 (16 Mar) + 12.90 + 31.80 + 6.50 (17 Mar)
    // + 27.20 + 4.80 + 45.60 (18 Mar) = 179.81. No items, so no quantity.
    expect(totals(batch)).toEqual({ rows: 9, net: 179.81, quantity: 0, orders: 9 })
    expect(summary.skipped.cancelled).toBe(1)
  })

  it('reads the dates month first (3/16/26 can only be)', () => {
    const read = salesOfVendor('toast-order-details.csv')
    // 3/16/26 8:05 AM and 3/18/26 6:30 PM in Kuala Lumpur (UTC+8).
    expect(span(read)).toEqual([at('2026-03-16T00:05:00Z'), at('2026-03-18T10:30:00Z')])
  })
})

describe('Toast ItemSelectionDetails.csv without an intact Order Id', () => {
  // Toast's item export, opened and saved again in Excel: every Order Id, Check Id and item id is now
  // 4.00001E+17 (18 digits shown as Excel shows them), numbers lost their trailing zeros, dates became
  // M/D/YYYY H:MM. Order # restarts each business day, so an order is its day plus its number. On
  // 17 March #2 (an online delivery) and #3 (a counter take-out) were both opened at 12:36: two
  // orders in one minute, so the time alone does not tell orders apart either.
  it('keys each order by business day and Order #', () => {
    const { batch, summary } = salesOfVendor('toast-item-selection-details.csv')
    // Net Price of the 15 lines not voided (Milo Ais on 16 Mar #3 is):
    // 16 Mar: #1 12.90 + 5.60, #2 8.10, #3 13.90 + 4.50 = 45.00
    // 17 Mar: #1 4.50 + 4.80, #2 16.90 + 11.50, #3 8.40 = 46.10
    // 18 Mar: #1 5.40 + 4.20, #2 2.80, #3 25.00 + 8.00 = 45.40;  total 136.50.
    // Qty 1+2+2+1+1 + 1+1+1+1+2 + 3+1+1+2+2 = 22. Orders: (day, #) for 3 days × #1–#3 = 9.
    expect(totals(batch)).toEqual({ rows: 15, net: 136.5, quantity: 22, orders: 9 })
    expect(summary.skipped.cancelled).toBe(1)
    expect(summary.mapping.receipt).toBe('Order # + the day of Order Date')
  })

  it('gives #1 of each day a different order, and #2 and #3 of one minute two orders', () => {
    const rows = rowsOf(salesOfVendor('toast-item-selection-details.csv').batch)
    const firsts = rows.filter((row) => ['Nasi Lemak Ayam', 'Half-boiled Eggs', 'Roti Canai'].includes(String(row.item)))
    expect(new Set(firsts.map((row) => row.receipt)).size).toBe(3)
    // 17 Mar 12:36: Mee Goreng Mamak is #2's, the two Teh Tarik (8.40) #3's.
    const mee = rows.find((row) => row.item === 'Mee Goreng Mamak')
    const tehTarik = rows.find((row) => row.item === 'Teh Tarik' && row.netAmount === 8.4)
    expect(mee?.receipt).not.toBe(tehTarik?.receipt)
  })

  it('reads the Order Date month first', () => {
    const read = salesOfVendor('toast-item-selection-details.csv')
    // 3/16/2026 8:06 and 3/18/2026 18:31 in Kuala Lumpur.
    expect(span(read)).toEqual([at('2026-03-16T00:06:00Z'), at('2026-03-18T10:31:00Z')])
  })
})

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

describe('Loyverse Recibos por artículo (Spanish)', () => {
  // Loyverse's receipts-by-item export in its Spanish translation (headers from the app's Spanish
  // labels, not a published list): decimal commas, "p. m." times, Impuestos 0,00 on every line (the
  // outlet charges no tax), Reembolso receipts for refunds, Estado Cancelado for a cancelled receipt.
  // A Malaysian warung in Madrid: the account is in Europe/Madrid.
  const read = () => salesOfVendor('loyverse-recibos-por-articulo.csv', 'Europe/Madrid')

  it('takes revenue from Ventas netas, not from the all-zero tax column', () => {
    const { batch, summary } = read()
    // Ventas netas of the 13 Venta lines that are not Cancelado (1-1004, Mee Goreng 11,90, is):
    // 12,50 + 7,00 + 14,90 + 6,30 + 19,00 + 5,50 + 25,00 + 5,00 + 14,90 + 3,50 + 11,90 + 3,50 + 2,50
    // = 131,50; less the Reembolso 1-1006 (Cendol 5,50) = 126,00.
    // Cantidad 1+2+1+2+2+1+2+2+1+1+1+1+1 = 18, less 1 refunded = 17. Receipts 1-1001…1-1009 but 1-1004: 8.
    expect(totals(batch)).toEqual({ rows: 14, net: 126, quantity: 17, orders: 8 })
    expect(totalsOf(batch).net).not.toBe(0)
    expect(summary.skipped.cancelled).toBe(1)
  })

  it('reads "11:56 p. m." as 23:56', () => {
    // 21/11/2026 12:35 p. m. and 23/11/2026 11:56 p. m. in Madrid (UTC+1).
    expect(span(read())).toEqual([at('2026-11-21T11:35:00Z'), at('2026-11-23T22:56:00Z')])
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

describe('Lightspeed Restaurant (K-Series) receipts', () => {
  // The receipts export of the back office: ids in K-Series form (R…, A…, as its Financial API shows
  // them), Net total before tax and service charge; a refund is its own receipt, negative.
  const read = () => salesOfVendor('lightspeed-k-series-receipts.csv')

  it('takes Net total, the refund negative, the cancelled receipt out', () => {
    const { batch } = read()
    // 42.50 + 88.90 + 15.80 + 156.40 − 18.90 (R12041.106) + 64.70 + 37.60 + 22.40 + 132.30 = 541.70.
    expect(totals(batch)).toEqual({ rows: 9, net: 541.7, quantity: 0, orders: 9 })
  })

  it('reads the dates day first', () => {
    // 19/12/2026 12:48:02 and 20/12/2026 19:50:03 in Kuala Lumpur.
    expect(span(read())).toEqual([at('2026-12-19T04:48:02Z'), at('2026-12-20T11:50:03Z')])
  })
})

describe('Zettle purchases, in pounds', () => {
  // Zettle's purchases list exported to Excel (its help centre lists date and time, receipt number,
  // amount, fee and net, card or cash, card type and last digits, staff, device, description), from
  // a Malaysian stall at a London market. "Net" is the amount less Zettle's card fee, not revenue; the
  // stall is under the VAT threshold, so Amount is its revenue.
  const read = () => salesOfVendor('zettle-purchases-gbp.csv', 'Europe/London')

  it('takes Amount, not the after-fee Net', () => {
    const { batch } = read()
    // 14.50 + 9.00 + 23.00 + 6.50 − 6.50 (refund 1045) + 32.50 + 12.00 + 18.50 + 27.00 + 8.50 = 145.00.
    // Description is read as the item, one a row (the counts inside it are not read): 9 − 1 (the refund) = 8.
    expect(totals(batch)).toEqual({ rows: 10, net: 145, quantity: 8, orders: 10 })
  })

  it('reads the dates day first, in London', () => {
    // 12/12/2026 11:32 and 13/12/2026 14:20 in London (UTC+0 in December).
    expect(span(read())).toEqual([at('2026-12-12T11:32:00Z'), at('2026-12-13T14:20:00Z')])
  })

  it('is in pounds', () => {
    expect(currencyOf(ingestVendor('zettle-purchases-gbp.csv', 'Europe/London'))).toBe('GBP')
  })
})

describe('SumUp sales report (Verkaufsbericht), in euros', () => {
  // SumUp's sales report in German, with the columns a public parser of it reads (Datum, Typ,
  // Transaktionsnummer, Menge, Beschreibung, Währung, Preis (brutto), Preis (netto), Steuer …), from a
  // Malaysian Imbiss in Berlin. Preis (netto) is the line before VAT; the Erstattung (refund) carries
  // its sale's Transaktionsnummer and negative amounts.
  const read = () => salesOfVendor('sumup-verkaufsbericht-eur.csv', 'Europe/Berlin')

  it('takes Preis (netto), before VAT', () => {
    const { batch } = read()
    // 10.75 + 3.78 + 12.99 + 7.57 + 5.04 + 8.88 + 5.14 − 5.14 (Erstattung) + 21.50 + 7.56 + 11.68 + 25.98 + 2.52
    // = 118.25. Menge 1+1+1+2+2+1+1−1+2+2+1+2+1 = 16. Transaktionsnummern: 7.
    expect(totals(batch)).toEqual({ rows: 13, net: 118.25, quantity: 16, orders: 7 })
  })

  it('reads "18.12.2026, 12:04" in Berlin', () => {
    // 18.12.2026 12:04 and 19.12.2026 19:15 in Berlin (UTC+1).
    expect(span(read())).toEqual([at('2026-12-18T11:04:00Z'), at('2026-12-19T18:15:00Z')])
  })

  it('is in euros', () => {
    expect(currencyOf(ingestVendor('sumup-verkaufsbericht-eur.csv', 'Europe/Berlin'))).toBe('EUR')
  })
})

describe('Odoo Point of Sale orders (pos.order list export)', () => {
  // The Orders list exported with its default columns (Order Ref, Session, Date, Receipt Number,
  // Customer, Employee, Total, Status). The kopitiam is under the SST threshold and charges no tax,
  // so Total is revenue. A refund is an order of its own with a negative Total; Cancelled is no sale.
  const read = () => salesOfVendor('odoo-pos-orders.csv')

  it('takes Total of every order not cancelled', () => {
    const { batch } = read()
    // 14.60 + 22.30 + 9.80 + 38.50 + 26.40 − 8.90 (refund /0007) + 11.20 + 31.70 + 19.60 + 45.00 = 210.20
    // (/0005 Cancelled).
    expect(totals(batch)).toEqual({ rows: 10, net: 210.2, quantity: 0, orders: 10 })
  })

  it('reads the dates', () => {
    // 2026-12-21 07:48:12 and 2026-12-22 13:15:27 in Kuala Lumpur.
    expect(span(read())).toEqual([at('2026-12-20T23:48:12Z'), at('2026-12-22T05:15:27Z')])
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

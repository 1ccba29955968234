// @vitest-environment node
/**
 * The exports of American and European point-of-sale vendors in tests/fixtures/pos-vendors (Toast,
 * Loyverse in Spanish, Lightspeed, Zettle, SumUp, Odoo), against totals worked out by hand from the
 * file, as in vendors.test.ts. The results are read inside each test, not at collection.
 */
import { describe, expect, it } from 'vitest'
import { totalsOf } from '../../../tests/utils/backend/tables'
import { at, ingestVendor, salesOfVendor, currencyOf, totals, span, rowsOf } from '../../../tests/utils/backend/pos-vendors'

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

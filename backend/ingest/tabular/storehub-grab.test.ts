// @vitest-environment node
/** The StoreHub and GrabFood samples, against totals worked out by hand (sums in the comments). */
import { describe, expect, it } from 'vitest'
import { ingestSample, rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

/** The summary's `from` and `to`: the instants of the first and the last sale (or day) it read. */
const span = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to) })

describe('StoreHub transactions', () => {
  const { batch, summary } = salesOf(ingestSample('storehub-transactions.csv'))

  it('counts each item line once, and not the summary, service charge or payment lines', () => {
    // Item lines only, net = SubTotal − Discount:
    // 00010231: 8.90 + 4.50 + 4.50 (Teh Tarik twice: two real sales) = 17.90
    // 00010232: 4.00 + (3.50 − 0.50) = 7.00
    // 00020877: (11.50 − 1.15) + (13.90 − 1.39) + (11.00 − 1.10) = 32.76
    // 00010233: 3.50 + 3.50 + 5.90 = 12.90;  00020878: 16.90 + 4.50 = 21.40;  00010234: 9.00 + 4.80 = 13.80
    // Total 105.76 over 15 item lines; quantities 3 + 3 + 4 + 3 + 2 + 3 = 18.
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 105.76, quantity: 18, orders: 6, customers: 2 })
    // 6 receipt summaries + 6 service charge lines + 7 payment lines (00020878 was paid in two).
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 0, other: 19 })
  })

  it("gives every item line its receipt's payment, listed after the items", () => {
    expect(rowOf(batch, 0)).toMatchObject({ receipt: '00010231', item: 'Nasi Lemak Biasa', payment: 'Cash' })
    expect(rowOf(batch, 4)).toMatchObject({ receipt: '00010232', item: 'Kopi O', netAmount: 3, payment: 'DuitNow QR' })
    // A split payment: the first method listed.
    expect(rowOf(batch, 12)).toMatchObject({ receipt: '00020878', payment: 'Cash' })
    expect(batch.dict.payment).toEqual(['Cash', 'DuitNow QR', "Touch 'n Go eWallet", 'GrabPay'])
  })

  it('reports what it understood', () => {
    expect(summary).toMatchObject({
      format: 'StoreHub transactions',
      outlets: ['Kopi Selera Bangsar', 'Kopi Selera SS15'],
      // 18/05/2026 08:12:05 and 20/05/2026 09:05:12 in Kuala Lumpur.
      ...span('2026-05-18T00:12:05Z', '2026-05-20T01:05:12Z'),
      mapping: { timestamp: 'Time', netAmount: 'SubTotal − Discount', outlet: 'Store Name' },
    })
    expect(batch.dict.customer).toEqual(['phone:+60127778899', 'phone:+60165550101'])
  })
})

describe('StoreHub daily summary', () => {
  const result = ingestSample('storehub-daily-summary.csv')

  it('becomes day totals, under its title rows and without its Total line', () => {
    if (result.kind !== 'day-totals') throw new Error(`expected day totals, got ${result.kind}`)
    expect(result.days).toHaveLength(7)
    expect(result.days[0]).toEqual({ date: '2026-05-01', netAmount: 2113.2, orders: 148, outlet: 'Kopi Selera Bangsar', customers: [] })
    expect(result.days[6]?.date).toBe('2026-05-07')
    // Net Sales: 2,113.20 + 2,918.20 + 3,051.20 + 1,634.70 + 1,557.50 + 1,678.80 + 1,784.40 = 14,738.00
    // (the file's own Total line says the same); transactions 148+203+214+117+112+121+126 = 1,041.
    const cents = result.days.reduce((sum, day) => sum + Math.round(day.netAmount * 100), 0)
    expect(cents / 100).toBe(14738)
    expect(result.days.reduce((sum, day) => sum + (day.orders ?? 0), 0)).toBe(1041)
    expect(result.summary).toMatchObject({
      format: 'StoreHub daily summary',
      rows: 7,
      skipped: { blank: 0, malformed: 0, cancelled: 0, other: 1 },
      outlets: ['Kopi Selera Bangsar'],
      // Midnight of 1 May and of 7 May in Kuala Lumpur.
      ...span('2026-04-30T16:00:00Z', '2026-05-06T16:00:00Z'),
      mapping: { date: 'Date / Time', netAmount: 'Net Sales', orders: 'Total Transactions', outlet: 'Store' },
    })
    expect(result.summary.notes).toContain('3 title rows above the header skipped.')
  })
})

describe('GrabFood transactions', () => {
  const { batch, summary } = salesOf(ingestSample('grabfood-transactions.csv'))

  it('keeps payments and adjustments, drops cancelled and failed orders', () => {
    // Payments: 38.70 + 23.22 + 52.40 + 19.30 + 1,012.50 + 31.20 + 22.60 + 39.69 + 27.40 + 60.50 + 14.80
    // = 1,342.31; adjustments −12.90 + 2.00; total 1,331.41. Adjustments share their order's Long
    // Order ID, so 13 rows are 11 orders.
    expect(totalsOf(batch)).toEqual({ rows: 13, net: 1331.41, quantity: 0, orders: 11, customers: 0 })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 2, other: 0 })
    expect(rowOf(batch, 6)).toMatchObject({ receipt: 'A-6KQ8LM9RV7HB', netAmount: -12.9 })
  })

  it('marks every sale GrabFood and reads "18 Nov 2026 01:33 PM"', () => {
    expect(batch.dict.channel).toEqual(['GrabFood'])
    expect(batch.dict.category).toEqual([])
    expect(summary).toMatchObject({
      format: 'GrabFood transactions',
      outlets: ['Kopi Selera - Bangsar', 'Kopi Selera - SS15'],
      ...span('2026-11-18T05:33:00Z', '2026-11-22T01:01:00Z'),
      mapping: { timestamp: 'Created On', receipt: 'Long Order ID', channel: 'GrabFood (the whole file)' },
    })
  })
})

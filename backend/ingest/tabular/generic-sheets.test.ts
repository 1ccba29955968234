// @vitest-environment node
/** The generic samples (owners' own sheets), against totals worked out by hand (sums in the comments). */
import { describe, expect, it } from 'vitest'
import { ingestSample, rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)

describe('a Malay sheet with title rows, a blank line, a bad date and a Total line', () => {
  const { batch, summary } = salesOf(ingestSample('generic-sales.csv'))

  it('reads the table under the title and skips what is not a sale', () => {
    // R0001 7.00 + 4.50, R0002 6.50, R0003 15.00, R0004 2.20 + 4.50, R0005 11.80, R0006 6.40,
    // R0008 1,050.00, R0009 3.50 − 3.50, R0010 9.50, R0011 5.00 + 5.60 = 1,128.00 (R0007 is dated
    // 32/05/2026: malformed). Quantities 2+1+1+2+1+3+1+2+150+1+1+1+2+2 = 170.
    expect(totalsOf(batch)).toEqual({ rows: 14, net: 1128, quantity: 170, orders: 10, customers: 3 })
    expect(summary.skipped).toEqual({ blank: 2, malformed: 1, cancelled: 0, other: 1 })
  })

  it('maps the Malay headers, and takes the outlet from the "Store:" title row', () => {
    expect(summary.mapping).toEqual({
      timestamp: 'Tarikh',
      receipt: 'No Resit',
      item: 'Item',
      quantity: 'Qty',
      netAmount: 'Jumlah (RM)',
      customer: 'Telefon / Pelanggan',
      outlet: 'Kedai Kopi Ah Seng (Cheras) (the title above the table)',
      payment: 'Bayaran',
    })
    expect(summary.outlets).toEqual(['Kedai Kopi Ah Seng (Cheras)'])
    expect(batch.dict.customer).toEqual(['phone:+60129876543', 'phone:+60132221111', 'phone:+60388881234'])
  })

  it('says how it read the dates and what it skipped', () => {
    // Every day is 1–7 May: no day over 12 proves the order, but day first the 7 dates span 7 days,
    // month first 5 Jan – 5 Jul (31 + 28 + 31 + 30 + 31 + 30 = 181 days apart, a span of 182).
    expect([summary.from, summary.to]).toEqual([at('2026-04-30T23:45:00Z'), at('2026-05-06T23:30:00Z')])
    expect(summary.notes).toEqual([
      'Dates read as DD/MM/YYYY: so the dates span 7 days; month first they would span 182.',
      'Columns were matched by their names; the mapping lists which column fed what.',
      'Orders are the distinct receipt numbers; a receipt of refunds only is not an order.',
      // R0009's −RM 3.50 line: a return written as a negative line is said, not only summed.
      '1 refund row stored as negative sales.',
      'Amounts in MYR (the header "Jumlah (RM)").',
      '3 title rows above the header skipped.',
      'Skipped: 2 blank rows, 1 unreadable row, 1 non-sale line.',
      'The first row that could not be read is row 15: date "32/05/2026 09:40", amount "RM 3.00".',
      'Times read in Asia/Kuala_Lumpur.',
    ])
  })
})

describe('other generic sheets', () => {
  it('semicolon-separated text, unquoted commas in items, no receipt column', () => {
    const { batch, summary } = salesOf(ingestSample('generic-sales-semicolon.txt'))
    // 13.50 + 5.60 + 9.00 + 23.00 + 8.40 + 12.90 + 8.90 + 13.90 + 5.50 + 6.00 + 15.00 − 7.50 + 14.40
    // + 33.80 + 9.00 = 171.40; no receipts: the lines sold at one time at one outlet are an order,
    // so 12:20 (SS15), 13:10 (Mont Kiara), 15:45 (SS15) and 12:05 (Bangsar) hold two lines each: 11 orders.
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 171.4, quantity: 24, orders: 11, customers: 3 })
    expect(rowOf(batch, 0)).toMatchObject({ item: 'Nasi Goreng Kampung, Telur Mata', customer: 'email:amir.hakim@example.my' })
    expect(summary.outlets).toEqual(['Kopi Selera Bangsar', 'Kopi Selera Mont Kiara', 'Kopi Selera SS15'])
    expect(summary.notes).toContain('No order number in the file: orders are counted as the lines sold at the same time at one outlet.')
    expect(summary.mapping.receipt).toBe('Date (lines sold at one time)')
    expect([summary.from, summary.to]).toEqual([at('2026-05-03T23:30:00Z'), at('2026-05-07T04:05:00Z')])
  })

  it('tab-separated text with "4-May-2026" dates, RM money and Malaysian phone numbers', () => {
    const { batch, summary } = salesOf(ingestSample('generic-sales-tab.txt'))
    // 12.90 + 2.80 + 4.00 + 11.50 + 4.20 + 9.00 + 4.80 + 13.90 + 5.50 + 9.00 + 16.90 + 4.50 − 4.50
    // + 7.50 + 3.00 = 105.00; 012-345 6789, +60 12-345 6789 and 60123456789 are one customer.
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 105, quantity: 19, orders: 9, customers: 2 })
    expect(batch.dict.customer).toEqual(['phone:+60123456789', 'phone:+60198765432'])
    expect([summary.from, summary.to]).toEqual([at('2026-05-03T23:35:00Z'), at('2026-05-07T08:10:00Z')])
  })

  it('month-first dates, proven by 05/13/2026 halfway down', () => {
    const { batch, summary } = salesOf(ingestSample('generic-sales-mmdd.csv'))
    // 5.60 + 4.50 + 25.80 + 13.90 + 4.50 + 15.00 + 4.80 + 11.50 + 4.20 + 16.90 + 6.00 + 8.40 + 27.80
    // + 11.00 + 12.90 = 172.80
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 172.8, quantity: 24, orders: 11, customers: 2 })
    expect(summary.notes[0]).toBe('Dates read as MM/DD/YYYY: "05/13/2026" can only be month first.')
    // 05/02/2026 9:15 AM is 2 May, not 5 February.
    expect([summary.from, summary.to]).toEqual([at('2026-05-02T01:15:00Z'), at('2026-05-16T02:05:00Z')])
  })

  it('a UTF-8 BOM, CRLF lines, a quoted line break and a (13.90) refund', () => {
    const { batch, summary } = salesOf(ingestSample('generic-sales-bom-crlf.csv'))
    // 2.80 + 4.50 + 12.90 + 23.00 + 9.00 + 8.90 + 9.60 + 13.90 − 13.90 + 16.90 + 4.20 + 15.00 + 7.50
    // + 38.70 + 16.50 = 169.50
    expect(totalsOf(batch)).toEqual({ rows: 15, net: 169.5, quantity: 27, orders: 10, customers: 0 })
    expect(summary.mapping.timestamp).toBe('Date + Time')
    expect(rowOf(batch, 8)).toMatchObject({ receipt: 'B-5006', netAmount: -13.9 })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 0, other: 0 })
    expect([summary.from, summary.to]).toEqual([at('2026-06-02T23:40:00Z'), at('2026-06-06T04:50:00Z')])
  })
})

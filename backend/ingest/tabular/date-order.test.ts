// @vitest-environment node
/**
 * Day first or month first when no date has a day over 12: every piece of evidence in the file
 * before the account's default, and the other reading offered whenever nothing proves one.
 */
import { describe, expect, it } from 'vitest'
import type { IngestFinding } from '../types'
import { ingestTable, parseDelimited } from './index'
import { salesOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)

function read(lines: readonly string[], options: { timezone?: string; now?: string; dateOrder?: 'DMY' | 'MDY' } = {}) {
  const { timezone = 'Asia/Kuala_Lumpur', now, dateOrder } = options
  const rows = parseDelimited(lines.join('\n')).rows
  return salesOf(ingestTable(rows, { timezone, fileName: 'sales.csv', ...(now ? { now: at(now) } : {}), ...(dateOrder ? { dateOrder } : {}) }))
}

const dateOrderOf = (findings: readonly IngestFinding[] | undefined) => findings?.find((finding) => finding.code === 'date-order')

/** A US retailer's invoice lines (the shape of the UCI Online Retail export), all from one morning. */
const ONE_US_DAY = [
  'InvoiceNo,StockCode,Description,Quantity,InvoiceDate,UnitPrice,CustomerID,Country',
  '536365,85123A,WHITE HANGING HEART T-LIGHT HOLDER,6,12/1/2010 8:26,2.55,17850,United States',
  '536365,71053,WHITE METAL LANTERN,6,12/1/2010 8:26,3.39,17850,United States',
  '536366,22633,HAND WARMER UNION JACK,6,12/1/2010 8:28,1.85,17850,United States',
  '536367,84879,ASSORTED COLOUR BIRD ORNAMENT,32,12/1/2010 8:34,1.69,13047,United States',
]

describe('a file nothing settles: one day, 12/1/2010', () => {
  it('says what it assumed and offers the other reading', () => {
    const { summary } = read(ONE_US_DAY)
    // Day first (the Malaysian account's default): 12 January 2010, 08:26 in Kuala Lumpur (UTC+8).
    expect(summary.from).toBe(at('2010-01-12T00:26:00Z'))
    expect(summary.notes[0]).toBe('Dates read as DD/MM/YYYY, the Malaysian order: no date in the file has a day over 12 to settle it.')
    expect(dateOrderOf(summary.findings)).toEqual({
      code: 'date-order',
      order: 'DMY',
      basis: 'default',
      alternative: 'MDY',
      example: { text: '12/1/2010', read: '2010-01-12', other: '2010-12-01' },
    })
  })

  it('reads it again month first when the owner chooses, and offers day first back', () => {
    const { summary } = read(ONE_US_DAY, { dateOrder: 'MDY' })
    // 1 December 2010, 08:26 and 08:34 in Kuala Lumpur.
    expect([summary.from, summary.to]).toEqual([at('2010-12-01T00:26:00Z'), at('2010-12-01T00:34:00Z')])
    expect(summary.notes[0]).toBe('Dates read as MM/DD/YYYY, as you chose.')
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'chosen', alternative: 'DMY' })
  })

  it('is month first by default for an account in a month-first zone', () => {
    const { summary } = read(ONE_US_DAY, { timezone: 'America/New_York' })
    // 1 December 2010 08:26 EST (UTC−5).
    expect(summary.from).toBe(at('2010-12-01T13:26:00Z'))
    expect(summary.notes[0]).toBe('Dates read as MM/DD/YYYY, the order used in your time zone (America/New_York): nothing in the file settles it.')
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'default', alternative: 'DMY' })
  })

  it('does not let a choice override a date that proves the other order', () => {
    const { summary } = read(['Date,Amount', '01/05/2026,10.00', '13/05/2026,5.00'], { dateOrder: 'MDY' })
    expect(summary.from).toBe(at('2026-04-30T16:00:00Z'))
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'DMY', basis: 'proof', alternative: null })
  })
})

describe('evidence in the file', () => {
  it('a date after the upload is impossible', () => {
    // Uploaded 1 June 2026: 12/1/2026 month first is 1 December 2026, in the future; day first it is 12 January.
    const { summary } = read(['Date,Amount', '12/1/2026,10.00', '12/1/2026,4.00'], { now: '2026-06-01T03:00:00Z' })
    expect(summary.from).toBe(at('2026-01-11T16:00:00Z'))
    expect(summary.notes[0]).toBe('Dates read as DD/MM/YYYY: month first, "12/1/2026" would be after the upload.')
    // Proved: nothing to offer.
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'DMY', basis: 'future', alternative: null })
  })

  it('a weekday column settles it', () => {
    const { summary } = read([
      'Date,Weekday,Amount',
      // 3/1/2024: Friday 1 March month first, Wednesday 3 January day first. 3/2/2024 is a Saturday
      // either way (2 March, 3 February), so it settles nothing.
      '3/1/2024,Fri,38.70',
      '3/2/2024,Sat,28.90',
      '3/4/2024,Mon,33.80',
    ])
    // 4 March 2024 is a Monday; 3 April 2024 a Wednesday. Midnight 1 March in Kuala Lumpur.
    expect(summary.from).toBe(at('2024-02-29T16:00:00Z'))
    expect(summary.notes[0]).toBe('Dates read as MM/DD/YYYY: the "Weekday" column agrees (e.g. "3/1/2024").')
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'weekday', alternative: null })
  })

  it('a weekday in the date cell settles it too', () => {
    const { summary } = read(['Date,Amount', 'Fri 3/1/2024,38.70', 'Wed 3/6/2024,12.00'])
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'weekday' })
  })

  it('days in a row one way, months apart the other (a Loyverse week, month first)', () => {
    const lines = ['Date,Receipt number,Receipt type,Gross sales,Discounts,Net sales,Store']
    for (let day = 7; day >= 1; day -= 1) lines.push(`7/${day}/26 1:33 PM,1-10${day},Sale,10.00,0.00,10.00,Bangsar`)
    const { summary } = read(lines)
    // Month first: 1–7 July 2026, a span of 7 days. Day first: 7 January – 7 July, 181 days apart
    // (31 + 28 + 31 + 30 + 31 + 30), a span of 182.
    expect([summary.from, summary.to]).toEqual([at('2026-07-01T05:33:00Z'), at('2026-07-07T05:33:00Z')])
    expect(summary.notes[0]).toBe('Dates read as MM/DD/YYYY: so the dates span 7 days; day first they would span 182.')
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'consecutive', alternative: 'DMY' })
  })

  it('says nothing by their spread when a few dates are scattered (1, 2, 5 Jan and 1 Feb month first)', () => {
    // Day first: 1 Jan, 2 Jan, 1 Feb, 1 May (121 days apart). Month first: 1 Jan – 1 Feb, a span of 32
    // days with only 4 dates in it: fewer than one day in 4, so no period an export would cover.
    const { summary } = read(['Date,Amount', '01/01/2026,3.00', '02/01/2026,4.00', '01/02/2026,5.00', '05/01/2026,6.00'])
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'DMY', basis: 'default', alternative: 'MDY' })
  })

  it('rows in date order one way only', () => {
    // Month first: 3 Jan, 1 Feb, 10 Feb, 2 Mar, 9 Mar, 1 Apr, 11 Apr, 6 May: 7 steps up, over 124 days
    // (too long to say anything by their spread). Day first: 1 Mar, 2 Jan, 2 Oct, 3 Feb, 3 Sep, 4 Jan,
    // 4 Nov, 5 Jun: 3 steps up and 4 down.
    const dates = ['1/3/2026', '2/1/2026', '2/10/2026', '3/2/2026', '3/9/2026', '4/1/2026', '4/11/2026', '5/6/2026']
    const { summary } = read(['Date,Amount', ...dates.map((date) => `${date},9.90`)])
    expect([summary.from, summary.to]).toEqual([at('2026-01-02T16:00:00Z'), at('2026-05-05T16:00:00Z')])
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'sorted', alternative: 'DMY' })
  })

  it("the zone a Square export names (Eastern Time (US & Canada) writes month first)", () => {
    const { summary } = read([
      'Date,Time,Time Zone,Net Sales,Transaction ID',
      '05/04/2026,09:15:00,Eastern Time (US & Canada),$12.00,t1',
      '05/04/2026,11:40:00,Eastern Time (US & Canada),$8.00,t2',
    ])
    // 4 May 2026 09:15 EDT (UTC−4).
    expect(summary.from).toBe(at('2026-05-04T13:15:00Z'))
    expect(summary.notes[0]).toBe("Dates read as MM/DD/YYYY, the order used in the file's time zone (America/New_York).")
    expect(dateOrderOf(summary.findings)).toMatchObject({ order: 'MDY', basis: 'origin', alternative: 'DMY' })
  })

  it('several US days: 1–9 December month first, 12 January – 12 September day first', () => {
    const lines = ['InvoiceNo,Description,Quantity,InvoiceDate,UnitPrice']
    for (let day = 1; day <= 9; day += 1) lines.push(`5363${day}0,LANTERN,1,12/${day}/2010 9:00,3.39`)
    const { summary } = read(lines)
    // Day first, 12 Jan to 12 Sep is 31 + 28 + 31 + 30 + 31 + 30 + 31 + 31 = 243 days apart: a span of 244.
    expect(summary.notes[0]).toBe('Dates read as MM/DD/YYYY: so the dates span 9 days; day first they would span 244.')
    expect(summary.from).toBe(at('2010-12-01T01:00:00Z'))
  })

  it('says nothing about the order when every date reads the same both ways', () => {
    const { summary } = read(['Date,Amount', '05/05/2026,3.00', '05/05/2026,4.00'])
    expect(dateOrderOf(summary.findings)).toMatchObject({ basis: 'default', alternative: null, example: null })
  })
})

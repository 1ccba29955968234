// @vitest-environment node
/**
 * Times that cannot be read never cost a file its sales: a time column of words or of Excel's
 * `mm:ss.0` display is set aside (with the hour from an hour column when there is one), a row whose
 * time cannot be read keeps its date, and a refusal names the column and why.
 */
import { describe, expect, it } from 'vitest'
import { ingestTable, parseDelimited } from './index'
import { rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)
const ingest = (lines: readonly string[], fileName = 'coffee.csv') => ingestTable(parseDelimited(lines.join('\n')).rows, { timezone: 'Asia/Kuala_Lumpur', fileName })

/**
 * A coffee shop's export saved from Excel: two columns named Time, one the part of the day, the
 * other the time shown as mm:ss.0 (Excel's display of 10:15:50.52 is 15:50.5: the hour is gone).
 */
const COFFEE = [
  'hour_of_day,cash_type,money,coffee_name,Time,Weekday,Month_name,Weekdaysort,Monthsort,Date,Time',
  '10,card,38.7,Latte,Morning,Fri,Mar,5,3,2024-03-01,15:50.5',
  '12,card,38.7,Hot Chocolate,Afternoon,Fri,Mar,5,3,2024-03-01,19:22.5',
  '13,card,28.9,Americano,Afternoon,Fri,Mar,5,3,2024-03-01,46:33.0',
  '15,card,33.8,Americano with Milk,Afternoon,Fri,Mar,5,3,2024-03-01,39:47.7',
  '18,card,33.8,Americano with Milk,Night,Fri,Mar,5,3,2024-03-01,39:03.6',
  '19,card,38.7,Cocoa,Night,Fri,Mar,5,3,2024-03-01,22:01.6',
  '10,cash,33.8,Americano with Milk,Morning,Sat,Mar,6,3,2024-03-02,30:35.7',
]

describe('a coffee-shop export with two Time columns, neither a time of day', () => {
  const { batch, summary } = salesOf(ingest(COFFEE))

  it('reads every sale by its date, the hour from hour_of_day', () => {
    // 38.70 + 38.70 + 28.90 + 33.80 + 33.80 + 38.70 + 33.80 = 246.40 over 7 rows (no receipt column).
    expect(totalsOf(batch)).toMatchObject({ rows: 7, net: 246.4, orders: 7 })
    expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 0, other: 0 })
    // 1 March 2024 10:00 in Kuala Lumpur (UTC+8) is 02:00Z; the last, 2 March 10:00, is 2 March 02:00Z.
    expect(rowOf(batch, 0)).toMatchObject({ timestamp: '2024-03-01T02:00:00.000Z', netAmount: 38.7 })
    expect([summary.from, summary.to]).toEqual([at('2024-03-01T02:00:00Z'), at('2024-03-02T02:00:00Z')])
    expect(summary.mapping.timestamp).toBe('Date + hour_of_day')
  })

  it('says which Time it could not read, and why, as a note and as data', () => {
    expect(summary.notes).toContain('No time of day in either "Time" column (e.g. "Morning", "15:50.5"): hours taken from "hour_of_day".')
    expect(summary.findings).toContainEqual({ code: 'time-column-unread', column: 'Time', columns: 2, examples: ['Morning', '15:50.5'], hour: 'hour_of_day' })
  })

  it('without an hour column, dates the sales by day alone and says so', () => {
    const lines = COFFEE.map((line) => line.split(',').slice(1).join(','))
    const { batch: days, summary: said } = salesOf(ingest(lines))
    expect(totalsOf(days)).toMatchObject({ rows: 7, net: 246.4 })
    // Midnight of 1 March in Kuala Lumpur.
    expect(said.from).toBe(at('2024-02-29T16:00:00Z'))
    expect(said.mapping.timestamp).toBe('Date')
    expect(said.notes).toContain('No time of day in either "Time" column (e.g. "Morning", "15:50.5"): sales dated by day only.')
  })
})

describe('duplicate and unreadable date and time columns', () => {
  it('takes the Time column that holds times when another of the name does not', () => {
    const { batch, summary } = salesOf(ingest(['Date,Time,Amount,Time', '2026-05-04,Lunch,12.00,12:35', '2026-05-04,Dinner,20.00,19:10']))
    // 12:35 and 19:10 on 4 May 2026 in Kuala Lumpur.
    expect(Array.from(batch.timestamp)).toEqual([at('2026-05-04T04:35:00Z'), at('2026-05-04T11:10:00Z')])
    expect(summary.findings?.some((finding) => finding.code === 'time-column-unread')).toBe(false)
  })

  it('takes the Date column that holds dates', () => {
    const { summary } = salesOf(ingest(['Date,Amount,Date', 'Monday,12.00,2026-05-04', 'Tuesday,20.00,2026-05-05']))
    expect([summary.from, summary.to]).toEqual([at('2026-05-03T16:00:00Z'), at('2026-05-04T16:00:00Z')])
  })

  it('keeps a row whose time alone cannot be read, dated by its day, and counts it', () => {
    const { batch, summary } = salesOf(
      ingest(['Date,Time,Amount', '2026-05-04,08:15,5.00', '2026-05-04,08:40,4.00', '2026-05-04,??,3.00', '2026-05-05,09:05,6.00']),
    )
    expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 18 })
    // The third row: midnight of 4 May in Kuala Lumpur.
    expect(rowOf(batch, 2).timestamp).toBe('2026-05-03T16:00:00.000Z')
    expect(summary.notes).toContain('1 row with a "Time" we could not read (e.g. "??"): dated by day only.')
    expect(summary.findings).toContainEqual({ code: 'untimed-rows', column: 'Time', rows: 1, example: '??' })
  })
})

describe('a refusal names the column and the reason', () => {
  it.each([
    {
      what: 'dates no row has',
      lines: ['Date,Amount', 'Morning,12.00', 'Evening,20.00'],
      message: '"upload.csv" has no date we can read in "Date" (row 2: "Morning").',
      suggestion: 'Export the file again with its dates as dates (e.g. 2026-05-20 or 20/05/2026) and upload that.',
    },
    {
      what: 'amounts no row has',
      lines: ['Date,Amount', '2026-05-04,twelve', '2026-05-05,twenty'],
      message: '"upload.csv" has no amount we can read in "Amount" (row 2: "twelve").',
      suggestion: 'Check that "Amount" holds amounts such as 12.50 or RM12.50, and upload the file again.',
    },
  ])('$what', ({ lines, message, suggestion }) => {
    expect(ingest(lines, 'upload.csv')).toEqual({ kind: 'refused', reason: 'unreadable_values', message, suggestion })
  })
})

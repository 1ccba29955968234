import { describe, expect, it } from 'vitest'
import { kl, KL, NOW } from '../../tests/utils/backend/analytics-clock'
import { everyDay, insightsOf, ofKind, sale, sen, MONTH } from '../../tests/utils/backend/insights'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { salesOfLines } from '../../tests/utils/backend/tables'
import { summariseWeek } from '../report/summary'
import { weekStarting } from '../report/week'
import { computeDashboard } from './dashboard'
import { querySales } from './query'

/*
 * Sales dated by day only (a sheet with a date column and no time) sit at local midnight: they count
 * everywhere by their day, and nowhere by their hour, which they do not have. Clock: Wednesday
 * 18 Nov 2026, 10:00 in Kuala Lumpur.
 */

/** A café's daily sheet: dates, items, amounts, no time and no receipt (each row an order). */
const DAILY_SHEET = ['Date,Item,Qty,Amount', '16/11/2026,Nasi Lemak,10,129.00', '16/11/2026,Teh Tarik,20,70.00', '17/11/2026,Nasi Lemak,8,103.20']

describe('sales dated by day only', () => {
  const { batch: sales } = salesOfLines(DAILY_SHEET)

  it('count on their day and in the numbers, but in no hour of the heatmap', () => {
    const { metrics, series } = computeDashboard({ sales, dayTotals: [], now: NOW, timezone: KL })
    // 129.00 + 70.00 + 103.20 = 302.20 over 3 orders (a row without a receipt is an order of its own).
    expect(metrics).toMatchObject({ revenue: 302.2, avg_order: 100.73, period: { orders: 3 } })
    expect(series.daily.filter((day) => day.revenue !== 0)).toEqual([
      { date: '2026-11-16', revenue: 199, previous: 0 },
      { date: '2026-11-17', revenue: 103.2, previous: 0 },
    ])
    // Not at midnight on Monday and Tuesday: no hour at all, so the heatmap is empty.
    expect(series.heatmap.flat().every((value) => value === 0)).toBe(true)
  })

  it('are left out of a query by hour and answered as what the grouping could not place', () => {
    const byHour = querySales(sales, [], { from: '2026-11-16', to: '2026-11-17', zone: KL, groupBy: 'hour', measures: ['revenue', 'orders', 'quantity'] })
    expect(byHour.rows.every((row) => row.revenue === 0 && row.orders === 0)).toBe(true)
    expect(byHour.unplaced).toEqual({ key: 'unplaced', revenue: 302.2, orders: 3, quantity: 38 })
    // By day they are where they belong.
    expect(querySales(sales, [], { from: '2026-11-16', to: '2026-11-17', zone: KL, groupBy: 'day', measures: ['revenue'] })).toMatchObject({
      rows: [
        { key: '2026-11-16', revenue: 199 },
        { key: '2026-11-17', revenue: 103.2 },
      ],
      unplaced: null,
    })
  })

  it('are left out of the weekly report’s hours, not its days', () => {
    const summary = summariseWeek(sales, [], weekStarting({ year: 2026, month: 11, day: 16 }, KL))
    expect(summary.daily.slice(0, 2).map((day) => day.revenue)).toEqual([199, 103.2])
    expect(summary.heatmap.flat().every((value) => value === 0)).toBe(true)
    expect(summary.current).toMatchObject({ revenue: 302.2, orders: 3 })
  })

  it('make no midnight rush in the peak hours, which are read from the sales with a time', () => {
    // 14 days, open 7 am–9 pm and for the night owls at 1 am: 8–10 am RM300 an hour, 12–2 pm RM250,
    // the other 11 hours RM50; and every day RM1,000 of catering on a daily sheet, without a time.
    const day = (offset: number): TestRow[] => [
      ...Array.from({ length: 14 }, (_, index) => {
        const hour = 7 + index
        return sale(offset, hour, hour === 8 || hour === 9 ? 300 : hour === 12 || hour === 13 ? 250 : 50)
      }),
      sale(offset, 1, 50),
      { ...sale(offset, 0, 1000), untimed: true },
    ]
    // With a time, a day: 1,650, the peaks 1,100 of it (67%), in 4 of 15 opening hours; a week 7,700.
    // At midnight the catering made 12–2 am the peak (RM1,050 a day, 40% of the sales).
    expect(ofKind(insightsOf(everyDay(-14, -1, day)), 'peak-hours')).toEqual([
      {
        kind: 'peak-hours',
        text: '8–10 am and 12–2 pm bring in 67% of your sales with a time of day — RM7,700 a week in 4 of your 15 opening hours. Have your full crew on and your bestsellers prepped before each rush.',
        stake: sen(0.05 * 7700 * MONTH),
        action: 'Roster your full crew for 8–10 am and 12–2 pm',
      },
    ])
    // Only sales dated by day: no hours to speak of.
    expect(ofKind(insightsOf(everyDay(-14, -1, (offset) => [{ ...sale(offset, 0, 1000), untimed: true }])), 'peak-hours')).toEqual([])
  })

  it('leave the hours of the sales with a time as they were', () => {
    const rows: TestRow[] = [
      { at: kl('2026-11-16T00:00'), amount: 40, untimed: true },
      { at: kl('2026-11-16T00:30'), amount: 8 }, // a real sale at half past midnight
      { at: kl('2026-11-17T09:15'), amount: 12 },
    ]
    const { series } = computeDashboard({ sales: batchOf(rows), dayTotals: [], now: NOW, timezone: KL })
    // Monday 00:00–01:00 holds the 8.00 sold then, not the 40.00 of the day; Tuesday 09:00 12.00.
    expect(series.heatmap[0]![0]).toBe(8)
    expect(series.heatmap[1]![9]).toBe(12)
    expect(series.heatmap.flat().reduce((sum, value) => sum + value, 0)).toBe(20)
  })
})

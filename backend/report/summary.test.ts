import { describe, expect, it } from 'vitest'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { coversWeek, summariseWeek } from './summary'
import { at, day, ROWS, TOTALS, WEEK } from '../../tests/utils/backend/report-week'
import { weekStarting } from './week'

describe('summariseWeek', () => {
  it('sums the week and the week before by the dashboard’s definitions', () => {
    const summary = summariseWeek(batchOf(ROWS), TOTALS, WEEK)
    expect(summary).toMatchObject({
      from: '2026-11-09',
      to: '2026-11-15',
      current: { revenue: 258.7, orders: 5, customers: 3, avgOrder: 11.74 },
      previous: { revenue: 74.5, orders: 2, customers: 2, avgOrder: 12.25 },
      changes: { revenue: 247.2, orders: 150, customers: 50, avgOrder: -4.2 },
      firstDay: '2026-10-20',
      lastDay: '2026-11-15',
      rows: 7,
      dayTotals: 1,
    })
    expect(coversWeek(summary)).toBe(true)
  })

  it('gives each day Monday … Sunday beside the same weekday a week earlier', () => {
    expect(summariseWeek(batchOf(ROWS), TOTALS, WEEK).daily).toEqual([
      { date: '2026-11-09', revenue: 3.2, previous: 0 },
      { date: '2026-11-10', revenue: 0, previous: 18.1 },
      { date: '2026-11-11', revenue: 26.3, previous: 0 },
      { date: '2026-11-12', revenue: 200, previous: 50 },
      { date: '2026-11-13', revenue: 0, previous: 0 },
      { date: '2026-11-14', revenue: 26, previous: 0 },
      { date: '2026-11-15', revenue: 3.2, previous: 6.4 },
    ])
  })

  it('places sales by local weekday and hour, midnight edges included (day totals have no hour)', () => {
    const { heatmap } = summariseWeek(batchOf(ROWS), TOTALS, WEEK)
    const cells = heatmap.flatMap((hours, weekday) => hours.flatMap((value, hour) => (value !== 0 ? [[weekday, hour, value]] : [])))
    expect(cells).toEqual([
      [0, 0, 3.2],
      [2, 8, 26.3],
      [5, 13, 26],
      [6, 23, 3.2],
    ])
  })

  it('ranks the week’s items by revenue with quantity and the week before’s revenue, refunds netted', () => {
    expect(summariseWeek(batchOf(ROWS), TOTALS, WEEK).topItems).toEqual([
      { name: 'Nasi Lemak', revenue: 44.7, quantity: 3, previousRevenue: 14.9 },
      { name: 'Teh Tarik', revenue: 7.6, quantity: 2, previousRevenue: 0 },
      { name: 'Kopi O', revenue: 6.4, quantity: 2, previousRevenue: 9.6 },
    ])
  })

  it('keeps at most five items', () => {
    const rows = Array.from({ length: 8 }, (_, index) => ({ at: at('2026-11-10T10:00:00'), amount: 10 + index, item: `Item ${index}` }))
    const { topItems } = summariseWeek(batchOf(rows), [], WEEK)
    expect(topItems.map((item) => item.name)).toEqual(['Item 7', 'Item 6', 'Item 5', 'Item 4', 'Item 3'])
  })

  it('has no complete week when the data starts after the Monday', () => {
    const rows = [{ at: at('2026-11-10T09:00:00'), amount: 5, receipt: 'R1' }]
    const summary = summariseWeek(batchOf(rows), [], WEEK)
    expect(summary.firstDay).toBe('2026-11-10')
    expect(coversWeek(summary)).toBe(false)
    // A day total on the Monday is enough to cover it.
    expect(coversWeek(summariseWeek(batchOf(rows), [day('2026-11-09', 40, [])], WEEK))).toBe(true)
    // A first sale late on the Monday covers it too: the week's first day is in the data.
    expect(coversWeek(summariseWeek(batchOf([{ at: at('2026-11-09T21:00:00'), amount: 5 }]), [], WEEK))).toBe(true)
  })

  it('has no complete week when the week itself has no sales, or there is no data at all', () => {
    const around = [
      { at: at('2026-11-01T09:00:00'), amount: 5 },
      { at: at('2026-11-16T09:00:00'), amount: 5 },
    ]
    expect(coversWeek(summariseWeek(batchOf(around), [], WEEK))).toBe(false)
    const empty = summariseWeek(batchOf([]), [], WEEK)
    expect(empty).toMatchObject({ firstDay: null, rows: 0, current: { revenue: 0, orders: 0, customers: 0, avgOrder: 0 } })
    expect(empty.changes).toEqual({ revenue: null, orders: null, customers: null, avgOrder: null })
    expect(coversWeek(empty)).toBe(false)
  })

  it('names the last day with data up to the Sunday: where an earlier report is looked for when the week has none', () => {
    const rows = [
      { at: at('2026-10-21T09:00:00'), amount: 5 },
      { at: at('2026-10-22T09:00:00'), amount: Number.NaN }, // no known amount: no sale
      { at: at('2026-11-16T00:00:00'), amount: 5 }, // after the week
    ]
    const summary = summariseWeek(batchOf(rows), [day('2026-10-20', 40, []), day('2026-11-20', 40, [])], WEEK)
    expect(summary).toMatchObject({ firstDay: '2026-10-20', lastDay: '2026-10-21', rows: 0 })
    expect(coversWeek(summary)).toBe(false)
    expect(summariseWeek(batchOf(rows.slice(1)), [day('2026-10-20', 40, [])], WEEK).lastDay).toBe('2026-10-20')
    expect(summariseWeek(batchOf(rows.slice(2)), [], WEEK).lastDay).toBeNull()
  })

  it('reads hours through a DST change: the 25-hour Sunday’s last hour is 23, not 24', () => {
    const week = weekStarting({ year: 2026, month: 10, day: 26 }, 'America/New_York')
    const rows = [
      { at: '2026-10-20T12:00:00-04:00', amount: 1 },
      { at: '2026-11-01T01:30:00-04:00', amount: 2 }, // the first 01:30 (EDT)
      { at: '2026-11-01T01:30:00-05:00', amount: 4 }, // the second 01:30 (EST)
      { at: '2026-11-01T23:30:00-05:00', amount: 8 },
    ]
    const summary = summariseWeek(batchOf(rows), [], week)
    expect(summary.heatmap[6]![1]).toBe(6)
    expect(summary.heatmap[6]![23]).toBe(8)
    expect(summary.daily[6]).toEqual({ date: '2026-11-01', revenue: 14, previous: 0 })
  })
})

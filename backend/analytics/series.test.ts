import { describe, expect, it } from 'vitest'
import type { DayTotal } from '../ingest/types'
import { memorySales } from '../../tests/utils/backend/memory-sales'
import { atNow, KL, kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeSeries, type SeriesInput } from './series'

/*
 * The clock, as in metrics.test.ts: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (UTC+8, no DST).
 *   period (30 days, today in)  2026-10-20 (Tue) … 2026-11-18 (Wed)   daily[0] … daily[29]
 *   previous 30 days            2026-09-20 … 2026-10-19               daily[i].previous
 * Handy indexes: 2026-11-10 (Tue) = 21, 2026-11-14 = 25, 2026-11-16 (Mon) = 27, 2026-11-17 (Tue) = 28.
 * Heatmap rows: 0 Monday, 1 Tuesday, 2 Wednesday … 6 Sunday.
 */
function day(date: string, netAmount: number, outlet: string | null = null): DayTotal {
  return { date, netAmount, orders: null, outlet, customers: [] }
}

function series(rows: TestRow[], dayTotals: DayTotal[] = [], overrides: Partial<SeriesInput> = {}) {
  return computeSeries({ ...atNow(rows, dayTotals), ...overrides })
}

/** A 7 × 24 grid of zeros with the given [weekday, hour, revenue] cells set. */
function grid(cells: [number, number, number][] = []): number[][] {
  const rows = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))
  for (const [weekday, hour, revenue] of cells) rows[weekday]![hour] = revenue
  return rows
}

/** The period's dates, oldest first. */
function periodDates(): string[] {
  const dates: string[] = []
  for (let d = 20; d <= 31; d++) dates.push(`2026-10-${d}`)
  for (let d = 1; d <= 18; d++) dates.push(`2026-11-${String(d).padStart(2, '0')}`)
  return dates
}

describe('computeSeries', () => {
  it('answers zeros and empty lists for an account without data', () => {
    const result = series([])
    expect(result).toEqual({
      daily: periodDates().map((date) => ({ date, revenue: 0, previous: 0 })),
      heatmap: grid(),
      topItems: [],
      bottomItems: [],
      byOutlet: [],
      byChannel: [],
      byPayment: [],
    })
    expect(result.daily).toHaveLength(30)
  })

  it('puts rows either side of local midnight in the right day, weekday and hour', () => {
    const result = series([
      { at: Date.parse('2026-11-17T23:59:59.999+08:00'), amount: 10 }, // Tue 17 Nov, 23:xx
      { at: kl('2026-11-18T00:00'), amount: 20 }, // Wed 18 Nov, 00:xx
      { at: Date.parse('2026-11-17T23:30:00Z'), amount: 5 }, // still the 17th in UTC, but Wed 18 Nov 07:30 in KL
      { at: kl('2026-11-19T00:00'), amount: 100 }, // tomorrow: nowhere
      { at: kl('2026-10-20T00:00'), amount: 3 }, // the period's first instant: Tue 20 Oct, 00:xx
      { at: kl('2026-10-19T00:00'), amount: 7 }, // previous period's last day, the one beside 18 Nov, at its first instant
      { at: kl('2026-10-19T23:59'), amount: 50 }, // its last minute: later than it is now (10:00), left out
      { at: kl('2026-09-20T00:00'), amount: 1 }, // previous period's first instant, beside 20 Oct
      { at: kl('2026-09-19T23:59'), amount: 100 }, // before both periods: nowhere
    ])
    // 18 Nov: 20 + 5 = 25, beside 19 Oct's 7 by 10:00. 17 Nov: 10. 20 Oct: 3, beside 20 Sep's 1.
    expect(result.daily[29]).toEqual({ date: '2026-11-18', revenue: 25, previous: 7 })
    expect(result.daily[28]).toEqual({ date: '2026-11-17', revenue: 10, previous: 0 })
    expect(result.daily[0]).toEqual({ date: '2026-10-20', revenue: 3, previous: 1 })
    expect(result.daily.reduce((sum, d) => sum + d.revenue, 0)).toBe(38) // 25 + 10 + 3
    expect(result.daily.reduce((sum, d) => sum + d.previous, 0)).toBe(8) // 7 + 1
    // Heatmap: the period's rows only (not 19 Oct's nor 20 Sep's).
    expect(result.heatmap).toEqual(
      grid([
        [1, 23, 10], // Tue 23:00–24:00
        [2, 0, 20], // Wed 00:00–01:00
        [2, 7, 5], // Wed 07:00–08:00
        [1, 0, 3], // Tue 00:00–01:00 (20 Oct)
      ]),
    )
    // No outlet, channel or payment on any row: one 'Unknown' group of the period's 10 + 20 + 5 + 3 = 38.
    expect(result.byOutlet).toEqual([{ name: 'Unknown', revenue: 38 }])
    expect(result.byChannel).toEqual([{ name: 'Unknown', revenue: 38 }])
    expect(result.byPayment).toEqual([{ name: 'Unknown', revenue: 38 }])
  })

  it('nets refunds into days, hours, items and groups; an item only refunded is not an item that sold', () => {
    const result = series([
      { at: kl('2026-11-16T12:00'), amount: 30, quantity: 3, item: 'Nasi Lemak', channel: 'Dine in', payment: 'Cash' },
      { at: kl('2026-11-16T12:30'), amount: -10, quantity: -1, item: 'Nasi Lemak', channel: 'Dine in', payment: 'Cash' }, // refund
      { at: kl('2026-11-16T15:00'), amount: 4.5, quantity: 1, item: 'Teh Tarik', channel: 'Takeaway', payment: 'Card' },
      { at: kl('2026-11-16T16:00'), amount: -6, quantity: -2, item: 'Roti Canai', channel: 'Takeaway', payment: 'Cash' }, // refund of an earlier sale
    ])
    // Mon 16 Nov: 30 − 10 + 4.5 − 6 = 18.50.
    expect(result.daily[27]).toEqual({ date: '2026-11-16', revenue: 18.5, previous: 0 })
    // Mon 12:00 30 − 10 = 20; 15:00 4.5; 16:00 −6.
    expect(result.heatmap).toEqual(
      grid([
        [0, 12, 20],
        [0, 15, 4.5],
        [0, 16, -6],
      ]),
    )
    // Nasi Lemak 20.00 (3 − 1 = 2 sold), Teh Tarik 4.50 (1); Roti Canai had no sale in the period.
    // Both fit in the top five, so no item is left for the bottom list.
    expect(result.topItems).toEqual([
      { name: 'Nasi Lemak', revenue: 20, quantity: 2 },
      { name: 'Teh Tarik', revenue: 4.5, quantity: 1 },
    ])
    expect(result.bottomItems).toEqual([])
    // Dine in 30 − 10 = 20; Takeaway 4.5 − 6 = −1.50. Cash 30 − 10 − 6 = 14; Card 4.50.
    expect(result.byChannel).toEqual([
      { name: 'Dine in', revenue: 20 },
      { name: 'Takeaway', revenue: -1.5 },
    ])
    expect(result.byPayment).toEqual([
      { name: 'Cash', revenue: 14 },
      { name: 'Card', revenue: 4.5 },
    ])
  })

  it('adds day totals to the daily series only', () => {
    const result = series(
      [{ at: kl('2026-11-10T12:00'), amount: 25, outlet: 'Bangsar', item: 'Kopi O' }],
      [
        day('2026-11-10', 100, 'Bangsar'), // period, beside the sale row: 125
        day('2026-10-15', 50), // previous period: beside 14 Nov
        day('2026-09-19', 999), // before both periods
        day('2026-11-19', 999), // tomorrow
      ],
    )
    expect(result.daily[21]).toEqual({ date: '2026-11-10', revenue: 125, previous: 0 })
    expect(result.daily[25]).toEqual({ date: '2026-11-14', revenue: 0, previous: 50 })
    expect(result.daily.reduce((sum, d) => sum + d.revenue + d.previous, 0)).toBe(175) // 125 + 50
    // Tue 10 Nov 12:00: the row's 25 only; the outlet and item lists know nothing of the 100.
    expect(result.heatmap).toEqual(grid([[1, 12, 25]]))
    expect(result.byOutlet).toEqual([{ name: 'Bangsar', revenue: 25 }])
    expect(result.topItems).toEqual([{ name: 'Kopi O', revenue: 25, quantity: 1 }])
  })

  it('lists the five best items and, after them, the five lowest that sold', () => {
    // Items A … H at 80, 70 … 10 (A as 4 × 20), I sold 5 and refunded 5 (0.00), J only refunded.
    const sold = kl('2026-11-01T10:00')
    const refunded = kl('2026-11-01T11:00')
    const rows: TestRow[] = [
      { at: sold, amount: 80, quantity: 4, item: 'A' },
      ...Object.entries({ B: 70, C: 60, D: 50, E: 40, F: 30, G: 20, H: 10, I: 5 }).map(([item, amount]) => ({ at: sold, amount, item })),
      { at: refunded, amount: -5, quantity: -1, item: 'I' },
      { at: refunded, amount: -8, quantity: -1, item: 'J' },
      { at: kl('2026-10-01T11:00'), amount: 500, item: 'K' }, // previous period: not listed
    ]
    const result = series(rows)
    expect(result.topItems).toEqual([
      { name: 'A', revenue: 80, quantity: 4 },
      { name: 'B', revenue: 70, quantity: 1 },
      { name: 'C', revenue: 60, quantity: 1 },
      { name: 'D', revenue: 50, quantity: 1 },
      { name: 'E', revenue: 40, quantity: 1 },
    ])
    // Left: F 30, G 20, H 10, I 0 (quantity 1 − 1 = 0), lowest first.
    expect(result.bottomItems).toEqual([
      { name: 'I', revenue: 0, quantity: 0 },
      { name: 'H', revenue: 10, quantity: 1 },
      { name: 'G', revenue: 20, quantity: 1 },
      { name: 'F', revenue: 30, quantity: 1 },
    ])

    // Twelve items at RM 1 … 12: the top five are 12 … 8, the bottom five 1 … 5.
    const twelve = series(Array.from({ length: 12 }, (_, i) => ({ at: kl('2026-11-02T10:00'), amount: i + 1, item: `Item ${String(i + 1).padStart(2, '0')}` })))
    expect(twelve.topItems.map((item) => item.revenue)).toEqual([12, 11, 10, 9, 8])
    expect(twelve.bottomItems.map((item) => item.revenue)).toEqual([1, 2, 3, 4, 5])
    expect(twelve.bottomItems[0]).toEqual({ name: 'Item 01', revenue: 1, quantity: 1 })
  })

  it('groups outlets, channels and payments by revenue, rows without a value as Unknown', () => {
    const result = series([
      { at: kl('2026-11-05T09:00'), amount: 10, outlet: 'Bangsar', channel: 'Takeaway', payment: 'Cash' },
      { at: kl('2026-11-05T09:00'), amount: 30, outlet: 'Mont Kiara', channel: 'GrabFood', payment: 'Cash' },
      { at: kl('2026-11-05T09:00'), amount: 5, channel: 'Dine in' }, // no outlet, no payment
      { at: kl('2026-11-05T09:00'), amount: 2, outlet: 'Unknown', channel: 'Dine in', payment: 'Unknown' }, // a file that wrote 'Unknown'
      { at: kl('2026-10-05T09:00'), amount: 99, outlet: 'Old Town', channel: 'Dine in', payment: 'Cash' }, // previous period
    ])
    // Outlets: Mont Kiara 30, Bangsar 10, Unknown 5 + 2 = 7.
    expect(result.byOutlet).toEqual([
      { name: 'Mont Kiara', revenue: 30 },
      { name: 'Bangsar', revenue: 10 },
      { name: 'Unknown', revenue: 7 },
    ])
    // Channels: GrabFood 30, then Dine in 5 + 2 = 7 and Takeaway 10 → GrabFood, Takeaway, Dine in.
    expect(result.byChannel).toEqual([
      { name: 'GrabFood', revenue: 30 },
      { name: 'Takeaway', revenue: 10 },
      { name: 'Dine in', revenue: 7 },
    ])
    // Payments: Cash 10 + 30 = 40, Unknown 5 + 2 = 7.
    expect(result.byPayment).toEqual([
      { name: 'Cash', revenue: 40 },
      { name: 'Unknown', revenue: 7 },
    ])
  })

  it('orders groups of equal revenue by name and rounds sums to cents', () => {
    const result = series([
      { at: kl('2026-11-03T08:00'), amount: 0.1, channel: 'Takeaway' },
      { at: kl('2026-11-03T08:00'), amount: 0.2, channel: 'Takeaway' },
      { at: kl('2026-11-03T08:00'), amount: 0.3, channel: 'Dine in' },
      { at: kl('2026-11-04T08:00'), amount: 1.005, channel: 'Delivery' },
    ])
    // 0.1 + 0.2 = 0.30000000000000004 → 0.30, tied with Dine in's 0.30: by name. 1.005 → 1.01 (half up).
    expect(result.byChannel).toEqual([
      { name: 'Delivery', revenue: 1.01 },
      { name: 'Dine in', revenue: 0.3 },
      { name: 'Takeaway', revenue: 0.3 },
    ])
    expect(result.daily.find((d) => d.date === '2026-11-03')?.revenue).toBe(0.6)
    expect(result.heatmap[1]![8]).toBe(0.6) // Tue 3 Nov, 08:00
  })

  it('stays right on a day that is not 24 hours long (a DST zone)', () => {
    // London, Wed 18 Nov 2026 10:00 GMT. Sun 25 Oct 2026 is 25 hours long: BST ends at 02:00 → 01:00.
    // Its midnight is 24 Oct 23:00Z; 10:30Z that day is 10:30 on the wall clock, not 11:30.
    const result = computeSeries({
      sales: batchOf([
        { at: Date.parse('2026-10-25T10:30:00Z'), amount: 12 }, // Sun 10:xx
        { at: Date.parse('2026-10-26T00:30:00Z'), amount: 8 }, // Mon 00:xx, the next day
        { at: Date.parse('2026-10-19T23:30:00Z'), amount: 4 }, // 00:30 BST on Tue 20 Oct: the period's first day
      ]),
      dayTotals: [],
      now: Date.parse('2026-11-18T10:00:00Z'),
      timezone: 'Europe/London',
    })
    expect(result.daily[5]).toEqual({ date: '2026-10-25', revenue: 12, previous: 0 })
    expect(result.daily[6]).toEqual({ date: '2026-10-26', revenue: 8, previous: 0 })
    expect(result.daily[0]).toEqual({ date: '2026-10-20', revenue: 4, previous: 0 })
    expect(result.heatmap).toEqual(
      grid([
        [6, 10, 12],
        [0, 0, 8],
        [1, 0, 4],
      ]),
    )
  })

  it('reads an unknown zone as Kuala Lumpur, and reads the store’s columns as it reads a batch', async () => {
    const rows: TestRow[] = [
      { at: kl('2026-11-18T00:00'), amount: 20, item: 'Kopi', outlet: 'Bangsar', channel: 'Dine in', payment: 'Cash' },
      { at: kl('2026-10-19T23:59'), amount: 7, item: 'Teh' },
    ]
    const expected = series(rows)
    expect(series(rows, [], { timezone: 'Mars/Olympus_Mons' })).toEqual(expected)

    const store = memorySales()
    await store.appendSales('acct-1', 'upload-1', batchOf([{ at: kl('2026-11-01T09:00'), amount: 99, item: 'Other', outlet: 'Elsewhere' }]))
    await store.appendSales('acct-2', 'upload-2', batchOf(rows))
    expect(computeSeries({ sales: await store.salesOf('acct-2'), dayTotals: await store.dayTotalsOf('acct-2'), now: NOW, timezone: KL })).toEqual(expected)
  })
})

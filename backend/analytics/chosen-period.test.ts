import { describe, expect, it } from 'vitest'
import { MetricsSchema } from '../../kernel/contract/dashboard'
import type { DayTotal } from '../ingest/types'
import { kl, KL, NOW } from '../../tests/utils/backend/analytics-clock'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeDashboard, computePeriodDashboard, withToday } from './dashboard'
import { localDate } from './festive-calendar'
import type { LocalPeriod } from './period'

/*
 * Periods the owner chose, read at Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. The main one is
 * an old export's own month, March 2024 (31 days, leap year):
 *   period            2024-03-01 (Fri) … 2024-03-31 (Sun)
 *   previous period   2024-01-30 … 2024-02-29 (31 days: 2 of January, 29 of February)
 */
const period = (from: string, to: string): LocalPeriod => ({ from: localDate(from), to: localDate(to) })
const MARCH = period('2024-03-01', '2024-03-31')

function day(date: string, netAmount: number, customers: string[] = []): DayTotal {
  return { date, netAmount, orders: null, outlet: null, customers }
}

const cash = { outlet: 'Bangsar', channel: 'Dine in', payment: 'Cash' }
const OLD_EXPORT: TestRow[] = [
  { at: kl('2024-01-29T23:59'), amount: 500, receipt: 'X0' }, // before both periods: out
  { at: kl('2024-01-30T00:00'), amount: 5, receipt: 'P2', customer: 'email:c@x.my', item: 'Kopi' }, // previous period's first instant
  { at: kl('2024-02-29T23:59'), amount: 15, receipt: 'P1', customer: 'email:a@x.my', item: 'Nasi Lemak' }, // its last minute
  { at: kl('2024-03-01T08:00'), amount: 12.5, receipt: 'R1', customer: 'email:a@x.my', item: 'Nasi Lemak', ...cash },
  { at: kl('2024-03-01T08:00'), amount: 7.5, receipt: 'R1', customer: 'email:a@x.my', item: 'Teh Tarik', quantity: 2, ...cash },
  { at: kl('2024-03-15T12:30'), amount: 20, receipt: 'R2', customer: 'email:b@x.my', item: 'Nasi Lemak', quantity: 2, outlet: 'SS15', channel: 'GrabFood', payment: 'Card' },
  { at: kl('2024-03-31T23:59'), amount: 10, receipt: 'R3', item: 'Kopi', ...cash }, // the period's last minute, no customer
  { at: kl('2024-04-01T00:00'), amount: 99, receipt: 'R4', customer: 'email:e@x.my' }, // the day after: out
]
const OLD_TOTALS = [day('2024-03-10', 40, ['email:d@x.my']), day('2024-02-10', 30, ['email:a@x.my']), day('2024-04-01', 999), day('2024-01-29', 999)]

function read(rows: TestRow[], chosen: LocalPeriod, dayTotals: DayTotal[] = [], now = NOW) {
  return computePeriodDashboard({ sales: batchOf(rows), dayTotals, now, timezone: KL }, chosen)
}

describe('computePeriodDashboard: an old export read for its own period', () => {
  const answer = read(OLD_EXPORT, MARCH, OLD_TOTALS)

  it('sums the period against the 31 days before it', () => {
    // Period: revenue 12.50 + 7.50 + 20.00 + 10.00 + the 10 Mar total 40.00 = 90.00; orders R1, R2, R3 = 3;
    // customers a, b (rows) and d (the total) = 3; avg_order (12.50 + 7.50 + 20.00 + 10.00) / 3 = 16.666… → 16.67.
    // Previous: revenue 5.00 + 15.00 + the 10 Feb total 30.00 = 50.00; orders P2, P1 = 2, avg 20.00 / 2 = 10.00;
    // customers c, a (rows; the total's a is the same a) = 2.
    // Changes: revenue (90 − 50) / 50 = +80 %; customers (3 − 2) / 2 = +50 %; avg_order (16.67 − 10) / 10 = +66.7 %.
    expect(answer.metrics).toEqual({
      revenue: 90,
      customers: 3,
      avg_order: 16.67,
      changes: { revenue: 80, customers: 50, avg_order: 66.7 },
      period: { from: '2024-03-01', to: '2024-03-31', orders: 3 },
    })
  })

  it('draws the series over the period, each day beside the same day of the previous period', () => {
    const { daily, heatmap, topItems, bottomItems, byOutlet, byChannel, byPayment } = answer.series
    expect(daily).toHaveLength(31)
    const marked = daily.filter((entry) => entry.revenue !== 0 || entry.previous !== 0)
    // 1 Mar R1 20.00 beside 30 Jan 5.00; 10 Mar the 40.00 total; 12 Mar beside 10 Feb's 30.00 total;
    // 15 Mar R2 20.00; 31 Mar R3 10.00 beside 29 Feb 15.00.
    expect(marked).toEqual([
      { date: '2024-03-01', revenue: 20, previous: 5 },
      { date: '2024-03-10', revenue: 40, previous: 0 },
      { date: '2024-03-12', revenue: 0, previous: 30 },
      { date: '2024-03-15', revenue: 20, previous: 0 },
      { date: '2024-03-31', revenue: 10, previous: 15 },
    ])
    // Fridays (row 4) 08:00 R1 20.00 and 12:00 R2 20.00; Sunday (row 6) 23:00 R3 10.00.
    const cells = heatmap.flatMap((hours, weekday) => hours.flatMap((revenue, hour) => (revenue ? [[weekday, hour, revenue]] : [])))
    expect(cells).toEqual([
      [4, 8, 20],
      [4, 12, 20],
      [6, 23, 10],
    ])
    // Nasi Lemak 12.50 + 20.00 = 32.50 (1 + 2 sold), Kopi 10.00, Teh Tarik 7.50 (2); the period's rows only.
    expect(topItems).toEqual([
      { name: 'Nasi Lemak', revenue: 32.5, quantity: 3 },
      { name: 'Kopi', revenue: 10, quantity: 1 },
      { name: 'Teh Tarik', revenue: 7.5, quantity: 2 },
    ])
    expect(bottomItems).toEqual([])
    // Bangsar, dine-in and cash: R1 20.00 + R3 10.00 = 30.00; SS15, GrabFood and card: R2 20.00.
    expect(byOutlet).toEqual([{ name: 'Bangsar', revenue: 30 }, { name: 'SS15', revenue: 20 }])
    expect(byChannel).toEqual([{ name: 'Dine in', revenue: 30 }, { name: 'GrabFood', revenue: 20 }])
    expect(byPayment).toEqual([{ name: 'Cash', revenue: 30 }, { name: 'Card', revenue: 20 }])
  })

  it('holds for good: a period that has ended reads the same rows at any later time', () => {
    expect(answer.validUntil).toBe(Infinity)
  })
})

describe('computePeriodDashboard: the previous period and the period’s orders', () => {
  it('compares a week with the week just before it', () => {
    const rows: TestRow[] = [
      { at: kl('2024-03-31T23:59'), amount: 10, receipt: 'R3' }, // in 25 … 31 Mar
      { at: kl('2024-03-20T09:00'), amount: 4, receipt: 'R9', customer: 'email:x@x.my' }, // in 18 … 24 Mar
      { at: kl('2024-03-15T12:30'), amount: 20, receipt: 'R2', customer: 'email:b@x.my' }, // before both
    ]
    // Period: revenue 10.00, 1 order, no customer key, avg 10.00. Previous week: 4.00, 1 order, 1 customer, avg 4.00.
    // Changes: revenue (10 − 4) / 4 = +150 %; customers 0 against 1: −100 %; avg_order +150 %.
    const { metrics, series } = read(rows, period('2024-03-25', '2024-03-31'))
    expect(metrics).toEqual({
      revenue: 10,
      customers: 0,
      avg_order: 10,
      changes: { revenue: 150, customers: -100, avg_order: 150 },
      period: { from: '2024-03-25', to: '2024-03-31', orders: 1 },
    })
    expect(series.daily.map((entry) => [entry.date, entry.revenue, entry.previous])).toEqual([
      ['2024-03-25', 0, 0],
      ['2024-03-26', 0, 0],
      ['2024-03-27', 0, 4],
      ['2024-03-28', 0, 0],
      ['2024-03-29', 0, 0],
      ['2024-03-30', 0, 0],
      ['2024-03-31', 10, 0],
    ])
  })

  it('counts distinct receipts of the period, a receiptless row as an order of its own, and a day total’s order count', () => {
    const rows: TestRow[] = [
      { at: kl('2026-11-17T09:00'), amount: 6, receipt: 'R1' },
      { at: kl('2026-11-17T09:00'), amount: 4, receipt: 'R1' },
      { at: kl('2026-11-17T11:00'), amount: 5, receipt: 'R2' },
      { at: kl('2026-11-17T12:00'), amount: 5 },
      { at: kl('2026-11-16T12:00'), amount: 8, receipt: 'R0' }, // the day before: the previous period
    ]
    // Yesterday alone: R1 (two lines), R2 and the receiptless row = 3 orders, plus the total's 12 = 15;
    // revenue 20.00 + the total's 100.00; avg_order 120.00 / 15 = 8.00. The day before: 8.00, 1 order: no change.
    const totals: DayTotal[] = [{ date: '2026-11-17', netAmount: 100, orders: 12, outlet: null, customers: [] }]
    const { metrics } = read(rows, period('2026-11-17', '2026-11-17'), totals)
    expect(metrics).toMatchObject({ revenue: 120, avg_order: 8, changes: { revenue: 1400, avg_order: 0 }, period: { orders: 15 } })
  })

  it('has nothing to compare with when the previous period holds nothing', () => {
    const { metrics } = read(OLD_EXPORT, period('2024-03-15', '2024-03-15'))
    // 15 Mar: R2 20.00; 14 Mar: nothing on record.
    expect(metrics).toEqual({
      revenue: 20,
      customers: 1,
      avg_order: 20,
      changes: { revenue: null, customers: null, avg_order: null },
      period: { from: '2024-03-15', to: '2024-03-15', orders: 1 },
    })
  })
})

describe('a chosen period with today’s figures', () => {
  const rows: TestRow[] = [
    ...OLD_EXPORT,
    { at: kl('2026-11-18T08:00'), amount: 9, receipt: 'T1' }, // today, before NOW
    { at: kl('2026-11-11T08:00'), amount: 9, receipt: 'W1' }, // the same weekday a week earlier
    { at: kl('2026-11-11T08:30'), amount: 9, receipt: 'W2' },
  ]
  const input = { sales: batchOf(rows), dayTotals: OLD_TOTALS, now: NOW, timezone: KL }

  it('keeps the card Orders Today on today, whatever the period', () => {
    const today = computeDashboard(input)
    const march = withToday(computePeriodDashboard(input, MARCH), today)
    // Today T1 = 1 order against W1, W2 by 10:00 a week earlier = 2: (1 − 2) / 2 = −50 %.
    expect(march.metrics).toMatchObject({ orders: 1, changes: { orders: -50, revenue: 80 }, period: { from: '2024-03-01', to: '2024-03-31', orders: 3 } })
    expect(MetricsSchema.safeParse(march.metrics).success).toBe(true)
    expect(march.metrics?.orders).toBe(today.metrics?.orders)
  })

  it('answers the default period’s numbers when the chosen period is the default one', () => {
    const today = computeDashboard(input)
    const same = withToday(computePeriodDashboard(input, period('2026-10-20', '2026-11-18')), today)
    expect(same.metrics).toEqual(today.metrics)
    expect(same.series).toEqual(today.series)
    expect(same.insights).toBe(today.insights)
  })

  it('takes today’s insights for a period ending today, which holds until today ends', () => {
    const week = computePeriodDashboard(input, period('2026-11-12', '2026-11-18'))
    expect(week.insights).toBeNull()
    expect(week.validUntil).toBe(kl('2026-11-19T00:00'))
    expect(withToday(week, computeDashboard(input)).validUntil).toBe(Math.min(kl('2026-11-19T00:00'), computeDashboard(input).validUntil))
  })
})

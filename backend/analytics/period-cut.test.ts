import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import type { DayTotal } from '../ingest/types'
import { kl, KL, NOW } from '../../tests/utils/backend/analytics-clock'
import { testContext } from '../../tests/utils/backend/context'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeDashboard, computePeriodDashboard } from './dashboard'
import { localDate } from './festive-calendar'
import { getMetrics } from './get-metrics'
import { computeMetrics } from './metrics'
import { zonedIso, type LocalPeriod } from './period'
import { computeSeries } from './series'

/*
 * A period ending today against the previous period, its last day read up to the same time of day
 * (docs/product.md#dashboard-numbers). Read at Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur:
 *   period            2026-10-20 … 2026-11-18, today up to 10:00
 *   previous period   2026-09-20 … 2026-10-19, 19 Oct up to 10:00
 */
const ROWS: TestRow[] = [
  { at: kl('2026-11-18T09:00'), amount: 30, receipt: 'T1', customer: 'email:a@x.my' },
  { at: kl('2026-10-18T20:00'), amount: 10, receipt: 'P0', customer: 'email:e@x.my' }, // the day before: whole
  { at: kl('2026-10-19T09:59'), amount: 20, receipt: 'P1', customer: 'email:b@x.my' }, // before 10:00: in
  { at: kl('2026-10-19T10:30'), amount: 100, receipt: 'P2', customer: 'email:c@x.my' }, // after it: out, until 10:30
  { at: kl('2026-10-19T18:00'), amount: 50, receipt: 'P3', customer: 'email:d@x.my' }, // out
]
const input = (rows: TestRow[] = ROWS, dayTotals: DayTotal[] = [], now = NOW) => ({ sales: batchOf(rows), dayTotals, now, timezone: KL })
const period = (from: string, to: string): LocalPeriod => ({ from: localDate(from), to: localDate(to) })

function day(date: string, netAmount: number): DayTotal {
  return { date, netAmount, orders: null, outlet: null, customers: [] }
}

describe('a period ending today, compared up to the same time of day', () => {
  it('leaves the previous period’s last day out from the time of day it is now', () => {
    // Period: T1 30.00, 1 order, customer a. Previous, 19 Oct up to 10:00: P0 10.00 and P1 20.00 =
    // 30.00, 2 orders, customers e and b; P2 and P3, later that day, not yet.
    // revenue 30 against 30: 0 %; customers 1 against 2: −50 %; avg_order 30.00 against 15.00: +100 %.
    expect(computeMetrics(input())).toMatchObject({ revenue: 30, customers: 1, avg_order: 30, changes: { revenue: 0, customers: -50, avg_order: 100 } })
    // The daily series: 18 Nov beside 19 Oct up to 10:00 (P1), 17 Nov beside 18 Oct whole (P0).
    const { daily } = computeSeries(input())
    expect(daily.at(-1)).toEqual({ date: '2026-11-18', revenue: 30, previous: 20 })
    expect(daily.at(-2)).toEqual({ date: '2026-11-17', revenue: 0, previous: 10 })
  })

  it('counts a row at the same time of day as now only once the clock has passed it', () => {
    const atTen: TestRow = { at: kl('2026-10-19T10:00'), amount: 7, receipt: 'P9' }
    expect(computeSeries(input([...ROWS, atTen])).daily.at(-1)?.previous).toBe(20)
    expect(computeSeries(input([...ROWS, atTen], [], NOW + 1)).daily.at(-1)?.previous).toBe(27)
  })

  it('holds until the clock reaches the time of day of the first row left out, then counts it', () => {
    const { validUntil, metrics } = computeDashboard(input())
    expect(validUntil).toBe(kl('2026-11-18T10:30'))
    expect(metrics?.changes.revenue).toBe(0)
    const before = computeDashboard(input(ROWS, [], validUntil - 1))
    expect(before.metrics).toEqual(metrics)
    // From 10:30 P2 counts: previous 130.00 over 3 orders, customers e, b, c. revenue (30 − 130) / 130
    // = −76.9 %; customers 1 against 3: −66.7 %; avg_order 30.00 against 43.33: −30.8 %.
    const after = computeDashboard(input(ROWS, [], validUntil + 1))
    expect(after.metrics?.changes).toMatchObject({ revenue: -76.9, customers: -66.7, avg_order: -30.8 })
    expect(after.series.daily.at(-1)?.previous).toBe(120)
    // P3 at 18:00 is the next.
    expect(after.validUntil).toBe(kl('2026-11-18T18:00'))
  })

  it('counts a day total of that day whole: it has no time of day', () => {
    // Previous 30.00 + the 19 Oct total 60.00 = 90.00: (30 − 90) / 90 = −66.7 %.
    expect(computeMetrics(input(ROWS, [day('2026-10-19', 60)]))?.changes.revenue).toBe(-66.7)
    expect(computeSeries(input(ROWS, [day('2026-10-19', 60)])).daily.at(-1)?.previous).toBe(80)
  })

  it('has something to compare with when the previous period’s only sales came later in the day', () => {
    // 19 Oct after 10:00 only: on record, nothing yet by 10:00. 30 against 0: a rise from none, +100 %.
    const later = [ROWS[0]!, ROWS[3]!]
    expect(computeMetrics(input(later))?.changes).toMatchObject({ revenue: 100, customers: 100 })
  })

  it('cuts a chosen period ending today the same way, and one that ended before not at all', () => {
    // The week 12 … 18 Nov against 5 … 11 Nov, 11 Nov up to 10:00: W1 8.00 in, W2 40.00 out until 12:00.
    const rows: TestRow[] = [...ROWS, { at: kl('2026-11-11T09:00'), amount: 8, receipt: 'W1' }, { at: kl('2026-11-11T12:00'), amount: 40, receipt: 'W2' }]
    const week = computePeriodDashboard(input(rows), period('2026-11-12', '2026-11-18'))
    // (30 − 8) / 8 = +275 %.
    expect(week.metrics?.changes.revenue).toBe(275)
    expect(week.series.daily.at(-1)).toEqual({ date: '2026-11-18', revenue: 30, previous: 8 })
    expect(week.validUntil).toBe(kl('2026-11-18T12:00'))
    // The week before, 5 … 11 Nov, against 29 Oct … 4 Nov: its last day whole, for good.
    const before = computePeriodDashboard(input(rows), period('2026-11-05', '2026-11-11'))
    expect(before.metrics?.revenue).toBe(48)
    expect(before.validUntil).toBe(Infinity)
  })

  it('reads as far into the day as has elapsed since midnight across a daylight-saving change', () => {
    // Europe/London moved to BST at 01:00 GMT on Sunday 29 Mar 2026, a day of 23 hours. At 12:00 BST
    // (11:00Z) 11 hours have passed since midnight; the previous period's last day, Friday 27 Feb
    // (GMT, UTC+0), is read up to 11:00, though the clock on the wall says 12:00.
    const now = Date.parse('2026-03-29T11:00:00Z')
    const rows: TestRow[] = [
      { at: Date.parse('2026-03-29T10:00:00Z'), amount: 10, receipt: 'T' },
      { at: Date.parse('2026-02-27T10:30:00Z'), amount: 4, receipt: 'In' },
      { at: Date.parse('2026-02-27T11:30:00Z'), amount: 6, receipt: 'Out' },
    ]
    const london = { sales: batchOf(rows), dayTotals: [], now, timezone: 'Europe/London' }
    expect(computeSeries(london).daily.at(-1)).toEqual({ date: '2026-03-29', revenue: 10, previous: 4 })
    expect(computeDashboard(london).validUntil).toBe(Date.parse('2026-03-29T11:30:00Z'))
  })
})

describe('GET /metrics says the instant a period ending today is read up to', () => {
  const OWNER = NEW_ACCOUNT.id

  it('answers period.until, now with the zone’s offset, for the default period and a chosen one ending today', async () => {
    const ctx = await testContext(NOW)
    await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(ROWS))
    expect((await getMetrics(ctx, OWNER)).metrics?.period).toEqual({ from: '2026-10-20', to: '2026-11-18', orders: 1, until: '2026-11-18T10:00:00+08:00' })
    expect((await getMetrics(ctx, OWNER, { from: '2026-11-12', to: '2026-11-18' })).metrics?.period?.until).toBe('2026-11-18T10:00:00+08:00')
    // A kept answer (nothing changes before 10:30) is read up to the request's own instant.
    ctx.setNow(kl('2026-11-18T10:12') + 34_000)
    expect((await getMetrics(ctx, OWNER)).metrics?.period?.until).toBe('2026-11-18T10:12:34+08:00')
  })

  it('answers no until for a period that ended before today', async () => {
    const ctx = await testContext(NOW)
    await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(ROWS))
    expect((await getMetrics(ctx, OWNER, { from: '2026-10-01', to: '2026-10-31' })).metrics?.period).toEqual({ from: '2026-10-01', to: '2026-10-31', orders: 4 })
  })

  it('writes the instant with the offset of the zone at that instant', () => {
    expect(zonedIso(Date.parse('2026-11-24T06:35:00Z'), KL)).toBe('2026-11-24T14:35:00+08:00')
    expect(zonedIso(Date.parse('2026-03-29T11:00:00Z'), 'Europe/London')).toBe('2026-03-29T12:00:00+01:00')
    expect(zonedIso(Date.parse('2026-01-10T03:00:00Z'), 'America/New_York')).toBe('2026-01-09T22:00:00-05:00')
    expect(zonedIso(Date.parse('2026-01-10T03:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-10T08:30:00+05:30')
  })
})

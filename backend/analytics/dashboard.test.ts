import { describe, expect, it } from 'vitest'
import { testContext } from '../../tests/utils/backend/context'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { generateDemoSales } from '../../mocks/fixtures/demo-sales'
import type { DayTotal } from '../ingest/types'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeDashboard, type DashboardInput } from './dashboard'
import { dashboardOf } from './get-dashboard'
import { getInsights } from './get-insights'
import { getMetrics } from './get-metrics'
import { computeInsights } from './insights'
import { computeMetrics } from './metrics'
import { computeSeries } from './series'

/*
 * computeDashboard reads the rows once for all three answers; each must be exactly what the
 * function of its own gives (their tests hold the definitions), for any data and any clock.
 */
const KL = 'Asia/Kuala_Lumpur'
const NOW = Date.parse('2026-11-18T10:00:00+08:00')
const HOUR = 3_600_000
const DAY = 24 * HOUR

function separately(input: DashboardInput) {
  const metrics = computeMetrics(input)
  return { metrics, series: metrics === null ? undefined : computeSeries(input), insights: computeInsights(input) }
}

function together(input: DashboardInput) {
  const { metrics, series, insights } = computeDashboard(input)
  return { metrics, series: metrics === null ? undefined : series, insights }
}

const demo = generateDemoSales({ today: NOW, timezone: KL }).batch

/** Rows a real export can hold: refunds, rows without a receipt or customer, a receipt shared by a row with and one without a customer, bad numbers. */
const odd: TestRow[] = [
  { at: '2026-11-18T09:00:00+08:00', amount: 12.5, receipt: 'R1', customer: 'email:a@x.my', item: 'Kopi', outlet: 'Bangsar', channel: 'GrabFood', payment: 'Cash' },
  { at: '2026-11-18T09:00:00+08:00', amount: 4, receipt: 'R1', item: 'Roti' },
  { at: '2026-11-11T08:00:00+08:00', amount: 9, receipt: 'R2', customer: 'email:a@x.my', item: 'Kopi' },
  { at: '2026-11-11T11:00:00+08:00', amount: 7, receipt: 'R3', item: 'Kopi' },
  { at: '2026-11-10T13:00:00+08:00', amount: -9, receipt: 'R4', customer: 'email:b@x.my', item: 'Kopi', quantity: -1 },
  { at: '2026-11-02T20:00:00+08:00', amount: 30, customer: 'email:b@x.my', item: 'Unknown' },
  { at: '2026-10-05T12:00:00+08:00', amount: 18, receipt: 'R5', customer: 'email:c@x.my', item: 'Teh' },
  { at: '2026-11-18T21:00:00+08:00', amount: 5, receipt: 'R6', item: 'Teh' },
  { at: '2026-11-12T12:00:00+08:00', amount: Number.NaN, receipt: 'R7', item: 'Teh' },
  { at: Number.NaN, amount: 3, receipt: 'R8', item: 'Teh' },
]
const totals: DayTotal[] = [
  { date: '2026-11-15', netAmount: 200, orders: null, outlet: null, customers: ['email:a@x.my', 'email:z@x.my'] },
  { date: '2026-10-10', netAmount: 80, orders: null, outlet: null, customers: [] },
]

describe('computeDashboard', () => {
  it.each([
    ['the demo café today', { sales: demo, dayTotals: [], now: NOW, timezone: KL }],
    ['the demo café a week ago, later rows unread', { sales: demo, dayTotals: [], now: NOW - 7 * DAY, timezone: KL }],
    ['the demo café a month after its data ends (the insights read their window again)', { sales: demo, dayTotals: totals, now: NOW + 30 * DAY, timezone: KL }],
    ['the demo café in New York across the end of DST', { sales: demo, dayTotals: totals, now: NOW, timezone: 'America/New_York' }],
    ['odd rows and day totals', { sales: batchOf(odd), dayTotals: totals, now: NOW, timezone: KL }],
    ['odd rows in an unknown zone', { sales: batchOf(odd), dayTotals: totals, now: NOW, timezone: 'Nowhere/Special' }],
    ['day totals only', { sales: batchOf([]), dayTotals: totals, now: NOW, timezone: KL }],
    ['no data', { sales: batchOf([]), dayTotals: [], now: NOW, timezone: KL }],
  ] satisfies [string, DashboardInput][])('answers what the three functions answer: %s', (_, input) => {
    expect(together(input)).toEqual(separately(input))
  })

  it('holds until the next row after now, then until the day ends', () => {
    const rows: TestRow[] = [
      { at: NOW - HOUR, amount: 10, receipt: 'R1' },
      { at: NOW + 2 * HOUR, amount: 20, receipt: 'R2' },
    ]
    const input = { sales: batchOf(rows), dayTotals: [], now: NOW, timezone: KL }
    expect(computeDashboard(input).validUntil).toBe(NOW + 2 * HOUR)
    const later = { ...input, now: NOW + 2 * HOUR }
    expect(computeDashboard(later).validUntil).toBe(Date.parse('2026-11-19T00:00:00+08:00'))
  })

  it('holds until the clock reaches the next order of the same weekday a week earlier', () => {
    const rows: TestRow[] = [{ at: NOW - 7 * DAY + 30 * 60_000, amount: 10, receipt: 'R1' }]
    const input = { sales: batchOf(rows), dayTotals: [], now: NOW, timezone: KL }
    const { validUntil, metrics } = computeDashboard(input)
    expect(validUntil).toBe(NOW + 30 * 60_000)
    // No order today against none by this time a week ago, on a day that had one later: no change.
    expect(metrics?.changes.orders).toBe(0)
    // Up to then the answer is the same; from then on the order a week ago counts.
    expect(separately({ ...input, now: validUntil - 1 })).toEqual(separately(input))
    expect(computeMetrics({ ...input, now: validUntil + 1 })?.changes.orders).toBe(-100)
  })

  it('is the same answer anywhere before validUntil, for the demo café', () => {
    const input = { sales: demo, dayTotals: [], now: NOW - 7 * DAY, timezone: KL }
    const { validUntil } = computeDashboard(input)
    expect(validUntil).toBeGreaterThan(input.now)
    expect(together({ ...input, now: validUntil - 1 })).toEqual(together(input))
  })
})

describe('dashboardOf (GET /metrics and GET /insights)', () => {
  const OWNER = NEW_ACCOUNT.id
  const context = () => testContext(NOW)

  it('reads the rows once for both requests, and again when the rows, the clock past validUntil, or the account change', async () => {
    const ctx = await context()
    await ctx.store.sales.appendSales(OWNER, 'u1', batchOf([{ at: NOW - HOUR, amount: 10, receipt: 'R1' }, { at: NOW + HOUR, amount: 5, receipt: 'R2' }]))
    const first = await dashboardOf(ctx, OWNER)
    ctx.setNow(NOW + 1_000)
    expect(await dashboardOf(ctx, OWNER)).toBe(first)

    ctx.setNow(NOW + HOUR)
    const afterRow = await dashboardOf(ctx, OWNER)
    expect(afterRow).not.toBe(first)
    expect(afterRow.insights).toEqual(computeInsights({ sales: await ctx.store.sales.salesOf(OWNER), dayTotals: [], now: NOW + HOUR, timezone: KL }))

    await ctx.store.sales.addDayTotals(OWNER, 'u2', totals)
    const afterUpload = await dashboardOf(ctx, OWNER)
    expect(afterUpload).not.toBe(afterRow)
    expect(afterUpload.metrics).toEqual(computeMetrics({ sales: await ctx.store.sales.salesOf(OWNER), dayTotals: await ctx.store.sales.dayTotalsOf(OWNER), now: NOW + HOUR, timezone: KL }))

    ctx.setNow(NOW)
    expect(await dashboardOf(ctx, OWNER)).not.toBe(afterUpload)
    expect((await dashboardOf(ctx, 'another-account')).metrics).toBeNull()
  })

  it('serves GET /metrics and GET /insights from the functions of their own', async () => {
    const ctx = await context()
    await ctx.store.sales.appendSales(OWNER, 'u1', demo)
    const input = { sales: await ctx.store.sales.salesOf(OWNER), dayTotals: await ctx.store.sales.dayTotalsOf(OWNER), now: NOW, timezone: KL }
    const metrics = computeMetrics(input)
    // Besides: the instant read up to, the demo's days with sales (90 days ending today) and its outlets.
    expect(await getMetrics(ctx, OWNER)).toEqual({
      metrics: metrics && {
        ...metrics,
        period: { ...metrics.period, until: '2026-11-18T10:00:00+08:00' },
        span: { first: '2026-08-21', last: '2026-11-18' },
        outlets: ['Bangsar', 'Mont Kiara', 'SS15 Subang Jaya'],
        series: computeSeries(input),
        timezone: KL,
        currency: 'MYR',
      },
    })
    const insights = computeInsights(input)
    expect(await getInsights(ctx, OWNER)).toEqual({ insights: insights.map((insight) => insight.text), serves: insights.map(() => null) })
  })
})

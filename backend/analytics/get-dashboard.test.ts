import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { kl, KL, NOW } from '../../tests/utils/backend/analytics-clock'
import { testContext } from '../../tests/utils/backend/context'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeDashboard, computePeriodDashboard, withToday } from './dashboard'
import { localDate } from './festive-calendar'
import { dashboardOf, KEPT_PERIODS } from './get-dashboard'
import { getInsights } from './get-insights'
import { getMetrics } from './get-metrics'
import { insightsThrough } from './insights'
import type { LocalPeriod } from './period'

/* Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur; the owner's rows: one today, one in March 2024. */
const OWNER = NEW_ACCOUNT.id
const period = (from: string, to: string): LocalPeriod => ({ from: localDate(from), to: localDate(to) })
const MARCH = period('2024-03-01', '2024-03-31')
const ROWS: TestRow[] = [
  { at: kl('2026-11-18T08:00'), amount: 9, receipt: 'T1', customer: 'email:a@x.my' },
  { at: kl('2024-03-15T12:00'), amount: 20, receipt: 'M1', customer: 'email:b@x.my' },
]

async function owner() {
  const ctx = await testContext(NOW)
  await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(ROWS))
  const input = async () => ({ sales: await ctx.store.sales.salesOf(OWNER), dayTotals: await ctx.store.sales.dayTotalsOf(OWNER), now: ctx.now(), timezone: KL })
  return { ctx, input }
}

describe('dashboardOf requests that arrive together', () => {
  it('share one computation (the dashboard asks GET /metrics and GET /insights at once)', async () => {
    const { ctx } = await owner()
    const [metrics, insights] = await Promise.all([dashboardOf(ctx, OWNER), dashboardOf(ctx, OWNER)])
    expect(metrics).toBe(insights)
    const [a, b] = await Promise.all([dashboardOf(ctx, OWNER, MARCH), dashboardOf(ctx, OWNER, MARCH)])
    expect(a).toEqual(b)
  })
})

describe('dashboardOf a chosen period', () => {
  it('answers the period’s own figures with today’s orders, and the default when none is chosen', async () => {
    const { ctx, input } = await owner()
    const today = computeDashboard(await input())
    expect(await dashboardOf(ctx, OWNER, MARCH)).toEqual(withToday(computePeriodDashboard(await input(), MARCH), today))
    // March 2024: M1's RM20.00; the card Orders Today still counts today's T1.
    expect((await dashboardOf(ctx, OWNER, MARCH)).metrics).toMatchObject({ revenue: 20, orders: 1, period: { from: '2024-03-01', to: '2024-03-31', orders: 1 } })
    expect(await dashboardOf(ctx, OWNER, null)).toEqual(today)
    expect(await dashboardOf(ctx, OWNER, period('2026-10-20', '2026-11-18'))).toBe(await dashboardOf(ctx, OWNER))
  })

  it('keeps each period’s answer apart from the default’s, until the rows change', async () => {
    const { ctx } = await owner()
    const current = await dashboardOf(ctx, OWNER)
    const march = (await dashboardOf(ctx, OWNER, MARCH)).series
    const april = (await dashboardOf(ctx, OWNER, period('2024-04-01', '2024-04-30'))).series
    expect(april).not.toBe(march)
    expect(april.daily).toHaveLength(30)
    ctx.setNow(NOW + 60_000)
    expect((await dashboardOf(ctx, OWNER, MARCH)).series).toBe(march)
    expect(await dashboardOf(ctx, OWNER)).toBe(current)

    await ctx.store.sales.appendSales(OWNER, 'u2', batchOf([{ at: kl('2024-03-16T12:00'), amount: 5, receipt: 'M2' }]))
    const after = await dashboardOf(ctx, OWNER, MARCH)
    expect(after.series).not.toBe(march)
    expect(after.metrics?.revenue).toBe(25)
  })

  it(`keeps ${KEPT_PERIODS} periods besides the default, dropping the least recently read`, async () => {
    const { ctx } = await owner()
    const march = (await dashboardOf(ctx, OWNER, MARCH)).series
    // March, then KEPT_PERIODS − 1 months from April: all kept.
    const months = Array.from({ length: KEPT_PERIODS }, (_, k) => period(`2024-0${4 + k}-01`, `2024-0${4 + k}-28`))
    const [april, may] = [months[0]!, months[1]!]
    const first = new Map<(typeof months)[number], unknown>()
    for (const month of months.slice(0, -1)) first.set(month, (await dashboardOf(ctx, OWNER, month)).series)
    // March and April read again become the most recent.
    expect((await dashboardOf(ctx, OWNER, MARCH)).series).toBe(march)
    expect((await dashboardOf(ctx, OWNER, april)).series).toBe(first.get(april))
    // One period more drops the least recently read, May.
    await dashboardOf(ctx, OWNER, months[KEPT_PERIODS - 1])
    expect((await dashboardOf(ctx, OWNER, MARCH)).series).toBe(march)
    expect((await dashboardOf(ctx, OWNER, april)).series).toBe(first.get(april))
    expect((await dashboardOf(ctx, OWNER, may)).series).not.toBe(first.get(may))
    expect((await dashboardOf(ctx, OWNER, may)).series).toEqual(first.get(may))
  })

  it('reads a period ending today again once today ends: its insights are then its own', async () => {
    const { ctx, input } = await owner()
    const week = period('2026-11-12', '2026-11-18')
    expect((await dashboardOf(ctx, OWNER, week)).insights).toBe((await dashboardOf(ctx, OWNER)).insights)
    ctx.setNow(kl('2026-11-19T09:00'))
    expect((await dashboardOf(ctx, OWNER, week)).insights).toEqual(insightsThrough(await input(), week.to))
  })
})

describe('GET /metrics and GET /insights with ?from&to', () => {
  it('answer the chosen period, and refuse a query the contract or the clock refuses', async () => {
    const { ctx, input } = await owner()
    const query = { from: '2024-03-01', to: '2024-03-31' }
    const { metrics, series } = withToday(computePeriodDashboard(await input(), MARCH), computeDashboard(await input()))
    // March 2024 ended before today: no `until`. The span and outlets are the account's, all time.
    const span = { first: '2024-03-15', last: '2026-11-18' }
    expect(await getMetrics(ctx, OWNER, query)).toEqual({ metrics: metrics && { ...metrics, span, outlets: [], series, timezone: KL, currency: 'MYR' } })
    const march = insightsThrough(await input(), MARCH.to)
    expect(await getInsights(ctx, OWNER, query)).toEqual({ insights: march.map((insight) => insight.text), serves: march.map(() => null) })
    expect(await getMetrics(ctx, OWNER, {})).toEqual(await getMetrics(ctx, OWNER))
    await expect(getMetrics(ctx, OWNER, { from: '2026-11-18', to: '2026-11-19' })).rejects.toThrow('to (2026-11-19) is after today (2026-11-18 in Asia/Kuala_Lumpur)')
    await expect(getInsights(ctx, OWNER, { from: '2024-03-31', to: '2024-03-01' })).rejects.toThrow('from (2024-03-31) comes after to (2024-03-01)')
  })
})

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

function owner() {
  const ctx = testContext(NOW)
  ctx.store.sales.appendSales(OWNER, 'u1', batchOf(ROWS))
  const input = () => ({ sales: ctx.store.sales.salesOf(OWNER), dayTotals: ctx.store.sales.dayTotalsOf(OWNER), now: ctx.now(), timezone: KL })
  return { ctx, input }
}

describe('dashboardOf a chosen period', () => {
  it('answers the period’s own figures with today’s orders, and the default when none is chosen', () => {
    const { ctx, input } = owner()
    const today = computeDashboard(input())
    expect(dashboardOf(ctx, OWNER, MARCH)).toEqual(withToday(computePeriodDashboard(input(), MARCH), today))
    // March 2024: M1's RM20.00; the card Orders Today still counts today's T1.
    expect(dashboardOf(ctx, OWNER, MARCH).metrics).toMatchObject({ revenue: 20, orders: 1, period: { from: '2024-03-01', to: '2024-03-31', orders: 1 } })
    expect(dashboardOf(ctx, OWNER, null)).toEqual(today)
    expect(dashboardOf(ctx, OWNER, period('2026-10-20', '2026-11-18'))).toBe(dashboardOf(ctx, OWNER))
  })

  it('keeps each period’s answer apart from the default’s, until the rows change', () => {
    const { ctx } = owner()
    const current = dashboardOf(ctx, OWNER)
    const march = dashboardOf(ctx, OWNER, MARCH).series
    const april = dashboardOf(ctx, OWNER, period('2024-04-01', '2024-04-30')).series
    expect(april).not.toBe(march)
    expect(april.daily).toHaveLength(30)
    ctx.setNow(NOW + 60_000)
    expect(dashboardOf(ctx, OWNER, MARCH).series).toBe(march)
    expect(dashboardOf(ctx, OWNER)).toBe(current)

    ctx.store.sales.appendSales(OWNER, 'u2', batchOf([{ at: kl('2024-03-16T12:00'), amount: 5, receipt: 'M2' }]))
    const after = dashboardOf(ctx, OWNER, MARCH)
    expect(after.series).not.toBe(march)
    expect(after.metrics?.revenue).toBe(25)
  })

  it(`keeps ${KEPT_PERIODS} periods besides the default, dropping the least recently read`, () => {
    const { ctx } = owner()
    const march = dashboardOf(ctx, OWNER, MARCH).series
    // March, then KEPT_PERIODS − 1 months from April: all kept.
    const months = Array.from({ length: KEPT_PERIODS }, (_, k) => period(`2024-0${4 + k}-01`, `2024-0${4 + k}-28`))
    const [april, may] = [months[0]!, months[1]!]
    const first = new Map(months.slice(0, -1).map((month) => [month, dashboardOf(ctx, OWNER, month).series]))
    // March and April read again become the most recent.
    expect(dashboardOf(ctx, OWNER, MARCH).series).toBe(march)
    expect(dashboardOf(ctx, OWNER, april).series).toBe(first.get(april))
    // One period more drops the least recently read, May.
    dashboardOf(ctx, OWNER, months[KEPT_PERIODS - 1])
    expect(dashboardOf(ctx, OWNER, MARCH).series).toBe(march)
    expect(dashboardOf(ctx, OWNER, april).series).toBe(first.get(april))
    expect(dashboardOf(ctx, OWNER, may).series).not.toBe(first.get(may))
    expect(dashboardOf(ctx, OWNER, may).series).toEqual(first.get(may))
  })

  it('reads a period ending today again once today ends: its insights are then its own', () => {
    const { ctx, input } = owner()
    const week = period('2026-11-12', '2026-11-18')
    expect(dashboardOf(ctx, OWNER, week).insights).toBe(dashboardOf(ctx, OWNER).insights)
    ctx.setNow(kl('2026-11-19T09:00'))
    expect(dashboardOf(ctx, OWNER, week).insights).toEqual(insightsThrough(input(), week.to))
  })
})

describe('GET /metrics and GET /insights with ?from&to', () => {
  it('answer the chosen period, and refuse a query the contract or the clock refuses', () => {
    const { ctx, input } = owner()
    const query = { from: '2024-03-01', to: '2024-03-31' }
    const { metrics, series } = withToday(computePeriodDashboard(input(), MARCH), computeDashboard(input()))
    // March 2024 ended before today: no `until`. The span and outlets are the account's, all time.
    const span = { first: '2024-03-15', last: '2026-11-18' }
    expect(getMetrics(ctx, OWNER, query)).toEqual({ metrics: metrics && { ...metrics, span, outlets: [], series, timezone: KL, currency: 'MYR' } })
    const march = insightsThrough(input(), MARCH.to)
    expect(getInsights(ctx, OWNER, query)).toEqual({ insights: march.map((insight) => insight.text), serves: march.map(() => null) })
    expect(getMetrics(ctx, OWNER, {})).toEqual(getMetrics(ctx, OWNER))
    expect(() => getMetrics(ctx, OWNER, { from: '2026-11-18', to: '2026-11-19' })).toThrow('to (2026-11-19) is after today (2026-11-18 in Asia/Kuala_Lumpur)')
    expect(() => getInsights(ctx, OWNER, { from: '2024-03-31', to: '2024-03-01' })).toThrow('from (2024-03-31) comes after to (2024-03-01)')
  })
})

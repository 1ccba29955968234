import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { generateDemoSales } from '../../mocks/fixtures/demo-sales'
import type { DayTotal } from '../ingest/types'
import { kl, KL, NOW } from '../../tests/utils/backend/analytics-clock'
import { testContext } from '../../tests/utils/backend/context'
import { batchOf, rowsOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { BackendError } from '../errors'
import { outletRows } from '../sales/outlet-rows'
import { memorySales, type MemorySales } from '../../tests/utils/backend/memory-sales'
import type { SalesStorage } from '../store'
import { computeDashboard, computePeriodDashboard } from './dashboard'
import { localDate } from './festive-calendar'
import { dashboardOf } from './get-dashboard'
import { getInsights } from './get-insights'
import { getMetrics } from './get-metrics'
import { computeInsights } from './insights'
import { outletNames, salesIn } from './outlets'

/* Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. */
const OWNER = NEW_ACCOUNT.id
const DAY = 86_400_000

function total(date: string, netAmount: number, outlet: string | null, orders: number | null = null): DayTotal {
  return { date, netAmount, orders, outlet, customers: [] }
}
async function storeOf(batch: Parameters<SalesStorage['appendSales']>[2], dayTotals: DayTotal[] = []): Promise<MemorySales> {
  const store = memorySales()
  await store.appendSales(OWNER, 'u1', batch)
  if (dayTotals.length > 0) await store.addDayTotals(OWNER, 'u2', dayTotals)
  return store
}

/**
 * The account's rows of one outlet, read back and stored as a batch of their own: what the
 * outlet's dashboard must equal. Its dictionaries list the account's values in the account's
 * order: sums over customers run in dictionary order, and another order can move a sum's last bit.
 */
async function onlyOutlet(store: SalesStorage, outlet: string) {
  const { dict } = await store.salesOf(OWNER)
  const rows = rowsOf(await store.salesOf(OWNER)).filter((row) => row.outlet === outlet) as unknown as TestRow[]
  const order = Object.fromEntries(Object.entries(dict).map(([name, values]) => [name, [...values]]))
  return { sales: batchOf(rows, order), dayTotals: (await store.dayTotalsOf(OWNER)).filter((day) => day.outlet === outlet) }
}

describe('one outlet’s sales', () => {
  const demo = generateDemoSales({ today: NOW, timezone: KL }).batch
  const totals = [total('2026-11-16', 900, 'Bangsar', 40), total('2026-11-15', 300, null), total('2026-11-14', 500, 'Mont Kiara', 20), total('2026-10-10', 200, 'Bangsar')]

  it.each([
    ['today', NOW],
    ['a week ago, later rows unread', NOW - 7 * DAY],
    ['a month after the data ends', NOW + 30 * DAY],
  ])('read as all an account had, give the dashboard of that outlet’s rows alone: %s', async (_, now) => {
    const store = await storeOf(demo, totals)
    for (const outlet of ['Bangsar', 'Mont Kiara']) {
      const view = { ...await salesIn(store, OWNER, outlet), now, timezone: KL }
      const alone = { ...await onlyOutlet(store, outlet), now, timezone: KL }
      expect(view.sales.length).toBe(alone.sales.length)
      expect(computeDashboard(view)).toEqual(computeDashboard(alone))
      const october = { from: localDate('2026-10-01'), to: localDate('2026-10-31') }
      expect(computePeriodDashboard(view, october)).toEqual(computePeriodDashboard(alone, october))
    }
  })

  it('judge a receipt by its lines at that outlet, and keep the account’s dictionaries', async () => {
    // The same receipt number at two outlets: RM10 at Bangsar, a RM10 refund at SS15. Across the
    // account it nets 0, no order; at each outlet on its own, Bangsar's is an order.
    const store = await storeOf(
      batchOf([
        { at: kl('2026-11-18T08:00'), amount: 10, receipt: '1-1001', outlet: 'Bangsar' },
        { at: kl('2026-11-18T08:30'), amount: -10, receipt: '1-1001', outlet: 'SS15' },
      ]),
    )
    const bangsar = (await salesIn(store, OWNER, 'Bangsar')).sales
    expect(bangsar.dict).toBe((await store.salesOf(OWNER)).dict)
    expect(Array.from(bangsar.receiptNet)).toEqual([10])
    expect(computeDashboard({ sales: (await store.salesOf(OWNER)), dayTotals: [], now: NOW, timezone: KL }).metrics?.orders).toBe(0)
    expect(computeDashboard({ sales: bangsar, dayTotals: [], now: NOW, timezone: KL }).metrics?.orders).toBe(1)
    expect(outletRows((await store.salesOf(OWNER)), 'Damansara').length).toBe(0)
  })

  it('are filtered once while the account’s rows stay the same', async () => {
    const store = await storeOf(demo, totals)
    const first = await salesIn(store, OWNER, 'Bangsar')
    expect(await salesIn(store, OWNER, 'Bangsar')).toBe(first)
    expect(await salesIn(store, OWNER, 'Mont Kiara')).not.toBe(first)
    await store.addDayTotals(OWNER, 'u3', [total('2026-11-17', 50, 'Bangsar')])
    const after = await salesIn(store, OWNER, 'Bangsar')
    expect(after).not.toBe(first)
    expect(after.dayTotals).toHaveLength(3)
  })
})

describe('outletNames', () => {
  it('lists the outlets of the rows and the day totals once each, by name, without a blank or unknown one', () => {
    const days = [total('2026-11-01', 10, 'Mont Kiara'), total('2026-11-02', 10, null), total('2026-11-03', 10, '  '), total('2026-11-04', 10, 'bangsar baru')]
    expect(outletNames(['SS15 Subang Jaya', 'Bangsar', 'Unknown', '', 'Mont Kiara'], days)).toEqual(['Bangsar', 'bangsar baru', 'Mont Kiara', 'SS15 Subang Jaya'])
    expect(outletNames([], [])).toEqual([])
  })
})

describe('GET /metrics and GET /insights ?outlet', () => {
  /*
   * Today R1 Bangsar 20.00 (a), R2 SS15 12.00 (b), R5 no outlet 3.00; 10 Nov R3 Bangsar 8.00 (a);
   * 1 Mar R4 SS15 5.00. Day totals: 17 Nov Bangsar 100.00 (5 orders), 16 Nov none 40.00, 15 Nov
   * Mont Kiara 70.00 (an outlet of day totals only).
   */
  const ROWS: TestRow[] = [
    { at: kl('2026-11-18T08:00'), amount: 20, receipt: 'R1', customer: 'email:a@x.my', outlet: 'Bangsar' },
    { at: kl('2026-11-18T09:00'), amount: 12, receipt: 'R2', customer: 'email:b@x.my', outlet: 'SS15 Subang Jaya' },
    { at: kl('2026-11-18T09:30'), amount: 3, receipt: 'R5' },
    { at: kl('2026-11-10T12:00'), amount: 8, receipt: 'R3', customer: 'email:a@x.my', outlet: 'Bangsar' },
    { at: kl('2026-03-01T12:00'), amount: 5, receipt: 'R4', outlet: 'SS15 Subang Jaya' },
  ]
  const TOTALS = [total('2026-11-17', 100, 'Bangsar', 5), total('2026-11-16', 40, null), total('2026-11-15', 70, 'Mont Kiara')]
  const OUTLETS = ['Bangsar', 'Mont Kiara', 'SS15 Subang Jaya']

  async function owner() {
    const ctx = await testContext(NOW)
    await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(ROWS))
    await ctx.store.sales.addDayTotals(OWNER, 'u2', TOTALS)
    return ctx
  }

  it('answer one outlet’s numbers, its days with sales, every outlet, and the outlet chosen', async () => {
    const ctx = await owner()
    // Bangsar: 20.00 + 8.00 + its 17 Nov total 100.00 = 128.00; today R1; the period R1, R3 and the
    // total's 5 = 7 orders, avg (28 + 100) / 7 = 18.29; customer a.
    expect((await getMetrics(ctx, OWNER, { outlet: 'Bangsar' })).metrics).toMatchObject({
      revenue: 128,
      orders: 1,
      customers: 1,
      avg_order: 18.29,
      period: { from: '2026-10-20', to: '2026-11-18', orders: 7 },
      span: { first: '2026-11-10', last: '2026-11-18' },
      outlets: OUTLETS,
      outlet: 'Bangsar',
      series: { byOutlet: [{ name: 'Bangsar', revenue: 28 }] },
    })
    // SS15: today's 12.00; its days run from 1 Mar. Mont Kiara: its day total alone.
    expect((await getMetrics(ctx, OWNER, { outlet: 'SS15 Subang Jaya' })).metrics).toMatchObject({ revenue: 12, orders: 1, span: { first: '2026-03-01', last: '2026-11-18' }, outlets: OUTLETS })
    expect((await getMetrics(ctx, OWNER, { outlet: 'Mont Kiara' })).metrics).toMatchObject({ revenue: 70, orders: 0, customers: 0, span: { first: '2026-11-15', last: '2026-11-15' } })
    // Every outlet: all rows and all day totals, no `outlet`.
    const all = (await getMetrics(ctx, OWNER)).metrics
    expect(all).toMatchObject({ revenue: 253, span: { first: '2026-03-01', last: '2026-11-18' }, outlets: OUTLETS })
    expect(all).not.toHaveProperty('outlet')
  })

  it('read a chosen period of one outlet', async () => {
    const ctx = await owner()
    expect((await getMetrics(ctx, OWNER, { from: '2026-03-01', to: '2026-03-31', outlet: 'SS15 Subang Jaya' })).metrics).toMatchObject({ revenue: 5, orders: 1, period: { orders: 1 }, outlet: 'SS15 Subang Jaya' })
    expect((await getMetrics(ctx, OWNER, { from: '2026-03-01', to: '2026-03-31', outlet: 'Bangsar' })).metrics).toMatchObject({ revenue: 0, period: { orders: 0 } })
  })

  it('answer the insights of the outlet’s rows alone', async () => {
    const ctx = await testContext(NOW)
    await ctx.store.sales.appendSales(OWNER, 'u1', generateDemoSales({ today: NOW, timezone: KL }).batch)
    const alone = { ...await onlyOutlet(ctx.store.sales, 'Mont Kiara'), now: NOW, timezone: KL }
    const insights = (await getInsights(ctx, OWNER, { outlet: 'Mont Kiara' })).insights
    expect(insights).toEqual(computeInsights(alone).map((insight) => insight.text))
    expect(insights).not.toEqual((await getInsights(ctx, OWNER)).insights)
  })

  it('refuse an outlet the account has no sales from, in words for the owner', async () => {
    const ctx = await owner()
    const refusal = async (query: Record<string, string>, read: typeof getMetrics | typeof getInsights = getMetrics) => {
      try {
        await read(ctx, OWNER, query)
      } catch (error) {
        if (error instanceof BackendError) return { status: error.status, body: error.body }
        throw error
      }
      throw new Error(`${JSON.stringify(query)} was accepted`)
    }
    expect(await refusal({ outlet: 'Damansara' })).toEqual({ status: 400, body: { detail: 'No sales from an outlet named "Damansara"' } })
    expect(await refusal({ outlet: 'bangsar' }, getInsights)).toEqual({ status: 400, body: { detail: 'No sales from an outlet named "bangsar"' } })
    expect(await refusal({ outlet: 'Unknown' })).toEqual({ status: 400, body: { detail: 'No sales from an outlet named "Unknown"' } })
    expect(await refusal({ outlet: '   ' })).toEqual({ status: 400, body: { detail: 'outlet must not be empty' } })
    // Trimmed, as the contract reads it.
    expect((await getMetrics(ctx, OWNER, { outlet: ' Bangsar ' })).metrics?.outlet).toBe('Bangsar')
  })

  it('keep each outlet’s answer apart, read once for both requests', async () => {
    const ctx = await owner()
    const bangsar = await dashboardOf(ctx, OWNER, null, 'Bangsar')
    expect(await dashboardOf(ctx, OWNER, null, 'Bangsar')).toBe(bangsar)
    expect(await dashboardOf(ctx, OWNER, null, 'SS15 Subang Jaya')).not.toBe(bangsar)
    expect(await dashboardOf(ctx, OWNER)).not.toBe(bangsar)
    expect(await dashboardOf(ctx, OWNER, null, 'Bangsar')).toBe(bangsar)
    const march = { from: localDate('2026-03-01'), to: localDate('2026-03-31') }
    expect((await dashboardOf(ctx, OWNER, march, 'Bangsar')).series).toBe((await dashboardOf(ctx, OWNER, march, 'Bangsar')).series)
    expect((await dashboardOf(ctx, OWNER, march, 'Bangsar')).series).not.toBe((await dashboardOf(ctx, OWNER, march)).series)
  })
})

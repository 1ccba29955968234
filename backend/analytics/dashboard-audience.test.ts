import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from '../../kernel/contract'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { everyDay, KL, NOW, sale } from '../../tests/utils/backend/insights'
import { saveCompanyProfile } from '../accounts/company-profile'
import { submitRequest } from '../accounts/requests'
import { saveSettings } from '../settings/settings'
import { dashboardOf } from './get-dashboard'
import { getInsights } from './get-insights'
import { getMetrics } from './get-metrics'
import { rollupsOf } from './rollups/kept'

/* Two weeks of a café selling RM80 at 9 am in the shop and RM20 at noon through GrabFood, every day. */
const OWNER = NEW_ACCOUNT.id

async function owner() {
  const ctx = await testContext(NOW)
  await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(everyDay(-14, -1, (offset) => [sale(offset, 9, 80, { channel: 'Dine in' }), sale(offset, 12, 20, { channel: 'GrabFood' })])))
  return ctx
}

const preferences = (currency: 'MYR' | 'SGD' | 'USD', timezone: 'Asia/Kuala_Lumpur' | 'Asia/Singapore' = 'Asia/Kuala_Lumpur') => ({ preferences: { ...DEFAULT_PREFERENCES, currency, timezone } })

describe('the dashboard in the account’s currency', () => {
  it('writes the insights in the new currency at once, from the same rollups (a currency is only how amounts are written)', async () => {
    const ctx = await owner()
    const delivery = async () => (await getInsights(ctx, OWNER)).insights.find((text) => text.startsWith('GrabFood'))
    expect(await delivery()).toMatch(/^GrabFood brings in 20% of your sales \(RM140 a week\), and about RM42.00 of that/)
    const rollups = await rollupsOf(ctx.store.sales, OWNER, null, KL)

    await saveSettings(ctx, OWNER, 's1', preferences('SGD'))
    expect(await delivery()).toMatch(/^GrabFood brings in 20% of your sales \(S\$140 a week\), and about S\$42.00 of that/)
    expect((await getMetrics(ctx, OWNER)).metrics).toMatchObject({ currency: 'SGD', timezone: KL, revenue: 1400 })
    // Not built again: the very same rollups answer.
    expect(await rollupsOf(ctx.store.sales, OWNER, null, KL)).toBe(rollups)

    await saveSettings(ctx, OWNER, 's1', preferences('USD'))
    expect(await delivery()).toMatch(/\(US\$140 a week\)/)
    expect((await getMetrics(ctx, OWNER)).metrics?.currency).toBe('USD')
    // A new zone is another reading of the rows: those rollups are built for it.
    await saveSettings(ctx, OWNER, 's1', preferences('USD', 'Asia/Singapore'))
    expect((await getMetrics(ctx, OWNER)).metrics).toMatchObject({ currency: 'USD', timezone: 'Asia/Singapore' })
    expect(await rollupsOf(ctx.store.sales, OWNER, null, KL)).toBe(rollups)
  })

  it('keeps an answer while nothing it says has changed', async () => {
    const ctx = await owner()
    expect(await dashboardOf(ctx, OWNER)).toBe(await dashboardOf(ctx, OWNER))
  })
})

describe('the dashboard ranked for the owner’s goals', () => {
  it('moves the insights serving a goal set in Settings up, and says which goal each serves', async () => {
    const ctx = await owner()
    const plain = await getInsights(ctx, OWNER)
    expect(plain.serves?.every((goal) => goal === null)).toBe(true)
    const kept = await dashboardOf(ctx, OWNER)

    await submitRequest(ctx, OWNER, { goal: 'Grow delivery orders', user_query: 'Grab takes too much' })
    const ranked = await getInsights(ctx, OWNER)
    expect(await dashboardOf(ctx, OWNER)).not.toBe(kept)
    expect([...ranked.insights].sort()).toEqual([...plain.insights].sort())
    const at = ranked.insights.findIndex((text) => text.startsWith('GrabFood'))
    expect(ranked.serves?.[at]).toBe('Grow delivery orders')
    expect(at).toBeLessThanOrEqual(plain.insights.findIndex((text) => text.startsWith('GrabFood')))
    expect(ranked.serves?.filter((goal) => goal !== null)).toEqual(['Grow delivery orders'])
  })

  it('reads the goals in the company profile’s own words too', async () => {
    const ctx = await owner()
    await saveCompanyProfile(ctx, OWNER, { top_goals: 'More GrabFood orders' })
    const { insights, serves } = await getInsights(ctx, OWNER)
    expect(serves?.[insights.findIndex((text) => text.startsWith('GrabFood'))]).toBe('Grow delivery orders')
  })
})

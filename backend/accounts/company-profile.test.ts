import { describe, expect, it } from 'vitest'
import { COMPANY_PROFILE_FIELDS, CompanyProfileResponseSchema, DEFAULT_PREFERENCES } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { BackendError } from '../errors'
import { clientIdOf, getCompanyProfile, saveCompanyProfile } from './company-profile'
import { saveSettings } from '../settings/settings'

async function refusal(run: () => unknown): Promise<{ status: number; detail: unknown }> {
  try {
    await run()
  } catch (error) {
    if (error instanceof BackendError) return { status: error.status, detail: error.body.detail }
  }
  throw new Error('expected a BackendError')
}

describe('company profile', () => {
  it('gives the demo business every answer, consistent with its data', async () => {
    const profile = CompanyProfileResponseSchema.parse(await getCompanyProfile(await testContext(), DEMO_ACCOUNT.id))
    for (const field of COMPANY_PROFILE_FIELDS) expect(profile[field], field).not.toBeNull()
    expect(profile.num_branches).toBe(DEMO_ACCOUNT.outlets.length)
    expect(profile.avg_transaction_value).toBeGreaterThan(15)
    expect(profile.avg_transaction_value).toBeLessThan(25)
    expect(profile.regulations).toMatch(/halal/i)
    expect(profile.client_id).toBe(clientIdOf(DEMO_ACCOUNT.id))
  })

  it('gives the new business an empty profile and its own client id', async () => {
    const profile = await getCompanyProfile(await testContext(), NEW_ACCOUNT.id)
    for (const field of COMPANY_PROFILE_FIELDS) expect(profile[field], field).toBeNull()
    expect(profile.client_id).not.toBe(clientIdOf(DEMO_ACCOUNT.id))
  })

  it('replaces the whole profile: absent answers become null, text is trimmed, blanks are unanswered', async () => {
    const ctx = await testContext()
    expect(await saveCompanyProfile(ctx, DEMO_ACCOUNT.id, { industry: '  Café  ', num_branches: 4, top_goals: '   ', avg_transaction_value: 21.5 })).toEqual({ success: true })
    const profile = await getCompanyProfile(ctx, DEMO_ACCOUNT.id)
    expect(profile).toMatchObject({ industry: 'Café', num_branches: 4, top_goals: null, avg_transaction_value: 21.5, headquarters_location: null })
    expect(await ctx.store.companyProfiles.count({ account_id: DEMO_ACCOUNT.id })).toBe(1)
  })

  it('creates the record on the first save', async () => {
    const ctx = await testContext()
    await saveCompanyProfile(ctx, NEW_ACCOUNT.id, { headquarters_location: 'Kota Bharu, Kelantan', year_founded: 2025 })
    expect(await getCompanyProfile(ctx, NEW_ACCOUNT.id)).toMatchObject({ headquarters_location: 'Kota Bharu, Kelantan', year_founded: 2025, industry: null })
  })

  it('refuses what the contract refuses, naming each field in the owner’s words, and keeps the old answers', async () => {
    const ctx = await testContext()
    const before = await getCompanyProfile(ctx, DEMO_ACCOUNT.id)
    expect(await refusal(() => saveCompanyProfile(ctx, DEMO_ACCOUNT.id, { year_founded: '2019', num_employees: -3, avg_transaction_value: 'RM19', industry: 7 }))).toEqual({
      status: 400,
      detail:
        'Year founded must be a whole number, like 2019. Industry must be text. Number of employees must be a whole number, 0 or more. Average transaction value must be an amount in RM, 0 or more.',
    })
    expect(await refusal(() => saveCompanyProfile(ctx, DEMO_ACCOUNT.id, [1, 2]))).toMatchObject({ status: 400, detail: expect.stringMatching(/could not be read/) as string })
    expect(await refusal(() => saveCompanyProfile(ctx, DEMO_ACCOUNT.id, undefined))).toMatchObject({ status: 400 })
    expect(await getCompanyProfile(ctx, DEMO_ACCOUNT.id)).toEqual(before)
  })

  it('names the account’s currency for the average transaction', async () => {
    const ctx = await testContext()
    await saveSettings(ctx, NEW_ACCOUNT.id, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    expect(await refusal(() => saveCompanyProfile(ctx, NEW_ACCOUNT.id, { avg_transaction_value: -1 }))).toEqual({ status: 400, detail: 'Average transaction value must be an amount in S$, 0 or more.' })
  })
})

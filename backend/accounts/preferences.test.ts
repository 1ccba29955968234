import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { accountLocale, writingLocale } from './preferences'
import { saveSettings } from '../settings/settings'

const OWNER = DEMO_ACCOUNT.id

describe('accountLocale', () => {
  it('is English, ringgit and Kuala Lumpur for an account that has not chosen', async () => {
    expect(await accountLocale(await testContext(), NEW_ACCOUNT.id)).toEqual({ language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' })
  })

  it('follows the saved preferences: language, currency and timezone', async () => {
    const ctx = await testContext()
    await saveSettings(ctx, OWNER, 's1', { preferences: { ...DEFAULT_PREFERENCES, language: 'ms', currency: 'SGD', timezone: 'Asia/Singapore' } })
    expect(await accountLocale(ctx, OWNER)).toEqual({ language: 'ms', currency: 'SGD', timezone: 'Asia/Singapore' })
    await saveSettings(ctx, OWNER, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'USD', timezone: 'Asia/Bangkok' } })
    expect(await accountLocale(ctx, OWNER)).toEqual({ language: 'en', currency: 'USD', timezone: 'Asia/Bangkok' })
    // Another account keeps its own.
    expect((await accountLocale(ctx, NEW_ACCOUNT.id)).currency).toBe('MYR')
  })

  it('reads a stored record of an older shape as the defaults, field by field', async () => {
    const ctx = await testContext()
    await saveSettings(ctx, OWNER, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    const stored = (await ctx.store.accountSettings.find({ account_id: OWNER }))!
    await ctx.store.accountSettings.update(stored.id, { language: 'klingon', currency: 'EUR', timezone: 'Mars/Olympus_Mons' })
    expect(await accountLocale(ctx, OWNER)).toEqual({ language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' })
  })

  it('writes in English whatever the language, in the account’s currency and zone (writingLocale)', async () => {
    const ctx = await testContext()
    await saveSettings(ctx, OWNER, 's1', { preferences: { ...DEFAULT_PREFERENCES, language: 'zh', currency: 'SGD', timezone: 'Asia/Singapore' } })
    expect(await writingLocale(ctx, OWNER)).toEqual({ language: 'en', currency: 'SGD', timezone: 'Asia/Singapore' })
  })
})

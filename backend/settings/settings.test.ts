import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from '../../kernel/contract'
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { verifyPassword } from '../auth/secrets'
import { startSession } from '../auth/sessions'
import { accountTimezone } from '../accounts/preferences'
import { getSettings, saveSettings, SETTINGS_MESSAGES } from './settings'
import type { TestContext } from '../../tests/utils/backend/context'

/** A TOTP factor on the demo account, verified or not (the auth service's MFA calls make one; `factors.test.ts` proves them). */
async function addFactor(ctx: TestContext, status: 'verified' | 'unverified'): Promise<void> {
  const at = new Date(ctx.now()).toISOString()
  await ctx.store.mfaFactors.insert({
    id: crypto.randomUUID(),
    account_id: DEMO_ACCOUNT.id,
    friendly_name: '',
    factor_type: 'totp',
    status,
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    created_at: at,
    updated_at: at,
    last_challenged_at: null,
    last_used_step: null,
  })
}

describe('settings', () => {
  it('a saved timezone is the one every computation reads (accountTimezone)', async () => {
    const ctx = await testContext()
    expect(await accountTimezone(ctx, DEMO_ACCOUNT.id)).toBe('Asia/Kuala_Lumpur')
    await saveSettings(ctx, DEMO_ACCOUNT.id, 's1', { preferences: { ...DEFAULT_PREFERENCES, timezone: 'Asia/Bangkok' } })
    expect(await accountTimezone(ctx, DEMO_ACCOUNT.id)).toBe('Asia/Bangkok')
    expect((await getSettings(ctx, DEMO_ACCOUNT.id)).preferences.timezone).toBe('Asia/Bangkok')
  })

  it('a password change stores a new salted hash and ends the account’s other sessions, not the caller’s', async () => {
    const ctx = await testContext()
    const mine = await startSession(ctx, DEMO_ACCOUNT.id)
    const other = await startSession(ctx, DEMO_ACCOUNT.id)
    await saveSettings(ctx, DEMO_ACCOUNT.id, mine.sessionId, { currentPassword: DEMO_PASSWORD, newPassword: 'teh-tarik-7', twoFactor: false })
    const account = (await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!
    await expect(verifyPassword('teh-tarik-7', account.password_hash, account.password_salt)).resolves.toBe(true)
    await expect(verifyPassword(DEMO_PASSWORD, account.password_hash, account.password_salt)).resolves.toBe(false)
    expect(await ctx.store.refreshTokens.count({ session_id: other.sessionId, revoked: false })).toBe(0)
    expect(await ctx.store.refreshTokens.count({ session_id: mine.sessionId, revoked: false })).toBe(1)
  })

  it('refuses a new password shorter than 6 characters and changes nothing', async () => {
    const ctx = await testContext()
    const before = await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })
    await expect(saveSettings(ctx, DEMO_ACCOUNT.id, 's1', { currentPassword: DEMO_PASSWORD, newPassword: 'abc', twoFactor: false })).rejects.toThrow(/at least 6/)
    expect(await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })).toEqual(before)
    expect((await getSettings(ctx, DEMO_ACCOUNT.id)).security).toEqual({ twoFactor: false })
  })
})

describe('settings: two-factor sign-in', () => {
  it('is on exactly while the account has a verified TOTP factor', async () => {
    const ctx = await testContext()
    await addFactor(ctx, 'unverified')
    expect((await getSettings(ctx, DEMO_ACCOUNT.id)).security).toEqual({ twoFactor: false })
    await addFactor(ctx, 'verified')
    expect((await getSettings(ctx, DEMO_ACCOUNT.id)).security).toEqual({ twoFactor: true })
  })

  it('cannot be turned on by a save: a code from the authenticator app confirms it', async () => {
    const ctx = await testContext()
    const before = await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })
    const save = saveSettings(ctx, DEMO_ACCOUNT.id, 's1', { currentPassword: DEMO_PASSWORD, newPassword: 'teh-tarik-7', twoFactor: true })
    await expect(save).rejects.toMatchObject({ status: 400, body: { detail: SETTINGS_MESSAGES.twoFactorNotConfirmed } })
    // Nothing is saved when a check fails, the new password neither.
    expect(await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })).toEqual(before)
  })

  it('cannot be turned off by a save, and a save that keeps it on still changes the password', async () => {
    const ctx = await testContext()
    await addFactor(ctx, 'verified')
    const off = saveSettings(ctx, DEMO_ACCOUNT.id, 's1', { currentPassword: '', newPassword: '', twoFactor: false })
    await expect(off).rejects.toMatchObject({ status: 400, body: { detail: SETTINGS_MESSAGES.twoFactorStillOn } })
    await saveSettings(ctx, DEMO_ACCOUNT.id, 's1', { currentPassword: DEMO_PASSWORD, newPassword: 'teh-tarik-7', twoFactor: true })
    const account = (await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!
    await expect(verifyPassword('teh-tarik-7', account.password_hash, account.password_salt)).resolves.toBe(true)
    expect((await getSettings(ctx, DEMO_ACCOUNT.id)).security).toEqual({ twoFactor: true })
  })
})

/**
 * Password recovery with the real supabase-js against the fake auth service: `resetPasswordForEmail`,
 * the link read from the demo outbox (`getDemoOutbox`, the owner's mailbox), `verifyOtp` with the
 * link's token_hash (PASSWORD_RECOVERY) and `updateUser({password})`.
 */
import { describe, expect, it } from 'vitest'
import { totpCode } from '../../backend/auth/totp'
import { getDemoOutbox } from '../../src/api/demo'
import { accessTokenOf, apiAccepts, authClient, claimsOf, signedInClient } from '../utils/auth-client'
import { STEP_MS } from '../utils/backend/factors'
import { useTotpClock } from '../utils/clock'
import { ON_SERVER, storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'

useMockBackend()

const clock = useTotpClock()

/**
 * Asks for a reset link as the sign-in screen does, and reads it from the owner's mailbox: the demo's
 * outbox, or on the server the mail it keeps to send (outbox_messages).
 */
async function resetLink(email: string, redirectTo = 'http://localhost:3000/login'): Promise<{ link: string; tokenHash: string }> {
  const { error } = await authClient().supabase.auth.resetPasswordForEmail(email, { redirectTo })
  expect(error).toBeNull()
  const [mail] = ON_SERVER ? await storedTables().outboxMessages.findAll({ to: email }, [['sent_at', 'desc'], ['id', 'desc']]) : await getDemoOutbox(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const url = new URL(mail.link)
  expect(url.searchParams.get('type')).toBe('recovery')
  return { link: mail.link, tokenHash: url.searchParams.get('token_hash') ?? '' }
}

// The outbox's reading call is the demo's (mocks/handlers/demo.ts); the server keeps the same mail in its database.
describe.skipIf(ON_SERVER)('the demo outbox', () => {
  it('has the reset mail for a known address, newest first, and nothing for an unknown one', async () => {
    await resetLink('demo@selera.my')
    await authClient().supabase.auth.resetPasswordForEmail('stranger@example.my', { redirectTo: 'http://localhost:3000/login' })
    clock.now += 60_000
    // A redirect to another origin is not followed: the link goes to the app.
    const { link } = await resetLink('demo@selera.my', 'https://evil.example/login')
    const messages = await getDemoOutbox('Demo@Selera.my')
    expect(messages).toHaveLength(2)
    expect(messages[0]).toEqual({ to: 'demo@selera.my', subject: 'Reset your Selera password', link, sent_at: new Date(clock.now).toISOString() })
    expect(link.startsWith(`${location.origin}/reset-password?`)).toBe(true)
    expect(link).toMatch(/\/reset-password\?token_hash=[\w-]{43}&type=recovery$/)
    expect(messages[1]?.link).not.toBe(link)
    expect(await getDemoOutbox('stranger@example.my')).toEqual([])
    // The token is in the mail only: the auth service keeps its SHA-256.
    expect(JSON.stringify(await storedTables().passwordRecoveries.findAll({}, []))).not.toContain(new URL(link).searchParams.get('token_hash'))
  })
})

describe('resetting a password from the link', () => {
  it('verifyOtp → PASSWORD_RECOVERY → updateUser: the old password is refused, the new one works, the link is spent', async () => {
    const elsewhere = await signedInClient('demo@selera.my')
    const { tokenHash } = await resetLink('demo@selera.my')

    const reader = authClient()
    const verified = await reader.supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe('demo@selera.my')
    expect(reader.events).toContain('PASSWORD_RECOVERY')
    expect(claimsOf(await accessTokenOf(reader))).toMatchObject({ aal: 'aal1', amr: [{ method: 'recovery' }] })

    const updated = await reader.supabase.auth.updateUser({ password: 'kopi-baru-2026' })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.id).toBe(verified.data.user?.id)
    expect(reader.events).toContain('USER_UPDATED')

    const old = await authClient().supabase.auth.signInWithPassword({ email: 'demo@selera.my', password: 'selera-demo' })
    expect(old.error?.code).toBe('invalid_credentials')
    const fresh = await authClient().supabase.auth.signInWithPassword({ email: 'demo@selera.my', password: 'kopi-baru-2026' })
    expect(fresh.error).toBeNull()
    // Whoever was signed in elsewhere (with the old password) is signed out.
    expect((await elsewhere.supabase.auth.refreshSession()).error?.code).toBe('refresh_token_not_found')

    const again = await authClient().supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect([again.error?.status, again.error?.code, again.error?.message]).toEqual([403, 'otp_expired', 'Email link is invalid or has expired'])
  })

  it('refuses a short password (weak_password) and the current one (same_password)', async () => {
    const { tokenHash } = await resetLink('new@selera.my')
    const reader = authClient()
    await reader.supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    const short = await reader.supabase.auth.updateUser({ password: 'abc12' })
    expect([short.error?.status, short.error?.code, short.error?.message]).toEqual([422, 'weak_password', 'Password should be at least 6 characters.'])
    expect(short.error).toMatchObject({ reasons: ['length'] })
    const same = await reader.supabase.auth.updateUser({ password: 'selera-demo' })
    expect([same.error?.status, same.error?.code]).toEqual([422, 'same_password'])
  })

  it('a link is good for an hour', async () => {
    const { tokenHash } = await resetLink('demo@selera.my')
    clock.now += 60 * 60_000
    const late = await authClient().supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect([late.error?.status, late.error?.code]).toEqual([403, 'otp_expired'])
  })

  it('with two-factor on, the link’s session steps up before the password can change', async () => {
    const owner = await signedInClient('demo@selera.my')
    const { data: factor } = await owner.supabase.auth.mfa.enroll({ factorType: 'totp' })
    const challenge = await owner.supabase.auth.mfa.challenge({ factorId: factor!.id })
    await owner.supabase.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code: await totpCode(factor!.totp.secret, clock.now) })

    clock.now += STEP_MS
    const { tokenHash } = await resetLink('demo@selera.my')
    const reader = authClient()
    await reader.supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect((await reader.supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect((await apiAccepts(await accessTokenOf(reader))).status).toBe(401)
    const refused = await reader.supabase.auth.updateUser({ password: 'kopi-baru-2026' })
    expect([refused.error?.status, refused.error?.code]).toEqual([401, 'insufficient_aal'])

    const stepped = await reader.supabase.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: await totpCode(factor!.totp.secret, clock.now) })
    expect(stepped.error).toBeNull()
    expect((await reader.supabase.auth.updateUser({ password: 'kopi-baru-2026' })).error).toBeNull()
  })
})

/**
 * Two-factor sign-in with the real supabase-js (`auth.mfa.*`) against the fake auth service, codes
 * computed from the enrolled secret at the backend's (fake) clock, and the app's API honouring the
 * session's assurance level.
 */
import { isAuthApiError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { SECOND_FACTOR_REQUIRED } from '../../backend/auth/authenticate'
import { CODE_ALREADY_USED, INVALID_CODE, MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS } from '../../backend/auth/factors'
import { totpCode } from '../../backend/auth/totp'
import { confirmTotp, passwordSignIn } from '../../src/api/auth'
import { isApiError } from '../../src/api/errors'
import { codeRefusalOf } from '../../src/machines/shared/one-time-code'
import { accessTokenOf, apiAccepts, claimsOf, signedInClient, type TestAuthClient } from '../utils/auth-client'
import { STEP_MS, wrongCode } from '../utils/backend/factors'
import { useTotpClock } from '../utils/clock'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase } from './contract-helpers'

useMockBackend()

const clock = useTotpClock()

/** Challenge and verify through supabase-js; the error when refused. */
async function stepUp(client: TestAuthClient, factorId: string, code: string) {
  const challenge = await client.supabase.auth.mfa.challenge({ factorId })
  if (challenge.error) throw challenge.error
  return client.supabase.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code })
}

/** The demo owner signs in and turns two-factor sign-in on with the current code. */
async function enrolledOwner() {
  const owner = await signedInClient('demo@selera.my')
  const { data, error } = await owner.supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  if (error) throw error
  const verified = await stepUp(owner, data.id, await totpCode(data.totp.secret, clock.now))
  if (verified.error) throw verified.error
  return { owner, factorId: data.id, secret: data.totp.secret }
}

describe('enrolling a TOTP factor', () => {
  it('enroll → challenge → verify: the factor is verified and the session becomes aal2, which the API accepts', async () => {
    const owner = await signedInClient('demo@selera.my')
    expect((await owner.supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const enrolled = await owner.supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(enrolled.error).toBeNull()
    const { id: factorId, totp } = enrolled.data!
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^#%]+<\/svg>$/)
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(totp.uri).toBe(`otpauth://totp/Selera:demo%40selera.my?secret=${totp.secret}&issuer=Selera&algorithm=SHA1&digits=6&period=30`)
    const unverified = await owner.supabase.auth.mfa.listFactors()
    expect(unverified.data).toMatchObject({ all: [{ id: factorId, status: 'unverified', factor_type: 'totp', friendly_name: 'Phone' }], totp: [] })

    const challenge = await owner.supabase.auth.mfa.challenge({ factorId })
    expect(challenge.data).toEqual({ id: expect.any(String) as string, type: 'totp', expires_at: Math.floor(clock.now / 1000) + 300 })
    const verified = await owner.supabase.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: await totpCode(totp.secret, clock.now) })
    expect(verified.error).toBeNull()
    expect(owner.events).toContain('MFA_CHALLENGE_VERIFIED')
    const token = await accessTokenOf(owner)
    expect(token).toBe(verified.data!.access_token)
    expect(claimsOf(token)).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp' }, { method: 'password' }] })
    expect((await owner.supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect((await owner.supabase.auth.mfa.listFactors()).data?.totp).toMatchObject([{ id: factorId, status: 'verified' }])
    expect((await apiAccepts(token)).status).toBe(200)

    // A refresh keeps the level.
    const refreshed = await owner.supabase.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')
  })

  it('settings say two-factor is on, and a save cannot turn it off', async () => {
    const { owner } = await enrolledOwner()
    const headers = { authorization: `Bearer ${await accessTokenOf(owner)}`, 'content-type': 'application/json' }
    expect(await (await fetch(`${apiBase}/settings`, { headers })).json()).toMatchObject({ security: { twoFactor: true } })
    const off = await fetch(`${apiBase}/settings`, { method: 'PUT', headers, body: JSON.stringify({ currentPassword: '', newPassword: '', twoFactor: false }) })
    expect(off.status).toBe(400)
    expect(await off.json()).toEqual({ detail: 'Two-factor authentication stays on until you turn it off with a code from your authenticator app.' })
  })
})

describe('signing in with two-factor on', () => {
  it('a password alone gives aal1, which the API refuses; the previous step’s code steps up, two steps ago does not', async () => {
    const { factorId, secret } = await enrolledOwner()
    const enrolledAt = clock.now
    clock.now += 2 * STEP_MS

    const phone = await signedInClient('demo@selera.my')
    expect(claimsOf(phone.accessToken).aal).toBe('aal1')
    expect((await phone.supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect(await apiAccepts(phone.accessToken)).toEqual({ status: 401, body: { detail: SECOND_FACTOR_REQUIRED } })
    // The auth service still answers an aal1 token: the client reads its factors to step up.
    expect((await phone.supabase.auth.mfa.listFactors()).data?.totp).toMatchObject([{ id: factorId, status: 'verified' }])

    const wrong = await stepUp(phone, factorId, await wrongCode(secret, clock.now))
    expect(isAuthApiError(wrong.error)).toBe(true)
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([422, 'mfa_verification_failed', INVALID_CODE])
    const twoStepsAgo = await totpCode(secret, enrolledAt)
    if (twoStepsAgo !== (await totpCode(secret, clock.now - STEP_MS)) && twoStepsAgo !== (await totpCode(secret, clock.now))) {
      expect((await stepUp(phone, factorId, twoStepsAgo)).error?.code).toBe('mfa_verification_failed')
    }

    const previousStep = await totpCode(secret, clock.now - STEP_MS)
    const accepted = await stepUp(phone, factorId, previousStep)
    expect(accepted.error).toBeNull()
    const token = await accessTokenOf(phone)
    expect(claimsOf(token).aal).toBe('aal2')
    expect((await apiAccepts(token)).status).toBe(200)

    // The same code again, even on a new challenge, is refused.
    const reused = await stepUp(phone, factorId, previousStep)
    expect([reused.error?.status, reused.error?.code, reused.error?.message]).toEqual([422, 'mfa_verification_failed', CODE_ALREADY_USED])
  })

  it('a code used once is refused to the next sign-in in the same 30 seconds, and the next step’s code passes', async () => {
    const { factorId, secret } = await enrolledOwner()
    const phone = await signedInClient('demo@selera.my')
    expect((await stepUp(phone, factorId, await totpCode(secret, clock.now))).error?.message).toBe(CODE_ALREADY_USED)
    clock.now += STEP_MS
    expect((await stepUp(phone, factorId, await totpCode(secret, clock.now))).error).toBeNull()
  })

  it('a challenge older than 5 minutes is refused', async () => {
    const { factorId, secret } = await enrolledOwner()
    clock.now += STEP_MS
    const phone = await signedInClient('demo@selera.my')
    const challenge = await phone.supabase.auth.mfa.challenge({ factorId })
    clock.now += 5 * 60_000 + 1_000
    const late = await phone.supabase.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: await totpCode(secret, clock.now) })
    expect([late.error?.status, late.error?.code]).toEqual([422, 'mfa_challenge_expired'])
  })
})

describe('too many wrong codes', () => {
  it('the 6th code in 5 minutes, even the right one, is a 429 AuthApiError, which the app reads as tooMany; then the right code passes', async () => {
    const { factorId, secret } = await enrolledOwner()
    clock.now += STEP_MS
    const phone = await signedInClient('demo@selera.my')
    for (let i = 0; i < MAX_WRONG_CODES; i++) expect((await stepUp(phone, factorId, await wrongCode(secret, clock.now))).error?.status).toBe(422)

    const limited = await stepUp(phone, factorId, await totpCode(secret, clock.now))
    expect(isAuthApiError(limited.error)).toBe(true)
    expect([limited.error?.status, limited.error?.code, limited.error?.message]).toEqual([429, 'over_request_rate_limit', 'Too many wrong codes. Try again in 5 minutes.'])

    // The app's own path: supabase-js's error becomes an ApiError, and the machines read the problem from it.
    const { secondFactor } = await passwordSignIn('demo@selera.my', 'selera-demo')
    expect(secondFactor).toBe(factorId)
    const refused: unknown = await confirmTotp(factorId, await totpCode(secret, clock.now)).catch((error: unknown) => error)
    expect(isApiError(refused) && [refused.status, refused.detail]).toEqual([429, 'over_request_rate_limit'])
    expect(codeRefusalOf(refused)).toBe('tooMany')

    clock.now += WRONG_CODE_WINDOW_MS
    const session = await confirmTotp(factorId, await totpCode(secret, clock.now))
    expect(claimsOf(session.accessToken).aal).toBe('aal2')
  })
})

describe('turning two-factor off', () => {
  it('unenroll needs an aal2 session; afterwards a password is enough again', async () => {
    const { factorId, secret } = await enrolledOwner()
    clock.now += STEP_MS
    const phone = await signedInClient('demo@selera.my')
    const refused = await phone.supabase.auth.mfa.unenroll({ factorId })
    expect([refused.error?.status, refused.error?.code]).toEqual([422, 'insufficient_aal'])

    expect((await stepUp(phone, factorId, await totpCode(secret, clock.now))).error).toBeNull()
    expect(await phone.supabase.auth.mfa.unenroll({ factorId })).toEqual({ data: { id: factorId }, error: null })
    // The session is aal1 again from its next refresh, and the factor is gone from the user.
    const refreshed = await phone.supabase.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1')
    expect((await phone.supabase.auth.mfa.listFactors()).data?.all).toEqual([])

    const later = await signedInClient('demo@selera.my')
    expect((await apiAccepts(later.accessToken)).status).toBe(200)
  })
})

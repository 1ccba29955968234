import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { authRefusal as refusal } from '../../tests/utils/backend/refusal'
import { authenticate, SECOND_FACTOR_REQUIRED } from './authenticate'
import { currentUser, refreshGrant } from './auth-service'
import {
  challengeFactor,
  CHALLENGE_EXPIRY_MS,
  CODE_ALREADY_USED,
  enrollFactor,
  INVALID_CODE,
  UNVERIFIED_FACTOR_EXPIRY_MS,
  unenrollFactor,
  verifyFactor,
} from './factors'
import { isSessionActive } from './sessions'
import { totpCode } from './totp'
import { STEP_MS, signIn, wrongCode, enrolled, claimsOf } from '../../tests/utils/backend/factors'

describe('enroll', () => {
  it('answers GoTrue’s TOTP enrollment: id, a 160-bit base32 secret, the otpauth URI and an SVG QR code', async () => {
    const ctx = await testContext()
    const { bearer } = await signIn(ctx)
    const answer = await enrollFactor(ctx, bearer, { factor_type: 'totp' })
    expect(answer).toMatchObject({ type: 'totp', friendly_name: '' })
    expect(answer.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(answer.totp.uri).toBe(`otpauth://totp/Selera:demo%40selera.my?secret=${answer.totp.secret}&issuer=Selera&algorithm=SHA1&digits=6&period=30`)
    expect(answer.totp.qr_code).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
    // supabase-js puts the markup unencoded after `data:image/svg+xml;utf-8,`: a `#` would end the URL.
    expect(answer.totp.qr_code).not.toMatch(/[#%]/)
    const user = await currentUser(ctx, bearer)
    expect(user.factors).toEqual([{ id: answer.id, factor_type: 'totp', status: 'unverified', created_at: expect.any(String) as string, updated_at: expect.any(String) as string, last_challenged_at: null }])
  })

  it('refuses other factor types, and a second factor of the same name until the first expires unverified', async () => {
    const ctx = await testContext()
    const { bearer } = await signIn(ctx)
    expect(await refusal(enrollFactor(ctx, bearer, { factor_type: 'phone', phone: '+60123456789' }))).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
    expect(await refusal(enrollFactor(ctx, bearer, { factor_type: 'sms' }))).toMatchObject({ status: 400, code: 'validation_failed' })
    await enrollFactor(ctx, bearer, { factor_type: 'totp' })
    expect(await refusal(enrollFactor(ctx, bearer, { factor_type: 'totp' }))).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
    await enrollFactor(ctx, bearer, { factor_type: 'totp', friendly_name: 'Tablet' })
    ctx.advance(UNVERIFIED_FACTOR_EXPIRY_MS + 1)
    await enrollFactor(ctx, bearer, { factor_type: 'totp' })
    expect(await ctx.store.mfaFactors.count({ account_id: DEMO_ACCOUNT.id })).toBe(1)
  })

  it('a second factor needs an aal2 session once one is verified', async () => {
    const ctx = await testContext()
    const { bearer } = await enrolled(ctx)
    const aal1 = await signIn(ctx)
    expect(await refusal(enrollFactor(ctx, aal1.bearer, { factor_type: 'totp', friendly_name: 'Tablet' }))).toEqual({ status: 403, code: 'insufficient_aal', msg: 'AAL2 required to enroll a new factor' })
    await expect(enrollFactor(ctx, bearer, { factor_type: 'totp', friendly_name: 'Tablet' })).resolves.toMatchObject({ type: 'totp' })
  })
})

describe('challenge and verify', () => {
  it('a right code verifies the factor and answers a new aal2 session (amr totp, then password)', async () => {
    const ctx = await testContext()
    const { session, factorId } = await enrolled(ctx)
    const claims = await claimsOf(ctx, session.access_token)
    const seconds = Math.floor(ctx.now() / 1000)
    expect(claims).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp', timestamp: seconds }, { method: 'password', timestamp: seconds }] })
    expect(session.user.factors).toMatchObject([{ id: factorId, status: 'verified', friendly_name: 'Phone' }])
    // The API serves the account now that the token used its factor.
    await expect(authenticate(ctx, `Bearer ${session.access_token}`)).resolves.toMatchObject({ account: { id: DEMO_ACCOUNT.id } })
  })

  it('a challenge expires after 5 minutes', async () => {
    const ctx = await testContext()
    const { bearer } = await signIn(ctx)
    const factor = await enrollFactor(ctx, bearer, { factor_type: 'totp' })
    const challenge = await challengeFactor(ctx, bearer, factor.id)
    expect(challenge).toEqual({ id: expect.any(String) as string, type: 'totp', expires_at: Math.floor((ctx.now() + CHALLENGE_EXPIRY_MS) / 1000) })
    ctx.advance(CHALLENGE_EXPIRY_MS + 1)
    const code = await totpCode(factor.totp.secret, ctx.now())
    expect(await refusal(verifyFactor(ctx, bearer, factor.id, { challenge_id: challenge.id, code }))).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
    expect(await refusal(verifyFactor(ctx, bearer, factor.id, { challenge_id: challenge.id, code }))).toMatchObject({ status: 422, code: 'mfa_factor_not_found' })
  })

  it('refuses a wrong code with GoTrue’s words, then accepts the right one on the same challenge', async () => {
    const ctx = await testContext()
    const { bearer } = await signIn(ctx)
    const factor = await enrollFactor(ctx, bearer, { factor_type: 'totp' })
    const challenge = await challengeFactor(ctx, bearer, factor.id)
    const wrong = await wrongCode(factor.totp.secret, ctx.now())
    expect(await refusal(verifyFactor(ctx, bearer, factor.id, { challenge_id: challenge.id, code: wrong }))).toEqual({ status: 422, code: 'mfa_verification_failed', msg: INVALID_CODE })
    expect((await ctx.store.mfaFactors.find({ id: factor.id }))?.status).toBe('unverified')
    expect(await refusal(verifyFactor(ctx, bearer, factor.id, { challenge_id: challenge.id, code: '' }))).toMatchObject({ status: 400, code: 'validation_failed' })
    await expect(verifyFactor(ctx, bearer, factor.id, { challenge_id: challenge.id, code: await totpCode(factor.totp.secret, ctx.now()) })).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('a code is good once: the same code again, or an older one of the window, is refused; a spent challenge too', async () => {
    const ctx = await testContext()
    const { factorId, secret } = await enrolled(ctx)
    const { bearer } = await signIn(ctx)
    const again = await challengeFactor(ctx, bearer, factorId)
    const used = await totpCode(secret, ctx.now())
    expect(await refusal(verifyFactor(ctx, bearer, factorId, { challenge_id: again.id, code: used }))).toEqual({ status: 422, code: 'mfa_verification_failed', msg: CODE_ALREADY_USED })
    ctx.advance(STEP_MS)
    expect((await refusal(verifyFactor(ctx, bearer, factorId, { challenge_id: again.id, code: used }))).msg).toBe(CODE_ALREADY_USED)
    await verifyFactor(ctx, bearer, factorId, { challenge_id: again.id, code: await totpCode(secret, ctx.now()) })
    expect(await refusal(verifyFactor(ctx, bearer, factorId, { challenge_id: again.id, code: await totpCode(secret, ctx.now() + STEP_MS) }))).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })
  })

  it('accepts the previous step’s code, not one from two steps ago', async () => {
    const ctx = await testContext()
    const { factorId, secret } = await enrolled(ctx)
    const enrolledAt = ctx.now()
    ctx.advance(2 * STEP_MS)
    const { bearer } = await signIn(ctx)
    const challenge = await challengeFactor(ctx, bearer, factorId)
    const twoStepsAgo = await totpCode(secret, enrolledAt)
    if (twoStepsAgo !== (await totpCode(secret, ctx.now() - STEP_MS)) && twoStepsAgo !== (await totpCode(secret, ctx.now()))) {
      expect((await refusal(verifyFactor(ctx, bearer, factorId, { challenge_id: challenge.id, code: twoStepsAgo }))).msg).toBe(INVALID_CODE)
    }
    await expect(verifyFactor(ctx, bearer, factorId, { challenge_id: challenge.id, code: await totpCode(secret, ctx.now() - STEP_MS) })).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('only the owner’s factors: another account’s factor and a malformed id are not found', async () => {
    const ctx = await testContext()
    const { factorId } = await enrolled(ctx)
    const other = await signIn(ctx, NEW_ACCOUNT.email)
    expect(await refusal(challengeFactor(ctx, other.bearer, factorId))).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
    expect(await refusal(challengeFactor(ctx, other.bearer, 'not-a-uuid'))).toMatchObject({ status: 404, code: 'validation_failed' })
    expect((await refusal(challengeFactor(ctx, null, factorId))).status).toBe(401)
  })
})

describe('sessions and the API', () => {
  it('an aal2 session stays aal2 across refreshes; a new sign-in is aal1 and the API refuses it', async () => {
    const ctx = await testContext()
    const { session } = await enrolled(ctx)
    const refreshed = await refreshGrant(ctx, { refresh_token: session.refresh_token })
    expect(await claimsOf(ctx, refreshed.access_token)).toMatchObject({ aal: 'aal2' })
    const { session: aal1 } = await signIn(ctx)
    expect(await claimsOf(ctx, aal1.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] })
    expect(aal1.user.factors).toMatchObject([{ status: 'verified' }])
    await expect(authenticate(ctx, `Bearer ${aal1.access_token}`)).rejects.toMatchObject({ status: 401, body: { detail: SECOND_FACTOR_REQUIRED } })
    // The auth service itself still answers it: the client needs that to step up.
    await expect(currentUser(ctx, `Bearer ${aal1.access_token}`)).resolves.toMatchObject({ id: DEMO_ACCOUNT.id })
  })

  it('verifying ends the account’s other sessions below aal2, as GoTrue does', async () => {
    const ctx = await testContext()
    const before = await signIn(ctx)
    const { session } = await enrolled(ctx)
    expect(await isSessionActive(ctx, DEMO_ACCOUNT.id, (await claimsOf(ctx, before.session.access_token)).session_id)).toBe(false)
    expect(await isSessionActive(ctx, DEMO_ACCOUNT.id, (await claimsOf(ctx, session.access_token)).session_id)).toBe(true)
    expect((await refusal(refreshGrant(ctx, { refresh_token: before.session.refresh_token }))).code).toBe('refresh_token_not_found')
  })
})

describe('unenroll', () => {
  it('a verified factor needs aal2 (422 insufficient_aal); then the sessions are aal1 again and the API serves aal1', async () => {
    const ctx = await testContext()
    const { factorId, bearer, session } = await enrolled(ctx)
    const aal1 = await signIn(ctx)
    expect(await refusal(unenrollFactor(ctx, aal1.bearer, factorId))).toEqual({ status: 422, code: 'insufficient_aal', msg: 'AAL2 required to unenroll verified factor' })
    expect(await unenrollFactor(ctx, bearer, factorId)).toEqual({ id: factorId })
    expect(await ctx.store.mfaFactors.count()).toBe(0)
    const refreshed = await refreshGrant(ctx, { refresh_token: session.refresh_token })
    expect(await claimsOf(ctx, refreshed.access_token)).toMatchObject({ aal: 'aal1' })
    expect(refreshed.user.factors).toBeUndefined()
    await expect(authenticate(ctx, aal1.bearer)).resolves.toMatchObject({ account: { id: DEMO_ACCOUNT.id } })
  })

  it('an unverified factor goes from an aal1 session', async () => {
    const ctx = await testContext()
    const { bearer } = await signIn(ctx)
    const factor = await enrollFactor(ctx, bearer, { factor_type: 'totp' })
    expect(await unenrollFactor(ctx, bearer, factor.id)).toEqual({ id: factor.id })
    expect(await refusal(unenrollFactor(ctx, bearer, factor.id))).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })
})

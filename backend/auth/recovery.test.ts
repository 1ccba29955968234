import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_PASSWORD, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { authRefusal as refusal } from '../../tests/utils/backend/refusal'
import { verifyAccessToken } from './access-token'
import { passwordGrant } from './auth-service'
import { outboxFor, RECOVERY_SUBJECT } from './outbox'
import { recoverPassword, RECOVERY_TTL_MS, updateUser, verifyRecovery } from './recovery'
import { verifyPassword } from './secrets'
import { isSessionActive } from './sessions'
import { RECOVERY_MAIL_PER_ACCOUNT } from './rate-limits'

const OPTIONS = { redirectTo: null, appOrigin: 'https://app.selera.my' }

/** The token in the latest mail to `email`, as the owner would click it. */
async function latestToken(ctx: TestContext, email: string): Promise<string> {
  const link = (await outboxFor(ctx, email)).messages[0]?.link
  if (!link) throw new Error(`no mail to ${email}`)
  return new URL(link).searchParams.get('token_hash') ?? ''
}

describe('POST /recover', () => {
  it('answers {} either way; only a real account gets a request and a mail', async () => {
    const ctx = await testContext()
    expect(await recoverPassword(ctx, { email: 'nobody@selera.my' }, OPTIONS)).toEqual({})
    expect(await ctx.store.passwordRecoveries.count()).toBe(0)
    expect(await outboxFor(ctx, 'nobody@selera.my')).toEqual({ messages: [] })
    expect(await recoverPassword(ctx, { email: 'DEMO@selera.my' }, OPTIONS)).toEqual({})
    expect(await ctx.store.passwordRecoveries.findAll({}, [['requested_at', 'asc']])).toMatchObject([{ account_id: DEMO_ACCOUNT.id, email: 'demo@selera.my', redirect_to: null, used_at: null }])
    const [mail] = (await outboxFor(ctx, 'Demo@Selera.my ')).messages
    expect(mail).toEqual({ to: 'demo@selera.my', subject: RECOVERY_SUBJECT, link: expect.stringMatching(/^https:\/\/app\.selera\.my\/reset-password\?token_hash=[\w-]{43}&type=recovery$/) as string, sent_at: new Date(ctx.now()).toISOString() })
  })

  it('keeps only the SHA-256 of the token: the link is in the mail alone', async () => {
    const ctx = await testContext()
    await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, OPTIONS)
    const token = await latestToken(ctx, DEMO_ACCOUNT.email)
    expect(JSON.stringify(await ctx.store.passwordRecoveries.findAll({}, [['requested_at', 'asc']]))).not.toContain(token)
    expect((await ctx.store.passwordRecoveries.findAll({}, [['requested_at', 'asc']]))[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('sends the link to the app’s origin, whatever redirect_to asks, and keeps what was asked', async () => {
    const ctx = await testContext()
    await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, { ...OPTIONS, redirectTo: 'https://app.selera.my/login' })
    expect((await outboxFor(ctx, DEMO_ACCOUNT.email)).messages[0]?.link).toMatch(/^https:\/\/app\.selera\.my\/reset-password\?/)
    expect((await ctx.store.passwordRecoveries.findAll({}, [['requested_at', 'asc']]))[0]?.redirect_to).toBe('https://app.selera.my/login')
    for (const elsewhere of ['https://evil.example/reset', 'javascript:alert(1)', 'not a url']) {
      await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, { ...OPTIONS, redirectTo: elsewhere })
      expect((await outboxFor(ctx, DEMO_ACCOUNT.email)).messages[0]?.link).toMatch(/^https:\/\/app\.selera\.my\/reset-password\?/)
    }
  })

  it('refuses a missing email with 422', async () => {
    expect(await refusal(recoverPassword(await testContext(), {}, OPTIONS))).toMatchObject({ status: 422, code: 'validation_failed' })
  })
})

describe('POST /verify {type: recovery, token_hash}', () => {
  it('gives an aal1 session once, authenticated by the link', async () => {
    const ctx = await testContext()
    await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, OPTIONS)
    const token = await latestToken(ctx, DEMO_ACCOUNT.email)
    const session = await verifyRecovery(ctx, { type: 'recovery', token_hash: token, gotrue_meta_security: {} })
    expect(session.user.id).toBe(DEMO_ACCOUNT.id)
    const claims = await verifyAccessToken(session.access_token, ctx.now(), ctx.jwtSecret)
    expect(claims).toMatchObject({ aal: 'aal1', amr: [{ method: 'recovery' }] })
    expect(await refusal(verifyRecovery(ctx, { type: 'recovery', token_hash: token }))).toEqual({ status: 403, code: 'otp_expired', msg: 'Email link is invalid or has expired' })
  })

  it('refuses an unknown token, an expired link and a link a newer request replaced', async () => {
    const ctx = await testContext()
    expect((await refusal(verifyRecovery(ctx, { type: 'recovery', token_hash: 'made-up' }))).code).toBe('otp_expired')
    await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, OPTIONS)
    const first = await latestToken(ctx, DEMO_ACCOUNT.email)
    // A minute on: a request within a minute of the last mail sends none (./rate-limits.ts).
    ctx.advance(RECOVERY_MAIL_PER_ACCOUNT.windowMs)
    await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, OPTIONS)
    const second = await latestToken(ctx, DEMO_ACCOUNT.email)
    expect((await outboxFor(ctx, DEMO_ACCOUNT.email)).messages).toHaveLength(2)
    expect((await refusal(verifyRecovery(ctx, { type: 'recovery', token_hash: first }))).code).toBe('otp_expired')
    ctx.advance(RECOVERY_TTL_MS)
    expect((await refusal(verifyRecovery(ctx, { type: 'recovery', token_hash: second }))).code).toBe('otp_expired')
  })

  it('accepts a link just before its hour is up', async () => {
    const ctx = await testContext()
    await recoverPassword(ctx, { email: NEW_ACCOUNT.email }, OPTIONS)
    ctx.advance(RECOVERY_TTL_MS - 1)
    await expect(verifyRecovery(ctx, { type: 'recovery', token_hash: await latestToken(ctx, NEW_ACCOUNT.email) })).resolves.toMatchObject({ user: { id: NEW_ACCOUNT.id } })
  })

  it('refuses other verification types and a body without a token', async () => {
    const ctx = await testContext()
    expect(await refusal(verifyRecovery(ctx, { type: 'signup', token_hash: 'x' }))).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(await refusal(verifyRecovery(ctx, { type: 'recovery' }))).toMatchObject({ status: 400, code: 'validation_failed' })
  })
})

describe('PUT /user {password}', () => {
  async function recovered(ctx: TestContext) {
    await recoverPassword(ctx, { email: DEMO_ACCOUNT.email }, OPTIONS)
    return verifyRecovery(ctx, { type: 'recovery', token_hash: await latestToken(ctx, DEMO_ACCOUNT.email) })
  }

  it('sets the new password and ends the account’s other sessions', async () => {
    const ctx = await testContext()
    const elsewhere = await passwordGrant(ctx, { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD })
    const session = await recovered(ctx)
    const user = await updateUser(ctx, `Bearer ${session.access_token}`, { password: 'teh-tarik-7', code_challenge: null, code_challenge_method: null })
    expect(user.id).toBe(DEMO_ACCOUNT.id)
    const account = (await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!
    await expect(verifyPassword('teh-tarik-7', account.password_hash, account.password_salt)).resolves.toBe(true)
    const otherClaims = await verifyAccessToken(elsewhere.access_token, ctx.now(), ctx.jwtSecret)
    const ownClaims = await verifyAccessToken(session.access_token, ctx.now(), ctx.jwtSecret)
    expect(await isSessionActive(ctx, DEMO_ACCOUNT.id, otherClaims.session_id)).toBe(false)
    expect(await isSessionActive(ctx, DEMO_ACCOUNT.id, ownClaims.session_id)).toBe(true)
  })

  it('refuses a short password (weak_password) and the same password (same_password), changing nothing', async () => {
    const ctx = await testContext()
    const bearer = `Bearer ${(await recovered(ctx)).access_token}`
    const before = await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })
    const short = await updateUser(ctx, bearer, { password: 'abc12' }).catch((e: unknown) => e)
    expect(short).toMatchObject({ status: 422, body: { code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } } })
    expect(await refusal(updateUser(ctx, bearer, { password: DEMO_PASSWORD }))).toMatchObject({ status: 422, code: 'same_password' })
    expect(await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })).toEqual(before)
  })

  it('needs a live session', async () => {
    const ctx = await testContext()
    expect((await refusal(updateUser(ctx, null, { password: 'teh-tarik-7' }))).status).toBe(401)
  })
})

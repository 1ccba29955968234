import { describe, expect, it } from 'vitest'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { authRefusal as refusal } from '../../tests/utils/backend/refusal'
import { challengeFactor, CHALLENGE_EXPIRY_MS, CODE_ALREADY_USED, enrollFactor, factorAttemptsKey, MAX_WRONG_CODES, verifyFactor, WRONG_CODE_WINDOW_MS } from './factors'
import { totpCode } from './totp'
import { STEP_MS, signIn, wrongCode, enrolled } from '../../tests/utils/backend/factors'

describe('the limit on wrong codes', () => {
  const MINUTE = 60_000
  /** A new challenge and its verify, as supabase-js's `challengeAndVerify` sends them. */
  async function attempt(ctx: TestContext, bearer: string, factorId: string, code: string) {
    const challenge = await challengeFactor(ctx, bearer, factorId)
    return verifyFactor(ctx, bearer, factorId, { challenge_id: challenge.id, code })
  }
  async function wrongCodes(ctx: TestContext, bearer: string, factorId: string, secret: string, count: number) {
    for (let i = 0; i < count; i++) {
      expect(await refusal(attempt(ctx, bearer, factorId, await wrongCode(secret, ctx.now())))).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    }
  }
  const tooMany = (minutes: number) => ({ status: 429, code: 'over_request_rate_limit', msg: `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` })

  it('after 5 wrong codes even the right one is refused (429, the minutes left rounded up) until 5 minutes after the first', async () => {
    expect([MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS]).toEqual([5, 5 * MINUTE])
    const ctx = await testContext()
    const { factorId, secret } = await enrolled(ctx)
    ctx.advance(STEP_MS)
    const { bearer } = await signIn(ctx)
    const firstWrongAt = ctx.now()
    await wrongCodes(ctx, bearer, factorId, secret, 4)
    ctx.advance(30_000)
    await wrongCodes(ctx, bearer, factorId, secret, 1)

    const right = () => totpCode(secret, ctx.now())
    await expect(attempt(ctx, bearer, factorId, await right())).rejects.toMatchObject({
      status: 429,
      body: { code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg: 'Too many wrong codes. Try again in 5 minutes.' },
    })
    ctx.setNow(firstWrongAt + 90_000)
    expect(await refusal(attempt(ctx, bearer, factorId, await right()))).toEqual(tooMany(4))
    ctx.setNow(firstWrongAt + WRONG_CODE_WINDOW_MS - 1_000)
    expect(await refusal(attempt(ctx, bearer, factorId, await right()))).toEqual(tooMany(1))

    // The refusals did not count: the window still ends 5 minutes after the first wrong code.
    ctx.setNow(firstWrongAt + WRONG_CODE_WINDOW_MS)
    await expect(attempt(ctx, bearer, factorId, await right())).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('a right code before the limit clears the count', async () => {
    const ctx = await testContext()
    const { factorId, secret } = await enrolled(ctx)
    ctx.advance(STEP_MS)
    let { bearer } = await signIn(ctx)
    await wrongCodes(ctx, bearer, factorId, secret, MAX_WRONG_CODES - 1)
    await attempt(ctx, bearer, factorId, await totpCode(secret, ctx.now()))
    expect(await ctx.store.attempts.read(factorAttemptsKey(factorId), ctx.now())).toBeNull()

    ctx.advance(STEP_MS)
    ;({ bearer } = await signIn(ctx))
    await wrongCodes(ctx, bearer, factorId, secret, MAX_WRONG_CODES)
    expect(await refusal(attempt(ctx, bearer, factorId, await totpCode(secret, ctx.now())))).toEqual(tooMany(5))
  })

  it('a reused code counts as wrong; a code sent on an expired challenge does not', async () => {
    const ctx = await testContext()
    const { factorId, secret } = await enrolled(ctx)
    const used = await totpCode(secret, ctx.now())
    const { bearer } = await signIn(ctx)
    const stale = await challengeFactor(ctx, bearer, factorId)
    ctx.advance(CHALLENGE_EXPIRY_MS + 1_000)
    const late = await refusal(verifyFactor(ctx, bearer, factorId, { challenge_id: stale.id, code: await wrongCode(secret, ctx.now()) }))
    expect(late).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })

    // Back to the step of the used code (the clock is the test's): it is refused as used, and counted.
    ctx.setNow(ctx.now() - CHALLENGE_EXPIRY_MS - 1_000)
    expect(await refusal(attempt(ctx, bearer, factorId, used))).toEqual({ status: 422, code: 'mfa_verification_failed', msg: CODE_ALREADY_USED })
    await wrongCodes(ctx, bearer, factorId, secret, MAX_WRONG_CODES - 1)
    ctx.advance(STEP_MS)
    expect(await refusal(attempt(ctx, bearer, factorId, await totpCode(secret, ctx.now())))).toEqual(tooMany(5))
  })

  it('counts each factor apart', async () => {
    const ctx = await testContext()
    const phone = await enrolled(ctx)
    const tablet = await enrollFactor(ctx, phone.bearer, { factor_type: 'totp', friendly_name: 'Tablet' })
    await attempt(ctx, phone.bearer, tablet.id, await totpCode(tablet.totp.secret, ctx.now()))
    ctx.advance(STEP_MS)
    const { bearer } = await signIn(ctx)
    await wrongCodes(ctx, bearer, phone.factorId, phone.secret, MAX_WRONG_CODES)
    expect((await refusal(attempt(ctx, bearer, phone.factorId, await totpCode(phone.secret, ctx.now())))).status).toBe(429)
    await expect(attempt(ctx, bearer, tablet.id, await totpCode(tablet.totp.secret, ctx.now()))).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('verifies sent at once cannot outrun the limit: only 5 have their codes compared', async () => {
    const ctx = await testContext()
    const { factorId, secret } = await enrolled(ctx)
    ctx.advance(STEP_MS)
    const { bearer } = await signIn(ctx)
    const challenges = await Promise.all(Array.from({ length: 8 }, () => challengeFactor(ctx, bearer, factorId)))
    const wrong = await wrongCode(secret, ctx.now())
    const answers = await Promise.all(challenges.map((challenge) => refusal(verifyFactor(ctx, bearer, factorId, { challenge_id: challenge.id, code: wrong }))))
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422, 429, 429, 429])
  })
})

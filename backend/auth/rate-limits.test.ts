import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_PASSWORD, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { authRefusal as refusal } from '../../tests/utils/backend/refusal'
import { passwordGrant } from './auth-service'
import {
  RECOVERY_MAIL_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
  VERIFY_FAILURES_PER_ADDRESS,
} from './rate-limits'
import { recoverPassword, verifyRecovery } from './recovery'

const MINUTE = 60_000
const from = (ctx: TestContext, clientAddress?: string): TestContext => ({ ...ctx, clientAddress })
const signIn = (ctx: TestContext, password: string, email = DEMO_ACCOUNT.email) => passwordGrant(ctx, { email, password })
const session = { token_type: 'bearer' }
const tooManySignIns = (minutes: number) => ({ status: 429, code: 'over_request_rate_limit', msg: `Too many sign-in attempts. Try again in ${minutes} minutes.` })
const wrongPassword = { status: 400, code: 'invalid_credentials', msg: 'Invalid login credentials' }

async function wrongSignIns(ctx: TestContext, count: number, email = DEMO_ACCOUNT.email): Promise<void> {
  for (let i = 0; i < count; i++) expect(await refusal(signIn(ctx, `wrong-${i}`, email))).toEqual(wrongPassword)
}

describe('the limits on sign-in', () => {
  it('after 10 wrong passwords for an account from one address, even the right one is refused there until the window ends', async () => {
    expect([SIGN_IN_PER_ACCOUNT_AND_ADDRESS.max, SIGN_IN_PER_ACCOUNT_AND_ADDRESS.windowMs]).toEqual([10, 15 * MINUTE])
    const base = await testContext()
    const here = from(base, '203.0.113.9')
    const firstAt = base.now()
    await wrongSignIns(here, 10)
    expect(await refusal(signIn(here, DEMO_PASSWORD))).toEqual(tooManySignIns(15))
    base.setNow(firstAt + 14 * MINUTE + 1)
    expect(await refusal(signIn(here, DEMO_PASSWORD))).toMatchObject({ status: 429, msg: 'Too many sign-in attempts. Try again in 1 minute.' })
    // The owner elsewhere (their phone's network) is not locked out by it.
    await expect(signIn(from(base, '198.51.100.4'), DEMO_PASSWORD)).resolves.toMatchObject(session)
    base.setNow(firstAt + 15 * MINUTE)
    await expect(signIn(here, DEMO_PASSWORD)).resolves.toMatchObject(session)
  })

  it('says the same of an address with no account: the limit tells nothing of who is a customer', async () => {
    const ctx = from(await testContext(), '203.0.113.9')
    await wrongSignIns(ctx, 10, 'nobody@kedai.my')
    expect(await refusal(signIn(ctx, 'anything', 'nobody@kedai.my'))).toEqual(tooManySignIns(15))
    // Written otherwise, the same address.
    expect(await refusal(signIn(ctx, 'anything', '  Nobody@Kedai.MY '))).toEqual(tooManySignIns(15))
  })

  it('a right password clears the account’s count', async () => {
    const ctx = from(await testContext(), '203.0.113.9')
    await wrongSignIns(ctx, 9)
    await expect(signIn(ctx, DEMO_PASSWORD)).resolves.toMatchObject(session)
    await wrongSignIns(ctx, 10)
    expect((await refusal(signIn(ctx, DEMO_PASSWORD))).status).toBe(429)
  })

  it('counts an account’s sign-ins from every address too: 100 an hour', async () => {
    expect([SIGN_IN_PER_ACCOUNT.max, SIGN_IN_PER_ACCOUNT.windowMs]).toEqual([100, 60 * MINUTE])
    const base = await testContext()
    for (let i = 0; i < 100; i++) expect(await refusal(signIn(from(base, `10.0.${Math.floor(i / 9)}.${i % 9}`), 'guess'))).toEqual(wrongPassword)
    expect(await refusal(signIn(from(base, '198.51.100.4'), DEMO_PASSWORD))).toEqual(tooManySignIns(60))
  })

  it('refuses an address after 50 wrong sign-ins, whatever the accounts; right ones do not count', async () => {
    expect([SIGN_IN_FAILURES_PER_ADDRESS.max, SIGN_IN_FAILURES_PER_ADDRESS.windowMs]).toEqual([50, 15 * MINUTE])
    const ctx = from(await testContext(), '203.0.113.9')
    for (let i = 0; i < 20; i++) await expect(signIn(ctx, DEMO_PASSWORD)).resolves.toMatchObject(session)
    for (let i = 0; i < 50; i++) expect(await refusal(signIn(ctx, 'guess', `owner${i}@kedai.my`))).toEqual(wrongPassword)
    expect(await refusal(signIn(ctx, DEMO_PASSWORD, NEW_ACCOUNT.email))).toEqual(tooManySignIns(15))
    // Another address is not refused.
    await expect(signIn(from(ctx, '198.51.100.4'), DEMO_PASSWORD, NEW_ACCOUNT.email)).resolves.toMatchObject(session)
  })

  it('sign-ins sent at once cannot outrun the limit: only 10 have their passwords checked', async () => {
    const ctx = from(await testContext(), '203.0.113.9')
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => refusal(signIn(ctx, `wrong-${i}`))))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array.from({ length: 10 }, () => 400), 429, 429, 429, 429])
  })

  it('where the host knows no address (the demo), an account still takes 10 wrong passwords at a time', async () => {
    const ctx = await testContext()
    await wrongSignIns(ctx, 10)
    expect(await refusal(signIn(ctx, DEMO_PASSWORD))).toEqual(tooManySignIns(15))
  })
})

describe('the limits on recovery', () => {
  const recover = (ctx: TestContext, email = DEMO_ACCOUNT.email) => recoverPassword(ctx, { email }, { redirectTo: null, appOrigin: 'https://app.selera.my' })
  const mails = (ctx: TestContext) => ctx.store.outboxMessages.count({ to: DEMO_ACCOUNT.email })

  it('sends an address at most one mail a minute, and answers every request alike', async () => {
    expect([RECOVERY_MAIL_PER_ACCOUNT.max, RECOVERY_MAIL_PER_ACCOUNT.windowMs]).toEqual([1, MINUTE])
    const ctx = await testContext()
    expect(await recover(ctx)).toEqual({})
    ctx.advance(30_000)
    expect(await recover(ctx)).toEqual({})
    expect(await recover(ctx, 'nobody@kedai.my')).toEqual({})
    expect(await mails(ctx)).toBe(1)
    ctx.advance(30_000)
    expect(await recover(ctx)).toEqual({})
    expect(await mails(ctx)).toBe(2)
  })

  it('refuses an address after 30 links that do not work; before that, each says the link is invalid', async () => {
    expect([VERIFY_FAILURES_PER_ADDRESS.max, VERIFY_FAILURES_PER_ADDRESS.windowMs]).toEqual([30, 15 * MINUTE])
    const ctx = from(await testContext(), '203.0.113.9')
    for (let i = 0; i < 30; i++) expect((await refusal(verifyRecovery(ctx, { type: 'recovery', token_hash: `guess-${i}` }))).status).toBe(403)
    expect(await refusal(verifyRecovery(ctx, { type: 'recovery', token_hash: 'guess' }))).toEqual({ status: 429, code: 'over_request_rate_limit', msg: 'Too many requests. Try again in 15 minutes.' })
    // Another address may still follow its link.
    expect((await refusal(verifyRecovery(from(ctx, '198.51.100.4'), { type: 'recovery', token_hash: 'guess' }))).status).toBe(403)
  })
})

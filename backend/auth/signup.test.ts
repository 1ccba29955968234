import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/accounts'
import { authRefusal } from '../../tests/utils/backend/refusal'
import { testContext } from '../../tests/utils/backend/context'
import { verifyAccessToken } from './access-token'
import { passwordGrant } from './auth-service'
import { verifyPassword } from './secrets'
import { MAX_NAME_CHARS } from '../../kernel/limits'
import { signUp, SIGNUP_MESSAGES } from './signup'

const OWNER = { email: ' Owner@Kedai-Ah-Seng.MY ', password: 'teh-tarik-2026', data: { full_name: 'Tan Ah Seng', business_name: ' Kedai Kopi Ah Seng ' } }

describe('sign-up', () => {
  it('creates the account and signs the owner in at once, as GoTrue does while confirmation is off', async () => {
    const ctx = await testContext()
    const session = await signUp(ctx, OWNER)
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: 'owner@kedai-ah-seng.my', user_metadata: { full_name: 'Tan Ah Seng', business_name: 'Kedai Kopi Ah Seng' } } })
    expect(await verifyAccessToken(session.access_token, ctx.now(), ctx.jwtSecret)).toMatchObject({ sub: session.user.id })
    const account = (await ctx.store.accounts.find({ id: session.user.id }))!
    // Hashed at the host's cost, and the password signs in afterwards.
    expect(account.password_hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${ctx.passwordIterations}\\$`))
    await expect(verifyPassword(OWNER.password, account.password_hash, account.password_salt)).resolves.toBe(true)
    expect((await passwordGrant(ctx, { email: 'owner@kedai-ah-seng.my', password: OWNER.password })).user.id).toBe(account.id)
  })

  it('refuses an address that is taken, whatever its case, and changes nothing of the account', async () => {
    const ctx = await testContext()
    const before = await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })
    expect(await authRefusal(signUp(ctx, { ...OWNER, email: 'DEMO@selera.my' }))).toEqual({ status: 422, code: 'user_already_exists', msg: SIGNUP_MESSAGES.taken })
    expect(await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id })).toEqual(before)
  })

  it('refuses what it cannot keep, with GoTrue’s codes, and stores nothing', async () => {
    const ctx = await testContext()
    const accounts = await ctx.store.accounts.count()
    const cases: [unknown, number, string][] = [
      [{ ...OWNER, email: 'not-an-address' }, 400, SIGNUP_MESSAGES.email],
      [{ ...OWNER, password: '12345' }, 422, 'Password should be at least 6 characters.'],
      [{ ...OWNER, data: { full_name: 'Tan' } }, 400, SIGNUP_MESSAGES.business],
      [{ ...OWNER, data: { business_name: '   ' } }, 400, SIGNUP_MESSAGES.business],
      [{ ...OWNER, data: { business_name: 'K'.repeat(MAX_NAME_CHARS + 1) } }, 400, SIGNUP_MESSAGES.long],
      [{ email: 'a@b.my' }, 400, SIGNUP_MESSAGES.unreadable],
      [null, 400, SIGNUP_MESSAGES.unreadable],
    ]
    for (const [body, status, msg] of cases) expect(await authRefusal(signUp(ctx, body)), JSON.stringify(body)).toMatchObject({ status, msg })
    expect(await ctx.store.accounts.count()).toBe(accounts)
  })
})

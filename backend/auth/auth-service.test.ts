import { describe, expect, it } from 'vitest'
import { verifyAccessToken } from './access-token'
import { DEMO_ACCOUNT, DEMO_PASSWORD, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { currentUser, logout, passwordGrant, refreshGrant } from './auth-service'
import { BackendError } from '../errors'
import { verifyPassword } from './secrets'
import { testContext } from '../../tests/utils/backend/context'

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(BackendError)
  return error as BackendError
}

describe('password grant', () => {
  it('answers a GoTrue session for the right password, whatever the email’s case', async () => {
    const ctx = await testContext()
    const session = await passwordGrant(ctx, { email: ' Demo@Selera.MY ', password: DEMO_PASSWORD })
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: DEMO_ACCOUNT.id, email: 'demo@selera.my' } })
    expect(session.user.user_metadata).toEqual({ full_name: 'Aisyah Rahman', business_name: 'Kopi Kita Café' })
    const claims = await verifyAccessToken(session.access_token, ctx.now(), ctx.jwtSecret)
    expect(claims).toMatchObject({ sub: DEMO_ACCOUNT.id, email: 'demo@selera.my', exp: session.expires_at })
  })

  it('gives one answer for a wrong password and an unknown email', async () => {
    const ctx = await testContext()
    const wrong = await failure(passwordGrant(ctx, { email: 'demo@selera.my', password: 'nope' }))
    const unknown = await failure(passwordGrant(ctx, { email: 'who@selera.my', password: DEMO_PASSWORD }))
    for (const error of [wrong, unknown]) {
      expect(error.status).toBe(400)
      expect(error.body).toEqual({ code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
    }
    expect(await ctx.store.refreshTokens.count()).toBe(0)
  })

  it('makes a hash of a lower cost than the host’s again at a sign-in that proves the password, and only then', async () => {
    // A host that raised its cost (2,000 rounds here; the seed's hashes are 1,000).
    const ctx = { ...(await testContext()), passwordIterations: 2000 }
    const before = (await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!
    await failure(passwordGrant(ctx, { email: DEMO_ACCOUNT.email, password: 'nope' }))
    expect((await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!.password_hash).toBe(before.password_hash)
    await passwordGrant(ctx, { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD })
    const after = (await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!
    expect(after.password_hash).toMatch(/^pbkdf2-sha256\$2000\$[0-9a-f]{64}$/)
    expect(after.password_salt).not.toBe(before.password_salt)
    await expect(verifyPassword(DEMO_PASSWORD, after.password_hash, after.password_salt)).resolves.toBe(true)
    // The next sign-in verifies at the new cost and changes nothing.
    await passwordGrant(ctx, { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD })
    expect((await ctx.store.accounts.find({ id: DEMO_ACCOUNT.id }))!.password_hash).toBe(after.password_hash)
  })

  it('refuses a body without email or password', async () => {
    const error = await failure(passwordGrant(await testContext(), { email: 'demo@selera.my' }))
    expect(error.status).toBe(400)
  })
})

describe('refresh, user, logout', () => {
  it('refresh grant rotates and keeps the user', async () => {
    const ctx = await testContext()
    const first = await passwordGrant(ctx, { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD })
    const second = await refreshGrant(ctx, { refresh_token: first.refresh_token })
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.user.id).toBe(DEMO_ACCOUNT.id)
    expect((await failure(refreshGrant(ctx, { refresh_token: first.refresh_token }))).body.code).toBe('refresh_token_already_used')
  })

  it('current user needs a live session: after a local logout the token is refused', async () => {
    const ctx = await testContext()
    const session = await passwordGrant(ctx, { email: NEW_ACCOUNT.email, password: DEMO_PASSWORD })
    const bearer = `Bearer ${session.access_token}`
    expect((await currentUser(ctx, bearer)).email).toBe('new@selera.my')
    await logout(ctx, bearer, 'local')
    const error = await failure(currentUser(ctx, bearer))
    expect([error.status, error.body.code]).toEqual([403, 'session_not_found'])
    expect((await failure(refreshGrant(ctx, { refresh_token: session.refresh_token }))).body.code).toBe('refresh_token_not_found')
  })

  it('logout checks the bearer and the scope', async () => {
    const ctx = await testContext()
    expect((await failure(logout(ctx, null, 'global'))).status).toBe(401)
    expect((await failure(logout(ctx, 'Bearer x.y.z', 'global'))).body.code).toBe('bad_jwt')
    const session = await passwordGrant(ctx, { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD })
    expect((await failure(logout(ctx, `Bearer ${session.access_token}`, 'everyone'))).status).toBe(400)
  })
})

import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, TEST_SECRET } from '../../tests/utils/backend/context'
import { issueAccessToken } from './access-token'
import { authenticate } from './authenticate'

describe('bearer check', () => {
  it('takes the account from the verified token', async () => {
    const ctx = await testContext()
    const { token } = await issueAccessToken({ accountId: NEW_ACCOUNT.id, email: NEW_ACCOUNT.email, sessionId: 's' }, ctx.now(), TEST_SECRET)
    expect((await authenticate(ctx, `Bearer ${token}`)).account).toMatchObject({ id: NEW_ACCOUNT.id, email: 'new@selera.my' })
    expect((await authenticate(ctx, `bearer ${token}`)).account.id).toBe(NEW_ACCOUNT.id)
  })

  it.each([
    ['missing', null, 'Missing bearer token'],
    ['not bearer', 'Basic abc', 'Missing bearer token'],
    ['garbage', 'Bearer abc', 'Invalid token'],
  ])('answers 401 when the token is %s', async (_, header, detail) => {
    await expect(authenticate(await testContext(), header)).rejects.toMatchObject({ status: 401, body: { detail } })
  })

  it('answers 401 for an expired token and for an account that no longer exists', async () => {
    const ctx = await testContext()
    const { token } = await issueAccessToken({ accountId: DEMO_ACCOUNT.id, email: DEMO_ACCOUNT.email, sessionId: 's' }, ctx.now(), TEST_SECRET)
    ctx.advance(3600_000)
    await expect(authenticate(ctx, `Bearer ${token}`)).rejects.toMatchObject({ status: 401, body: { detail: 'Token expired' } })
    const fresh = await issueAccessToken({ accountId: 'gone', email: 'gone@selera.my', sessionId: 's' }, ctx.now(), TEST_SECRET)
    await expect(authenticate(ctx, `Bearer ${fresh.token}`)).rejects.toMatchObject({ status: 401, body: { detail: 'Unknown account' } })
  })

  it('makes an account from a token only where the auth service is hosted elsewhere, and only when asked (POST /auth)', async () => {
    const ctx = await testContext()
    const { token } = await issueAccessToken({ accountId: 'from-token', email: 'Siti@Kedai.my', sessionId: 's' }, ctx.now(), TEST_SECRET)
    // Its own auth service signs up every account: a token of none is refused, whatever the call.
    await expect(authenticate(ctx, `Bearer ${token}`, { makeAccount: true })).rejects.toMatchObject({ status: 401, body: { detail: 'Unknown account' } })
    const hosted = { ...ctx, accountsFromTokens: true }
    await expect(authenticate(hosted, `Bearer ${token}`)).rejects.toMatchObject({ status: 401, body: { detail: 'Unknown account' } })
    expect(await ctx.store.accounts.find({ id: 'from-token' })).toBeNull()
    expect((await authenticate(hosted, `Bearer ${token}`, { makeAccount: true })).account).toMatchObject({ id: 'from-token', email: 'siti@kedai.my', password_hash: '', full_name: '', business_name: '' })
    expect((await authenticate(hosted, `Bearer ${token}`)).account.id).toBe('from-token')
  })
})

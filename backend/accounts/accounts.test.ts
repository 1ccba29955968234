import { describe, expect, it } from 'vitest'
import { GoalsResponseSchema, LeadResponseSchema } from '../../kernel/contract'
import { issueAccessToken } from '../auth/access-token'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { authenticate } from './accounts'
import { BackendError } from '../errors'
import { listGoals } from './goals'
import { createLead } from './leads'
import { testContext, TEST_SECRET } from '../../tests/utils/backend/context'

async function detailOf(run: () => unknown): Promise<{ status: number; detail: unknown }> {
  try {
    await run()
  } catch (error) {
    if (error instanceof BackendError) return { status: error.status, detail: error.body.detail }
  }
  throw new Error('expected a BackendError')
}

describe('leads', () => {
  it('stores a valid lead and answers its id and time', async () => {
    const ctx = await testContext()
    const answer = await createLead(ctx, { email: 'Owner@Kedai.my', company_name: 'Kedai Kopi Ah Seng', country: 'MY' })
    expect(LeadResponseSchema.parse(answer)).toEqual({ id: expect.any(String) as string, created_at: new Date(ctx.now()).toISOString() })
    expect(await ctx.store.leads.findAll({}, [['created_at', 'asc']])).toMatchObject([{ email: 'owner@kedai.my', company_name: 'Kedai Kopi Ah Seng', country: 'MY' }])
  })

  it('stores a repeat submission again, under a new id', async () => {
    const ctx = await testContext()
    const lead = { email: 'a@b.my', company_name: 'Roti Canai Corner', country: 'MY' }
    expect((await createLead(ctx, lead)).id).not.toBe((await createLead(ctx, lead)).id)
    expect(await ctx.store.leads.count()).toBe(2)
  })

  it('refuses bad input with 400 naming the fields', async () => {
    const ctx = await testContext()
    expect(await detailOf(() => createLead(ctx, { email: 'nope', company_name: ' ', country: 'Malaysia' }))).toEqual({
      status: 400,
      detail: 'Invalid lead: check email, company_name, country',
    })
    expect((await detailOf(() => createLead(ctx, undefined))).status).toBe(400)
    expect(await ctx.store.leads.count()).toBe(0)
  })
})

describe('goals', () => {
  it('lists the seeded catalogue in order', async () => {
    const answer = GoalsResponseSchema.parse(await listGoals(await testContext()))
    expect(answer.goals).toHaveLength(8)
    expect(answer.goals[0]).toEqual({ title: 'Increase sales and revenue' })
  })
})

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
})

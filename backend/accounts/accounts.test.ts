import { describe, expect, it } from 'vitest'
import { GoalsResponseSchema, LeadResponseSchema } from '../../kernel/contract'
import { BackendError } from '../errors'
import { listGoals } from './goals'
import { createLead } from './leads'
import { testContext } from '../../tests/utils/backend/context'

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

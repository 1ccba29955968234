import { describe, expect, it } from 'vitest'
import { testContext } from '../../tests/utils/backend/context'
import type { Store } from '../store'
import { open, serve } from './route'

/** The context's store, counting the transactions begun on it. */
async function counted() {
  const ctx = await testContext()
  let transactions = 0
  const store: Store = {
    ...ctx.store,
    transaction: (work) => {
      transactions += 1
      return ctx.store.transaction(work)
    },
  }
  return { ctx: { ...ctx, store }, transactions: () => transactions }
}

const read = open(async ({ ctx }) => ({ goals: await ctx.store.goals.count() }))
const input = (ctx: Awaited<ReturnType<typeof counted>>['ctx'], method: string, readsInTransaction?: boolean) => ({
  ctx,
  request: new Request('http://api.test/goals', { method }),
  url: new URL('http://api.test/goals'),
  params: {},
  apiBase: 'http://api.test',
  readsInTransaction,
})

describe('serve', () => {
  it('runs a write in one transaction, and a read outside one unless the host asks', async () => {
    const write = await counted()
    expect((await serve(read, input(write.ctx, 'POST'))).status).toBe(200)
    expect(write.transactions()).toBe(1)

    const memory = await counted()
    expect(await (await serve(read, input(memory.ctx, 'GET'))).json()).toEqual({ goals: 8 })
    expect(memory.transactions()).toBe(0)

    const database = await counted()
    expect(await (await serve(read, input(database.ctx, 'GET', true))).json()).toEqual({ goals: 8 })
    expect(database.transactions()).toBe(1)
  })
})

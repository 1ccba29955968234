import { getResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { db, persistence, resetMockData } from '../db'
import { createMemorySnapshotStore } from '../db/snapshot-store'
import type { DbSnapshot } from '../db/snapshot'
import { TEST_BASES } from '../../tests/utils/mock-backend'
import { createHandlers } from '.'

const handlers = createHandlers(TEST_BASES)

afterEach(async () => {
  persistence.detach()
  await resetMockData()
})

describe('handlers and persistence', () => {
  it('save a mutating request’s effect before answering it', async () => {
    const store = createMemorySnapshotStore()
    await persistence.hydrate(store)
    const before = store.saves
    const response = await getResponse(
      handlers,
      new Request(`${TEST_BASES.apiBase}/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.my', company_name: 'Kedai Runcit', country: 'MY' }) }),
    )
    expect(response?.status).toBe(201)
    expect(store.saves).toBe(before + 1)
    const saved = (await store.load()) as DbSnapshot
    expect(saved.models.lead).toMatchObject([{ email: 'a@b.my', company_name: 'Kedai Runcit' }])
  })

  it('do not write for a read', async () => {
    const store = createMemorySnapshotStore()
    await persistence.hydrate(store)
    const before = store.saves
    expect((await getResponse(handlers, new Request(`${TEST_BASES.apiBase}/goals`)))?.status).toBe(200)
    expect(store.saves).toBe(before)
  })

  it('answer from memory alone when no store is attached (Node)', async () => {
    const response = await getResponse(handlers, new Request(`${TEST_BASES.apiBase}/leads`, { method: 'POST', body: JSON.stringify({ email: 'c@d.my', company_name: 'X', country: 'MY' }) }))
    expect(response?.status).toBe(201)
    expect(db.lead.count()).toBe(1)
  })
})

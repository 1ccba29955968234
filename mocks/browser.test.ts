import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentChaosRules, currentLatency, setChaosStorage, setLatency, CHAOS_STORAGE_KEY } from './chaos'
import { db, persistence, resetMockData } from './db'
import { takeSnapshot } from './db/snapshot'
import { createIdbSnapshotStore } from './db/snapshot-store'
import { TEST_BASES } from '../tests/utils/mock-backend'

// jsdom has no service workers: the worker is replaced, everything around it is real.
const start = vi.fn(() => Promise.resolve(undefined))
vi.mock('msw/browser', () => ({ setupWorker: vi.fn(() => ({ start })) }))

afterEach(async () => {
  persistence.detach()
  setLatency(null)
  setChaosStorage(null)
  await resetMockData()
})

describe('startDemoWorker', () => {
  it('restores the demo data from IndexedDB, reads chaos from localStorage, then starts the worker once', async () => {
    // A previous visit left a lead behind in IndexedDB.
    await resetMockData()
    db.lead.create({ id: 'from-last-visit', email: 'x@y.my', company_name: 'Kafe Lama', country: 'MY', created_at: '2025-01-01T00:00:00.000Z' })
    await createIdbSnapshotStore({ indexedDB }).save(takeSnapshot(db))
    await resetMockData()
    expect(db.lead.count()).toBe(0)

    const { setupWorker } = await import('msw/browser')
    const { startDemoWorker } = await import('./browser')
    await Promise.all([startDemoWorker(TEST_BASES), startDemoWorker(TEST_BASES)])

    expect(db.lead.findFirst({ where: { id: { equals: 'from-last-visit' } } })?.company_name).toBe('Kafe Lama')
    expect(setupWorker).toHaveBeenCalledTimes(1)
    expect(start).toHaveBeenCalledWith({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true })
    expect(currentLatency()).toEqual({ min: 50, max: 150 })
    localStorage.setItem(CHAOS_STORAGE_KEY, JSON.stringify({ 'POST /leads': { status: 500 } }))
    expect(currentChaosRules()).toEqual({ 'POST /leads': { status: 500 } })
  })
})

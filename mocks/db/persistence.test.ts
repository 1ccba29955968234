import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { createDb } from './models'
import { createPersistence } from './persistence'
import { SNAPSHOT_VERSION, takeSnapshot } from './snapshot'
import { createIdbSnapshotStore, createMemorySnapshotStore, type SnapshotStore } from './snapshot-store'

let dbCounter = 0
/** A fresh IndexedDB database name per test, so tests never read each other's snapshots. */
function idbName(): string {
  dbCounter += 1
  return `selera-demo-test-${dbCounter}`
}

function freshPersistence() {
  const db = createDb({ crossTabSync: false })
  return { db, persistence: createPersistence(db) }
}

const lead = { id: 'lead-1', email: 'a@b.my', company_name: 'Nasi Lemak Bumbung', country: 'MY', created_at: '2025-01-01T00:00:00.000Z' }

describe('persistence through IndexedDB (fake-indexeddb)', () => {
  it('seeds and saves on first start, then restores the same records on the next start', async () => {
    const name = idbName()
    const first = freshPersistence()
    expect(await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('seeded')
    expect(first.db.account.count()).toBe(2)
    first.db.lead.create(lead)
    await first.persistence.commit()

    // A reload: a new database object, the same browser storage.
    const second = freshPersistence()
    expect(await second.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(takeSnapshot(second.db)).toEqual(takeSnapshot(first.db))
    expect(second.db.lead.findFirst({ where: { id: { equals: 'lead-1' } } })).toMatchObject(lead)
  })

  it('discards data stored under another schema version', async () => {
    const name = idbName()
    const old = freshPersistence()
    await old.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name, version: SNAPSHOT_VERSION }))
    old.db.lead.create(lead)
    await old.persistence.commit()

    const bumped = createIdbSnapshotStore({ indexedDB, dbName: name, version: SNAPSHOT_VERSION + 1 })
    expect(await bumped.load()).toBeNull()
    // Loading under the new version also dropped the old record: the old version finds nothing now.
    expect(await createIdbSnapshotStore({ indexedDB, dbName: name, version: SNAPSHOT_VERSION }).load()).toBeNull()
  })

  it('reset drops everything, re-seeds and saves the seed', async () => {
    const name = idbName()
    const { db, persistence } = freshPersistence()
    await persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    db.lead.create(lead)
    db.account.delete({ where: { email: { equals: 'new@selera.my' } } })
    await persistence.commit()
    await persistence.reset()
    expect(db.lead.count()).toBe(0)
    expect(db.account.getAll().map((a) => a.email).sort()).toEqual(['demo@selera.my', 'new@selera.my'])

    const reloaded = freshPersistence()
    expect(await reloaded.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(reloaded.db.lead.count()).toBe(0)
    expect(reloaded.db.account.count()).toBe(2)
  })
})

describe('persistence with unusable storage', () => {
  it('starts from the seed when the stored snapshot is malformed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store: SnapshotStore = { load: () => Promise.resolve({ version: SNAPSHOT_VERSION, models: { account: 'nope' } }), save: () => Promise.resolve() }
    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(store)).toBe('seeded')
    expect(db.account.count()).toBe(2)
  })

  it('keeps working in memory when loading or saving fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store: SnapshotStore = { load: () => Promise.reject(new Error('quota')), save: () => Promise.reject(new Error('quota')) }
    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(store)).toBe('seeded')
    db.lead.create(lead)
    await expect(persistence.commit()).resolves.toBeUndefined()
    expect(db.lead.count()).toBe(1)
    expect(warn).toHaveBeenCalled()
  })

  it('commits nothing once detached (memory-only, as under Node)', async () => {
    const store = createMemorySnapshotStore()
    const { persistence } = freshPersistence()
    await persistence.hydrate(store)
    const saves = store.saves
    persistence.detach()
    await persistence.commit()
    expect(store.saves).toBe(saves)
  })
})

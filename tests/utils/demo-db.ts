/** Helpers of the demo database's persistence tests. */
import 'fake-indexeddb/auto'
import { createDb, type Db } from '../../mocks/db/models'
import { createPersistence } from '../../mocks/db/persistence'
import type { DbSnapshot } from '../../mocks/db/snapshot'
import { createMemorySnapshotStore } from '../../mocks/db/snapshot-store'

let dbCounter = 0
/** A fresh IndexedDB database name per test, so tests never read each other's snapshots. */
export function idbName(): string {
  dbCounter += 1
  return `selera-demo-test-${dbCounter}`
}

export function freshPersistence() {
  const db = createDb({ crossTabSync: false })
  return { db, persistence: createPersistence(db) }
}

/**
 * A reload from `snapshot`, as an earlier demo saved it (a test edits one it took to look older):
 * the memory store it was saved in, the new database, and what hydrating it said.
 */
export async function restartFrom(snapshot: DbSnapshot) {
  const store = createMemorySnapshotStore()
  await store.save(snapshot)
  const started = freshPersistence()
  return { ...started, store, hydrated: await started.persistence.hydrate(store) }
}

/** The sales rows stored for an account: its batches' rows, counted without reading (and so settling) them. */
export function storedRows(db: Db, accountId: string): number {
  return db.salesBatch.findMany({ where: { account_id: { equals: accountId } } }).reduce((rows, batch) => rows + batch.rows, 0)
}

/**
 * A snapshot as two databases given the same writes hold it alike: the sales' batch and revision
 * records get new ids (and revisions) at every write, so those are left out.
 */
export function comparable(snapshot: DbSnapshot): DbSnapshot {
  const { salesBatch = [], salesRevision = [], ...models } = snapshot.models
  return {
    ...snapshot,
    models: {
      ...models,
      salesBatch: salesBatch.map(({ id: _, ...batch }) => batch),
      salesRevision: salesRevision.map(({ account_id }) => ({ account_id })),
    },
  }
}

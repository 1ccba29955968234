/**
 * Keeps a database and its snapshot store in step: hydrate at start (restore or seed), commit after
 * every mutating request, reset to the seed. With no store attached (Node, tests) it is memory-only
 * and `commit` does nothing.
 */
import type { Db } from './models'
import { DEMO_ACCOUNT } from '../fixtures/accounts'
import { seedDb, seedMissingModels } from './seed'
import { seededFiles } from './seed-assets'
import { deferStaleDemoSales } from './seed-sales'
import { clearDb, missingModels, parseSnapshot, restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot } from './snapshot'
import { createPlainStore } from './store'
import type { SnapshotStore } from './snapshot-store'

export interface Persistence {
  /**
   * Attaches the store and loads its snapshot (the demo's generated sales brought up to today);
   * seeds (and saves) when there is none or it is unusable.
   */
  hydrate(store: SnapshotStore): Promise<'restored' | 'seeded'>
  /**
   * Writes the current content to the attached store, if any: taken at once, before the first
   * wait (so the next write may begin while it is written, ./transaction.ts), then written.
   */
  commit(): Promise<void>
  /** Drops everything and re-seeds, then commits. */
  reset(): Promise<void>
  /** Back to memory-only. */
  detach(): void
}

/**
 * The seed's records, and the files back to the seeded ones (what was stored is cleared). The demo
 * account's sales are generated when first read, not now (`deferDemoSales`).
 */
export async function reseed(db: Db): Promise<void> {
  clearDb(db)
  await seedDb(db, { deferDemoSales: true })
  await db.files.clear()
}

/** Lets the browser paint and handle input between two pieces of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export function createPersistence(db: Db): Persistence {
  let store: SnapshotStore | null = null

  async function commit(): Promise<void> {
    if (!store) return
    try {
      const snapshot = takeSnapshot(db)
      // Taking the snapshot, serialising it and writing it are each tens of milliseconds with 90 days
      // of sales: one after the other in a single task they froze the page for over 100 ms.
      await nextTask()
      await store.save(snapshot)
    } catch (error) {
      // The demo keeps working from memory; only the next reload loses what this write carried.
      console.warn('[selera demo] could not save demo data', error)
    }
  }

  return {
    async hydrate(next) {
      store = next
      // Files are written straight through to the store's file backing, never in a snapshot.
      db.files.attach(next.files ?? null)
      let loaded: unknown = null
      try {
        loaded = await next.load()
      } catch (error) {
        console.warn('[selera demo] stored demo data unreadable, starting from the seed', error)
      }
      const snapshot = parseSnapshot(loaded)
      if (snapshot) {
        try {
          restoreSnapshot(db, snapshot)
          db.files.setSeeded(seededFiles())
          const missing = missingModels(snapshot)
          await seedMissingModels(db, missing)
          // Stored on an earlier day: the demo's sales are brought up to today when first read, the owner's own kept.
          const refreshed = await deferStaleDemoSales(db, createPlainStore(db), DEMO_ACCOUNT.id)
          if (refreshed || missing.length > 0 || snapshot.version !== SNAPSHOT_VERSION) await commit()
          return 'restored'
        } catch (error) {
          console.warn('[selera demo] stored demo data invalid, starting from the seed', error)
        }
      }
      await reseed(db)
      await commit()
      return 'seeded'
    },
    commit,
    async reset() {
      await reseed(db)
      await commit()
    },
    detach() {
      store = null
      db.files.attach(null)
    },
  }
}

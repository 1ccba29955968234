/**
 * The one database the handlers use, seeded at import so Node tests and the HTTP server answer
 * straight away; the browser demo then replaces the seed with what IndexedDB holds.
 */
import { createDb } from './models'
import { createPersistence } from './persistence'
import { seedDb } from './seed'
import { createStore } from './store'

const underNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string'

export const db = createDb({ crossTabSync: !underNode })
seedDb(db)

/** The domain's view of the same database (`backend/store.ts`). */
export const store = createStore(db)

export const persistence = createPersistence(db)

/** Back to the seed (and, in the browser, saved as such). */
export function resetMockData(): Promise<void> {
  return persistence.reset()
}

export type { Db } from './models'

/**
 * The one database the handlers use. Under Node (tests, the HTTP server) it is seeded at import so
 * it answers straight away. In the browser it starts empty and `mocks/browser.ts` fills it once:
 * with what IndexedDB holds, or with the seed when nothing is stored, so a returning visitor never
 * pays for generating 90 days of sales that the stored snapshot then replaces.
 */
import { createDb } from './models'
import { createPersistence } from './persistence'
import { seedDb } from './seed'
import { createStore } from './store'

const underNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string'

export const db = createDb({ crossTabSync: !underNode })
if (underNode) seedDb(db)

/** The domain's view of the same database (`backend/store.ts`). */
export const store = createStore(db)

export const persistence = createPersistence(db)

/** Back to the seed (and, in the browser, saved as such). */
export function resetMockData(): Promise<void> {
  return persistence.reset()
}

export type { Db } from './models'

/**
 * The one database the handlers use. Under Node (tests, the HTTP server) it is seeded at import so
 * it answers straight away. In the browser it starts empty and `mocks/browser.ts` fills it once:
 * with what IndexedDB holds, or with the seed when nothing is stored, so a returning visitor never
 * pays for generating 90 days of sales that the stored snapshot then replaces.
 */
import { createDb } from './models'
import { createPersistence } from './persistence'
import { createSeededReset } from './seeded'
import { createStore } from './store'

const underNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string'

export const db = createDb({ crossTabSync: !underNode })
/** Under Node the seeded state is kept, so that a reset (before every test) costs records, not sales. */
const seeded = underNode ? createSeededReset(db) : null
await seeded?.reset()

/** The domain's view of the same database (`backend/store.ts`). */
export const store = createStore(db, () => persistence.commit())

export const persistence = createPersistence(db)

/** Back to the seed (and, in the browser, saved as such). */
export async function resetMockData(): Promise<void> {
  if (!seeded) return persistence.reset()
  await seeded.reset()
  return persistence.commit()
}

export type { Db } from './models'

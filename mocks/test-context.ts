/** A fresh seeded database and a hand-driven clock for domain unit tests. Test-only. */
import { createDb } from './db/models'
import { seedDb } from './db/seed'
import type { BackendContext } from './backend/context'

export const TEST_SECRET = 'unit-test-secret'
export const T0 = Date.UTC(2025, 0, 15, 8, 0, 0)

export function testContext(): BackendContext & { advance(ms: number): void } {
  const db = createDb({ crossTabSync: false })
  seedDb(db)
  let time = T0
  return { db, now: () => time, jwtSecret: TEST_SECRET, advance: (ms) => void (time += ms) }
}

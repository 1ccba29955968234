/** A fresh seeded store and a hand-driven clock for domain unit tests. */
import type { BackendContext } from '../../../backend/context'
import { createDb } from '../../../mocks/db/models'
import { seedDb } from '../../../mocks/db/seed'
import { createStore } from '../../../mocks/db/store'
import { DEMO_PASSWORD_ITERATIONS } from '../../../mocks/demo-secrets'

export const TEST_SECRET = 'unit-test-secret'
export const T0 = Date.UTC(2025, 0, 15, 8, 0, 0)

export interface TestContext extends BackendContext {
  advance(ms: number): void
  setNow(at: number): void
}

export async function testContext(start = T0): Promise<TestContext> {
  const db = createDb({ crossTabSync: false })
  await seedDb(db)
  let time = start
  return {
    store: createStore(db),
    now: () => time,
    jwtSecret: TEST_SECRET,
    passwordIterations: DEMO_PASSWORD_ITERATIONS,
    advance: (ms) => void (time += ms),
    setNow: (at) => void (time = at),
  }
}

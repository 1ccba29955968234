/** The demo's context for a request: its one database, the clock tests can set, the demo's secret and password cost. */
import { now } from '../../backend/time/clock'
import type { BackendContext } from '../../backend/context'
import { store } from '../db'
import { DEMO_JWT_SECRET, DEMO_PASSWORD_ITERATIONS } from '../demo-secrets'

export function backendContext(): BackendContext {
  return { store, now, jwtSecret: DEMO_JWT_SECRET, passwordIterations: DEMO_PASSWORD_ITERATIONS }
}

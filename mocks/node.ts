/**
 * The fake backend under Node: Vitest's `setupServer` over the shared handler list, plus the knobs
 * tests turn (data reset, chaos, latency, clock). Memory-only: nothing is persisted under Node.
 */
import { setupServer, type SetupServer } from 'msw/node'
import type { MockBases } from './bases'
import { setDefaultImageComposer } from './composer'
import { createHandlers } from './handlers'

// Under Node the composer runs in-process, loaded (wasm and fonts) on the first image.
setDefaultImageComposer(() => import('../backend/images/compose/node').then(({ createNodeComposer }) => createNodeComposer()))

const listening = new Set<SetupServer>()

export function createMockServer(bases: MockBases): SetupServer {
  const server = setupServer(...createHandlers(bases))
  // Track listening so a test file can tell whether the shared setup already intercepts requests:
  // two msw servers intercepting at once would both try to answer the same request.
  const listen = server.listen.bind(server)
  const close = server.close.bind(server)
  server.listen = (options) => {
    listen(options)
    listening.add(server)
  }
  server.close = () => {
    close()
    listening.delete(server)
  }
  return server
}

/** True while a server made by `createMockServer` is intercepting requests. */
export function isMockServerListening(): boolean {
  return listening.size > 0
}

export { resetMockData } from './db'
export { setChaos, clearChaos, setLatency, type ChaosRule, type ChaosRules, type LatencyRange } from './chaos'
export { setClock, type Clock } from '../backend/time/clock'
export { createHandlers } from './handlers'
export type { MockBases } from './bases'

/**
 * For Vitest files that talk to the fake backend: uses the shared setup's msw server when one is
 * listening, else starts one for this file, and puts data, chaos, latency and clock back between
 * tests. Not part of the app: only test files import it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { MockBases } from '../../mocks/bases'
import { clearChaos, createMockServer, isMockServerListening, setClock, setLatency } from '../../mocks/node'
import { OVER_HTTP, resetHost } from './contract-host'

/**
 * The contract tests run on several hosts (tests/utils/contract-host.ts): in-process (msw intercepts
 * `fetch`), and over real HTTP on the demo's mock server or on Selera's server, which the setup
 * starts in the test's own process on the page's origin, so data and clock are shared with the test.
 */
export { OVER_HTTP } from './contract-host'

/** The page's origin in Vitest (jsdom: http://localhost:3000 unless a project says otherwise); these are the demo bases on it. */
const ORIGIN = globalThis.location?.origin ?? 'http://localhost:3000'
export const TEST_BASES: MockBases = { apiBase: `${ORIGIN}/api`, authUrl: `${ORIGIN}/demo-auth` }
export const TEST_ANON_KEY = 'selera-demo-anon-key'

export function useMockBackend(bases: MockBases = TEST_BASES): void {
  let own: ReturnType<typeof createMockServer> | null = null
  beforeAll(() => {
    if (OVER_HTTP || isMockServerListening()) return
    own = createMockServer(bases)
    own.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(async () => {
    await resetHost()
    clearChaos()
    setLatency(null)
    setClock(null)
  })
  afterAll(() => {
    own?.close()
    own = null
  })
}

/** Headers supabase-js sends to the auth service, for tests that call it with plain fetch. */
export function authServiceHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: TEST_ANON_KEY, 'content-type': 'application/json', ...extra }
}

/**
 * For Vitest files that talk to the fake backend: uses the shared setup's msw server when one is
 * listening, else starts one for this file, and puts data, chaos, latency and clock back between
 * tests. Not part of the app: only test files import it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { MockBases } from '../../mocks/bases'
import { clearChaos, createMockServer, isMockServerListening, resetMockData, setClock, setLatency } from '../../mocks/node'

/** jsdom's origin in Vitest is http://localhost:3000; these are the demo bases on that origin. */
export const TEST_BASES: MockBases = { apiBase: 'http://localhost:3000/api', authUrl: 'http://localhost:3000/demo-auth' }
export const TEST_ANON_KEY = 'selera-demo-anon-key'

export function useMockBackend(bases: MockBases = TEST_BASES): void {
  let own: ReturnType<typeof createMockServer> | null = null
  beforeAll(() => {
    if (isMockServerListening()) return
    own = createMockServer(bases)
    own.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(async () => {
    await resetMockData()
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

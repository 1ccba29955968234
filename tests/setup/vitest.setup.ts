/**
 * Every Vitest file runs with: jest-dom matchers, the shared fake backend over msw's `setupServer`
 * (an unhandled request fails the test), a fresh database, no chaos, no leftover session, the base
 * language, and a failure on any console.error or console.warn (CONVENTIONS.md, Tests).
 *
 * The `app` project runs its files one after another in one process per worker (`isolate: false`,
 * vite.config.ts): jsdom's page, the globals and every module's state outlive a file. So each file
 * starts on the page the first file found (tests/setup/fresh-page.ts), and what a test may change,
 * this puts back after it.
 */
import '@testing-library/jest-dom/vitest'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { clearChaos, createMockServer, setClock, setLatency } from '../../mocks/node'
import { disposeAuthClient } from '../../src/api/auth'
import { setAccessToken } from '../../src/api/auth-token'
import { setUnauthorizedHandler } from '../../src/api/http'
import { DEMO_API_PATH, DEMO_AUTH_PATH, env } from '../../src/config/env'
import { CONTRACT_HOST, ON_SERVER, OVER_HTTP, resetHost, setServerHost } from '../utils/contract-host'
import { BASE_LANGUAGE, setCatalogueLanguage } from '../../src/i18n/language'
import { stopSessions } from '../utils/session'
import { allowConsole, checkConsole, guardConsole } from './console-guard'
import { restoreFirstPage } from './fresh-page'

// jsdom brings its own Blob, File and FormData, which Node's fetch (undici, and so msw under Node)
// does not read: a file in a jsdom FormData reaches the fake backend as the text 'undefined'. A
// browser has one set of these classes; the tests now have one too, Node's.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData })

// jsdom has no canvas without the native `canvas` package: its getContext only logs "Not
// implemented" through console.error. Answer as a browser does when it cannot make a context:
// null. Charts then show their caption and data table alone (src/ui/screens/dashboard/chart-spec.ts).
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return null
  } as typeof HTMLCanvasElement.prototype.getContext
}

// Routes are lazy: the first visit of a screen in a test file waits for its module graph to be
// transformed, which on a loaded 2-core machine can take over Testing Library's default 1 s. The
// `findBy` assertions are unchanged; they may now wait up to 5 s for what they expect.
configure({ asyncUtilTimeout: 5_000 })

export const server = createMockServer({ apiBase: env.apiBase, authUrl: env.authUrl })

export { allowConsole }
guardConsole()

/** The contract tests' hosts over HTTP (tests/utils/contract-host.ts), in this process, on the page's origin. */
let httpHost: { close(): Promise<void> } | null = null

beforeAll(async () => {
  restoreFirstPage()
  if (ON_SERVER) {
    const { startServerHost } = await import('../utils/server/contract-host')
    const host = await startServerHost(CONTRACT_HOST === 'server' ? 'server' : 'server:postgres', Number(location.port))
    setServerHost(host)
    httpHost = host
  } else if (OVER_HTTP) {
    const { startMockHttpServer } = await import('../../mocks/server')
    httpHost = await startMockHttpServer({ port: Number(location.port), paths: { api: DEMO_API_PATH, auth: DEMO_AUTH_PATH } })
  }
  else server.listen({ onUnhandledRequest: 'error' })
}, 60_000)

beforeEach(async () => {
  // The demo keeps its seeded state per worker: this puts back the records, and the sales only when
  // a test wrote to them (mocks/db/seeded.ts); the server host puts back its tables' seeded rows.
  await resetHost()
})

afterEach(async () => {
  cleanup()
  stopSessions()
  server.resetHandlers()
  clearChaos()
  setAccessToken(null)
  setUnauthorizedHandler(null)
  await disposeAuthClient()
  setLatency(null)
  setClock(null)
  setCatalogueLanguage(BASE_LANGUAGE)
  // A test that pinned the wall clock (tests/utils/clock.ts) gets the real one back.
  vi.useRealTimers()
  // Node-environment files (scripts/**) have no web storage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
  checkConsole()
})

afterAll(async () => {
  server.close()
  await httpHost?.close()
  httpHost = null
  setServerHost(null)
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

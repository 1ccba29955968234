/**
 * Every Vitest file runs with: jest-dom matchers, the shared fake backend over msw's `setupServer`
 * (an unhandled request fails the test), a fresh database, no chaos, no leftover session, and a
 * failure on any console.error or console.warn (CONVENTIONS.md, Tests).
 */
import '@testing-library/jest-dom/vitest'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { clearChaos, createMockServer, resetMockData, setClock, setLatency } from '../../mocks/node'
import { disposeAuthClient } from '../../src/api/auth'
import { setAccessToken } from '../../src/api/auth-token'
import { setUnauthorizedHandler } from '../../src/api/http'
import { env } from '../../src/config/env'
import { stopSessions } from '../utils/session'

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

export const server = createMockServer({ apiBase: env.apiBase, authUrl: env.authUrl })

const consoleProblems: string[] = []
const allowedConsole: Array<{ level: 'error' | 'warn'; pattern: RegExp }> = []

/**
 * Lets this test write one kind of message a library writes by design (auth-js logs every network
 * failure with console.error). Anything else still fails the test.
 */
export function allowConsole(level: 'error' | 'warn', pattern: RegExp): void {
  allowedConsole.push({ level, pattern })
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

beforeEach(async () => {
  consoleProblems.length = 0
  allowedConsole.length = 0
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ')
      if (allowedConsole.some((allowed) => allowed.level === level && allowed.pattern.test(text))) return
      consoleProblems.push(`console.${level}: ${text}`)
    })
  }
  // The reason a sign-in failed is logged on purpose (spec §8); keep test output quiet.
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  await resetMockData()
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
  // Node-environment files (scripts/**) have no web storage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
  if (consoleProblems.length > 0) {
    const problems = consoleProblems.splice(0)
    throw new Error(`The test wrote to the console:\n${problems.join('\n')}`)
  }
})

afterAll(() => server.close())

/**
 * The setup of Vitest's `backend` project (vite.config.ts): the domain's unit tests, the scripts'
 * tests and the demo data's generator, in Node without jsdom. They build their own database
 * (`tests/utils/backend/context.ts`) and call functions, never the shared fake backend, so this
 * setup loads none of it (msw, @mswjs/data and the seeded demo cost over a second per file).
 * It keeps the rules every test lives by: a failure on any console.error or console.warn, on any
 * request (there is no fake backend to answer it: such a test belongs in the `app` project), and
 * the backend's clock and the timers back to the system's after each test. The project runs its files
 * one after another in one process per worker (`isolate: false`), so nothing a test changes may
 * outlive it: what this setup changes, it puts back.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { setClock } from '../../backend/time/clock'
import { checkConsole, guardConsole } from './console-guard'

guardConsole()

const realFetch = globalThis.fetch
beforeEach(() => {
  globalThis.fetch = (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input)
    return Promise.reject(new Error(`Unhandled request in a backend unit test: ${url}. Tests of the fake backend over HTTP go in the app project.`))
  }
})

afterEach(() => {
  globalThis.fetch = realFetch
  setClock(null)
  vi.useRealTimers()
  checkConsole()
})

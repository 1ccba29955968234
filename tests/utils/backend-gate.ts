import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import type { SetupServer } from 'msw/node'
import { afterAll, afterEach } from 'vitest'
import { answersInProgress } from '../../backend/http/respond'
import { apiUrl } from '../../src/api/http'
import type { BackendGate } from './graph'

/**
 * What both gates share: `hold`, the msw resolver that keeps a request waiting until the gate lets
 * it through (it then answers nothing, so the request goes on to the real handlers), and `allow`,
 * which lets the `oldest` or the `newest` held requests through; one not held yet passes when it comes.
 */
function holdRequests(release: 'oldest' | 'newest', passing: (request: Request) => boolean = () => false): BackendGate & { hold: HttpResponseResolver } {
  let open = false
  let allowance = 0
  const waiting: Array<() => void> = []
  return {
    async hold({ request }) {
      if (open || passing(request)) return undefined
      if (allowance > 0) {
        allowance -= 1
        return undefined
      }
      // A request its client gave up while held (StrictMode's first mount of a screen, a cancelled
      // upload) leaves the queue: `allow` counts the requests the app still waits for.
      const abandoned = await new Promise<boolean>((resolve) => {
        const leave = () => waiting.splice(waiting.indexOf(letThrough) >>> 0, 1)
        const letThrough = () => {
          leave()
          request.signal.removeEventListener('abort', abandon)
          resolve(false)
        }
        const abandon = () => {
          leave()
          resolve(true)
        }
        waiting.push(letThrough)
        if (request.signal.aborted) abandon()
        else request.signal.addEventListener('abort', abandon, { once: true })
      })
      // Nothing returned: the request goes on to the real handlers.
      return abandoned ? HttpResponse.error() : undefined
    },
    allow(requests) {
      for (let i = 0; i < requests; i++) {
        const next = release === 'oldest' ? waiting[0] : waiting.at(-1)
        if (next) next()
        else allowance += 1
      }
    },
    open() {
      open = true
      ;[...waiting].forEach((letThrough) => letThrough())
    },
  }
}

/**
 * A closed gate in front of every handler of the fake backend (see BackendGate in graph.ts), but
 * the `passing` endpoints: what a screen the flow lands on reads for itself (the Company Profile a
 * sign-in opens), which is not the flow's to hold or count.
 */
export function createBackendGate(server: SetupServer, { passing = [] }: { passing?: readonly EndpointRoute[] } = {}): BackendGate {
  const passes = (request: Request) => passing.some(({ method, url }) => request.method === method && request.url.split('?')[0] === url)
  const { hold, ...gate } = holdRequests('oldest', passes)
  server.use(http.all('*', hold))
  return gate
}

/** One endpoint a gate holds: method and full URL (`apiUrl('/upload')`). */
export interface EndpointRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** May name path parameters as msw does (`apiUrl('/uploads/:id')`). */
  url: string
}

/** What the Company Profile, the first screen after sign-in, reads as it opens. */
export const PROFILE_READ: readonly EndpointRoute[] = [{ method: 'GET', url: apiUrl('/company-profile') }]

/** What `watchRequests` needs of msw's `setupServer`. */
interface LifeCycleEvents {
  events: {
    on(event: 'request:start' | 'request:end', listener: (args: { request: Request; requestId: string }) => void): void
    removeListener(event: 'request:start' | 'request:end', listener: (args: { request: Request; requestId: string }) => void): void
  }
}

/**
 * Keeps count of the requests the fake backend is still answering. A request can outlive the test
 * that made it (a cancelled upload the server goes on to store, a held request a model path lets
 * through at its end): the next test would find its write in its freshly reset data. `settled()`,
 * called after each test, waits until nothing has been in flight for a moment. A request its
 * client aborted does not count: msw may never report its end.
 */
export function watchRequests(server: LifeCycleEvents) {
  const pending = new Map<string, AbortSignal>()
  const started = ({ request, requestId }: { request: Request; requestId: string }) => void pending.set(requestId, request.signal)
  const ended = ({ requestId }: { requestId: string }) => void pending.delete(requestId)
  // An answer still being written counts too, its client gone or not: its work is the store's.
  const busy = () => answersInProgress() > 0 || [...pending.values()].some((signal) => !signal.aborted)
  server.events.on('request:start', started)
  server.events.on('request:end', ended)
  return {
    async settled({ quietMs = 150, timeoutMs = 8_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      let quietSince = Date.now()
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error('A request to the fake backend never finished')
        await new Promise((resolve) => setTimeout(resolve, 25))
        if (busy()) quietSince = Date.now()
      }
      pending.clear()
    },
    stop() {
      server.events.removeListener('request:start', started)
      server.events.removeListener('request:end', ended)
    },
  }
}

/**
 * A BackendGate (tests/utils/graph.ts) in front of some endpoints only (`POST /upload`, the
 * dashboard's three GETs), so that other calls of the screen (the recent uploads reloading, a
 * manual entry, signing in) go on while a request of the flow under test is held. `allow` lets the NEWEST held requests through: an older one belongs
 * to an attempt the app gave up (a cancelled upload, a reload started again). Such a request is
 * answered with a network error as soon as its abort is seen, so it never reaches the fake backend
 * (jsdom's XMLHttpRequest does not always pass its abort on; `open` then lets it through late).
 */
export function createEndpointGate(server: SetupServer, ...routes: EndpointRoute[]): BackendGate {
  const { hold, ...gate } = holdRequests('newest')
  const handlerFor = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const
  server.use(...routes.map(({ method, url }) => handlerFor[method](url, hold)))
  return gate
}

/**
 * For a test file whose tests may leave requests in flight: after each test, waits for them to
 * land (`watchRequests`), then runs `cleanup` (chaos rules back, a cache cleared); stops watching
 * after the file.
 */
export function settleRequestsAfterEach(server: LifeCycleEvents, cleanup: () => void = () => {}): void {
  const inFlight = watchRequests(server)
  afterEach(async () => {
    await inFlight.settled()
    cleanup()
  })
  afterAll(() => inFlight.stop())
}

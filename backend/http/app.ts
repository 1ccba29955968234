/**
 * Selera's HTTP surface as one Fetch handler (`app.fetch`: `Request` to `Response`), on Hono: the
 * contract's calls (mounted from `API_CALLS`, each with its route from ./api.ts), the files the
 * answers link to, and the auth service below `${authUrl}/auth/v1`. Every host serves this one
 * table: the demo's service worker and Vitest through msw (mocks/handlers), `npm run mock-server`
 * over HTTP. A host gives each request its context (storage, clock, secret) and may add routes of
 * its own (the demo's reset and outbox).
 */
import { Hono } from 'hono'
import { API_CALLS } from '../../kernel/contract'
import type { BackendContext } from '../context'
import { apiRoutes, FILE_ROUTES, type ApiServices } from './api'
import { AUTH_SERVICE_ROUTES } from './auth-service'
import { internalError, json } from './respond'
import { serve, type Route } from './route'

export interface HostOptions extends ApiServices {
  /** The API's absolute URL, without a trailing slash. */
  apiBase: string
  /** The auth service's URL: supabase-js calls below `${authUrl}/auth/v1`. */
  authUrl: string
  /** A request's context: its storage, clock and signing secret. */
  context: () => BackendContext
  /** The host's own routes, by `METHOD /path` below the API base. */
  hostRoutes?: Readonly<Record<string, Route>>
  /** The answer to a failure the code did not mean (a 500, or a 503 while the database is away); a logged 500 by default. */
  failed?: (error: unknown, headers?: HeadersInit) => Response
  /** Run reads in one transaction each too (a database host: `RouteInput.readsInTransaction`). */
  readsInTransaction?: boolean
}

/** `{name}` path parameters as Hono writes them (`:name`). */
function honoPath(prefix: string, path: string): string {
  return prefix + path.replace(/\{(\w+)\}/g, ':$1')
}

/** The contract's calls in its order, each with its route; throws when the two disagree, so no host starts with a hole. */
export function contractRoutes(routes: Readonly<Record<string, Route>>): [string, Route][] {
  const keys = new Set(Object.keys(routes))
  const mounted = API_CALLS.map((call): [string, Route] => {
    const key = `${call.method} ${call.path}`
    const route = routes[key]
    if (!route) throw new Error(`The contract's ${key} has no route`)
    if ((route.access === 'owner') !== call.auth) throw new Error(`${key}: the contract says auth ${String(call.auth)}, the route is ${route.access}`)
    keys.delete(key)
    return [key, route]
  })
  if (keys.size > 0) throw new Error(`Routes outside the contract: ${[...keys].join(', ')}`)
  return mounted
}

export function createApp(options: HostOptions): Hono {
  const app = new Hono()
  const mount = (base: string, routes: Iterable<[string, Route]>) => {
    const prefix = new URL(base).pathname.replace(/\/$/, '')
    for (const [key, route] of routes) {
      const [method = 'GET', path = '/'] = key.split(' ')
      app.on(method, honoPath(prefix, path), (c) =>
        serve(route, { ctx: options.context(), request: c.req.raw, url: new URL(c.req.url), params: c.req.param(), apiBase: options.apiBase, failed: options.failed, readsInTransaction: options.readsInTransaction }),
      )
    }
  }
  mount(options.apiBase, contractRoutes(apiRoutes(options)))
  mount(options.apiBase, Object.entries({ ...FILE_ROUTES, ...options.hostRoutes }))
  mount(`${options.authUrl}/auth/v1`, Object.entries(AUTH_SERVICE_ROUTES))
  app.notFound((c) => json({ detail: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))
  // A failure before a route runs (the host's context) is answered as one inside it.
  app.onError((error) => (options.failed ?? internalError)(error))
  return app
}

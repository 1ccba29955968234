/**
 * The server's one origin: the API at `/api`, the auth service at `/auth/v1`, both served by the
 * domain's route table (backend/http/app.ts); `/healthz` and `/readyz` for a host's checks; and the
 * live build of the app for every other GET, its routes answered with its `index.html`. Each
 * request gets an id (a caller's `x-request-id` if it is sane), is logged as one JSON line, and
 * answers a failure of the database with a 503 and a retry hint instead of a 500.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { BackendContext } from '../backend/context'
import { createApp } from '../backend/http/app'
import { json } from '../backend/http/respond'
import type { ImageComposer } from '../backend/images/types'
import type { Ingest } from '../backend/uploads/ingest'
import { clientAddress } from './client-address'
import { errorFields, type Logger } from './log'

export const API_PATH = '/api'

export interface ServerAppOptions {
  /** The origin owners reach, without a trailing slash (signed links are made on it). */
  publicUrl: string
  context: () => BackendContext
  composer: () => Promise<ImageComposer>
  /** How uploads are parsed (a worker thread: ./workers/ingest.ts); in the request's own process when not given. */
  ingest?: Ingest
  /** Whether the database answers and has every migration: `/readyz`. */
  ready: () => Promise<{ ok: true } | { ok: false; reason: string }>
  /** The live build's folder; without an `index.html` in it, the app's pages answer 503. */
  appDir: string
  log: Logger
  /** Proxies in front that append to X-Forwarded-For (./client-address.ts); 0 by default. */
  trustedProxies?: number
  /** Whether `/auth/v1` is served here (the default); not with a hosted auth service, which the app calls itself. */
  ownAuthService?: boolean
}

const requestIds = new AsyncLocalStorage<string>()
/** The caller's address (./client-address.ts), for the auth service's limits per address. */
const callers = new AsyncLocalStorage<string | undefined>()

/** What @hono/node-server gives a request beside it: the connection it came on. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** SQLSTATE classes and driver codes of a database that is away (not of a query that is wrong). */
function databaseAway(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (/^(08|57P0[1-3]|53300)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code))) return true
    if (/Connection terminated|connection timeout|PGlite is closed|database is closed/i.test(current.message)) return true
  }
  return false
}

export const RETRY_AFTER_SECONDS = 5
export const DATABASE_AWAY = 'Selera cannot reach its database just now. Please try again in a moment.'

export function createServerApp(options: ServerAppOptions): Hono {
  const { log } = options
  const failed = (error: unknown, headers?: HeadersInit): Response => {
    const away = databaseAway(error)
    log.error(away ? 'database unavailable' : 'request failed', { request: requestIds.getStore(), ...errorFields(error) })
    if (away) return json({ detail: DATABASE_AWAY }, 503, { ...Object.fromEntries(new Headers(headers)), 'Retry-After': String(RETRY_AFTER_SECONDS) })
    return json({ detail: 'Internal server error' }, 500, headers)
  }
  const domain = createApp({
    apiBase: options.publicUrl + API_PATH,
    authUrl: options.publicUrl,
    context: () => ({ ...options.context(), clientAddress: callers.getStore() }),
    composer: options.composer,
    ingest: options.ingest,
    failed,
    // Each request one transaction, reads included: its statements share a connection and the
    // setting of its account (docs/decisions/019-server-storage-and-tenancy.md).
    readsInTransaction: true,
  })

  const app = new Hono()
  app.use(async (c, next) => {
    const given = c.req.header('x-request-id') ?? ''
    const id = /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID()
    const started = performance.now()
    const caller = clientAddress((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for') ?? null, options.trustedProxies ?? 0)
    await callers.run(caller, () => requestIds.run(id, next))
    c.header('x-request-id', id)
    log.info('request', { request: id, method: c.req.method, path: new URL(c.req.url).pathname.slice(0, 200), status: c.res.status, ms: Math.round(performance.now() - started) })
  })
  app.onError((error) => failed(error))

  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    const ready = await options.ready().catch((error: unknown) => ({ ok: false as const, reason: databaseAway(error) ? 'the database does not answer' : 'the database check failed' }))
    return ready.ok ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable', reason: ready.reason }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
  })

  const toDomain = (c: { req: { raw: Request } }) => domain.fetch(c.req.raw)
  app.all(`${API_PATH}/*`, toDomain)
  if (options.ownAuthService !== false) app.all('/auth/v1/*', toDomain)
  else app.all('/auth/v1/*', (c) => c.json({ detail: 'Sign-in is served by the hosted Supabase project (SUPABASE_URL), not by this server.' }, 404))

  // The app: hashed assets for a year, its pages checked again each time (a new build is seen at once).
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return
    if (new URL(c.req.url).pathname.startsWith('/assets/')) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
    else if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Cache-Control', 'no-cache')
  })
  // Without a build (the API's tests), the pages answer that the app is not built, below.
  if (existsSync(options.appDir)) app.use('*', serveStatic({ root: options.appDir }))
  app.get('*', (c) => {
    // A page of the app (`/dashboard`) is its index; a missing file (`/assets/x.js`, `/logo.png`) is not.
    const path = new URL(c.req.url).pathname
    if (path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path)) return c.json({ detail: `No file at ${path.slice(0, 200)}` }, 404)
    const index = join(options.appDir, 'index.html')
    if (!existsSync(index)) return c.json({ detail: 'The app is not built: start the server with `npm run server`, which builds it.' }, 503)
    return c.html(readFileSync(index, 'utf8'))
  })
  app.notFound((c) => c.json({ detail: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))
  return app
}

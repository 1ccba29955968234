/**
 * `npm run server`: Selera for real. Reads its settings (./config.ts), takes its data folder,
 * opens the database (PGlite in the data folder, or Postgres at DATABASE_URL) and applies the
 * migrations, builds the live app when it is missing or stale, then serves everything on one origin
 * (./http.ts). SIGINT or SIGTERM stops it gracefully: no new connections, the requests in flight
 * (and uploads still being stored) finish, then the database closes and the lock is released.
 */
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { seedCatalogues } from '../backend/catalogues'
import { signingKeys } from '../backend/auth/jwt'
import type { BackendContext } from '../backend/context'
import { answersInProgress } from '../backend/http/respond'
import type { ImageComposer } from '../backend/images/types'
import { createSalesCache } from '../backend/sales/storage'
import { ConfigError, reachableHost, readConfig, type ServerConfig } from './config'
import { DataDirLocked, loadSecrets, lockDataDir, type Lock } from './data-dir'
import { openEmbedded, openPostgres, type Database } from './db/connect'
import { createDatabaseStore } from './db/store'
import { folderFiles } from './files/folder'
import { s3Files } from './files/s3'
import { hostedSupabaseKeys } from './hosted-supabase'
import { threadIngest } from './workers/ingest'
import { createServerApp } from './http'
import { ensureLiveApp, LIVE_APP_DIR } from './live-app'
import { createLogger, errorFields, type Logger } from './log'

/** OWASP's PBKDF2-HMAC-SHA256 work factor (2023): what a password hashed by this server costs. */
export const SERVER_PASSWORD_ITERATIONS = 600_000

export interface RunningServer {
  url: string
  config: ServerConfig
  database: Database
  stop(): Promise<void>
}

export interface StartOptions {
  env?: Readonly<Record<string, string | undefined>>
  /** Build the live app first when it is missing or stale (the command does; tests of the API need not). */
  buildApp?: boolean
  /** Where the app's build is served from. */
  appDir?: string
  log?: Logger
  now?: () => number
  /** How the server calls other services (a hosted auth service's keys): the platform's `fetch` unless given. */
  fetch?: typeof fetch
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = readConfig(options.env ?? process.env)
  const log = options.log ?? createLogger(config.logLevel)
  const say = (message: string) => log.info(message)
  let lock: Lock | null = null
  let database: Database | null = null
  try {
    // PGlite is one connection in one process: the folder is this server's alone.
    lock = config.databaseUrl ? null : lockDataDir(config.dataDir)
    const secrets = loadSecrets(config.dataDir)
    database = config.databaseUrl ? openPostgres(config.databaseUrl, config.poolSize) : await openEmbedded(join(config.dataDir, 'db'))
    await database.migrate()
    const files = config.bucket ? s3Files(config.bucket, { fetch: options.fetch }) : folderFiles(join(config.dataDir, 'files'))
    const store = createDatabaseStore(database.db, { files, cache: createSalesCache() })
    await store.transaction((tx) => seedCatalogues(tx))
    if (options.buildApp) await ensureLiveApp(say, config.hostedAuth)

    const now = options.now ?? Date.now
    // The server's own auth service signs with its key pair; a hosted project's tokens are checked against the project's keys.
    const hosted = config.hostedAuth
    const accessTokenKeys = hosted ? hostedSupabaseKeys({ url: hosted.url, fetch: options.fetch }) : await signingKeys(secrets.signingKey)
    const context = (): BackendContext => ({
      store,
      now,
      jwtSecret: secrets.jwtSecret,
      accessTokenKeys,
      passwordIterations: SERVER_PASSWORD_ITERATIONS,
      accountsFromTokens: hosted !== null,
    })
    let composer: Promise<ImageComposer> | null = null
    // Uploads are parsed in a worker thread, started on the first one.
    const parsing = threadIngest()
    const opened = database
    // Listening first: a server asked for any free port (PORT=0) learns its own, which the links it signs need.
    let app: ReturnType<typeof createServerApp> | null = null
    const server = await listen((request, bindings) => app?.fetch(request, bindings) ?? new Response(null, { status: 503 }), config)
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
    const publicUrl = config.publicUrl || `http://${reachableHost(config.host)}:${port}`
    app = createServerApp({
      publicUrl,
      context,
      ingest: parsing.ingest,
      composer: () => (composer ??= import('../backend/images/compose/node').then(({ createNodeComposer }) => createNodeComposer())),
      ready: async () => {
        const pending = await opened.pendingMigrations()
        return pending === 0 ? { ok: true } : { ok: false, reason: `${pending} migration(s) not applied` }
      },
      appDir: options.appDir ?? LIVE_APP_DIR,
      log,
      trustedProxies: config.trustedProxies,
      ownAuthService: hosted === null,
    })
    log.info('listening', { url, publicUrl, database: opened.kind, dataDir: config.dataDir, auth: hosted ? hosted.url : 'own', files: config.bucket ? `${config.bucket.endpoint}/${config.bucket.bucket}` : 'folder' })
    const heldLock = lock
    return {
      url,
      config: { ...config, publicUrl },
      database: opened,
      stop: async () => {
        await shutdown(server, opened, heldLock, log)
        parsing.close()
      },
    }
  } catch (error) {
    await database?.close().catch(() => undefined)
    lock?.release()
    throw error
  }
}

function listen(fetch: (request: Request, bindings: unknown) => Response | Promise<Response>, config: ServerConfig): Promise<ServerType> {
  return new Promise((done, fail) => {
    // The Node globals stay Node's own: the domain and the drivers see the platform's Request and Response.
    const server = serve({ fetch, port: config.port, hostname: config.host, overrideGlobalObjects: false }, () => done(server))
    server.once('error', fail)
  })
}

const SHUTDOWN_GRACE_MS = 10_000

async function shutdown(server: ServerType, database: Database, lock: Lock | null, log: Logger): Promise<void> {
  log.info('stopping: finishing the requests in flight')
  const closed = new Promise<void>((done) => server.close(() => done()))
  if ('closeIdleConnections' in server) server.closeIdleConnections()
  const deadline = Date.now() + SHUTDOWN_GRACE_MS
  // An upload answers before it is stored: its work must end before the database closes.
  while (answersInProgress() > 0 && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 50))
  await Promise.race([closed, new Promise((late) => setTimeout(late, Math.max(0, deadline - Date.now())))])
  if ('closeAllConnections' in server) server.closeAllConnections()
  await database.close().catch((error: unknown) => log.error('closing the database failed', errorFields(error)))
  lock?.release()
  log.info('stopped')
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  startServer({ buildApp: true })
    .then((running) => {
      process.stdout.write(`\nSelera is running: open ${running.config.publicUrl}\n(data: ${running.config.databaseUrl ? 'Postgres' : running.config.dataDir}; stop with Ctrl+C)\n\n`)
      let stopping = false
      const stop = () => {
        if (stopping) return
        stopping = true
        void running.stop().then(() => process.exit(0))
      }
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    })
    .catch((error: unknown) => {
      if (error instanceof ConfigError || error instanceof DataDirLocked) process.stderr.write(`${error.message}\n`)
      else process.stderr.write(`Selera could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
      process.exit(1)
    })
}

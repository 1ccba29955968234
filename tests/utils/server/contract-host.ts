/**
 * The contract tests' server host: Selera's server (server/http.ts) on its embedded database or on
 * the Postgres named by `SELERA_TEST_DATABASE_URL`, in the test's own process and on the page's
 * origin, so that the tests' clock (backend/time/clock.ts) and image composer (mocks/composer) are
 * the server's. The demo's fixtures are seeded into the database once (`seedStore`); before every
 * test (when anything may have changed) the tables go back to exactly those rows, in one
 * transaction, and the files to the seeded ones. The server's own rules all apply: the restricted
 * role, row-level security, one transaction per request, the folder file storage.
 *
 * The app's client in the tests reaches the auth service at the demo's path (`/demo-auth/auth/v1`,
 * src/config/env.ts); the server has it at `/auth/v1`, so this host serves it at both.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { and, eq, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { createSalesCache } from '../../../backend/sales/storage'
import { generateSigningKey, signingKeys, type TokenKeys } from '../../../backend/auth/jwt'
import type { Store } from '../../../backend/store'
import type { StoreTableName } from '../../../backend/account-scope'
import { now } from '../../../backend/time/clock'
import { imageComposer } from '../../../mocks/composer'
import { seedStore } from '../../../mocks/db/seed'
import { storeSeededFiles } from '../../../mocks/db/seed-assets'
import { DEMO_JWT_SECRET, DEMO_PASSWORD_ITERATIONS } from '../../../mocks/demo-secrets'
import type { Database } from '../../../server/db/connect'
import { authAttempts, TABLES } from '../../../server/db/schema'
import { createDatabaseStore } from '../../../server/db/store'
import { databaseTable, type Executor } from '../../../server/db/table'
import { folderFiles } from '../../../server/files/folder'
import { createServerApp } from '../../../server/http'
import type { Logger } from '../../../server/log'
import { emptyTables, embeddedDatabase, postgresDatabase } from './databases'

export type ServerHostKind = 'server' | 'server:postgres'

/** Rows per insert when the seed is put back (Postgres takes at most 65,535 parameters a statement). */
const ROWS_PER_INSERT = 200

/** The demo's auth path in the tests' client, served as the server's `/auth/v1`. */
const DEMO_AUTH_PREFIX = '/demo-auth'

export interface ServerHost {
  /** Every table as the database's owner sees it (all accounts): what the tests inspect. */
  readonly tables: Pick<Store, StoreTableName>
  /** The store the server's requests use now (its views are what a request of an account sees). */
  store(): Store
  /** What signs its access tokens. */
  readonly accessTokenKeys: TokenKeys
  /** Back to the seeded rows and files. */
  reset(): Promise<void>
  close(): Promise<void>
}

/** Errors the server logs go to the console, where the tests' console guard fails the test that caused them. */
const testLog: Logger = {
  info: () => undefined,
  warn: (msg, fields) => console.warn(`[server] ${msg}`, fields),
  error: (msg, fields) => console.error(`[server] ${msg}`, fields),
}

interface Prepared {
  database: Database
  seeded: Snapshot
  filesDir: string
  /** The server's kind of keys: an ES256 pair of its own, as `npm run server` generates on first start. */
  accessTokenKeys: TokenKeys
}

/** Seeded once per database per test process (seeding writes 90 days of sales); each file's host starts from it. */
const prepared = new Map<ServerHostKind, Promise<Prepared>>()

function prepare(kind: ServerHostKind): Promise<Prepared> {
  let ready = prepared.get(kind)
  if (!ready) {
    ready = (async () => {
      const database = kind === 'server' ? await embeddedDatabase() : await postgresDatabase()
      const filesDir = mkdtempSync(join(tmpdir(), 'selera-contract-files-'))
      await emptyTables(database)
      await seedStore(createDatabaseStore(database.db, { files: folderFiles(filesDir), cache: createSalesCache() }))
      return { database, seeded: await snapshot(database), filesDir, accessTokenKeys: await signingKeys(await generateSigningKey()) }
    })()
    prepared.set(kind, ready)
  }
  return ready
}

export async function startServerHost(kind: ServerHostKind, port: number): Promise<ServerHost> {
  const { database, seeded, filesDir, accessTokenKeys } = await prepare(kind)
  const open = (): Store => createDatabaseStore(database.db, { files: folderFiles(filesDir), cache: createSalesCache() })
  let store = open()

  const origin = `http://127.0.0.1:${port}`
  const app = createServerApp({
    publicUrl: origin,
    context: () => ({ store, now, jwtSecret: DEMO_JWT_SECRET, accessTokenKeys, passwordIterations: DEMO_PASSWORD_ITERATIONS }),
    composer: imageComposer,
    ready: () => Promise.resolve({ ok: true }),
    appDir: join(filesDir, 'no-app'),
    log: testLog,
  })
  // Whether anything may have changed since the last reset (a request, a look at the tables): a test
  // file's setup and its own `useMockBackend` both reset before a test, and the second costs nothing.
  // An earlier file's tests may have left anything.
  let dirty = true
  const fetch = (request: Request): Response | Promise<Response> => {
    dirty = true
    const url = new URL(request.url)
    if (!url.pathname.startsWith(`${DEMO_AUTH_PREFIX}/auth/v1/`)) return app.fetch(request)
    url.pathname = url.pathname.slice(DEMO_AUTH_PREFIX.length)
    // The server's own Request class (Node's; the page's global one in a jsdom test is not), every part given.
    const Platform = request.constructor as typeof Request
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body
    return app.fetch(new Platform(url.href, { method: request.method, headers: request.headers, body, duplex: 'half' } as RequestInit))
  }
  const server = await new Promise<ServerType>((done, fail) => {
    const listening = serve({ fetch, port, hostname: '127.0.0.1', overrideGlobalObjects: false }, () => done(listening))
    listening.once('error', fail)
  })

  const owner = Object.fromEntries(Object.entries(TABLES).map(([name, table]) => [name, databaseTable(table, (work) => ((dirty = true), work(database.db)))]))

  return {
    tables: owner as Pick<Store, StoreTableName>,
    store: () => ((dirty = true), store),
    accessTokenKeys,
    async reset() {
      if (!dirty) return
      dirty = false
      await restore(database, seeded)
      rmSync(filesDir, { recursive: true, force: true })
      // A fresh store: no sales decoded from a revision a test wrote and the restore took back.
      store = open()
      await storeSeededFiles(store)
    },
    close: () =>
      new Promise<void>((done, fail) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => {
          if (error) fail(error)
          else done()
        })
      }),
  }
}

type Snapshot = { table: PgTable; rows: Record<string, unknown>[] }[]

async function snapshot(database: Database): Promise<Snapshot> {
  const tables = Object.values(TABLES)
  return Promise.all(tables.map(async (table) => ({ table, rows: await database.db.select().from(table) })))
}

/**
 * The seeded rows back, in one transaction. A sales batch is never changed once written
 * (backend/sales/storage.ts) and the seeded ones are megabytes: those a test added go and those it
 * removed come back, the rest stay. Every other table is emptied and filled again; the attempt
 * counters are emptied.
 */
async function restore(database: Database, seeded: Snapshot): Promise<void> {
  await database.db.transaction(async (tx) => {
    const rewritten = seeded.filter(({ table }) => table !== TABLES.salesBatches)
    // The rate limits' counters too: no test starts with another's attempts counted.
    await tx.execute(sql.raw(`truncate table ${[...rewritten.map(({ table }) => `"${getTableName(table)}"`), `"${getTableName(authAttempts)}"`].join(', ')}`))
    for (const { table, rows } of rewritten) await insertRows(tx, table, rows)

    const batches = seeded.find(({ table }) => table === TABLES.salesBatches)?.rows ?? []
    const key = (row: Record<string, unknown>) => `${String(row.account_id)}/${String(row.id)}`
    const seededKeys = new Set(batches.map(key))
    const present = await tx.select({ account_id: TABLES.salesBatches.account_id, id: TABLES.salesBatches.id }).from(TABLES.salesBatches)
    for (const row of present) {
      if (!seededKeys.has(key(row))) await tx.delete(TABLES.salesBatches).where(and(eq(TABLES.salesBatches.account_id, row.account_id), eq(TABLES.salesBatches.id, row.id)))
    }
    const presentKeys = new Set(present.map(key))
    await insertRows(tx, TABLES.salesBatches, batches.filter((row) => !presentKeys.has(key(row))))
  })
}

async function insertRows(tx: Executor, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await tx.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT))
}

/**
 * The database Selera keeps its records in: Postgres embedded in the process (PGlite, a folder on
 * disk, or memory for tests) or a Postgres server (`DATABASE_URL`). Same schema, same SQL
 * migrations (./migrations, made by drizzle-kit from ./schema), same queries through Drizzle.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { queryRows, type Executor } from './table'

// From the module's folder, not `new URL(…, import.meta.url)`, which Vite rewrites into a page's URL in tests with a page (jsdom).
export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations')

/** How many migrations this code knows (drizzle-kit's journal). */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
  return journal.entries.length
}

export interface Database {
  kind: 'embedded' | 'postgres'
  db: Executor
  /** Applies the migrations not applied yet; safe to run from several processes at once. */
  migrate(): Promise<void>
  /** The migrations this code has that the database has not applied (0 when up to date). */
  pendingMigrations(): Promise<number>
  close(): Promise<void>
}

async function appliedMigrations(db: Executor): Promise<number> {
  const [table] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`)
  if (!table?.found) return 0
  const [applied] = await queryRows<{ count: string | number }>(db, sql`select count(*) as count from drizzle.__drizzle_migrations`)
  return Number(applied?.count ?? 0)
}

/** PGlite in `dataDir` (created when missing), or in memory without one. One connection: the caller holds the folder's lock. */
export async function openEmbedded(dataDir?: string): Promise<Database> {
  const client = await PGlite.create(dataDir ? { dataDir } : {})
  const db = drizzlePglite(client) as unknown as Executor
  return {
    kind: 'embedded',
    db,
    migrate: async () => void (await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })),
    pendingMigrations: async () => knownMigrations() - (await appliedMigrations(db)),
    close: () => client.close(),
  }
}

/** A pool on a Postgres server. Migrations hold a session advisory lock, so two servers starting at once apply them once. */
export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max })
  // A connection the database ends (a restart, a failover, an administrator) must not crash the
  // process. Idle, the pool reports it here. In use by a request, node-postgres fails that request's
  // query (answered 503: server/http.ts) and also emits 'error' on the client, which, with no
  // listener, would be an uncaught exception; the pool drops the broken client when it comes back.
  // The next request gets a new connection (server/database-away.test.ts).
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
  const db = drizzlePostgres(pool) as unknown as Executor
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query(`select pg_advisory_lock(hashtextextended('selera.migrations', 0))`)
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await client.query(`select pg_advisory_unlock(hashtextextended('selera.migrations', 0))`).catch(() => undefined)
        client.release()
      }
    },
    pendingMigrations: async () => knownMigrations() - (await appliedMigrations(db)),
    close: () => pool.end(),
  }
}

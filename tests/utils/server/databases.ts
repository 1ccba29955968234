/**
 * The databases the server's tests run on: PGlite in memory, opened and migrated once per test
 * process (opening costs seconds), and the Postgres server named by `SELERA_TEST_DATABASE_URL`
 * when there is one (`.ci/run` starts one). `emptyStore` empties every table as the database's owner
 * and gives a store with its own sales cache, as a server starting on an empty database would.
 */
import { sql } from 'drizzle-orm'
import { createSalesCache } from '../../../backend/sales/storage'
import type { Store } from '../../../backend/store'
import { DemoFileStorage } from '../../../mocks/db/files'
import { openEmbedded, openPostgres, type Database } from '../../../server/db/connect'
import { authAttempts, TABLES } from '../../../server/db/schema'
import { POSTGRES_URL } from './postgres-database'
import { createDatabaseStore } from '../../../server/db/store'
import { getTableName } from 'drizzle-orm'

let embedded: Promise<Database> | null = null
let served: Promise<Database> | null = null

export function embeddedDatabase(): Promise<Database> {
  embedded ??= openEmbedded().then(async (database) => (await database.migrate(), database))
  return embedded
}

/** The Postgres server for tests, when `SELERA_TEST_DATABASE_URL` names one. */
export { POSTGRES_URL }

export function postgresDatabase(): Promise<Database> {
  served ??= (async () => {
    const database = openPostgres(POSTGRES_URL, 4)
    await database.migrate()
    return database
  })()
  return served
}

/** Every table emptied (as the owner, which row-level security does not limit). */
export async function emptyTables(database: Database): Promise<void> {
  const names = [...Object.values(TABLES), authAttempts].map((table) => `"${getTableName(table)}"`)
  await database.db.execute(sql.raw(`truncate table ${names.join(', ')}`))
}

export async function emptyStore(database: Database): Promise<Store> {
  await emptyTables(database)
  return createDatabaseStore(database.db, { files: new DemoFileStorage(), cache: createSalesCache() })
}

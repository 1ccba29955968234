/**
 * A database of its own in the test Postgres (`SELERA_TEST_DATABASE_URL`), created empty and dropped
 * after: for tests that start a whole server on Postgres, as an owner's new install would be.
 */
import pg from 'pg'

export const POSTGRES_URL = process.env.SELERA_TEST_DATABASE_URL ?? ''

export interface OwnDatabase {
  /** Its connection URL. */
  readonly url: string
  /** Drops it, ending whatever is still connected. */
  drop(): Promise<void>
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new database named `{prefix}_{pid}_{time}`, on the Postgres at `adminUrl` (the tests' by default). */
export async function ownPostgresDatabase(prefix: string, adminUrl = POSTGRES_URL): Promise<OwnDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await asAdmin(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.href, drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) }
}

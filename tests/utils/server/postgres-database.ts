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

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new database named `{prefix}_{pid}_{time}`. */
export async function ownPostgresDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await asAdmin(`create database ${name}`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return { url: url.href, drop: () => asAdmin(`drop database if exists ${name} with (force)`) }
}

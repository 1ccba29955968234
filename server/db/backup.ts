/**
 * Backups of the database as plain SQL, and their restore, for either kind: the embedded one
 * (PGlite's own pg_dump, `@electric-sql/pglite-tools`) and a Postgres server (its `pg_dump`). A
 * backup of one restores into the other: that is how an embedded install moves onto Postgres
 * (docs/deploy.md). The SQL names no owner and grants nothing (the two kinds have different users);
 * a restore makes the restricted role and gives it what the first migration gives it, and loads
 * into an empty database only, so it never mixes two businesses' data.
 *
 * Files are not in the database: a backup of an install is this SQL and its data folder's `files/`
 * (or its bucket) and `secrets.json`.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import pg from 'pg'

/** Where a database is: the embedded one's folder, or a Postgres server's URL. */
export type DatabaseLocation = { kind: 'embedded'; dir: string } | { kind: 'postgres'; url: string }

/** pg_dump's settings for both kinds: plain SQL of INSERTs (no COPY blocks, which only psql can feed), no owners, no grants. */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=100', '--quote-all-identifiers']

/** A Postgres server's pg_dump: on the PATH, or Debian's newest in /usr/lib/postgresql. */
function pgDumpBinary(): string {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/pg_dump`))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return debian[0] ? `/usr/lib/postgresql/${debian[0]}/bin/pg_dump` : 'pg_dump'
}

function dumpPostgres(url: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(pgDumpBinary(), [...DUMP_ARGS, `--dbname=${url}`], { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.once('error', (error) => fail(new Error(`pg_dump could not run (${error.message}): install PostgreSQL's client tools`)))
    child.once('close', (code) => (code === 0 ? done(Buffer.concat(out).toString('utf8')) : fail(new Error(`pg_dump failed (exit ${String(code)}): ${Buffer.concat(err).toString('utf8').trim().slice(0, 500)}`))))
  })
}

/** The database as SQL. An embedded one must not be open elsewhere (the caller holds its folder's lock). */
export async function dumpDatabase(location: DatabaseLocation): Promise<string> {
  if (location.kind === 'postgres') return dumpPostgres(location.url)
  const client = await PGlite.create({ dataDir: location.dir })
  try {
    return await (await pgDump({ pg: client, args: DUMP_ARGS })).text()
  } finally {
    await client.close()
  }
}

/**
 * What a server's session can run of a dump: psql's own commands (`\restrict`, from pg_dump 17.6
 * on) go, and settings an older server does not know (`transaction_timeout`, Postgres 17) are
 * kept out, since PGlite's pg_dump is newer than Debian's Postgres 15.
 */
export function runnableSql(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !/^SET transaction_timeout\b/.test(line))
    .join('\n')
}

/** What the first migration gives the restricted role, given again over the restored tables. */
const ROLE_AND_GRANTS = `
DO $$ BEGIN CREATE ROLE selera_app NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$;
GRANT selera_app TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO selera_app;
GRANT EXECUTE ON FUNCTION public.selera_current_account() TO selera_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO selera_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO selera_app;
`

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreRefused'
  }
}

const HAS_TABLES = `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`
const NOT_EMPTY = 'The database to restore into already has tables: restore into an empty one (a new data folder, or a new Postgres database).'

/** Loads a backup into an empty database; refuses (`RestoreRefused`) one that has tables. */
export async function restoreDatabase(location: DatabaseLocation, dump: string): Promise<void> {
  const script = runnableSql(dump)
  if (location.kind === 'embedded') {
    const client = await PGlite.create({ dataDir: location.dir })
    try {
      const { rows } = await client.query<{ n: number }>(HAS_TABLES)
      if ((rows[0]?.n ?? 0) > 0) throw new RestoreRefused(NOT_EMPTY)
      await client.exec(`DO $$ BEGIN CREATE ROLE selera_app NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$;`)
      await client.exec(`BEGIN;\n${script}\n;${ROLE_AND_GRANTS}\nCOMMIT;`)
    } finally {
      await client.close()
    }
    return
  }
  const client = new pg.Client({ connectionString: location.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(HAS_TABLES)
    if ((rows[0]?.n ?? 0) > 0) throw new RestoreRefused(NOT_EMPTY)
    // The role is the cluster's: made outside the transaction, so a failed load keeps nothing else.
    await client.query(`DO $$ BEGIN CREATE ROLE selera_app NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$;`)
    await client.query(`BEGIN;\n${script}\n;${ROLE_AND_GRANTS}\nCOMMIT;`)
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

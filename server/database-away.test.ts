/**
 * A database that goes away in the middle of a request, for real: the server on a Postgres database
 * of its own; a request of an owner is held on a lock, and the server's connections are ended by the
 * database (`pg_terminate_backend`, as a restart or a failover ends them). The request answers 503
 * with a retry hint, nothing half-done stays, and the next request succeeds on a new connection.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownPostgresDatabase, POSTGRES_URL, type OwnDatabase } from '../tests/utils/server/postgres-database'
import { DATABASE_AWAY, RETRY_AFTER_SECONDS } from './http'
import { startServer, type RunningServer } from './main'

// The server's own loopback: the backend project refuses a test's requests (tests/setup/node.setup.ts).
const loopback = globalThis.fetch

describe.runIf(POSTGRES_URL !== '')('the database going away mid-request (Postgres)', () => {
  let database: OwnDatabase
  let admin: pg.Client
  let server: RunningServer

  beforeAll(async () => {
    database = await ownPostgresDatabase('selera_away')
    server = await startServer({ env: { PORT: '0', DATABASE_URL: database.url, SELERA_DATA_DIR: mkdtempSync(join(tmpdir(), 'selera-away-')), LOG_LEVEL: 'silent' } })
    admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
  }, 60_000)

  afterAll(async () => {
    await admin?.end()
    await server?.stop()
    await database?.drop()
  })

  it('answers 503 with a retry hint, keeps nothing of the request, and the next request succeeds', async () => {
    const signUp = await loopback(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: 'test', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@kedai.my', password: 'kopi-o-kosong', data: { business_name: 'Kedai Kopi' } }),
    })
    const { access_token } = (await signUp.json()) as { access_token: string }
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' }
    const save = () => loopback(`${server.url}/api/company-profile`, { method: 'PUT', headers, body: JSON.stringify({ other_info: 'kept or not at all' }) })

    // The profile's table locked by another session: the request waits on it, inside its transaction.
    await admin.query('begin')
    await admin.query('lock table company_profiles in access exclusive mode')
    const held = save()
    await expect.poll(async () => (await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]!.n).toBeGreaterThan(0)
    // The database ends the server's connections, as a restart or a failover would.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
    await admin.query('rollback')

    const answer = await held
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(await answer.json()).toEqual({ detail: DATABASE_AWAY })
    expect((await admin.query('select count(*)::int as n from company_profiles')).rows).toEqual([{ n: 0 }])

    // Back: the next request gets a new connection.
    const again = await save()
    expect(again.status).toBe(200)
    expect((await admin.query('select other_info from company_profiles')).rows).toEqual([{ other_info: 'kept or not at all' }])
  })
})

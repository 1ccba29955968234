/**
 * The server started as `npm run server` starts it (without building the app), on its embedded
 * database in a fresh data folder, asked over HTTP on loopback.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RECOVERY_PER_ADDRESS } from '../backend/auth/rate-limits'
import { DataDirLocked } from './data-dir'
import { queryRows } from './db/table'
import { startServer } from './main'

// The server's own loopback: the backend project refuses a test's requests (tests/setup/node.setup.ts)
// from its first test on, to catch a test that calls out by mistake.
const loopback = globalThis.fetch

const settings = (dataDir: string) => ({ PORT: '0', SELERA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' })

describe('npm run server', () => {
  it('keeps what it was given across a restart, and refuses a second server on its folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'selera-server-'))
    const first = await startServer({ env: settings(dataDir) })
    try {
      expect(await (await loopback(`${first.url}/readyz`)).json()).toEqual({ status: 'ready' })
      const lead = await loopback(`${first.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@kedai.my', company_name: 'Kedai Kopi Ah Seng', country: 'MY' }) })
      expect(lead.status).toBe(201)
      await expect(startServer({ env: settings(dataDir) })).rejects.toThrow(DataDirLocked)
    } finally {
      await first.stop()
    }
    const second = await startServer({ env: settings(dataDir) })
    try {
      const leads = await queryRows<{ company_name: string }>(second.database.db, sql`select company_name from leads`)
      expect(leads).toEqual([{ company_name: 'Kedai Kopi Ah Seng' }])
      // The catalogues are there once, however often the server starts.
      expect(await queryRows(second.database.db, sql`select count(*)::int as n from goals`)).toEqual([{ n: 8 }])
    } finally {
      await second.stop()
    }
  })

  it('limits recovery requests by the caller\'s address, which its trusted proxy forwards', async () => {
    const recover = (url: string, forwardedFor: string | null) =>
      loopback(`${url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: 'anon', 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ email: 'owner@kedai.my' }),
      })
    const server = await startServer({ env: { ...settings(mkdtempSync(join(tmpdir(), 'selera-server-'))), TRUSTED_PROXIES: '1' } })
    try {
      // Behind one proxy: the address it appended is the caller's; what the caller wrote before it is not believed.
      const answers: number[] = []
      for (let i = 0; i <= RECOVERY_PER_ADDRESS.max; i++) answers.push((await recover(server.url, '198.51.100.7, 203.0.113.1')).status)
      expect(answers).toEqual([...Array.from({ length: RECOVERY_PER_ADDRESS.max }, () => 200), 429])
      const refused = await recover(server.url, '192.0.2.1, 203.0.113.1')
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Too many requests. Try again in 60 minutes.' })
      // Another address behind the proxy, and the connection's own address where nothing was forwarded, are their own.
      expect((await recover(server.url, '198.51.100.7, 203.0.113.2')).status).toBe(200)
      expect((await recover(server.url, null)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('refuses to start on an invalid setting, naming it', async () => {
    await expect(startServer({ env: { PORT: 'http' } })).rejects.toThrow(/PORT="http"/)
  })
})

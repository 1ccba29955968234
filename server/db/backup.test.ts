/**
 * Backups and restores, by round trips through the running server: an owner's business written on
 * the embedded database, backed up, restored into a new embedded database and (with a Postgres
 * server) into Postgres, which is how an embedded install moves onto Postgres, and back from
 * Postgres into an embedded one; each time the server answers the owner exactly as before.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownPostgresDatabase, POSTGRES_URL, type OwnDatabase } from '../../tests/utils/server/postgres-database'
import { startServer } from '../main'
import { dumpDatabase, restoreDatabase, RestoreRefused, runnableSql } from './backup'

const loopback = globalThis.fetch
const OWNER = { email: 'pemilik@kedai.my', password: 'kopi-o-kosong' }

/** What the owner sees: their uploads, a week's figures and their settings, the times of each answer aside. */
async function ownersView(url: string): Promise<string> {
  const signIn = await loopback(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: 'x', 'content-type': 'application/json' }, body: JSON.stringify(OWNER) })
  expect(signIn.status).toBe(200)
  const { access_token } = (await signIn.json()) as { access_token: string }
  const read = async (path: string) => (await (await loopback(`${url}/api${path}`, { headers: { authorization: `Bearer ${access_token}` } })).text()).replace(/"(generated_at|as_of|now|until|last_updated)":"[^"]*"/g, '')
  return [await read('/uploads'), await read('/metrics?from=2026-05-01&to=2026-05-07'), await read('/settings')].join('\n')
}

/** The install's files (an upload's export, when any) and secrets, which go with its database. */
function keepFilesAndSecrets(from: string, to: string): void {
  if (existsSync(join(from, 'files'))) cpSync(join(from, 'files'), join(to, 'files'), { recursive: true })
  cpSync(join(from, 'secrets.json'), join(to, 'secrets.json'))
}

/** A server on `env` until `work` is done. */
async function withServer<T>(env: Record<string, string>, work: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer({ env: { PORT: '0', LOG_LEVEL: 'silent', ...env } })
  try {
    return await work(server.url)
  } finally {
    await server.stop()
  }
}

describe('db:backup and db:restore', () => {
  const first = mkdtempSync(join(tmpdir(), 'selera-backup-'))
  let before = ''
  let backup = ''

  beforeAll(async () => {
    before = await withServer({ SELERA_DATA_DIR: first }, async (url) => {
      const signUp = await loopback(`${url}/auth/v1/signup`, { method: 'POST', headers: { apikey: 'x', 'content-type': 'application/json' }, body: JSON.stringify({ ...OWNER, data: { business_name: 'Kedai Kopi Ah Seng' } }) })
      const { access_token } = (await signUp.json()) as { access_token: string }
      const form = new FormData()
      form.append('file', new File([readFileSync(new URL('../../public/samples/generic-sales.csv', import.meta.url))], 'generic-sales.csv', { type: 'text/csv' }))
      const upload = await loopback(`${url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form })
      expect(await upload.json()).toMatchObject({ upload_completed: true })
      return ownersView(url)
    })
    expect(before).toContain('generic-sales.csv')
    backup = await dumpDatabase({ kind: 'embedded', dir: join(first, 'db') })
  }, 120_000)

  it('is plain SQL of the tables, their rows and their policies, runnable by any Postgres session', () => {
    expect(backup).toContain('CREATE TABLE "public"."sales_batches"')
    expect(backup).toContain('CREATE POLICY')
    expect(backup).toContain('pemilik@kedai.my')
    expect(runnableSql(backup)).not.toMatch(/^\\|^SET transaction_timeout/m)
  })

  it('restores into a new embedded database: the owner finds everything as it was', async () => {
    const second = mkdtempSync(join(tmpdir(), 'selera-restore-'))
    keepFilesAndSecrets(first, second)
    await restoreDatabase({ kind: 'embedded', dir: join(second, 'db') }, backup)
    expect(await withServer({ SELERA_DATA_DIR: second }, ownersView)).toBe(before)
  }, 120_000)

  it('refuses to restore into a database that has tables, changing nothing', async () => {
    await expect(restoreDatabase({ kind: 'embedded', dir: join(first, 'db') }, backup)).rejects.toBeInstanceOf(RestoreRefused)
    expect(await withServer({ SELERA_DATA_DIR: first }, ownersView)).toBe(before)
  }, 120_000)

  describe.runIf(POSTGRES_URL !== '')('moving onto Postgres, and back', () => {
    const databases: OwnDatabase[] = []
    afterAll(async () => {
      for (const database of databases) await database.drop()
    })

    it('an embedded install restored into Postgres, its data folder kept for the files and secrets, answers as before; and its backup restores into an embedded one', async () => {
      const postgres = await ownPostgresDatabase('selera_backup')
      databases.push(postgres)
      await restoreDatabase({ kind: 'postgres', url: postgres.url }, backup)
      expect(await withServer({ SELERA_DATA_DIR: first, DATABASE_URL: postgres.url }, ownersView)).toBe(before)
      await expect(restoreDatabase({ kind: 'postgres', url: postgres.url }, backup)).rejects.toBeInstanceOf(RestoreRefused)

      const fromPostgres = await dumpDatabase({ kind: 'postgres', url: postgres.url })
      const third = mkdtempSync(join(tmpdir(), 'selera-restore-'))
      keepFilesAndSecrets(first, third)
      await restoreDatabase({ kind: 'embedded', dir: join(third, 'db') }, fromPostgres)
      expect(await withServer({ SELERA_DATA_DIR: third }, ownersView)).toBe(before)
    }, 180_000)
  })
})

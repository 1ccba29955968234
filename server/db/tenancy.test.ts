/**
 * Tenancy as the database enforces it, asked in SQL, not through the store: as the role requests run
 * as, with an account set for the transaction, every tenant table shows and takes that account's
 * rows only, and with none set it shows nothing. Run on PGlite, and on Postgres when there is one.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { TENANT_TABLES } from '../../backend/account-scope'
import { embeddedDatabase, emptyTables, postgresDatabase, POSTGRES_URL } from '../../tests/utils/server/databases'
import type { Database } from './connect'
import { TABLES } from './schema'
import { queryRows, type Executor } from './table'

const TENANTS: string[] = TENANT_TABLES.map((name) => getTableName(TABLES[name]))
/** The auth service's tables and the catalogues: read before an account is known, or by every account. */
const SHARED = Object.values(TABLES).map(getTableName).filter((name) => !TENANTS.includes(name))

/** A value of the column's type, for a row that only has to be valid. */
function sample(column: PgColumn): unknown {
  const type = column.getSQLType()
  if (type === 'text') return 'x'
  if (type === 'bigint' || type === 'double precision') return 1
  if (type === 'boolean') return true
  if (type === 'jsonb') return []
  if (type === 'date') return '2026-11-18'
  if (type.startsWith('timestamp')) return '2026-11-18T07:00:00.000Z'
  throw new Error(`No sample for ${type}`)
}

function row(table: PgTable, accountId: string, id: string): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  return { ...Object.fromEntries(Object.entries(columns).filter(([, column]) => column.notNull && !column.hasDefault).map(([key, column]) => [key, sample(column)])), account_id: accountId, id }
}

/** `work` in a transaction as the requests' role, with `accountId` set (or none). */
function asApp<T>(database: Database, accountId: string | null, work: (db: Executor) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Executor
    await db.execute(sql`select set_config('role', 'selera_app', true), set_config('selera.account_id', ${accountId ?? ''}, true)`)
    return work(db)
  })
}

async function countAll(db: Executor, table: string): Promise<number> {
  const [result] = await queryRows<{ n: string | number }>(db, sql.raw(`select count(*) as n from "${table}"`))
  return Number(result?.n)
}

function describeTenancy(name: string, open: () => Promise<Database>): void {
  describe(`${name}: tenancy in the database`, () => {
    async function twoAccounts(): Promise<Database> {
      const database = await open()
      await emptyTables(database)
      // As the owner, whom the policies do not limit: one row of each account in every tenant table.
      for (const tenant of TENANT_TABLES) {
        const table = TABLES[tenant]
        await database.db.insert(table).values([row(table, 'acct-a', `${tenant}-a`), row(table, 'acct-b', `${tenant}-b`)] as never)
      }
      return database
    }

    it('shows a query that forgets the account filter only the transaction’s account’s rows', async () => {
      const database = await twoAccounts()
      for (const table of TENANTS) {
        const seen = await asApp(database, 'acct-a', (db) => queryRows<{ account_id: string }>(db, sql.raw(`select account_id from "${table}"`)))
        expect(seen, table).toEqual([{ account_id: 'acct-a' }])
      }
    })

    it('shows no tenant row at all when no account is set', async () => {
      const database = await twoAccounts()
      for (const table of TENANTS) expect(await asApp(database, null, (db) => countAll(db, table)), table).toBe(0)
    })

    it('refuses an insert or an update that names another account, and changes nothing of it', async () => {
      const database = await twoAccounts()
      for (const tenant of TENANT_TABLES) {
        const table = TABLES[tenant]
        await expect(asApp(database, 'acct-a', (db) => db.insert(table).values(row(table, 'acct-b', `${tenant}-new`) as never)), tenant).rejects.toMatchObject({ cause: { code: '42501' } })
        await expect(asApp(database, 'acct-a', (db) => db.execute(sql.raw(`update "${getTableName(table)}" set account_id = 'acct-b'`))), tenant).rejects.toMatchObject({ cause: { code: '42501' } })
        const changed = await asApp(database, 'acct-a', (db) => queryRows(db, sql.raw(`delete from "${getTableName(table)}" where account_id = 'acct-b' returning id`)))
        expect(changed, tenant).toEqual([])
      }
      for (const table of TENANTS) expect(await asApp(database, 'acct-b', (db) => countAll(db, table)), table).toBe(1)
    })

    it('has a policy on every tenant table and a role that cannot pass them', async () => {
      const database = await open()
      const secured = await queryRows<{ relname: string }>(database.db, sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity and exists (select 1 from pg_policy p where p.polrelid = c.oid)`)
      expect(secured.map((r) => r.relname).sort()).toEqual([...TENANTS].sort())
      // Every other table is shared on purpose: the auth service's and the catalogues.
      expect(SHARED.sort()).toEqual(['accounts', 'asset_types', 'goals', 'leads', 'mfa_challenges', 'mfa_factors', 'outbox_messages', 'password_recoveries', 'refresh_tokens'])
      const role = await queryRows<{ rolsuper: boolean; rolbypassrls: boolean; owns: boolean }>(
        database.db,
        sql`select rolsuper, rolbypassrls, exists (select 1 from pg_class where relowner = r.oid) as owns from pg_roles r where rolname = 'selera_app'`,
      )
      expect(role).toEqual([{ rolsuper: false, rolbypassrls: false, owns: false }])
    })
  })
}

describeTenancy('PGlite', embeddedDatabase)

describe.runIf(POSTGRES_URL !== '')('on a Postgres server', () => {
  describeTenancy('Postgres', postgresDatabase)
})

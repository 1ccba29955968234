/**
 * The column kinds Selera's tables share, and what makes a table a tenant's: its `account_id` in the
 * primary key and a row-level-security policy that shows a request only its account's rows.
 *
 * The domain's records are plain data (backend/store.ts): times are ISO strings, which are stored
 * as `timestamptz` and read back as the same ISO strings; days (`YYYY-MM-DD`) as `date`.
 */
import { sql } from 'drizzle-orm'
import { customType, pgPolicy, pgRole, primaryKey, text, type PgColumn } from 'drizzle-orm/pg-core'

/**
 * The restricted role every request's transaction runs as (server/db/store.ts): it owns nothing, so
 * the policies apply to it. The first migration creates it.
 */
export const appRole = pgRole('selera_app').existing()

/** The one place the tenant policies read the caller's account: set per transaction, null when unset. */
export const CURRENT_ACCOUNT = sql`selera_current_account()`

/** `2026-11-18 07:00:00.5+00` or `2026-11-18T07:00:00.500Z`: Postgres's text for a timestamptz, or a driver's Date. */
export function isoFromDriver(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  const match = /^(\d{4,})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(\.\d+)?(Z|[+-]\d\d(?::?\d\d)?)$/.exec(text)
  if (!match) throw new Error(`Not a stored time: ${text.slice(0, 40)}`)
  const [, year, month, day, hour, minute, second, fraction = '', zone = 'Z'] = match
  const offset = zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${offset}`).toISOString()
}

/** An instant: `timestamptz` in the database, an ISO string (`toISOString()`) in the record. */
export const isoTime = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp (3) with time zone',
  fromDriver: isoFromDriver,
})

/** A local day, `YYYY-MM-DD`. */
export const day = customType<{ data: string; driverData: string }>({
  dataType: () => 'date',
  fromDriver: (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
})

/** A JSON value kept as given. */
export const json = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as T,
  })(name)

/** An account's own row: `account_id` leads the key (as a distributed Postgres needs), no other account's is seen. */
export const tenantColumns = () => ({
  account_id: text('account_id').notNull(),
  id: text('id').notNull(),
})

/**
 * The key and the policy of a tenant table. The policy compares with a stable function of the
 * transaction's setting, never a subquery, so it holds on a distributed Postgres (Citus) too.
 */
export function tenantKeyAndPolicy(table: { account_id: PgColumn; id: PgColumn }) {
  return [
    primaryKey({ columns: [table.account_id, table.id] }),
    pgPolicy('own_account', { as: 'permissive', for: 'all', to: appRole, using: sql`account_id = ${CURRENT_ACCOUNT}`, withCheck: sql`account_id = ${CURRENT_ACCOUNT}` }),
  ]
}

/**
 * One account's view of the storage (`Store.forAccount` in ./store.ts): the tenant tables show and
 * take that account's records only, as a request signed in to it must see them. The server's
 * database enforces this itself, with row-level security under a restricted role (server/db); this
 * module is the same rule for a storage without one (the demo's memory), so the demo and the tests
 * run every request as the database does, and code that reads across accounts fails in both.
 */
import type { Store, Table } from './store'

/** The tables whose records belong to one account (`account_id`); the others are the auth service's or catalogues. */
export const TENANT_TABLES = [
  'uploads',
  'documentChunks',
  'companyProfiles',
  'accountSettings',
  'ownerRequests',
  'chatMessages',
  'assets',
  'generatedImages',
  'salesBatches',
  'salesRevisions',
] as const satisfies readonly (keyof Store)[]

export type TenantTableName = (typeof TENANT_TABLES)[number]
export type TenantTables = Pick<Store, TenantTableName>

/** What a database answers a write of another account's record (Postgres's words, SQLSTATE 42501). */
export class TenantViolation extends Error {
  constructor(table: string) {
    super(`new row violates row-level security policy for table "${table}"`)
    this.name = 'TenantViolation'
  }
}

function accountTable<T extends { id: string; account_id: string }>(name: string, table: Table<T>, accountId: string): Table<T> {
  const own = (where: Partial<T>): Partial<T> => ({ ...where, account_id: accountId })
  const ownRecord = async (id: string): Promise<T | null> => table.find(own({ id } as Partial<T>))
  return {
    insert: (record) => (record.account_id === accountId ? table.insert(record) : Promise.reject(new TenantViolation(name))),
    // Another account's id in the filter matches nothing, as under the policy.
    find: (where) => (where.account_id === undefined || where.account_id === accountId ? table.find(own(where)) : Promise.resolve(null)),
    findAll: (where, orderBy) => (where.account_id === undefined || where.account_id === accountId ? table.findAll(own(where), orderBy) : Promise.resolve([])),
    count: (where = {}) => (where.account_id === undefined || where.account_id === accountId ? table.count(own(where)) : Promise.resolve(0)),
    async update(id, patch) {
      if (!(await ownRecord(id))) return null
      if ('account_id' in patch && patch.account_id !== accountId) throw new TenantViolation(name)
      return table.update(id, patch)
    },
    async remove(id) {
      return (await ownRecord(id)) ? table.remove(id) : false
    },
  }
}

/** `tables` with each tenant table limited to `accountId`'s records. */
export function accountTables<S extends TenantTables>(tables: S, accountId: string): S {
  const scoped: Partial<Record<TenantTableName, unknown>> = {}
  for (const name of TENANT_TABLES) scoped[name] = accountTable(name, tables[name] as Table<{ id: string; account_id: string }>, accountId)
  return { ...tables, ...scoped }
}

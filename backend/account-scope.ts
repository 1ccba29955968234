/**
 * One account's view of the storage (`Store.forAccount` in ./store.ts): the tenant tables show and
 * take that account's records only, as a request signed in to it must see them. The server's
 * database enforces this itself, with row-level security under a restricted role (server/db); this
 * module is the same rule for a storage without one (the demo's memory), so the demo and the tests
 * run every request as the database does, and code that reads across accounts fails in both.
 */
import type { Store, Table } from './store'

/**
 * Every table of the storage, by whose its records are: one account's (`tenant`: `account_id`,
 * seen only through that account's view), or `shared` (the auth service's, read before an account
 * is known, and the catalogues every account reads). A table added to `Store` must be placed here.
 */
export const STORE_TABLES = {
  accounts: 'shared',
  leads: 'shared',
  refreshTokens: 'shared',
  passwordRecoveries: 'shared',
  mfaFactors: 'shared',
  mfaChallenges: 'shared',
  outboxMessages: 'shared',
  goals: 'shared',
  uploads: 'tenant',
  documentChunks: 'tenant',
  companyProfiles: 'tenant',
  accountSettings: 'tenant',
  ownerRequests: 'tenant',
  chatMessages: 'tenant',
  assetTypes: 'shared',
  assets: 'tenant',
  generatedImages: 'tenant',
  salesBatches: 'tenant',
  salesRevisions: 'tenant',
} as const satisfies Record<Exclude<keyof Store, 'sales' | 'attempts' | 'files' | 'transaction' | 'forAccount'>, 'tenant' | 'shared'>

export type StoreTableName = keyof typeof STORE_TABLES
export const TABLE_NAMES = Object.keys(STORE_TABLES) as StoreTableName[]

type TenantOf<K extends StoreTableName> = (typeof STORE_TABLES)[K] extends 'tenant' ? K : never

/** The tables whose records belong to one account (`account_id`). */
export const TENANT_TABLES = TABLE_NAMES.filter((name) => STORE_TABLES[name] === 'tenant') as { [K in StoreTableName]: TenantOf<K> }[StoreTableName][]

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

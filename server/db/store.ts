/**
 * The domain's storage (backend/store.ts) on Postgres, embedded (PGlite) or served, through one
 * query layer (Drizzle). Every statement runs in a transaction as the restricted role `selera_app`
 * with the view's account set for it (`selera.account_id`), so row-level security shows a request
 * its own account's rows and nothing else; a view with no account sees no tenant rows at all.
 *
 * - `store.transaction(work)` is one database transaction; a transaction begun inside it is part of it.
 * - A call outside a transaction is a transaction of its own (a sales write: all of its statements).
 * - Writes of an account's sales take a transaction-scoped advisory lock on the account first, so
 *   two writers (in any process) renew its revision one after the other and never both insert it.
 * - The decoded sales are one cache per store (`createSalesCache`), shared by all of its views.
 */
import { sql } from 'drizzle-orm'
import { accountTables } from '../../backend/account-scope'
import { batchedSales, createSalesCache, type SalesCache } from '../../backend/sales/storage'
import type { FileStorage, SalesStorage, Store } from '../../backend/store'
import { databaseAttempts } from './attempts'
import { TABLES, type TableName } from './schema'
import { databaseTable, type Executor, type Run } from './table'

/** What a transaction has set: its account ('' for none), so a view of another account sets its own first. */
interface Session {
  db: Executor
  account: string
}

/** Set the role and the account for the rest of the transaction (both undone at its end). */
function setFor(db: Executor, account: string): Promise<unknown> {
  return db.execute(sql`select set_config('role', 'selera_app', true), set_config('selera.account_id', ${account}, true)`)
}

/** The sales' writes, each after the account's advisory lock (held until the transaction ends). */
function lockedSales(sales: SalesStorage, lock: (accountId: string) => Promise<void>): SalesStorage {
  return {
    ...sales,
    appendSales: async (accountId, uploadId, batch) => (await lock(accountId), sales.appendSales(accountId, uploadId, batch)),
    addDayTotals: async (accountId, uploadId, days) => (await lock(accountId), sales.addDayTotals(accountId, uploadId, days)),
    removeUpload: async (accountId, uploadId) => (await lock(accountId), sales.removeUpload(accountId, uploadId)),
  }
}

export interface DatabaseStoreOptions {
  files: FileStorage
  cache?: SalesCache
}

export function createDatabaseStore(root: Executor, options: DatabaseStoreOptions): Store {
  const cache = options.cache ?? createSalesCache()

  async function begin<R>(account: string, work: (session: Session) => Promise<R>): Promise<R> {
    return root.transaction(async (db) => {
      await setFor(db, account)
      return work({ db, account })
    })
  }

  /** The view for `account` ('' for none), inside `session` or, without one, each call its own transaction. */
  function view(session: Session | null, account: string): Store {
    const run: Run = session
      ? async (work) => {
          if (session.account !== account) {
            await setFor(session.db, account)
            session.account = account
          }
          return work(session.db)
        }
      : (work) => begin(account, (own) => work(own.db))
    const all = Object.fromEntries(Object.entries(TABLES).map(([name, table]) => [name, databaseTable(table, run)])) as Pick<Store, TableName>
    const tables = account === '' ? all : accountTables(all, account)
    const lock = (accountId: string) => run(async (db) => void (await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`selera.sales:${accountId}`}, 0))`)))
    const sales = lockedSales(batchedSales(tables, cache), lock)
    const transaction = <T>(work: (store: Store) => Promise<T>): Promise<T> => (session ? work(self) : begin(account, (own) => work(view(own, account))))
    const self: Store = {
      ...tables,
      attempts: databaseAttempts(run),
      files: options.files,
      transaction,
      forAccount: (accountId) => view(session, accountId),
      // Outside a transaction, a write's statements (batch, lock, revision) are one transaction.
      sales: session
        ? sales
        : {
            ...sales,
            appendSales: (accountId, uploadId, batch) => transaction((tx) => tx.sales.appendSales(accountId, uploadId, batch)),
            addDayTotals: (accountId, uploadId, days) => transaction((tx) => tx.sales.addDayTotals(accountId, uploadId, days)),
            removeUpload: (accountId, uploadId) => transaction((tx) => tx.sales.removeUpload(accountId, uploadId)),
          },
    }
    return self
  }

  return view(null, '')
}

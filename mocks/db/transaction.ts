/**
 * Units of work on the demo's database: `Store.transaction` (backend/store.ts) in memory. One
 * transaction runs at a time on a database (the next waits for the one before), so a request sees
 * no other request's half-done writes, as under a database's serializable isolation. Each write
 * inside notes how to undo it; a transaction that rejects is undone, newest write first, and one
 * that resolves is kept, then `onCommit` runs when it wrote anything (the browser saves the
 * database to IndexedDB): the next transaction waits for the snapshot to be taken, not written,
 * and the caller for its own save.
 *
 * Reads outside a transaction (a host's GETs) do not wait: they see what is committed, or what a
 * running transaction wrote so far, as a read-committed database would not; in a single thread,
 * between two awaits, that is a few writes of one request. Files are outside transactions: they
 * are written once under a new key, and a record that names a file is written after it.
 */
import { accountTables, TABLE_NAMES, type StoreTableName } from '../../backend/account-scope'
import { batchedSales } from '../../backend/sales/storage'
import type { Store, Table } from '../../backend/store'
import type { Db } from './models'

type Undo = () => Promise<unknown> | void

/** The store's tables and files: everything but the sales (built on the tables here) and `transaction`. */
export type Storage = Omit<Store, 'transaction' | 'sales' | 'forAccount'>

/** What a store is made into once built (the demo settles its deferred sales before some reads). */
export type Finish = (store: Store) => Store

/** A table whose writes note their undoing in `log`. */
function loggedTable<T extends { id: string }>(table: Table<T>, log: Undo[]): Table<T> {
  return {
    find: (where) => table.find(where),
    findAll: (where, orderBy) => table.findAll(where, orderBy),
    count: (where) => table.count(where),
    async insert(record) {
      const inserted = await table.insert(record)
      log.push(() => table.remove(inserted.id))
      return inserted
    },
    async update(id, patch) {
      const before = await table.find({ id } as Partial<T>)
      const updated = await table.update(id, patch)
      if (before) {
        const { id: _id, ...fields } = before
        log.push(() => table.update(id, fields))
      }
      return updated
    },
    async remove(id) {
      const before = await table.find({ id } as Partial<T>)
      const removed = await table.remove(id)
      if (before && removed) log.push(() => table.insert(before))
      return removed
    },
  }
}

/** The last transaction begun on each database: the next begins when it has ended. */
const queues = new WeakMap<Db, Promise<unknown>>()

/**
 * `storage` with its sales and transactions: one transaction at a time per database, undone when it
 * rejects. The sales of the store and of each transaction are built on their tables and share the
 * database's cache of decoded columns. Every view (the store, a transaction, one account's) is
 * built by `assemble`, so an account's view of a transaction is that transaction's.
 */
export function withTransactions(storage: Storage, db: Db, onCommit: () => Promise<void>, finish: Finish = (store) => store): Store {
  type Tables = Pick<Storage, StoreTableName>

  function assemble(tables: Tables, accountId: string | null, transaction: <T>(work: (store: Store) => Promise<T>, accountId: string | null) => Promise<T>): Store {
    const view = accountId === null ? tables : accountTables(tables, accountId)
    return finish({
      ...view,
      sales: batchedSales(view, db.salesCache),
      attempts: storage.attempts,
      files: storage.files,
      transaction: (work) => transaction(work, accountId),
      forAccount: (id) => assemble(tables, id, transaction),
    })
  }

  async function run<T>(work: (store: Store) => Promise<T>, accountId: string | null): Promise<{ result: T; saved: Promise<void> }> {
    const log: Undo[] = []
    const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, loggedTable(storage[name] as Table<{ id: string }>, log)])) as Tables
    // A transaction begun inside this one is part of it.
    const inner = <R>(innerWork: (store: Store) => Promise<R>, innerAccount: string | null): Promise<R> => innerWork(assemble(tables, innerAccount, inner))
    let result: T
    try {
      result = await work(assemble(tables, accountId, inner))
    } catch (error) {
      for (const undo of log.reverse()) await undo()
      throw error
    }
    // A transaction that wrote nothing (a sign-in's check, a refusal before any write) has nothing to
    // save. `onCommit` takes what it saves before it first waits: in this transaction's turn, so the
    // next one begins while this one's save is written.
    return { result, saved: log.length > 0 ? onCommit() : Promise.resolve() }
  }

  function transaction<T>(work: (store: Store) => Promise<T>, accountId: string | null): Promise<T> {
    const turn = (queues.get(db) ?? Promise.resolve()).then(() => run(work, accountId))
    queues.set(db, turn.catch(() => undefined))
    // The caller has its answer once what it wrote is saved.
    return turn.then(async ({ result, saved }) => {
      await saved
      return result
    })
  }

  return assemble(storage, null, transaction)
}

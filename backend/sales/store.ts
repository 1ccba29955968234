/**
 * The columnar sales store, in memory: per account, the sales rows
 * of every upload in typed-array columns with dictionary-encoded strings, and the day totals of
 * summary exports and manual entries. Accounts are separate map entries: no read takes more than
 * one account id, so one account's data is never visible to another.
 *
 * Each database of the demo carries its own (every context, snapshot, reset and test database).
 * Every write is data (`SalesWrite`), handed to `written` once applied: the demo mirrors it to its
 * other tabs from there (mocks/db/counted-sales-store.ts), and `applyWrite` takes one back.
 *
 * The domain reads and writes it as a `SalesStorage` (../store.ts), through `salesStorageOf`.
 */
import type { DayTotal, SalesBatch } from '../ingest/types'
import type { SalesStorage } from '../store'
import { addDays, appendBatch, columnsOf, emptyAccount, removeUploadData, type AccountData, type SalesColumns, type StoredDayTotal } from './account-sales'
import { decodeAccount, encodeAccount, type AccountSalesSnapshot, type SalesStoreSnapshot } from './snapshot'

export type { SalesColumns, StoredDayTotal } from './account-sales'
export type { SalesStoreSnapshot } from './snapshot'

/** Every write, as data: applied here, then handed to `written` as-is. */
export type SalesWrite =
  | { op: 'append'; accountId: string; uploadId: string; batch: SalesBatch }
  | { op: 'days'; accountId: string; uploadId: string; days: DayTotal[] }
  | { op: 'remove'; accountId: string; uploadId: string }
  | { op: 'clear' }
  | { op: 'restore'; snapshot: SalesStoreSnapshot }
  | { op: 'account'; accountId: string; snapshot: AccountSalesSnapshot | null }

export class SalesStore {
  private accounts = new Map<string, AccountData>()
  /** Encoded accounts, kept until the account changes: a commit re-encodes only what changed. */
  private encoded = new Map<string, AccountSalesSnapshot>()
  /** Counts every change; `revisions` holds each account's last, `baseRevision` the last clear or restore. */
  private revision = 0
  private baseRevision = 0
  private revisions = new Map<string, number>()

  /** Stores a parsed file's rows under its upload id (the batch's dictionaries merge into the account's). */
  appendSales(accountId: string, uploadId: string, batch: SalesBatch): void {
    this.write({ op: 'append', accountId, uploadId, batch })
  }

  /** Stores day totals (a summary export, a manual entry) under their upload id. */
  addDayTotals(accountId: string, uploadId: string, days: DayTotal[]): void {
    this.write({ op: 'days', accountId, uploadId, days })
  }

  /** Takes an upload's rows and day totals back out, answering how many went. */
  removeUpload(accountId: string, uploadId: string): { rows: number; days: number } {
    return this.write({ op: 'remove', accountId, uploadId }) ?? { rows: 0, days: 0 }
  }

  /** The account's sales rows as columns (empty for an account without any). */
  salesOf(accountId: string): SalesColumns {
    return columnsOf(this.accounts.get(accountId) ?? emptyAccount())
  }

  dayTotalsOf(accountId: string): readonly StoredDayTotal[] {
    return this.accounts.get(accountId)?.dayTotals ?? []
  }

  /**
   * Changes whenever the account's rows or day totals may have (an upload, a removal, a clear, a
   * restore, a write mirrored from another tab) and never comes back to an earlier value, so what
   * is computed from them (the weekly report) can be kept until it does.
   */
  revisionOf(accountId: string): number {
    return this.revisions.get(accountId) ?? this.baseRevision
  }

  clear(): void {
    this.write({ op: 'clear' })
  }

  /** Everything, encoded for storage. Shares the cached encodings: serialise it, do not modify it. */
  snapshot(): SalesStoreSnapshot {
    const accounts: Record<string, AccountSalesSnapshot> = {}
    for (const [id, account] of this.accounts) {
      let encoded = this.encoded.get(id)
      if (!encoded) this.encoded.set(id, (encoded = encodeAccount(account)))
      accounts[id] = encoded
    }
    return { accounts }
  }

  /** One account's data, encoded (null when it has none): what `restoreAccount` puts back. */
  accountSnapshot(accountId: string): AccountSalesSnapshot | null {
    const account = this.accounts.get(accountId)
    if (!account) return null
    let encoded = this.encoded.get(accountId)
    if (!encoded) this.encoded.set(accountId, (encoded = encodeAccount(account)))
    return encoded
  }

  /** Puts one account back as `accountSnapshot` found it (a transaction rolled back); its revision moves on. */
  restoreAccount(accountId: string, snapshot: AccountSalesSnapshot | null): void {
    this.write({ op: 'account', accountId, snapshot })
  }

  /** Replaces everything with the snapshot's content; throws, changing nothing, when it is invalid. */
  restore(snapshot: SalesStoreSnapshot): void {
    this.write({ op: 'restore', snapshot })
  }

  /** Applies a write made elsewhere (another tab's store), without handing it to `written` again. */
  applyWrite(change: SalesWrite): void {
    this.apply(change)
  }

  /** Called with every write made through this store, once applied; nothing by default. */
  protected written(_change: SalesWrite): void {}

  private write(change: SalesWrite): { rows: number; days: number } | undefined {
    const result = this.apply(change)
    this.written(change)
    return result
  }

  private account(accountId: string): AccountData {
    this.encoded.delete(accountId)
    this.revisions.set(accountId, ++this.revision)
    let account = this.accounts.get(accountId)
    if (!account) this.accounts.set(accountId, (account = emptyAccount()))
    return account
  }

  private apply(change: SalesWrite): { rows: number; days: number } | undefined {
    switch (change.op) {
      case 'append':
        appendBatch(this.account(change.accountId), change.uploadId, change.batch)
        return undefined
      case 'days':
        addDays(this.account(change.accountId), change.uploadId, change.days)
        return undefined
      case 'remove': {
        if (!this.accounts.has(change.accountId)) return { rows: 0, days: 0 }
        const account = this.account(change.accountId)
        const removed = removeUploadData(account, change.uploadId)
        if (account.length === 0 && account.dayTotals.length === 0) this.accounts.delete(change.accountId)
        return removed
      }
      case 'clear':
        this.accounts = new Map()
        this.encoded = new Map()
        this.everyAccountChanged()
        return undefined
      case 'account': {
        const decoded = change.snapshot && decodeAccount(change.snapshot)
        this.account(change.accountId)
        if (decoded) {
          this.accounts.set(change.accountId, decoded)
          this.encoded.set(change.accountId, change.snapshot!)
        } else this.accounts.delete(change.accountId)
        return undefined
      }
      case 'restore': {
        // Decode everything first, so an invalid snapshot leaves the store as it was.
        const entries = Object.entries(change.snapshot.accounts)
        const decoded = new Map(entries.map(([id, value]) => [id, decodeAccount(value)]))
        this.accounts = decoded
        this.encoded = new Map(entries)
        this.everyAccountChanged()
        return undefined
      }
    }
  }

  private everyAccountChanged(): void {
    this.baseRevision = ++this.revision
    this.revisions = new Map()
  }
}

/** One view per store, so that what is kept per `SalesStorage` (rollups, reports) lasts as long as the store. */
const views = new WeakMap<SalesStore, SalesStorage>()

/** The domain's asynchronous `SalesStorage` over a columnar store. */
export function salesStorageOf(store: SalesStore): SalesStorage {
  let view = views.get(store)
  if (!view) {
    view = {
      cacheKey: store,
      appendSales: (accountId, uploadId, batch) => Promise.resolve(store.appendSales(accountId, uploadId, batch)),
      addDayTotals: (accountId, uploadId, days) => Promise.resolve(store.addDayTotals(accountId, uploadId, days)),
      removeUpload: (accountId, uploadId) => Promise.resolve(store.removeUpload(accountId, uploadId)),
      salesOf: (accountId) => Promise.resolve(store.salesOf(accountId)),
      dayTotalsOf: (accountId) => Promise.resolve(store.dayTotalsOf(accountId)),
      revisionOf: (accountId) => Promise.resolve(store.revisionOf(accountId)),
    }
    views.set(store, view)
  }
  return view
}

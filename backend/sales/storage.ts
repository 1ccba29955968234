/**
 * The domain's `SalesStorage` (../store.ts) over any storage's tables: each write stores a batch
 * record and renews the account's revision record in the caller's transaction (../store-sales.ts);
 * reads decode the account's batches into growable columns (./account-sales.ts) and keep them in a
 * `SalesCache`, in front of storage, until the stored revision moves. A new batch after the ones
 * kept is appended to them; anything else (a removal, a rollback, another process's write) decodes
 * the account again, whole. Per-day rollups and everything else computed from the columns are kept
 * per revision too (../analytics/rollups/kept.ts), keyed by the cache.
 */
import type { DayTotal, SalesBatch } from '../ingest/types'
import { newId } from '../ids'
import type { SalesStorage, Table } from '../store'
import type { SalesBatchRecord, SalesRevisionRecord } from '../store-sales'
import { addDays, appendBatch, columnsOf, emptyAccount, type AccountData } from './account-sales'
import { decodeDayTotal, decodeRows, encodeDays, encodeRows } from './batch-codec'

/** The tables the sales live in. */
export interface SalesTables {
  salesBatches: Table<SalesBatchRecord>
  salesRevisions: Table<SalesRevisionRecord>
}

/** An account's columns as decoded at one revision, with the batches (ids, in order) they hold. */
interface Decoded {
  revision: string
  batchIds: string[]
  data: AccountData
}

/** What one process keeps of the sales it read: one per storage, shared by its transactions. */
export interface SalesCache {
  readonly accounts: Map<string, Decoded>
}

export function createSalesCache(): SalesCache {
  return { accounts: new Map() }
}

/** The revision of an account that has never had sales. */
const NO_REVISION = ''

function addRecord(data: AccountData, record: SalesBatchRecord): void {
  if (record.rows > 0) appendBatch(data, record.upload_id, decodeRows(record))
  if (!Array.isArray(record.day_totals)) throw new Error('Stored sales data is invalid: day totals')
  if (record.day_totals.length > 0) addDays(data, record.upload_id, record.day_totals.map(decodeDayTotal))
}

function isPrefix(ids: readonly string[], records: readonly SalesBatchRecord[]): boolean {
  return ids.length <= records.length && ids.every((id, index) => records[index]!.id === id)
}

/** The account's sales at `revision` from its batch records (in order), reusing what `kept` decoded. */
function decode(records: readonly SalesBatchRecord[], kept: Decoded | undefined): AccountData {
  const extend = kept !== undefined && isPrefix(kept.batchIds, records)
  const data = extend ? kept.data : emptyAccount()
  for (const record of records.slice(extend ? kept.batchIds.length : 0)) addRecord(data, record)
  return data
}

export function batchedSales(tables: SalesTables, cache: SalesCache): SalesStorage {
  const revisionOf = async (accountId: string): Promise<string> => (await tables.salesRevisions.find({ account_id: accountId }))?.revision ?? NO_REVISION

  async function renew(accountId: string): Promise<void> {
    const kept = await tables.salesRevisions.find({ account_id: accountId })
    if (kept) await tables.salesRevisions.update(kept.id, { revision: newId() })
    else await tables.salesRevisions.insert({ id: newId(), account_id: accountId, revision: newId() })
  }

  async function store(record: Omit<SalesBatchRecord, 'id'>): Promise<void> {
    await tables.salesBatches.insert({ id: newId(), ...record })
    await renew(record.account_id)
  }

  async function load(accountId: string): Promise<AccountData> {
    const revision = await revisionOf(accountId)
    const known = cache.accounts.get(accountId)
    if (known?.revision === revision) return known.data
    const records = await tables.salesBatches.findAll({ account_id: accountId }, [['id', 'asc']])
    // Written to while it read: answer what was read, and keep nothing of it.
    if ((await revisionOf(accountId)) !== revision) return decode(records, undefined)
    // From here on nothing else runs until it is kept: a load that ended first is reused or extended.
    const kept = cache.accounts.get(accountId)
    if (kept?.revision === revision) return kept.data
    cache.accounts.delete(accountId)
    const data = decode(records, kept)
    cache.accounts.set(accountId, { revision, batchIds: records.map((record) => record.id), data })
    return data
  }

  return {
    cacheKey: cache,
    // Async, so that a batch refused while it is encoded rejects like any other failure.
    appendSales: async (accountId: string, uploadId: string, batch: SalesBatch) => store({ account_id: accountId, upload_id: uploadId, ...encodeRows(batch), day_totals: [] }),
    addDayTotals: async (accountId: string, uploadId: string, days: DayTotal[]) => store({ account_id: accountId, upload_id: uploadId, ...encodeDays(days) }),
    async removeUpload(accountId, uploadId) {
      const records = await tables.salesBatches.findAll({ account_id: accountId, upload_id: uploadId }, [['id', 'asc']])
      if (records.length === 0) return { rows: 0, days: 0 }
      for (const record of records) await tables.salesBatches.remove(record.id)
      await renew(accountId)
      return { rows: records.reduce((sum, record) => sum + record.rows, 0), days: records.reduce((sum, record) => sum + record.day_totals.length, 0) }
    },
    salesOf: async (accountId) => columnsOf(await load(accountId)),
    dayTotalsOf: async (accountId) => (await load(accountId)).dayTotals,
    revisionOf,
  }
}

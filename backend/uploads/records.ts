/**
 * Upload records and what they own: storing an ingested file (rows into the sales storage, chunks
 * into `documentChunks`, one upload record) and listing an account's uploads. Takes the store
 * rather than a context so the demo's seed can store a plausible upload history the same way.
 */
import type { UploadDetails, UploadRecord, UploadsResponse } from '../../kernel/contract'
import { isoAt, type BackendContext } from '../context'
import type { Store, UploadRow } from '../store'
import { describeIngest, type StorableResult } from './describe'
import { entrySummary } from './manual-day'
import { isoDate } from '../time/calendar'
import { writingLocale } from '../accounts/preferences'

export async function uploadsOf(store: Store, accountId: string): Promise<UploadRow[]> {
  return store.uploads.findAll({ account_id: accountId }, [['uploaded_at', 'asc']])
}

export interface NewFileUpload {
  id: string
  accountId: string
  fileName: string
  contentHash: string
  /** Epoch milliseconds. */
  uploadedAt: number
  timezone: string
  /** The account's currency when the file was read: its amounts are in it (the ingest refuses a file in another). */
  currency: string
}

export interface StoredUpload {
  record: UploadRow
  message: string
  details: UploadDetails
  /**
   * `chunks_created`: the retrievable units the upload added. A document counts its text chunks;
   * a sales or day-totals file is one unit (one batch in the sales store, read whole by the
   * analytics), so any stored upload answers at least 1 and the chat's "N chunks" never says 0
   * for a file that was taken in.
   */
  chunks: number
}

/** Stores what the parser found; the data first, the record last, so a failure leaves no record without data. */
export async function saveIngest(store: Store, upload: NewFileUpload, result: StorableResult): Promise<StoredUpload> {
  const { id, accountId } = upload
  let rows = 0
  let chunks = 1
  if (result.kind === 'sales') {
    await store.sales.appendSales(accountId, id, result.batch)
    rows = result.batch.length
  } else if (result.kind === 'day-totals') {
    await store.sales.addDayTotals(accountId, id, result.days)
    rows = result.days.length
  } else {
    for (const [seq, text] of result.chunks.entries()) await store.documentChunks.insert({ id: `${id}:${seq}`, account_id: accountId, upload_id: id, seq, text })
    chunks = result.chunks.length
  }
  const described = describeIngest(result, rows, upload.timezone, upload.uploadedAt)
  const record = await store.uploads.insert({
    id,
    account_id: accountId,
    kind: 'file',
    file_name: upload.fileName,
    content_hash: upload.contentHash,
    uploaded_at: isoAt(upload.uploadedAt),
    format: result.summary.format,
    rows,
    chunks,
    outlets: [...result.summary.outlets],
    from: described.from && isoDate(described.from),
    to: described.to && isoDate(described.to),
    summary: described.summary,
    currency: result.kind === 'document' ? null : (result.summary.currency ?? upload.currency),
    orders_per_line: result.kind === 'sales' && (result.summary.findings ?? []).some((finding) => finding.code === 'order-key' && finding.counted === 'line'),
    status: 'completed',
  })
  return { record, message: described.message, details: described.details, chunks }
}

export function toUploadRecord(row: UploadRow, summary: string = row.summary): UploadRecord {
  return {
    id: row.id,
    file_name: row.file_name,
    uploaded_at: row.uploaded_at,
    kind: row.kind === 'manual' ? 'manual' : 'file',
    rows: row.rows,
    chunks: row.chunks,
    summary,
  }
}

/**
 * `GET /uploads` (Selera's extension): the account's uploads, newest first; equal times, last
 * stored first. A manual entry's summary names its amount, so it is written now, in the account's
 * currency; and the answer says the currency, which the manual entry form names (Selera's).
 */
export async function listUploads(ctx: BackendContext, accountId: string): Promise<UploadsResponse> {
  const rows = (await uploadsOf(ctx.store, accountId)).reverse()
  rows.sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at))
  const locale = await writingLocale(ctx, accountId)
  const entries = new Map((await ctx.store.sales.dayTotalsOf(accountId)).map((total) => [total.uploadId, total]))
  const summaryOf = (row: UploadRow) => {
    const entry = row.kind === 'manual' ? entries.get(row.id) : undefined
    return entry ? entrySummary(entry, locale) : row.summary
  }
  return { uploads: rows.map((row) => toUploadRecord(row, summaryOf(row))), currency: locale.currency }
}

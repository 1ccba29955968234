/**
 * Upload records and what they own: storing an ingested file (rows into the sales store, chunks
 * into `documentChunk`, one `upload` record) and listing an account's uploads. Takes the database
 * rather than a context so the seed can store a plausible upload history the same way.
 */
import type { UploadRecord, UploadsResponse } from '../../../src/api/schemas'
import type { Db } from '../../db/models'
import { isoAt, type BackendContext } from '../context'
import { describeIngest, type StorableResult } from './describe'
import { isoDate } from '../time/calendar'
import { DEFAULT_TIMEZONE } from '../time/zone'

export type UploadRow = NonNullable<ReturnType<Db['upload']['findFirst']>>

/**
 * The timezone an account's local times are read and shown in. Spec §3's settings carry one
 * (default Asia/Kuala_Lumpur); until the settings issue stores it, every account has the default,
 * and this is the one place to read it from then.
 */
export function accountTimezone(_ctx: BackendContext, _accountId: string): string {
  return DEFAULT_TIMEZONE
}

export function uploadsOf(db: Db, accountId: string): UploadRow[] {
  return db.upload.findMany({ where: { account_id: { equals: accountId } } })
}

export interface NewFileUpload {
  id: string
  accountId: string
  fileName: string
  contentHash: string
  /** Epoch milliseconds. */
  uploadedAt: number
  timezone: string
}

export interface StoredUpload {
  record: UploadRow
  message: string
  /**
   * `chunks_created`: the retrievable units the upload added. A document counts its text chunks;
   * a sales or day-totals file is one unit (one batch in the sales store, read whole by the
   * analytics), so any stored upload answers at least 1 and the chat's "N chunks" never says 0
   * for a file that was taken in.
   */
  chunks: number
}

/** Stores what the parser found; the data first, the record last, so a failure leaves no record without data. */
export function saveIngest(db: Db, upload: NewFileUpload, result: StorableResult): StoredUpload {
  const { id, accountId } = upload
  let rows = 0
  let chunks = 1
  if (result.kind === 'sales') {
    db.sales.appendSales(accountId, id, result.batch)
    rows = result.batch.length
  } else if (result.kind === 'day-totals') {
    db.sales.addDayTotals(accountId, id, result.days)
    rows = result.days.length
  } else {
    result.chunks.forEach((text, seq) => db.documentChunk.create({ id: `${id}:${seq}`, account_id: accountId, upload_id: id, seq, text }))
    chunks = result.chunks.length
  }
  const described = describeIngest(result, rows, upload.timezone, upload.uploadedAt)
  const record = db.upload.create({
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
    status: 'completed',
  })
  return { record, message: described.message, chunks }
}

export function toUploadRecord(row: UploadRow): UploadRecord {
  return {
    id: row.id,
    file_name: row.file_name,
    uploaded_at: row.uploaded_at,
    kind: row.kind === 'manual' ? 'manual' : 'file',
    rows: row.rows,
    chunks: row.chunks,
    summary: row.summary,
  }
}

/** `GET /uploads` (Selera's extension): the account's uploads, newest first; equal times, last stored first. */
export function listUploads(ctx: BackendContext, accountId: string): UploadsResponse {
  const rows = uploadsOf(ctx.db, accountId).reverse()
  rows.sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at))
  return { uploads: rows.map(toUploadRecord) }
}

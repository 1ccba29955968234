/**
 * `POST /upload` in file mode (docs/product.md#upload-messages,
 * docs/product.md#how-uploads-are-read). In order: the 10 MB limit (before any hashing), the same
 * content already stored (`content_exists`, under any name), the same name with other content
 * (`filename_conflict`, proposing a free name), then the parser; a refusal is answered with its
 * reason as the status. Only a file that was understood is stored.
 */
import { DateOrderSchema, UploadDateOrderSchema, type DateOrder, type UploadDateOrder, type UploadResponse } from '../../kernel/contract'
import { withTransaction, type BackendContext } from '../context'
import { apiError } from '../errors'
import { UPLOAD_MAX_BYTES } from '../../kernel/limits'
import type { IngestFinding, IngestRefusal } from '../ingest/types'
import type { UploadRow } from '../store'
import { zonedDateTime } from '../time/calendar'
import { formatDay, formatDayTime, megabytes, type Locale } from '../../kernel/format'
import { contentHash } from './hash'
import { runIngestLazily, type Ingest } from './ingest'
import { cleanFileName, freeName, nameKey } from './names'
import { accountTimezone, writingLocale } from '../accounts/preferences'
import { refreshRollups } from '../analytics/rollups/kept'
import { saveIngest, uploadsOf, type StoredUpload } from './records'
import { removeUpload } from './remove-upload'
import { newId } from '../ids'

export interface UploadedFile {
  name: string
  /** The declared MIME type: a hint for the parser only. */
  mime: string | null
  bytes: Uint8Array
  /** The `date_order` part as sent (Selera's extension, deviation 34), when there is one. */
  dateOrder?: string | null
}

/** The next step an owner can take after each refusal (the message says what went wrong). */
const SUGGESTIONS: Record<IngestRefusal, string | null> = {
  unsupported_type: 'Upload a CSV, Excel (.xlsx), TXT, PDF or Word (.docx) file.',
  mismatched_type: 'Export the file again from your POS, or give it the extension that matches its content.',
  too_large: 'Export a shorter period (one month per file, for example) and upload each file.',
  // The parser's own message already says how to save it in a current format.
  legacy_format: null,
  unreadable: 'Export the file again from your POS, or save it as CSV, and upload that.',
  no_sales_columns: 'Make sure the sheet has a header row with at least a date column and an amount column.',
  // The parser's refusal names the column and gives advice for it.
  unreadable_values: 'Check the dates and amounts in the file, and upload it again.',
  // The parser's refusal names both currencies and what the owner can do.
  other_currency: null,
  empty: 'Choose the file that holds your data.',
}

function notCompleted(status: string, message: string, suggestion: string | null): UploadResponse {
  return { upload_completed: false, status, message, suggestion, chunks_created: 0 }
}

/** The account's stored file with this content, if any. */
async function storedWithContent(ctx: BackendContext, accountId: string, hash: string): Promise<UploadRow | undefined> {
  return (await uploadsOf(ctx.store, accountId)).find((upload) => upload.kind === 'file' && upload.content_hash === hash)
}

/**
 * `content_exists` or `filename_conflict` when this account already holds the content or the name
 * (the upload being read again, `rereading`, aside); null otherwise.
 */
async function clashWithStored(ctx: BackendContext, accountId: string, name: string, hash: string, locale: Locale, rereading: string | null): Promise<UploadResponse | null> {
  const files = (await uploadsOf(ctx.store, accountId)).filter((upload) => upload.kind === 'file' && upload.id !== rereading)
  const same = files.find((upload) => upload.content_hash === hash)
  if (same) {
    // No trailing full stop: the screen shows 'Duplicate content detected: {message}'.
    const when = formatDayTime(Date.parse(same.uploaded_at), locale)
    return notCompleted('content_exists', `${name} has the same content as ${same.file_name ?? 'an earlier file'}, uploaded ${when}`, null)
  }
  const key = nameKey(name)
  const named = files.find((upload) => upload.file_name !== null && nameKey(upload.file_name) === key)
  if (named) {
    // The screen shows '{message}. {suggestion}'.
    const taken = new Set(files.flatMap((upload) => (upload.file_name === null ? [] : [nameKey(upload.file_name)])))
    const proposal = freeName(name, (candidate) => taken.has(nameKey(candidate)))
    const when = formatDay(zonedDateTime(Date.parse(named.uploaded_at), locale.timezone))
    return notCompleted('filename_conflict', `A file named ${name} was already uploaded on ${when}`, `Rename it to ${proposal} and upload again.`)
  }
  return null
}

export async function uploadFile(ctx: BackendContext, accountId: string, file: UploadedFile, ingest: Ingest = runIngestLazily): Promise<UploadResponse> {
  const name = cleanFileName(file.name)
  const size = file.bytes.byteLength
  if (size > UPLOAD_MAX_BYTES) {
    return notCompleted('too_large', `${name} is ${megabytes(size)}: files can be up to 10 MB.`, SUGGESTIONS.too_large)
  }
  if (size === 0) return notCompleted('empty', `${name} is empty.`, SUGGESTIONS.empty)
  const dateOrder = readDateOrder(file.dateOrder)
  // The file's times are read in the stored zone (the ingest notes one it does not know); messages are written in the account's locale.
  const timezone = await accountTimezone(ctx, accountId)
  const locale = await writingLocale(ctx, accountId)
  const hash = await contentHash(file.bytes)
  // Sent again with a date order: the file is read again, and the new reading replaces the stored one.
  const earlier = dateOrder ? (await storedWithContent(ctx, accountId, hash) ?? null) : null
  const early = await clashWithStored(ctx, accountId, name, hash, locale, earlier?.id ?? null)
  if (early) return early

  const result = await ingest({ name, mime: file.mime, bytes: file.bytes, timezone, now: ctx.now(), currency: locale.currency, ...(dateOrder ? { dateOrder } : {}) })
  if (result.kind === 'refused') return notCompleted(result.reason, result.message, result.suggestion ?? SUGGESTIONS[result.reason] ?? null)

  // Stored in one transaction, after the parse (which can take seconds and holds none).
  const saved = await withTransaction(ctx, async (tx): Promise<{ late: UploadResponse } | { stored: StoredUpload }> => {
    // The parse awaited: the same file, sent twice at once, may have been stored meanwhile.
    const late = await clashWithStored(tx, accountId, name, hash, locale, earlier?.id ?? null)
    if (late) return { late }
    const uploadedAt = tx.now()
    const stored = await saveIngest(tx.store, { id: newId(), accountId, fileName: name, contentHash: hash, uploadedAt, timezone, currency: locale.currency }, result)
    // The new reading replaces the old one: both in the same transaction.
    if (earlier && await tx.store.uploads.find({ id: earlier.id, account_id: accountId })) await removeUpload(tx, accountId, earlier.id, { refresh: false })
    return { stored }
  })
  if ('late' in saved) return saved.late
  const { stored } = saved
  // The dashboard's rollups follow the new sales now, not at its next read.
  await refreshRollups(ctx, accountId)
  // Two sentences at most: the replacement is said in the last one.
  const message = earlier ? `${stored.message.replace(/\.$/, '')}; it replaces the earlier reading of ${earlier.file_name ?? name}.` : stored.message
  const offer = dateOrderOffer(result.summary.findings)
  return { upload_completed: true, status: 'completed', message, suggestion: null, chunks_created: stored.chunks, ...(offer ? { date_order: offer } : {}), details: stored.details }
}

/** The `date_order` part as sent, or null; 400 for anything but `DMY` or `MDY` (a server checks it before reading the file). */
export function readDateOrder(sent: string | null | undefined): DateOrder | null {
  if (sent === null || sent === undefined || sent === '') return null
  const parsed = DateOrderSchema.safeParse(sent)
  if (!parsed.success) throw apiError(400, 'date_order must be DMY (day first) or MDY (month first).')
  return parsed.data
}

/**
 * The order the dates were read in, when nothing in the file proved it, or date cells read back in
 * the text dates' order (a half-converted column): the other can be chosen.
 */
function dateOrderOffer(findings: readonly IngestFinding[] | undefined): UploadDateOrder | null {
  const mixed = findings?.find((each) => each.code === 'mixed-date-cells')
  if (mixed?.code === 'mixed-date-cells' && mixed.order && mixed.example) {
    const other = mixed.order === 'DMY' ? 'MDY' : 'DMY'
    return { order: mixed.order, basis: 'mixed', alternative: other, example: { text: mixed.example.cell, read: mixed.example.read, other: mixed.example.cell } }
  }
  const finding = findings?.find((each) => each.code === 'date-order')
  if (!finding?.alternative) return null
  const basis = UploadDateOrderSchema.shape.basis.safeParse(finding.basis)
  return basis.success ? { order: finding.order, basis: basis.data, alternative: finding.alternative, example: finding.example } : null
}

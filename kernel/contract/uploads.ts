import './zod-config'
import * as z from 'zod'
import { FileFieldSchema, IdSchema, TimestampSchema } from './common'
import { CurrencySchema } from './settings'

/** Calendar date as the date input gives it: `YYYY-MM-DD`. */
const IsoDateSchema = z.iso.date()

/**
 * How a manual entry is stored when its day already has one (Selera, docs/spec-deviations.md,
 * deviation 32): `replace` the day's manual entries with it, or `add` it to them.
 */
export const ManualModeSchema = z.enum(['replace', 'add'])
export type ManualMode = z.infer<typeof ManualModeSchema>

/**
 * The Manual data entry of docs/product.md#entities, as the client holds it: sales in the account's
 * currency with at most two decimals (the input's step is 0.01). Emails stay one free-text string,
 * not validated on the client (docs/product.md#manual-entry).
 */
export const ManualEntrySchema = z.object({
  date: IsoDateSchema,
  sales: z.number().nonnegative().multipleOf(0.01),
  emails: z.string().optional(),
  /** The day's number of orders, when the owner knows it: it counts in Orders and Avg Order Value. */
  orders: z.number().int().nonnegative().optional(),
  mode: ManualModeSchema.optional(),
})
export type ManualEntry = z.infer<typeof ManualEntrySchema>

/**
 * How a file's numeric dates are read (Selera, docs/spec-deviations.md, deviation 34): day first
 * (`DMY`, 12/1/2010 is 12 January) or month first (`MDY`, 1 December).
 */
export const DateOrderSchema = z.enum(['DMY', 'MDY'])
export type DateOrder = z.infer<typeof DateOrderSchema>

// POST /upload (bearer, multipart). Every form part travels as text, hence sales as a decimal string.
export const UploadFileFormSchema = z.object({
  file: FileFieldSchema,
  date_order: DateOrderSchema.optional().describe(
    "Selera's extension: read numeric dates day first (DMY) or month first (MDY), as an answer's date_order offered; unless a date proves the other order. The same content already stored is read again and replaces it",
  ),
})
export type UploadFileForm = z.infer<typeof UploadFileFormSchema>
export const UploadManualFormSchema = z.object({
  date: IsoDateSchema,
  sales: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'A non-negative amount with at most two decimals')
    .describe('Sales in RM as text, at most two decimals, e.g. 1234.50'),
  emails: z.string().optional(),
  orders: z
    .string()
    .regex(/^\d+$/, 'A whole number of orders, not negative')
    .optional()
    .describe("Selera's extension: the day's number of orders as text, e.g. 52"),
  mode: ManualModeSchema.optional().describe("Selera's extension: when the day already has a manual entry, replace it or add to it"),
})
export type UploadManualForm = z.infer<typeof UploadManualFormSchema>
/** File mode (one call per file) or manual mode (docs/product.md#api-calls). */
export const UploadRequestSchema = z.union([UploadFileFormSchema, UploadManualFormSchema])
export type UploadRequest = z.infer<typeof UploadRequestSchema>

/**
 * The order a stored file's numeric dates were read in when nothing proved it (deviation 34): why
 * (`chosen` by the owner; `consecutive`, `sorted`, `origin` likely; `default` the account's zone's
 * order; `mixed` the date cells of a column that mixes them with text dates, read back in the text's
 * order, as a spreadsheet of the other order had swapped them), the other order, and a date the two
 * read as different days.
 */
export const UploadDateOrderSchema = z.object({
  order: DateOrderSchema,
  basis: z.enum(['chosen', 'consecutive', 'sorted', 'origin', 'default', 'mixed']),
  alternative: DateOrderSchema,
  example: z.object({ text: z.string(), read: IsoDateSchema, other: IsoDateSchema }).nullable(),
})
export type UploadDateOrder = z.infer<typeof UploadDateOrderSchema>

/**
 * How a stored file was read (Selera, docs/spec-deviations.md, deviation 35), for the screen to
 * keep behind a disclosure while the answer's `message` says the essentials: which of the file's
 * columns fed what, in the owner's words (`date` from `Tarikh`), and the rest worth knowing (how
 * dates and amounts were read, refunds taken off, lines left out), one sentence each.
 */
export const UploadDetailsSchema = z.object({
  columns: z.array(z.object({ field: z.string(), from: z.string() })),
  notes: z.array(z.string()),
})
export type UploadDetails = z.infer<typeof UploadDetailsSchema>

/** The statuses the client treats specially (docs/product.md#upload-messages); any other status is an error outcome. */
export const UPLOAD_STATUS = { contentExists: 'content_exists', filenameConflict: 'filename_conflict', manualExists: 'manual_exists' } as const

export const UploadResponseSchema = z.object({
  upload_completed: z.boolean(),
  /** Kept a plain string: 'content_exists', 'filename_conflict' and any other value the server picks. */
  status: z
    .string()
    .describe(
      "Known values: 'content_exists' (duplicate content), 'filename_conflict', 'manual_exists' (the day already has a manual entry: send it again with mode replace or add); any other value is a server-defined outcome",
    ),
  message: z.string(),
  /** Only a filename conflict carries one; the client falls back to 'Please rename your file and try again.'. */
  suggestion: z.string().nullable().optional(),
  chunks_created: z.number().int().nonnegative(),
  date_order: UploadDateOrderSchema.optional().describe("Selera's extension: present when the file's numeric dates were read in an order nothing in the file proves; the file can be sent again with the other"),
  details: UploadDetailsSchema.optional().describe(
    "Selera's extension: for a stored file, the columns read and everything else worth knowing about how it was read; `message` keeps to the essentials",
  ),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>

/**
 * GET /uploads — an extension (docs/spec-deviations.md, deviation 7): the owner's past uploads,
 * newest first, for docs/product.md#recent-uploads.
 */
export const UploadRecordSchema = z.object({
  id: IdSchema,
  /** `null` for a manual entry, which has no file. */
  file_name: z.string().nullable(),
  uploaded_at: TimestampSchema,
  kind: z.enum(['file', 'manual']),
  /** Sales rows extracted (0 for a document without a table). */
  rows: z.number().int().nonnegative(),
  chunks: z.number().int().nonnegative(),
  summary: z.string(),
})
export type UploadRecord = z.infer<typeof UploadRecordSchema>
export const UploadsResponseSchema = z.object({
  uploads: z.array(UploadRecordSchema),
  currency: CurrencySchema.optional().describe("The account's currency (its settings), which sales are entered and shown in: the manual entry form names it"),
})
export type UploadsResponse = z.infer<typeof UploadsResponseSchema>

/**
 * DELETE /uploads/{id} — an extension (docs/spec-deviations.md, deviation 30): removes one of the
 * owner's uploads and everything it stored, and answers what went, for docs/product.md#recent-uploads
 * ("Removed sales.csv: 1,204 sales rows, 12 Oct – 18 Oct 2026.").
 */
export const UploadRemovedSchema = z.object({
  id: IdSchema,
  /** `null` for a manual entry. */
  file_name: z.string().nullable(),
  kind: z.enum(['file', 'manual']),
  /** Sales rows removed. */
  rows: z.number().int().nonnegative(),
  /** Day totals removed (a daily summary export, a manual entry). */
  days: z.number().int().nonnegative(),
  /** Document text chunks removed. */
  chunks: z.number().int().nonnegative(),
  /** The first and last day the removed data covered, in the account's timezone; null for a document. */
  from: IsoDateSchema.nullable(),
  to: IsoDateSchema.nullable(),
})
export type UploadRemoved = z.infer<typeof UploadRemovedSchema>

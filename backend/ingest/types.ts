/**
 * The ingest pipeline's shared shapes (docs/decisions/006-parsers-for-pos-exports.md): what a file
 * becomes before it is stored. Pure data, no behaviour, so the parser, the worker that runs it in
 * the browser, the sales store and the upload domain agree without importing each other.
 */

/** A file as the upload handler received it. */
export interface IngestInput {
  name: string
  /** The declared MIME type, if any: a hint only, the content decides. */
  mime: string | null
  bytes: Uint8Array
  /** IANA zone of the account (default Asia/Kuala_Lumpur): the file's local times are read in it. */
  timezone: string
}

/** Sale rows in columns, not one record per row. Strings are dictionary-encoded. */
export interface SalesBatch {
  length: number
  /** Epoch milliseconds of the sale. */
  timestamp: Float64Array
  /** Net sales in RM (after discounts, before tax); negative for refunds. */
  netAmount: Float64Array
  quantity: Float64Array
  /** Indexes into `dict.<column>`; -1 where the file has no value. */
  receipt: Int32Array
  item: Int32Array
  category: Int32Array
  /** Normalised customer keys: `email:…`, `phone:…`, `id:…`, `name:…` (whichever the file has, in that order). */
  customer: Int32Array
  outlet: Int32Array
  payment: Int32Array
  /** Dining option / channel: `Dine in`, `Takeaway`, `Delivery`, `GrabFood`, … as the file says. */
  channel: Int32Array
  dict: Record<SalesDictColumn, string[]>
}

export type SalesDictColumn = 'receipt' | 'item' | 'category' | 'customer' | 'outlet' | 'payment' | 'channel'

/** A day's total from a summary export (StoreHub daily summary) or a manual entry. */
export interface DayTotal {
  /** `YYYY-MM-DD` in the account's timezone. */
  date: string
  netAmount: number
  /** Orders that day, when the source says. */
  orders: number | null
  outlet: string | null
  /** Normalised customer keys (manual entries' e-mails). */
  customers: string[]
}

/** What was understood, for the owner ("POS export, Loyverse receipts by item, 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct"). */
export interface IngestSummary {
  /** e.g. 'Loyverse receipts by item', 'Square items detail', 'Generic sales sheet', 'PDF document'. */
  format: string
  /** Rows stored (sales rows, or day totals for summaries). */
  rows: number
  /** Rows passed over, by reason: blank, malformed, cancelled/voided, non-sale lines (payments, summaries). */
  skipped: { blank: number; malformed: number; cancelled: number; other: number }
  outlets: string[]
  /** Epoch ms of the first and last sale or day, or null for documents. */
  from: number | null
  to: number | null
  /** For tabular files: canonical column → the file's header it was read from. */
  mapping: Record<string, string>
  /** Anything the owner should know ("dates read as DD/MM/YYYY"). */
  notes: string[]
}

export type IngestRefusal =
  | 'unsupported_type'
  | 'mismatched_type'
  | 'too_large'
  | 'legacy_format'
  | 'unreadable'
  | 'no_sales_columns'
  | 'empty'

export type IngestResult =
  | { kind: 'sales'; batch: SalesBatch; summary: IngestSummary }
  | { kind: 'day-totals'; days: DayTotal[]; summary: IngestSummary }
  | { kind: 'document'; text: string; chunks: string[]; summary: IngestSummary }
  | { kind: 'refused'; reason: IngestRefusal; message: string }


/**
 * The fake backend's records of what the owner tells about the business: one @mswjs/data model per
 * entity (goals, uploads and their document chunks, the company profile, settings and requests), part
 * of the dictionary `createDb` builds in models.ts. An upload's sales rows are one record of
 * encoded columns (backend/store-sales.ts), decoded into memory when read (backend/sales/storage.ts).
 */
import { nullable, primaryKey } from '@mswjs/data'
import type { DayTotal, SalesDictColumn } from '../../backend/ingest/types'
import { jsonObject } from './json-fields'

export const businessModels = {
  goal: {
    id: primaryKey(String),
    title: String,
    sort_order: Number,
  },
  /** A stored upload (a file or a manual entry); its rows are in `salesBatch` under the same id. */
  upload: {
    id: primaryKey(String),
    account_id: String,
    /** 'file' | 'manual'. */
    kind: String,
    /** As uploaded; null for a manual entry. */
    file_name: nullable(String),
    /** SHA-256 (hex) of the normalised content, for `content_exists`; null for a manual entry. */
    content_hash: nullable(String),
    uploaded_at: String,
    /** What the parser recognised, e.g. 'Loyverse receipts by item', 'PDF document', 'Manual entry'. */
    format: String,
    /** Sales rows, or day totals, stored. */
    rows: Number,
    chunks: Number,
    outlets: () => [] as string[],
    /** First and last day covered, `YYYY-MM-DD` in the account's timezone; null for a document. */
    from: nullable(String),
    to: nullable(String),
    /** What was understood, for the owner's list of uploads. */
    summary: String,
    /** The currency of the stored amounts (ISO code); null for documents and older uploads. */
    currency: nullable(String),
    /** True when the file's orders are counted one per line (no order number, no time). */
    orders_per_line: nullable(Boolean),
    /** 'completed': refused, duplicate and conflicting uploads are not stored at all. */
    status: String,
  },
  /** An upload's sales rows or day totals, encoded; written once, never updated. */
  salesBatch: {
    id: primaryKey(String),
    account_id: String,
    upload_id: String,
    rows: Number,
    columns: jsonObject<Record<string, string>>(),
    dict: jsonObject<Record<SalesDictColumn, string[]>>(),
    day_totals: jsonObject<DayTotal[]>(),
  },
  /** An account's sales revision, renewed with every write to its batches. */
  salesRevision: {
    id: primaryKey(String),
    account_id: String,
    revision: String,
  },
  /**
   * A document's text chunk, for the assistant's retrieval. Records rather than store columns:
   * a document gives tens to a few thousand of them (3,000 creates take ~25 ms), they are text
   * with nothing to compress, and the assistant cites each by its upload's file name.
   */
  documentChunk: {
    id: primaryKey(String),
    account_id: String,
    upload_id: String,
    /** Position in the document, from 0. */
    seq: Number,
    text: String,
  },
  /** An account's company profile: the 26 answers, null until given (the new business has none). */
  companyProfile: {
    id: primaryKey(String),
    account_id: String,
    headquarters_location: nullable(String),
    year_founded: nullable(Number),
    industry: nullable(String),
    business_model: nullable(String),
    num_employees: nullable(Number),
    num_branches: nullable(Number),
    outlet_type: nullable(String),
    key_departments: nullable(String),
    main_products: nullable(String),
    best_selling_products: nullable(String),
    seasonal_offerings: nullable(String),
    target_segments: nullable(String),
    typical_customer: nullable(String),
    avg_transaction_value: nullable(Number),
    customer_pain_points: nullable(String),
    top_goals: nullable(String),
    top_challenges: nullable(String),
    recent_initiatives: nullable(String),
    sales_channels: nullable(String),
    marketing_methods: nullable(String),
    previous_crm_tools: nullable(String),
    business_hours: nullable(String),
    languages_used: nullable(String),
    regulations: nullable(String),
    data_exclusions: nullable(String),
    other_info: nullable(String),
    updated_at: String,
  },
  /** An account's saved settings; without a record the account has the defaults. */
  accountSettings: {
    id: primaryKey(String),
    account_id: String,
    name: String,
    email: String,
    company: String,
    role: String,
    phone: String,
    notify_email: Boolean,
    notify_push: Boolean,
    notify_weekly_reports: Boolean,
    notify_insights: Boolean,
    notify_system_updates: Boolean,
    theme: String,
    language: String,
    currency: String,
    timezone: String,
    updated_at: String,
  },
  /** A goal the owner set or a support request (`POST /requests`). */
  ownerRequest: {
    id: primaryKey(String),
    account_id: String,
    /** 'goal' | 'support'. */
    kind: String,
    goal: nullable(String),
    user_query: String,
    priority: nullable(String),
    created_at: String,
  },
}

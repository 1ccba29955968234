/**
 * The storage Selera's domain needs, declared as interfaces: the domain reads and writes records
 * through these and never sees how they are kept. The demo implements them in `mocks/db` (memory,
 * saved to IndexedDB in the browser); a server would implement the same interfaces on a database.
 *
 * Records are plain data: times are ISO strings, flags booleans, so any storage can hold them. The
 * records of accounts and sign-in (store-auth.ts), of brand assets, generated images and their files
 * (store-assets.ts) and of the sales (store-sales.ts) have their own files; this one re-exports
 * them, so every importer reads them here.
 */
import type { ChatFigure, ChatMode, CompanyProfile, ImagePreview, ImagePreviewType, ImageResult } from '../kernel/contract'
import type { DayTotal, SalesBatch } from './ingest/types'
import type { SalesColumns, StoredDayTotal } from './sales/account-sales'
import type { AssetRecord, AssetTypeRecord, FileStorage, GeneratedImageRecord } from './store-assets'
import type { AccountRecord, LeadRecord, MfaChallengeRecord, MfaFactorRecord, OutboxMessageRecord, PasswordRecoveryRecord, RefreshTokenRecord } from './store-auth'
import type { SalesBatchRecord, SalesRevisionRecord } from './store-sales'

export type { AssetRecord, AssetTypeRecord, FileStorage, GeneratedImageRecord, StoredFile } from './store-assets'
export type { AccountRecord, LeadRecord, MfaChallengeRecord, MfaFactorRecord, OutboxMessageRecord, PasswordRecoveryRecord, RefreshTokenRecord } from './store-auth'
export type { SalesBatchRecord, SalesRevisionRecord } from './store-sales'

export interface GoalRecord {
  id: string
  title: string
  sort_order: number
}

/** A stored upload (a file or a manual entry); its rows live in the sales storage under the same id. */
export interface UploadRow {
  id: string
  account_id: string
  kind: 'file' | 'manual'
  /** As uploaded; null for a manual entry. */
  file_name: string | null
  /** SHA-256 (hex) of the normalised content, for `content_exists`; null for a manual entry. */
  content_hash: string | null
  uploaded_at: string
  /** What the parser recognised, e.g. 'Loyverse receipts by item', 'PDF document', 'Manual entry'. */
  format: string
  /** Sales rows, or day totals, stored. */
  rows: number
  chunks: number
  outlets: string[]
  /** First and last day covered, `YYYY-MM-DD` in the account's timezone; null for a document. */
  from: string | null
  to: string | null
  /** What was understood, for the owner's list of uploads. */
  summary: string
  /** The currency of the stored amounts (ISO code): the account's when it was read; null for documents and older uploads. */
  currency: string | null
  /**
   * True when the file's orders could not be counted (item lines with neither an order number nor a
   * time: tabular/order-keys.ts): each line counts as one, and the dashboard says so beside Orders.
   */
  orders_per_line: boolean | null
  /** 'completed': refused, duplicate and conflicting uploads are not stored at all. */
  status: 'completed'
}

/**
 * A document's text chunk, for the assistant's retrieval: a document gives tens to a few thousand
 * of them, text with nothing to compress, each cited by its upload's file name.
 */
export interface DocumentChunkRecord {
  id: string
  account_id: string
  upload_id: string
  /** Position in the document, from 0. */
  seq: number
  text: string
}

/** The company profile's 26 answers, each null until the owner gives it. */
export type CompanyProfileFields = { [K in keyof CompanyProfile]-?: Exclude<CompanyProfile[K], undefined> }

/** An account's company profile (at most one per account); an account without one has answered nothing yet. */
export type CompanyProfileRecord = CompanyProfileFields & {
  id: string
  account_id: string
  updated_at: string
}

/** An account's saved settings (at most one per account); without one the account has the defaults. */
export interface AccountSettingsRecord {
  id: string
  account_id: string
  name: string
  /** The contact address shown in settings; signing in keeps using the account's own email. */
  email: string
  company: string
  role: string
  phone: string
  notify_email: boolean
  notify_push: boolean
  notify_weekly_reports: boolean
  notify_insights: boolean
  notify_system_updates: boolean
  theme: string
  language: string
  currency: string
  timezone: string
  updated_at: string
}

/** A goal the owner set or a support request (`POST /requests`), kept for the insights and the assistant. */
export interface OwnerRequestRecord {
  id: string
  account_id: string
  kind: 'goal' | 'support'
  /** The chosen goal's title; null for a support request. */
  goal: string | null
  user_query: string
  /** null for a goal. */
  priority: string | null
  created_at: string
}

/** A period as a question named it: how (`kind`, e.g. 'last_week'), its local days, their count. */
export interface StoredPeriod {
  kind: string
  from: string
  to: string
  days: number
}

/**
 * What a question was understood as, as a chat message keeps it: a versioned record of plain data
 * (backend/assistant/stored-question.ts writes and reads it), not the parser's own type.
 */
export interface StoredQuestion {
  version: 1
  text: string
  language: string
  topic: string
  measures: string[]
  period: StoredPeriod
  comparedTo: StoredPeriod | null
  outlet: string | null
  item: string | null
  limit: number | null
  /** It shifted or narrowed the question before it ("and the week before?"). */
  followUp: boolean
  byOutlet: boolean
}

/**
 * One message of an account's chat with the assistant (`POST /chat` stores the owner's message and
 * the answer; `GET /chat/history` reads them back). Fields an answer does not carry are null.
 */
export interface ChatMessageRecord {
  id: string
  account_id: string
  sender: 'user' | 'ai'
  /** As typed, or the answer as sent (light formatting, capped at MAX_ANSWER_CHARS). */
  text: string
  timestamp: string
  mode: ChatMode
  /** What the answer read (file names, the sales data); empty for the owner's messages. */
  sources: string[]
  figure: ChatFigure | null
  /** An image preview's kind, body and id, when the answer proposes an image instead of text. */
  type: ImagePreviewType | null
  preview: ImagePreview | null
  request_id: string | null
  /**
   * What an owner's general-mode message was understood as, kept so that a follow-up ("and the
   * week before?") reads it without understanding it again; null for answers and marketing mode.
   */
  question: StoredQuestion | null
  /**
   * The generated image an answer shows (`POST /generate-image` with the preview's request id), so
   * the history shows it after a reload; its URL is signed when the history is read. Null otherwise.
   */
  image_id: string | null
  image_result: ImageResult | null
}

/** One term of a list's order: a field and its direction. */
export type OrderTerm<T> = readonly [field: keyof T & string, direction: 'asc' | 'desc']

/**
 * The order of a list: its terms compared in turn (text by code point, `null` after every value
 * when ascending, as in Postgres), then the id, ascending. Ids sort in the order they were made
 * (./ids.ts), so records equal on every term come oldest first on every storage.
 */
export type OrderBy<T> = readonly OrderTerm<T>[]

/**
 * One kind of record. `where` matches records whose fields equal every given field; a list says its
 * order (`OrderBy`): no storage promises the order records were inserted in.
 */
export interface Table<T extends { id: string }> {
  insert(record: T): Promise<T>
  find(where: Partial<T>): Promise<T | null>
  findAll(where: Partial<T>, orderBy: OrderBy<T>): Promise<T[]>
  count(where?: Partial<T>): Promise<number>
  /** Changes the record with this id; null when there is none. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>
  /** Removes the record with this id; false when there was none. */
  remove(id: string): Promise<boolean>
}

/**
 * The sales rows and day totals of every account, by upload. Accounts never mix: no read takes more
 * than one account id. `batchedSales` (./sales/storage.ts) serves it over the sales tables, with
 * the columns kept in memory in front of them.
 */
export interface SalesStorage {
  /**
   * What the sales behind this view are known by in the process: the same object for the storage
   * and for every transaction's view of it. What is kept in memory between requests (rollups,
   * dashboards, reports, the document index) is keyed by it, so a transaction reads those too.
   */
  readonly cacheKey: object
  appendSales(accountId: string, uploadId: string, batch: SalesBatch): Promise<void>
  addDayTotals(accountId: string, uploadId: string, days: DayTotal[]): Promise<void>
  removeUpload(accountId: string, uploadId: string): Promise<{ rows: number; days: number }>
  salesOf(accountId: string): Promise<SalesColumns>
  dayTotalsOf(accountId: string): Promise<readonly StoredDayTotal[]>
  /**
   * Stored, and renewed with every change to the account's rows or day totals, by any process:
   * never a value it had before. What is computed from the sales is kept until it moves.
   */
  revisionOf(accountId: string): Promise<string>
}

/** The attempts counted under one key since its window opened (`AttemptCounters`). */
export interface AttemptWindow {
  count: number
  /** Milliseconds since the epoch: when the window closes and the key counts from nothing again. */
  endsAt: number
}

/**
 * Counters of attempts (sign-ins, recovery requests, codes) under keys the auth service chooses, each
 * in a fixed window that opens at its first attempt: the rate limits of backend/auth/rate-limits.ts.
 * Shared by every process on one database. `add` is one atomic step, so attempts sent at once each
 * get their own count and none passes a limit it should not.
 */
export interface AttemptCounters {
  /** Counts one attempt under `key` (in a new window of `windowMs` when none is open at `now`); the window with it. */
  add(key: string, now: number, windowMs: number): Promise<AttemptWindow>
  /** The window open under `key` at `now`, or null. */
  read(key: string, now: number): Promise<AttemptWindow | null>
  /** Closes the key's window: its attempts are forgotten. */
  clear(key: string): Promise<void>
}

export interface Store {
  accounts: Table<AccountRecord>
  leads: Table<LeadRecord>
  refreshTokens: Table<RefreshTokenRecord>
  passwordRecoveries: Table<PasswordRecoveryRecord>
  mfaFactors: Table<MfaFactorRecord>
  mfaChallenges: Table<MfaChallengeRecord>
  outboxMessages: Table<OutboxMessageRecord>
  goals: Table<GoalRecord>
  uploads: Table<UploadRow>
  documentChunks: Table<DocumentChunkRecord>
  companyProfiles: Table<CompanyProfileRecord>
  accountSettings: Table<AccountSettingsRecord>
  ownerRequests: Table<OwnerRequestRecord>
  chatMessages: Table<ChatMessageRecord>
  assetTypes: Table<AssetTypeRecord>
  assets: Table<AssetRecord>
  generatedImages: Table<GeneratedImageRecord>
  /** The sales' own tables, read and written through `sales` only. */
  salesBatches: Table<SalesBatchRecord>
  salesRevisions: Table<SalesRevisionRecord>
  sales: SalesStorage
  attempts: AttemptCounters
  files: FileStorage
  /**
   * Runs `work` as one unit of work on the store it is given: its writes are kept when it resolves
   * and undone when it rejects. A transaction begun inside another is part of it. Files are not
   * part of it (FileStorage): each is written once under a new key, before the record naming it.
   */
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>
  /**
   * This store as one account's requests see it: its tenant tables (TENANT_TABLES in
   * ./account-scope.ts) show that account's records only and refuse another's; the others are
   * unchanged. A transaction of it is that account's too. The store itself (not limited to an
   * account) shows no tenant records on a database, where row-level security enforces this.
   */
  forAccount(accountId: string): Store
}

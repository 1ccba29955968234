/**
 * The storage Selera's domain needs, declared as interfaces: the domain reads and writes records
 * through these and never sees how they are kept. The demo implements them in `mocks/db` (memory,
 * saved to IndexedDB in the browser); a server would implement the same interfaces on a database.
 *
 * Records are plain data: times are ISO strings, flags booleans, so any storage can hold them.
 */
import type { ChatFigure, ChatMode, CompanyProfile, ImagePreview, ImagePreviewType, ImageResult } from '../src/api/schemas'
import type { Question } from './assistant/types'
import type { DayTotal, SalesBatch } from './ingest/types'
import type { SalesColumns, StoredDayTotal } from './sales/account-sales'

export interface AccountRecord {
  id: string
  /** Lower-cased: sign-in compares case-insensitively, as Supabase does. */
  email: string
  password_hash: string
  password_salt: string
  full_name: string
  business_name: string
  created_at: string
}

export interface LeadRecord {
  id: string
  email: string
  company_name: string
  country: string
  created_at: string
}

/** Only the SHA-256 of a refresh token is kept; the token itself exists only in the client. */
export interface RefreshTokenRecord {
  id: string
  token_hash: string
  account_id: string
  session_id: string
  created_at: string
  expires_at: string
  /** When the password was checked for this session (seconds), carried into every new access token. */
  authenticated_at: number
  used: boolean
  revoked: boolean
  /** How the session began: a password, or a password-reset link. A record of before this field reads ''. */
  auth_method: 'password' | 'recovery' | ''
  /** The session's assurance level: 'aal2' once a second factor was verified in it ('' reads as aal1). */
  aal: 'aal1' | 'aal2' | ''
  /** The factor verified in this session and when (seconds); null at aal1. */
  mfa_factor_id: string | null
  mfa_at: number | null
}

/**
 * A request to reset a password. Only the SHA-256 of the link's token is kept: the token itself is in
 * the mail alone (`OutboxMessageRecord`). Good once, for an hour, and only while it is the account's
 * latest request.
 */
export interface PasswordRecoveryRecord {
  id: string
  account_id: string
  email: string
  requested_at: string
  token_hash: string
  expires_at: string
  used_at: string | null
  /** The `redirect_to` the client asked for, as given; null when none. */
  redirect_to: string | null
}

/** A second factor (TOTP only). Unverified until a code from it has been accepted once. */
export interface MfaFactorRecord {
  id: string
  account_id: string
  friendly_name: string
  factor_type: 'totp'
  status: 'unverified' | 'verified'
  /** Base32, as the authenticator app holds it. */
  secret: string
  created_at: string
  updated_at: string
  last_challenged_at: string | null
  /** The 30-second step of the last accepted code: a code is good once (RFC 6238 §5.2). */
  last_used_step: number | null
  /**
   * Wrong codes since `failed_since`, the first of them (`MAX_WRONG_CODES` in auth/factors.ts).
   * Optional: a factor stored before the limit, or made by a test, has none.
   */
  failed_codes?: number
  failed_since?: string | null
}

/** A challenge to a factor: the next code is checked against it, until it is verified or expires. */
export interface MfaChallengeRecord {
  id: string
  factor_id: string
  account_id: string
  created_at: string
  verified_at: string | null
}

/** A mail the auth service sent. The demo has no mail server: this table stands for the owner's mailbox. */
export interface OutboxMessageRecord {
  id: string
  to: string
  subject: string
  link: string
  sent_at: string
}

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
  question: Question | null
  /**
   * The generated image an answer shows (`POST /generate-image` with the preview's request id), so
   * the history shows it after a reload; its URL is signed when the history is read. Null otherwise.
   */
  image_id: string | null
  image_result: ImageResult | null
}

/** A kind of brand asset (`GET /asset-types`): seeded, the same for every account. */
export interface AssetTypeRecord {
  id: string
  /** logo, product_image, packaging, menu, … */
  code: string
  description: string
  /** A file is required for this type; text-only types make it optional. */
  has_image: boolean
  /** Metadata field names, required and optional, as `metadata_schema` lists them. */
  required_fields: string[]
  optional_fields: string[]
  /** Template types (`social_media`) that need an asset of this type. */
  required_for: string[]
  sort_order: number
}

/** An owner's brand asset (`POST /assets/upload`); its file, if any, is in `files` under `file_key`. */
export interface AssetRecord {
  id: string
  account_id: string
  asset_type_code: string
  asset_name: string
  /** Field name → text, as uploaded. */
  metadata: Record<string, string>
  /** As uploaded; null for a text-only asset. */
  file_name: string | null
  /** What the content was recognised as (never what the browser claimed); null without a file. */
  content_type: string | null
  size_bytes: number | null
  /** Pixel size of an image asset (an SVG's from its viewBox); null for documents and text. */
  width: number | null
  height: number | null
  file_key: string | null
  created_at: string
}

/** A generated image (`POST /generate-image`); its PNG is in `files` under `file_key`. */
export interface GeneratedImageRecord {
  id: string
  account_id: string
  request_id: string
  original_query: string
  /** WIDTHxHEIGHT. */
  resolution: string
  /** 'completed': failed and blocked generations store nothing. */
  status: string
  /** Measured where the image was composed (the composer worker in the browser). */
  generation_time_ms: number
  file_key: string
  size_bytes: number
  created_at: string
}

/** A stored file's bytes and what they are. */
export interface StoredFile {
  bytes: Uint8Array
  content_type: string
}

/**
 * Binary files (brand assets, generated images), apart from the records: megabytes of bytes have no
 * place in record snapshots. Keys are opaque; one account's keys are never handed to another.
 */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>
  get(key: string): Promise<StoredFile | null>
  /** False when there was nothing under the key. */
  remove(key: string): Promise<boolean>
}

/**
 * One kind of record. `where` matches records whose fields equal every given field; lists come in
 * the order the records were inserted.
 */
export interface Table<T extends { id: string }> {
  insert(record: T): T
  find(where: Partial<T>): T | null
  findAll(where?: Partial<T>): T[]
  count(where?: Partial<T>): number
  /** Changes the record with this id; null when there is none. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): T | null
  /** Removes the record with this id; false when there was none. */
  remove(id: string): boolean
}

/**
 * The sales rows and day totals of every account, by upload. Accounts never mix: no read takes more
 * than one account id. `SalesStore` (./sales/store.ts) is the columnar implementation.
 */
export interface SalesStorage {
  appendSales(accountId: string, uploadId: string, batch: SalesBatch): void
  addDayTotals(accountId: string, uploadId: string, days: DayTotal[]): void
  removeUpload(accountId: string, uploadId: string): { rows: number; days: number }
  salesOf(accountId: string): SalesColumns
  dayTotalsOf(accountId: string): readonly StoredDayTotal[]
  /** Changes whenever the account's rows or day totals may have; never returns to an earlier value. */
  revisionOf(accountId: string): number
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
  sales: SalesStorage
  files: FileStorage
}

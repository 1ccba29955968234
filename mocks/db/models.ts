/**
 * The fake backend's records: one @mswjs/data model per entity. Dates are ISO strings and flags
 * plain booleans so a snapshot survives JSON unchanged. Bulk sales rows are not records: they live
 * in the columnar store beside the models, `db.sales` (DESIGN.md §4).
 */
import { factory, nullable, primaryKey } from '@mswjs/data'
import type { Question } from '../../backend/assistant/types'
import type { ChatFigure, ImagePreview, ImageResult } from '../../src/api/schemas'
import { CountedSalesStore, SALES_MIRROR_CHANNEL } from './counted-sales-store'
import { DemoFileStorage } from './files'

/**
 * A field holding a JSON object, or null. @mswjs/data 0.16 types only primitives (and arrays of
 * them), but a nullable property keeps an object given at creation exactly as given; the cast
 * only tells the types what the field holds. Such a record is never updated in place: the
 * library's update walks into an object and loses it.
 */
function jsonOrNull<T extends object>() {
  const property = nullable<string>(() => null)
  return property as typeof property & { getValue: () => T | null }
}

/** A field always holding a JSON object, kept as given at creation like `jsonOrNull`'s. */
function jsonObject<T extends object>() {
  const property = nullable<string>(() => null)
  return property as typeof property & { getValue: () => T }
}

const dictionary = {
  account: {
    id: primaryKey(String),
    /** Lower-cased: sign-in compares case-insensitively, as Supabase does. */
    email: String,
    password_hash: String,
    password_salt: String,
    full_name: String,
    business_name: String,
    created_at: String,
  },
  lead: {
    id: primaryKey(String),
    email: String,
    company_name: String,
    country: String,
    created_at: String,
  },
  /** Only the SHA-256 of a refresh token is kept; the token itself exists only in the client. */
  refreshToken: {
    id: primaryKey(String),
    token_hash: String,
    account_id: String,
    session_id: String,
    created_at: String,
    expires_at: String,
    /** When the password was checked for this session (seconds), carried into every new access token. */
    authenticated_at: Number,
    used: Boolean,
    revoked: Boolean,
    /** 'password' | 'recovery'; '' in a record of before the field. */
    auth_method: String,
    /** 'aal1' | 'aal2'; '' in a record of before the field (aal1). */
    aal: String,
    mfa_factor_id: nullable(String),
    mfa_at: nullable(Number),
  },
  /** Only the SHA-256 of the reset link's token is kept; the link itself is in `outboxMessage`. */
  passwordRecovery: {
    id: primaryKey(String),
    account_id: String,
    email: String,
    requested_at: String,
    token_hash: String,
    expires_at: String,
    used_at: nullable(String),
    redirect_to: nullable(String),
  },
  /** A TOTP second factor. */
  mfaFactor: {
    id: primaryKey(String),
    account_id: String,
    friendly_name: String,
    /** 'totp'. */
    factor_type: String,
    /** 'unverified' | 'verified'. */
    status: String,
    secret: String,
    created_at: String,
    updated_at: String,
    last_challenged_at: nullable(String),
    last_used_step: nullable(Number),
    /** Wrong codes since `failed_since`; 0 and null in a record of before the limit. */
    failed_codes: Number,
    failed_since: nullable<string>(() => null),
  },
  mfaChallenge: {
    id: primaryKey(String),
    factor_id: String,
    account_id: String,
    created_at: String,
    verified_at: nullable(String),
  },
  /** The demo's stand-in for the owners' mailboxes: what the auth service sent, link included. */
  outboxMessage: {
    id: primaryKey(String),
    to: String,
    subject: String,
    link: String,
    sent_at: String,
  },
  goal: {
    id: primaryKey(String),
    title: String,
    sort_order: Number,
  },
  /** A stored upload (a file or a manual entry); its rows live in `db.sales` under the same id. */
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
    /** 'completed': refused, duplicate and conflicting uploads are not stored at all. */
    status: String,
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
  /**
   * One chat message, the owner's or the assistant's. The figure, preview and question are plain
   * JSON values (value getters keep them as given), so a snapshot carries them unchanged.
   */
  chatMessage: {
    id: primaryKey(String),
    account_id: String,
    /** 'user' | 'ai'. */
    sender: String,
    text: String,
    timestamp: String,
    /** 'general' | 'marketing'. */
    mode: String,
    sources: () => [] as string[],
    figure: jsonOrNull<ChatFigure>(),
    /** 'image_preview' | 'image_preview_enhanced'; null for a text message. */
    type: nullable(String),
    preview: jsonOrNull<ImagePreview>(),
    request_id: nullable(String),
    question: jsonOrNull<Question>(),
    /** A generated image the message shows (its URL is signed when the history is read); null otherwise. */
    image_id: nullable(String),
    image_result: jsonOrNull<ImageResult>(),
  },
  /** A kind of brand asset: seeded, the same for every account. */
  assetType: {
    id: primaryKey(String),
    code: String,
    description: String,
    has_image: Boolean,
    required_fields: () => [] as string[],
    optional_fields: () => [] as string[],
    required_for: () => [] as string[],
    sort_order: Number,
  },
  /** An owner's brand asset; its file (if any) is in `db.files` under `file_key`. */
  asset: {
    id: primaryKey(String),
    account_id: String,
    asset_type_code: String,
    asset_name: String,
    metadata: jsonObject<Record<string, string>>(),
    file_name: nullable(String),
    content_type: nullable(String),
    size_bytes: nullable(Number),
    width: nullable(Number),
    height: nullable(Number),
    file_key: nullable(String),
    created_at: String,
  },
  /** A generated image; its PNG is in `db.files` under `file_key`. */
  generatedImage: {
    id: primaryKey(String),
    account_id: String,
    request_id: String,
    original_query: String,
    resolution: String,
    status: String,
    generation_time_ms: Number,
    file_key: String,
    size_bytes: Number,
    created_at: String,
  },
}

export const MODEL_NAMES = [
  'account',
  'lead',
  'refreshToken',
  'passwordRecovery',
  'goal',
  'upload',
  'documentChunk',
  'companyProfile',
  'accountSettings',
  'ownerRequest',
  'mfaFactor',
  'mfaChallenge',
  'outboxMessage',
  'chatMessage',
  'assetType',
  'asset',
  'generatedImage',
] as const
export type ModelName = (typeof MODEL_NAMES)[number]

function createFactory(crossTabSync: boolean) {
  return Object.assign(factory(dictionary), {
    sales: new CountedSalesStore(crossTabSync ? { mirrorChannel: SALES_MIRROR_CHANNEL } : {}),
    files: new DemoFileStorage(),
  })
}
export type Db = ReturnType<typeof createFactory>

/**
 * @mswjs/data 0.16 mirrors every write to same-named databases through a BroadcastChannel whenever
 * it sees a `window`. In the browser that keeps two demo tabs consistent (both write whole snapshots
 * to IndexedDB); the sales store mirrors its own writes the same way. Under Node (jsdom tests) it
 * would let parallel test workers in one process write into each other's data, so there the channel
 * is hidden while the factory is built, and the sales store gets none.
 */
export function createDb(options: { crossTabSync: boolean }): Db {
  if (options.crossTabSync) return createFactory(true)
  const scope = globalThis as { BroadcastChannel?: unknown }
  const saved = scope.BroadcastChannel
  scope.BroadcastChannel = undefined
  try {
    return createFactory(false)
  } finally {
    scope.BroadcastChannel = saved
  }
}

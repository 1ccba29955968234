/**
 * Business constants and limits of docs/product.md#limits-and-constants, in one place so machines,
 * the client and the fake backend agree. No zod here: plain values stay cheap for any module that
 * needs them.
 */

// Cache lifetimes. The dashboard entry is per token and lives 2 minutes once stored.
export const DASHBOARD_CACHE_TTL_MS = 120_000
export const DEFAULT_CACHE_TTL_MS = 300_000
export const ASSET_TYPES_CACHE_TTL_MS = 600_000
export const CHAT_HISTORY_CACHE_TTL_MS = 300_000

/** Validation status is re-checked when the last check is older than this, and after each upload. */
export const VALIDATION_RECHECK_MS = 300_000

/**
 * A chosen dashboard period (`?from&to` of GET /metrics and GET /insights, docs/product.md#dashboard-numbers):
 * at most a leap year of days, read beside as many days before it; from 1970 on, as far back as
 * the ingest reads a sale's date.
 */
export const MAX_PERIOD_DAYS = 366
export const EARLIEST_PERIOD_DAY = '1970-01-01'

/** The shortest password the auth service takes (Supabase's default): sign-up, a change in Settings, a reset. */
export const MIN_PASSWORD_LENGTH = 6
/** The longest business or owner's name a new account takes, and the longest password (sign-up). */
export const MAX_NAME_CHARS = 120
export const MAX_PASSWORD_CHARS = 256

export const CHAT_HISTORY_LIMIT = 20
/** The longest chat message an owner can send (Selera's bound: the spec sets none; a pasted page fits). */
export const CHAT_MESSAGE_MAX_CHARS = 4_000
export const RECENT_GOAL_SUBMISSIONS = 5
export const SUCCESS_BANNER_MS = 3_000

const TEN_MB = 10 * 1024 * 1024
/** 10 MB for data uploads, enforced before upload and by the backend (docs/spec-deviations.md, deviation 19). */
export const UPLOAD_MAX_BYTES = TEN_MB
/** docs/product.md#chat-attachments: 10485760 bytes per chat attachment. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10_485_760
/** The asset drop hint's 10MB each (docs/product.md#company-assets). */
export const ASSET_MAX_BYTES = TEN_MB

export const TEMPLATE_TYPE = 'social_media'
export const DEFAULT_INDUSTRY = 'food_beverage'

// Stored-preference choices (docs/product.md#entities); language, currency and timezone are the locale's (kernel/format).
export const THEMES = ['light', 'dark', 'system'] as const
export { CURRENCIES, LANGUAGES, TIMEZONES } from './format/locale'
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const

/** docs/product.md#resolution-presets: a custom resolution is WIDTHxHEIGHT in digits. */
export const RESOLUTION_PATTERN = /^\d+x\d+$/

export interface ResolutionPreset {
  id: string
  label: string
  /** WIDTHxHEIGHT; `null` for the custom choice, whose size the user types. */
  size: string | null
}

/** The image resolution presets (docs/product.md#resolution-presets); Instagram Square is the default. */
export const RESOLUTION_PRESETS: readonly ResolutionPreset[] = [
  { id: 'instagram-square', label: 'Instagram Square', size: '1080x1080' },
  { id: 'facebook-cover', label: 'Facebook Cover', size: '1200x630' },
  { id: 'tiktok', label: 'TikTok', size: '1080x1920' },
  { id: 'linkedin-post', label: 'LinkedIn Post', size: '1200x627' },
  { id: 'custom', label: 'Custom', size: null },
]
export const DEFAULT_RESOLUTION = '1080x1080'

/**
 * The sides an image can have (Selera's bound, docs/spec-deviations.md, deviation 53): the spec checks
 * a custom size's digits only, and a 5x5 or 100000x100000 image is no post.
 */
export const RESOLUTION_MIN_SIDE = 200
export const RESOLUTION_MAX_SIDE = 4096

/** WIDTHxHEIGHT in digits with each side in bounds. */
export function isResolutionInBounds(resolution: string): boolean {
  if (!RESOLUTION_PATTERN.test(resolution)) return false
  return resolution.split('x').every((side) => {
    const pixels = Number(side)
    return pixels >= RESOLUTION_MIN_SIDE && pixels <= RESOLUTION_MAX_SIDE
  })
}

/**
 * How long a signed file URL (a generated image, an asset's file) stays good (deviation 51): an
 * `<img>` cannot send the bearer token, so the URL carries an expiry and an HMAC, as storage services do.
 */
export const SIGNED_URL_TTL_MS = 3_600_000

// Request timeouts past http.ts's 15 s default. Not in the spec: a real model takes longer to
// answer a chat or draw an image than any plain read, and a timeout there would lose the result.
export const CHAT_TIMEOUT_MS = 60_000
export const PROMPT_ADVICE_TIMEOUT_MS = 60_000
export const GENERATE_IMAGE_TIMEOUT_MS = 120_000

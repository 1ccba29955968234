/**
 * The fake backend's records: one @mswjs/data model per entity of the foundation issue. Dates are
 * ISO strings and flags plain booleans so a snapshot survives JSON unchanged. Bulk sales rows come
 * later, in a columnar store, not here.
 */
import { factory, primaryKey } from '@mswjs/data'

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
  },
  passwordRecovery: {
    id: primaryKey(String),
    account_id: String,
    email: String,
    requested_at: String,
  },
  goal: {
    id: primaryKey(String),
    title: String,
    sort_order: Number,
  },
}

export const MODEL_NAMES = ['account', 'lead', 'refreshToken', 'passwordRecovery', 'goal'] as const
export type ModelName = (typeof MODEL_NAMES)[number]

function createFactory() {
  return factory(dictionary)
}
export type Db = ReturnType<typeof createFactory>

/**
 * @mswjs/data 0.16 mirrors every write to same-named databases through a BroadcastChannel whenever
 * it sees a `window`. In the browser that keeps two demo tabs consistent (both write whole snapshots
 * to IndexedDB). Under Node (jsdom tests) it would let parallel test workers in one process write
 * into each other's data, so there the channel is hidden while the factory is built.
 */
export function createDb(options: { crossTabSync: boolean }): Db {
  if (options.crossTabSync) return createFactory()
  const scope = globalThis as { BroadcastChannel?: unknown }
  const saved = scope.BroadcastChannel
  scope.BroadcastChannel = undefined
  try {
    return createFactory()
  } finally {
    scope.BroadcastChannel = saved
  }
}

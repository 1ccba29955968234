/**
 * The auth service's tables (backend/store-auth.ts): read before the caller's account is known (a
 * sign-in finds its account by e-mail), so they have no tenant policy; only the auth service's code
 * reads them. Times are instants, `authenticated_at` and `mfa_at` unix seconds as JWTs count them.
 */
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { isoTime } from './columns'

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  password_salt: text('password_salt').notNull(),
  full_name: text('full_name').notNull(),
  business_name: text('business_name').notNull(),
  created_at: isoTime('created_at').notNull(),
}, (table) => [uniqueIndex('accounts_email').on(table.email)])

export const leads = pgTable('leads', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  company_name: text('company_name').notNull(),
  country: text('country').notNull(),
  created_at: isoTime('created_at').notNull(),
})

export const refreshTokens = pgTable('refresh_tokens', {
  id: text('id').primaryKey(),
  token_hash: text('token_hash').notNull(),
  account_id: text('account_id').notNull(),
  session_id: text('session_id').notNull(),
  created_at: isoTime('created_at').notNull(),
  expires_at: isoTime('expires_at').notNull(),
  authenticated_at: bigint('authenticated_at', { mode: 'number' }).notNull(),
  used: boolean('used').notNull(),
  revoked: boolean('revoked').notNull(),
  auth_method: text('auth_method').$type<'password' | 'recovery' | ''>().notNull(),
  aal: text('aal').$type<'aal1' | 'aal2' | ''>().notNull(),
  mfa_factor_id: text('mfa_factor_id'),
  mfa_at: bigint('mfa_at', { mode: 'number' }),
}, (table) => [uniqueIndex('refresh_tokens_token_hash').on(table.token_hash), index('refresh_tokens_session').on(table.session_id), index('refresh_tokens_account').on(table.account_id)])

export const passwordRecoveries = pgTable('password_recoveries', {
  id: text('id').primaryKey(),
  account_id: text('account_id').notNull(),
  email: text('email').notNull(),
  requested_at: isoTime('requested_at').notNull(),
  token_hash: text('token_hash').notNull(),
  expires_at: isoTime('expires_at').notNull(),
  used_at: isoTime('used_at'),
  redirect_to: text('redirect_to'),
}, (table) => [index('password_recoveries_token_hash').on(table.token_hash), index('password_recoveries_account').on(table.account_id)])

export const mfaFactors = pgTable('mfa_factors', {
  id: text('id').primaryKey(),
  account_id: text('account_id').notNull(),
  friendly_name: text('friendly_name').notNull(),
  factor_type: text('factor_type').$type<'totp'>().notNull(),
  status: text('status').$type<'unverified' | 'verified'>().notNull(),
  secret: text('secret').notNull(),
  created_at: isoTime('created_at').notNull(),
  updated_at: isoTime('updated_at').notNull(),
  last_challenged_at: isoTime('last_challenged_at'),
  last_used_step: bigint('last_used_step', { mode: 'number' }),
}, (table) => [index('mfa_factors_account').on(table.account_id)])

export const mfaChallenges = pgTable('mfa_challenges', {
  id: text('id').primaryKey(),
  factor_id: text('factor_id').notNull(),
  account_id: text('account_id').notNull(),
  created_at: isoTime('created_at').notNull(),
  verified_at: isoTime('verified_at'),
}, (table) => [index('mfa_challenges_factor').on(table.factor_id)])

export const outboxMessages = pgTable('outbox_messages', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  link: text('link').notNull(),
  sent_at: isoTime('sent_at').notNull(),
})

/**
 * The rate limits' counters (`AttemptCounters` in backend/store.ts): one row per key while its
 * window is open, written only by one upsert (server/db/attempts.ts); keys name an address or a hash,
 * never an e-mail address as such.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  ends_at: isoTime('ends_at').notNull(),
}, (table) => [index('auth_attempts_ends_at').on(table.ends_at)])

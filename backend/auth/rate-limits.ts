/**
 * The auth service's rate limits: sign-in, password recovery and code verification, counted in the
 * store's attempt counters (`AttemptCounters`), so every process on one database shares them. A
 * refusal is GoTrue's 429 `over_request_rate_limit`, with the minutes to wait in its words.
 *
 * No limit tells whether an address has an account: each is counted for any address asked, known
 * or not, and the recovery mail's own limit refuses nothing (the answer is `{}` either way).
 * Keys hold a SHA-256 of the e-mail address, never the address. Limits by the caller's address
 * (`BackendContext.clientAddress`) apply where the host knows it (the server); the demo has none.
 *
 * The numbers: an owner who mistypes never meets them; a script guessing one account's password
 * from one address gets 10 guesses in 15 minutes (at 600,000 PBKDF2 rounds each); spread over many
 * addresses, 100 an hour for the account; one address trying many accounts, 50 failures in 15
 * minutes. GoTrue's own defaults are per address only (30 sign-ins or verifications in 5 minutes).
 */
import { normaliseEmail } from '../accounts/accounts'
import type { BackendContext } from '../context'
import { authServiceError, type BackendError } from '../errors'
import type { AttemptWindow } from '../store'
import { hashToken } from './secrets'

export interface RateLimit {
  /** The key's first part: what is counted. */
  name: string
  /** Attempts a window takes; the next one is refused. */
  max: number
  windowMs: number
}

const MINUTE = 60_000

/** Sign-ins to one account from one address: counted before the password is checked, cleared by a right one. */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: RateLimit = { name: 'sign-in', max: 10, windowMs: 15 * MINUTE }
/** Sign-ins to one account from anywhere: a guess spread over many addresses. Cleared by a right password too. */
export const SIGN_IN_PER_ACCOUNT: RateLimit = { name: 'sign-in-any', max: 100, windowMs: 60 * MINUTE }
/** Wrong sign-ins from one address, whatever the account. */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimit = { name: 'sign-in-failed', max: 50, windowMs: 15 * MINUTE }
/** Recovery requests from one address. */
export const RECOVERY_PER_ADDRESS: RateLimit = { name: 'recover', max: 10, windowMs: 60 * MINUTE }
/** Recovery mails to one address: a request within a minute of the last mail sends none (GoTrue's default frequency), silently. */
export const RECOVERY_MAIL_PER_ACCOUNT: RateLimit = { name: 'recover-mail', max: 1, windowMs: MINUTE }
/** Wrong or expired recovery links and wrong two-factor codes from one address (a factor has its own limit, auth/factors.ts). */
export const VERIFY_FAILURES_PER_ADDRESS: RateLimit = { name: 'verify-failed', max: 30, windowMs: 15 * MINUTE }

/** The 429's words: the minutes until the window closes, rounded up, so an owner who waits that long is let in. */
export function tooManyAttempts(what: 'sign-in' | 'request' | 'code', waitMs: number): BackendError {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE))
  const wait = `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
  const words = { 'sign-in': 'Too many sign-in attempts.', request: 'Too many requests.', code: 'Too many wrong codes.' }[what]
  return authServiceError(429, 'over_request_rate_limit', `${words} ${wait}`)
}

/** The key of an e-mail address under a limit: its hash, never the address. */
export async function accountKey(limit: RateLimit, email: string): Promise<string> {
  return `${limit.name}:${await hashToken(normaliseEmail(email))}`
}

/** The key of the caller's address under a limit, or null where the host does not know it. */
export function addressKey(ctx: BackendContext, limit: RateLimit): string | null {
  return ctx.clientAddress ? `${limit.name}@${ctx.clientAddress}` : null
}

const over = (limit: RateLimit, window: AttemptWindow | null): window is AttemptWindow => window !== null && window.count > limit.max

/** Counts this attempt under `key`, then refuses it when the window holds more than the limit takes. */
export async function countThenCheck(ctx: BackendContext, limit: RateLimit, key: string, what: Parameters<typeof tooManyAttempts>[0]): Promise<void> {
  const now = ctx.now()
  const window = await ctx.store.attempts.add(key, now, limit.windowMs)
  if (over(limit, window)) throw tooManyAttempts(what, window.endsAt - now)
}

/** Refuses when `key`'s window is full already, counting nothing (failures are counted after, `countFailure`). */
export async function checkFailures(ctx: BackendContext, limit: RateLimit, key: string | null, what: Parameters<typeof tooManyAttempts>[0]): Promise<void> {
  if (key === null) return
  const now = ctx.now()
  const window = await ctx.store.attempts.read(key, now)
  if (window !== null && window.count >= limit.max) throw tooManyAttempts(what, window.endsAt - now)
}

/** Counts a failure under `key` (nothing where the host does not know the caller's address). */
export async function countFailure(ctx: BackendContext, limit: RateLimit, key: string | null): Promise<void> {
  if (key !== null) await ctx.store.attempts.add(key, ctx.now(), limit.windowMs)
}

/** Whether one more attempt under `key` is within the limit, counting it: for a limit that refuses silently. */
export async function withinLimit(ctx: BackendContext, limit: RateLimit, key: string): Promise<boolean> {
  return !over(limit, await ctx.store.attempts.add(key, ctx.now(), limit.windowMs))
}

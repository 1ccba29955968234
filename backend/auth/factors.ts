/**
 * GoTrue's MFA endpoints for TOTP, as supabase-js's `auth.mfa` calls them: enroll (`POST /factors`),
 * challenge, verify (a new aal2 session) and unenroll. Codes, statuses and messages are GoTrue's
 * (internal/api/mfa.go), with two additions: a code is accepted once per factor (RFC 6238 §5.2),
 * and a factor refuses every code for a while after `MAX_WRONG_CODES` wrong ones.
 */
import '../../kernel/contract/zod-config'
import * as z from 'zod'
import { isoAt, type BackendContext } from '../context'
import { authServiceError } from '../errors'
import { liveCaller } from './caller'
import { accountFactors, hasVerifiedFactor } from './factor-store'
import { qrSvg } from './qr-svg'
import { sessionAnswer, type SupabaseSession } from './session-answer'
import { downgradeSessions, revokeSessions, stepUpSession } from './sessions'
import type { MfaFactorRecord } from '../store'
import { newTotpSecret, totpUri, TOTP_ISSUER, verifyTotp } from './totp'
import { newId } from '../ids'
import { addressKey, checkFailures, countFailure, VERIFY_FAILURES_PER_ADDRESS } from './rate-limits'

/** GoTrue's defaults: a challenge is good for 5 minutes; an unverified factor is dropped after 5. */
export const CHALLENGE_EXPIRY_MS = 5 * 60 * 1000
export const UNVERIFIED_FACTOR_EXPIRY_MS = 5 * 60 * 1000
export const MAX_FACTORS = 10

/**
 * Wrong codes a factor takes before it refuses every code, and for how long since the first of them.
 * Three codes are accepted at a time (drift), 3 in a million per guess: unlimited, a script holding
 * the password tries them as fast as the service answers; at one guess a minute it needs about 230
 * days on average, while an owner who mistypes or reads a code as it turns over never meets the
 * limit. GoTrue limits verification too (429 `over_request_rate_limit`), but per client address (15
 * a minute by default), which guesses spread over many addresses get round.
 */
export const MAX_WRONG_CODES = 5
export const WRONG_CODE_WINDOW_MS = 5 * 60 * 1000

export const INVALID_CODE = 'Invalid TOTP code entered'
export const CODE_ALREADY_USED = 'TOTP code already used: wait for the next code from your authenticator app'

/** The 429's words: the minutes until the limit lifts, rounded up, so an owner who waits that long is never refused again. */
export function tooManyWrongCodes(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

export interface EnrollTotpAnswer {
  id: string
  type: 'totp'
  friendly_name: string
  /** `qr_code` is SVG markup: supabase-js turns it into a `data:image/svg+xml;utf-8,` URI. */
  totp: { qr_code: string; secret: string; uri: string }
}

export interface ChallengeAnswer {
  id: string
  type: 'totp'
  /** Unix seconds. */
  expires_at: number
}

const EnrollSchema = z.object({
  factor_type: z.string().optional(),
  friendly_name: z.string().optional(),
  issuer: z.string().optional(),
})
const VerifySchema = z.object({ challenge_id: z.string().optional(), code: z.string().optional() })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function ownFactor(ctx: BackendContext, accountId: string, factorId: string): Promise<MfaFactorRecord> {
  if (!UUID.test(factorId)) throw authServiceError(404, 'validation_failed', 'factor_id must be an UUID')
  const factor = await ctx.store.mfaFactors.find({ id: factorId, account_id: accountId })
  if (!factor) throw authServiceError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

async function removeFactor(ctx: BackendContext, factor: MfaFactorRecord): Promise<void> {
  for (const challenge of await ctx.store.mfaChallenges.findAll({ factor_id: factor.id }, [['created_at', 'asc']])) await ctx.store.mfaChallenges.remove(challenge.id)
  await ctx.store.mfaFactors.remove(factor.id)
}

/** `POST /auth/v1/factors` `{factor_type: 'totp', friendly_name?, issuer?}`: a new unverified factor and its secret, shown once. */
export async function enrollFactor(ctx: BackendContext, authorization: string | null, body: unknown): Promise<EnrollTotpAnswer> {
  const { account, level } = await liveCaller(ctx, authorization)
  const parsed = EnrollSchema.safeParse(body ?? {})
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Could not read the enrollment parameters')
  const { factor_type, friendly_name = '', issuer } = parsed.data
  if (factor_type === 'phone') throw authServiceError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
  if (factor_type === 'webauthn') throw authServiceError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
  if (factor_type !== 'totp') throw authServiceError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')

  // GoTrue's validateFactors: expired unverified factors go first, then the name, count and level checks.
  const now = ctx.now()
  for (const factor of await accountFactors(ctx, account.id)) {
    if (factor.status !== 'verified' && Date.parse(factor.created_at) + UNVERIFIED_FACTOR_EXPIRY_MS < now) await removeFactor(ctx, factor)
  }
  const factors = await accountFactors(ctx, account.id)
  if (factors.some((factor) => factor.friendly_name === friendly_name)) {
    throw authServiceError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendly_name}" for this user already exists`)
  }
  if (factors.length >= MAX_FACTORS) throw authServiceError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
  if (await hasVerifiedFactor(ctx, account.id) && level.aal !== 'aal2') throw authServiceError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')

  const secret = newTotpSecret()
  const uri = totpUri(account.email, secret, issuer || TOTP_ISSUER)
  const factor = await ctx.store.mfaFactors.insert({
    id: newId(),
    account_id: account.id,
    friendly_name,
    factor_type: 'totp',
    status: 'unverified',
    secret,
    created_at: isoAt(now),
    updated_at: isoAt(now),
    last_challenged_at: null,
    last_used_step: null,
  })
  return { id: factor.id, type: 'totp', friendly_name, totp: { qr_code: qrSvg(uri), secret, uri } }
}

/** `POST /auth/v1/factors/{id}/challenge`: the next code is checked against this challenge, for 5 minutes. */
export async function challengeFactor(ctx: BackendContext, authorization: string | null, factorId: string): Promise<ChallengeAnswer> {
  const { account } = await liveCaller(ctx, authorization)
  const factor = await ownFactor(ctx, account.id, factorId)
  const now = ctx.now()
  const challenge = await ctx.store.mfaChallenges.insert({ id: newId(), factor_id: factor.id, account_id: account.id, created_at: isoAt(now), verified_at: null })
  await ctx.store.mfaFactors.update(factor.id, { last_challenged_at: isoAt(now) })
  return { id: challenge.id, type: 'totp', expires_at: Math.floor((now + CHALLENGE_EXPIRY_MS) / 1000) }
}

/**
 * `POST /auth/v1/factors/{id}/verify` `{challenge_id, code}`: a right code verifies the factor (if
 * new) and answers a new session at aal2. Like GoTrue, the account's other sessions below aal2 end
 * and its other unverified factors go.
 */
export async function verifyFactor(ctx: BackendContext, authorization: string | null, factorId: string, body: unknown): Promise<SupabaseSession> {
  const { account, claims } = await liveCaller(ctx, authorization)
  const factor = await ownFactor(ctx, account.id, factorId)
  const parsed = VerifySchema.safeParse(body ?? {})
  const code = parsed.success ? (parsed.data.code ?? '') : ''
  if (code === '') throw authServiceError(400, 'validation_failed', 'Code needs to be non-empty')
  const challengeId = parsed.success ? (parsed.data.challenge_id ?? '') : ''
  const challenge = await ctx.store.mfaChallenges.find({ id: challengeId, factor_id: factor.id })
  if (!challenge) throw authServiceError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  // GoTrue answers a spent challenge with its IP check's words.
  if (challenge.verified_at) throw authServiceError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  const now = ctx.now()
  if (Date.parse(challenge.created_at) + CHALLENGE_EXPIRY_MS < now) {
    await ctx.store.mfaChallenges.remove(challenge.id)
    throw authServiceError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`)
  }
  // The caller's address first (./rate-limits.ts): many factors' codes from one place.
  const failuresHere = addressKey(ctx, VERIFY_FAILURES_PER_ADDRESS)
  await checkFailures(ctx, VERIFY_FAILURES_PER_ADDRESS, failuresHere, 'code')
  await countAttempt(ctx, factor, now)
  const step = await verifyTotp(factor.secret, code.trim(), now)
  // Read again after the wait: another verify of this factor may have used a code meanwhile.
  const lastUsed = (await ctx.store.mfaFactors.find({ id: factor.id }))?.last_used_step ?? null
  const wrong = async (words: string) => (await countFailure(ctx, VERIFY_FAILURES_PER_ADDRESS, failuresHere), authServiceError(422, 'mfa_verification_failed', words))
  if (step === null) throw await wrong(INVALID_CODE)
  // Whoever saw the code go by cannot use it again, nor an older one from the same window.
  if (lastUsed !== null && step <= lastUsed) throw await wrong(CODE_ALREADY_USED)

  await ctx.store.mfaChallenges.update(challenge.id, { verified_at: isoAt(now) })
  // A right code clears the attempt this call counted and any wrong ones before it.
  await ctx.store.attempts.clear(factorAttemptsKey(factor.id))
  await ctx.store.mfaFactors.update(factor.id, { status: 'verified', last_used_step: step, ...(factor.status === 'verified' ? {} : { updated_at: isoAt(now) }) })
  const refresh = await stepUpSession(ctx, account.id, claims.session_id, factor.id)
  await revokeSessions(ctx, account.id, { except: claims.session_id, belowAal2: true })
  for (const other of await accountFactors(ctx, account.id)) if (other.status !== 'verified') await removeFactor(ctx, other)
  return sessionAnswer(ctx, account, refresh)
}

/** The factor's codes under the attempt counters (`AttemptCounters` in ../store.ts). */
export const factorAttemptsKey = (factorId: string) => `totp:${factorId}`

/**
 * Counts this attempt as wrong before its code is checked, and refuses it (429) when it is more than
 * `MAX_WRONG_CODES` since the first counted one, less than `WRONG_CODE_WINDOW_MS` ago. Counting is
 * one atomic step of the store, in the step that checks it: so verifies sent at once, to any
 * process, each get their own count, and no more than the limit have their codes compared. A right
 * code clears the count.
 */
async function countAttempt(ctx: BackendContext, factor: MfaFactorRecord, now: number): Promise<void> {
  const window = await ctx.store.attempts.add(factorAttemptsKey(factor.id), now, WRONG_CODE_WINDOW_MS)
  if (window.count > MAX_WRONG_CODES) throw authServiceError(429, 'over_request_rate_limit', tooManyWrongCodes(window.endsAt - now))
}

/** `DELETE /auth/v1/factors/{id}`: a verified factor only from an aal2 session (GoTrue answers 422 otherwise). */
export async function unenrollFactor(ctx: BackendContext, authorization: string | null, factorId: string): Promise<{ id: string }> {
  const { account, level } = await liveCaller(ctx, authorization)
  const factor = await ownFactor(ctx, account.id, factorId)
  if (factor.status === 'verified' && level.aal !== 'aal2') throw authServiceError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  await removeFactor(ctx, factor)
  await downgradeSessions(ctx, account.id, factor.id)
  return { id: factor.id }
}

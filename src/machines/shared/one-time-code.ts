import { isApiError } from '../../api/errors'

/**
 * Why a 6-digit code from an authenticator app was not taken: not 6 digits, not the app's current
 * code, a code already used, a check that took too long, too many wrong codes in a row (the auth
 * service refuses every code for a few minutes), or a failure that says nothing about the code.
 */
export type CodeProblem = 'format' | 'wrong' | 'used' | 'expired' | 'tooMany' | 'failed'

/** The code as sent: an app shows `123 456`, an owner may paste it so. */
export const normalizedCode = (code: string) => code.replace(/\s+/g, '')

export const isSixDigits = (code: string) => /^\d{6}$/.test(normalizedCode(code))

/** What the auth service's refusal says about the code (supabase-js error codes; the fake service's words for a reused code). */
export function codeRefusalOf(error: unknown): Exclude<CodeProblem, 'format' | 'failed'> | null {
  if (!isApiError(error)) return null
  // GoTrue's rate limit answers 429 `over_request_rate_limit`; the demo's limit on wrong codes too (deviation 42).
  if (error.status === 429 || error.detail === 'over_request_rate_limit') return 'tooMany'
  if (error.detail === 'mfa_challenge_expired') return 'expired'
  if (error.detail !== 'mfa_verification_failed') return null
  return /already used/i.test(error.message) ? 'used' : 'wrong'
}

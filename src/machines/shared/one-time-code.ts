import { isApiError } from '../../api/errors'

/**
 * Why a 6-digit code from an authenticator app was not taken: not 6 digits, not the app's current
 * code, a code already used, a check that took too long, or a failure that says nothing about the code.
 */
export type CodeProblem = 'format' | 'wrong' | 'used' | 'expired' | 'failed'

/** The code as sent: an app shows `123 456`, an owner may paste it so. */
export const normalizedCode = (code: string) => code.replace(/\s+/g, '')

export const isSixDigits = (code: string) => /^\d{6}$/.test(normalizedCode(code))

/** What the auth service's refusal says about the code (supabase-js error codes; the fake service's words for a reused code). */
export function codeRefusalOf(error: unknown): Exclude<CodeProblem, 'format' | 'failed'> | null {
  if (!isApiError(error)) return null
  if (error.detail === 'mfa_challenge_expired') return 'expired'
  if (error.detail !== 'mfa_verification_failed') return null
  return /already used/i.test(error.message) ? 'used' : 'wrong'
}

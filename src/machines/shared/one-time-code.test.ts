import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { codeRefusalOf, isSixDigits, normalizedCode } from './one-time-code'

/** A refusal as `src/api/auth.ts` builds it from supabase-js's AuthApiError: its status, and its code as the detail. */
const refusal = (status: number, code: string, msg: string) => new ApiError('http', `The two-factor code was refused: ${msg}`, { status, detail: code })

describe('codeRefusalOf', () => {
  it('reads the auth service’s refusals of a code', () => {
    expect(codeRefusalOf(refusal(422, 'mfa_verification_failed', 'Invalid TOTP code entered'))).toBe('wrong')
    expect(codeRefusalOf(refusal(422, 'mfa_verification_failed', 'TOTP code already used: wait for the next code from your authenticator app'))).toBe('used')
    expect(codeRefusalOf(refusal(422, 'mfa_challenge_expired', 'MFA challenge c-1 has expired'))).toBe('expired')
  })

  it('a 429 is too many wrong codes, by its code or, from a service that sends none, by its status alone', () => {
    expect(codeRefusalOf(refusal(429, 'over_request_rate_limit', 'Too many wrong codes. Try again in 5 minutes.'))).toBe('tooMany')
    expect(codeRefusalOf(refusal(429, 'Too many requests', 'Too many requests'))).toBe('tooMany')
  })

  it('anything else says nothing about the code: the caller words it as a failure', () => {
    expect(codeRefusalOf(refusal(500, 'unexpected_failure', 'Internal error'))).toBeNull()
    expect(codeRefusalOf(new ApiError('network', 'Failed to fetch'))).toBeNull()
    expect(codeRefusalOf(new Error('mfa_verification_failed'))).toBeNull()
  })
})

describe('the code as typed', () => {
  it('spaces go, and only six digits make a code', () => {
    expect(normalizedCode(' 123 456 ')).toBe('123456')
    expect([isSixDigits('123 456'), isSixDigits('12345'), isSixDigits('12345a')]).toEqual([true, false, false])
  })
})

/**
 * The storage records of accounts and their sign-in (part of the `Store`, backend/store.ts, which
 * re-exports them): accounts, leads, refresh tokens, password recoveries, second factors and their
 * challenges, and the mails the auth service sent. Plain data, as every record is: times are ISO
 * strings (or seconds where a token carries them), flags booleans, so any storage can hold them.
 */

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

/**
 * The fake backend's records of accounts and their sign-in: one @mswjs/data model per entity
 * (accounts, leads, refresh tokens, password recoveries, second factors and their challenges, the
 * mails sent), part of the dictionary `createDb` builds in models.ts. Dates are ISO strings and flags
 * plain booleans so a snapshot survives JSON unchanged.
 */
import { nullable, primaryKey } from '@mswjs/data'

export const authModels = {
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
}

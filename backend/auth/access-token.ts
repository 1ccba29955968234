/**
 * The access token the fake auth service issues: the claims supabase-js and our API look at.
 * One hour of life, as Supabase's default.
 */
import type { BackendContext } from '../context'
import { JwtError, sharedSecretKeys, type TokenKeys } from './jwt'

/** The keys a host signs its access tokens with: its own (the server's ES256 pair), else HS256 with its secret (the demo's). */
export function accessTokenKeys(ctx: Pick<BackendContext, 'accessTokenKeys' | 'jwtSecret'>): TokenKeys {
  return ctx.accessTokenKeys ?? sharedSecretKeys(ctx.jwtSecret)
}

/** Keys, or a shared secret (HS256) as the tests and the demo give it. */
type KeysOrSecret = TokenKeys | string
const keysOf = (keys: KeysOrSecret): TokenKeys => (typeof keys === 'string' ? sharedSecretKeys(keys) : keys)

export const ACCESS_TOKEN_TTL_SECONDS = 3600

export interface AccessClaims {
  sub: string
  email: string
  session_id: string
  iat: number
  exp: number
  aud: 'authenticated'
  role: 'authenticated'
  /** 'aal2' once the session verified a second factor (GoTrue's authenticator assurance level). */
  aal: 'aal1' | 'aal2'
  /** How the session was authenticated, newest first, as GoTrue lists them. */
  amr: AmrEntry[]
  is_anonymous: false
  /** What the owner gave at sign-up (Supabase's `options.data`): read to make the account of a hosted project's user. */
  user_metadata?: { full_name?: unknown; business_name?: unknown }
}

export interface AmrEntry {
  method: 'password' | 'recovery' | 'totp'
  timestamp: number
}

export interface AccessSubject {
  accountId: string
  email: string
  sessionId: string
  /** When the password (or reset link) was checked (seconds); kept across refreshes like Supabase's `amr`. */
  authenticatedAt?: number
  /** How the session began; a password when absent. */
  method?: 'password' | 'recovery'
  /** When a second factor was verified in the session (seconds): the token is then aal2. */
  mfaAt?: number | null
}

export async function issueAccessToken(subject: AccessSubject, nowMs: number, keys: KeysOrSecret): Promise<{ token: string; claims: AccessClaims }> {
  const iat = Math.floor(nowMs / 1000)
  const claims: AccessClaims = {
    sub: subject.accountId,
    email: subject.email,
    session_id: subject.sessionId,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    aud: 'authenticated',
    role: 'authenticated',
    aal: subject.mfaAt != null ? 'aal2' : 'aal1',
    amr: [
      ...(subject.mfaAt != null ? [{ method: 'totp' as const, timestamp: subject.mfaAt }] : []),
      { method: subject.method ?? 'password', timestamp: subject.authenticatedAt ?? iat },
    ],
    is_anonymous: false,
  }
  return { token: await keysOf(keys).sign({ ...claims }), claims }
}

/** Verifies signature and expiry, then insists on the claims every handler relies on. */
export async function verifyAccessToken(token: string, nowMs: number, keys: KeysOrSecret): Promise<AccessClaims> {
  const claims = await keysOf(keys).verify(token, nowMs)
  const wellFormed =
    typeof claims.sub === 'string' &&
    typeof claims.email === 'string' &&
    typeof claims.session_id === 'string' &&
    claims.aud === 'authenticated' &&
    claims.role === 'authenticated' &&
    (claims.aal === 'aal1' || claims.aal === 'aal2')
  if (!wellFormed) throw new JwtError('malformed')
  return claims as unknown as AccessClaims
}

/**
 * The access token the fake auth service issues: the claims supabase-js and our API look at.
 * One hour of life, as Supabase's default.
 */
import { signJwt, verifyJwt, JwtError } from './jwt'

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

export async function issueAccessToken(subject: AccessSubject, nowMs: number, secret: string): Promise<{ token: string; claims: AccessClaims }> {
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
  return { token: await signJwt({ ...claims }, secret), claims }
}

/** Verifies signature and expiry, then insists on the claims every handler relies on. */
export async function verifyAccessToken(token: string, nowMs: number, secret: string): Promise<AccessClaims> {
  const claims = await verifyJwt(token, secret, nowMs)
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

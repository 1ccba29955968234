/**
 * Sessions are families of single-use refresh tokens. Only SHA-256 hashes are stored. Using a token
 * marks it used and issues the next one; presenting a used token again means it leaked (or a client
 * raced itself), so the whole family is revoked, as OAuth 2.0 Security BCP §4.14 recommends.
 *
 * Each token carries its session's level (GoTrue keeps it on the session row): how the session began,
 * and, once a second factor was verified in it, aal2 with that factor. A refresh keeps the level.
 */
import { hashToken, newRefreshToken } from './secrets'
import { isoAt, type BackendContext } from '../context'
import { authServiceError } from '../errors'
import type { RefreshTokenRecord } from '../store'
import { newId } from '../ids'

/** Refresh tokens live 24 hours, and each refresh starts a new 24 hours: expiry after a day idle. */
export const REFRESH_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

export type AuthMethod = 'password' | 'recovery'
export type AssuranceLevel = 'aal1' | 'aal2'

export interface SessionLevel {
  /** How the session began, and when (seconds). */
  method: AuthMethod
  authenticatedAt: number
  aal: AssuranceLevel
  /** The factor verified in the session, and when (seconds); null at aal1. */
  mfa: { factorId: string; at: number } | null
}

export interface IssuedRefresh extends SessionLevel {
  token: string
  sessionId: string
  accountId: string
}

/** A record's level; fields a record of before them lacks read as a password session at aal1. */
function levelOf(record: RefreshTokenRecord): SessionLevel {
  const mfa = record.aal === 'aal2' && record.mfa_factor_id && record.mfa_at !== null ? { factorId: record.mfa_factor_id, at: record.mfa_at } : null
  return {
    method: record.auth_method === 'recovery' ? 'recovery' : 'password',
    authenticatedAt: record.authenticated_at,
    aal: mfa ? 'aal2' : 'aal1',
    mfa,
  }
}

async function storeToken(ctx: BackendContext, accountId: string, sessionId: string, level: SessionLevel): Promise<IssuedRefresh> {
  const token = newRefreshToken()
  const at = ctx.now()
  await ctx.store.refreshTokens.insert({
    id: newId(),
    token_hash: await hashToken(token),
    account_id: accountId,
    session_id: sessionId,
    created_at: isoAt(at),
    expires_at: isoAt(at + REFRESH_TOKEN_TTL_MS),
    authenticated_at: level.authenticatedAt,
    used: false,
    revoked: false,
    auth_method: level.method,
    aal: level.aal,
    mfa_factor_id: level.mfa?.factorId ?? null,
    mfa_at: level.mfa?.at ?? null,
  })
  return { token, sessionId, accountId, ...level }
}

export function startSession(ctx: BackendContext, accountId: string, method: AuthMethod = 'password'): Promise<IssuedRefresh> {
  return storeToken(ctx, accountId, crypto.randomUUID(), { method, authenticatedAt: Math.floor(ctx.now() / 1000), aal: 'aal1', mfa: null })
}

/** Spends a refresh token and returns its successor in the same session, at the same level. */
export async function rotateRefreshToken(ctx: BackendContext, token: string): Promise<IssuedRefresh> {
  const record = await ctx.store.refreshTokens.find({ token_hash: await hashToken(token) })
  // A revoked token answers like an unknown one: after a sign-out the session no longer exists.
  if (!record || record.revoked) throw authServiceError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  if (record.used) {
    await revokeSessions(ctx, record.account_id, { only: record.session_id })
    throw authServiceError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
  if (Date.parse(record.expires_at) <= ctx.now()) throw authServiceError(400, 'session_expired', 'Invalid Refresh Token: Session Expired')
  await ctx.store.refreshTokens.update(record.id, { used: true })
  return storeToken(ctx, record.account_id, record.session_id, levelOf(record))
}

/** The session's current token: the one not yet used nor revoked. */
async function currentToken(ctx: BackendContext, accountId: string, sessionId: string): Promise<RefreshTokenRecord | null> {
  return ctx.store.refreshTokens.find({ account_id: accountId, session_id: sessionId, used: false, revoked: false })
}

/** The level of a live session; null when it has ended. */
export async function sessionLevel(ctx: BackendContext, accountId: string, sessionId: string): Promise<SessionLevel | null> {
  const token = await currentToken(ctx, accountId, sessionId)
  return token ? levelOf(token) : null
}

/**
 * A factor verified in a live session: the session becomes aal2 and its current refresh token is
 * swapped for one at the new level (GoTrue's `updateMFASessionAndClaims`).
 */
export async function stepUpSession(ctx: BackendContext, accountId: string, sessionId: string, factorId: string): Promise<IssuedRefresh> {
  const token = await currentToken(ctx, accountId, sessionId)
  if (!token) throw authServiceError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  await ctx.store.refreshTokens.update(token.id, { used: true })
  const level = levelOf(token)
  return storeToken(ctx, accountId, sessionId, { ...level, aal: 'aal2', mfa: { factorId, at: Math.floor(ctx.now() / 1000) } })
}

/** A factor removed: the sessions stepped up with it are aal1 from their next refresh (GoTrue's `DowngradeSessionsToAAL1`). */
export async function downgradeSessions(ctx: BackendContext, accountId: string, factorId: string): Promise<void> {
  for (const token of await ctx.store.refreshTokens.findAll({ account_id: accountId, revoked: false, mfa_factor_id: factorId }, [['created_at', 'asc']])) {
    await ctx.store.refreshTokens.update(token.id, { aal: 'aal1', mfa_factor_id: null, mfa_at: null })
  }
}

/** A session is alive while one of its refresh tokens is not revoked. */
export async function isSessionActive(ctx: BackendContext, accountId: string, sessionId: string): Promise<boolean> {
  return (await ctx.store.refreshTokens.count({ account_id: accountId, session_id: sessionId, revoked: false })) > 0
}

/**
 * Revokes one session (`only`), every session but one (`except`), or all of an account's sessions;
 * `belowAal2` limits it to the sessions that have not verified a second factor.
 */
export async function revokeSessions(ctx: BackendContext, accountId: string, scope: { only?: string; except?: string; belowAal2?: boolean } = {}): Promise<void> {
  const tokens = await ctx.store.refreshTokens.findAll({ account_id: accountId, revoked: false }, [['created_at', 'asc']])
  const aal2Sessions = new Set(tokens.filter((token) => !token.used && levelOf(token).aal === 'aal2').map((token) => token.session_id))
  for (const token of tokens) {
    if (scope.only !== undefined && token.session_id !== scope.only) continue
    if (scope.except !== undefined && token.session_id === scope.except) continue
    if (scope.belowAal2 && aal2Sessions.has(token.session_id)) continue
    await ctx.store.refreshTokens.update(token.id, { revoked: true })
  }
}

/**
 * Sessions are families of single-use refresh tokens. Only SHA-256 hashes are stored. Using a token
 * marks it used and issues the next one; presenting a used token again means it leaked (or a client
 * raced itself), so the whole family is revoked, as OAuth 2.0 Security BCP §4.14 recommends.
 */
import { hashToken, newRefreshToken } from './secrets'
import { isoAt, type BackendContext } from '../context'
import { authServiceError } from '../errors'

/** Refresh tokens live 24 hours, and each refresh starts a new 24 hours: expiry after a day idle. */
export const REFRESH_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

export interface IssuedRefresh {
  token: string
  sessionId: string
  accountId: string
  authenticatedAt: number
}

async function storeToken(ctx: BackendContext, accountId: string, sessionId: string, authenticatedAt: number): Promise<IssuedRefresh> {
  const token = newRefreshToken()
  const at = ctx.now()
  ctx.store.refreshTokens.insert({
    id: crypto.randomUUID(),
    token_hash: await hashToken(token),
    account_id: accountId,
    session_id: sessionId,
    created_at: isoAt(at),
    expires_at: isoAt(at + REFRESH_TOKEN_TTL_MS),
    authenticated_at: authenticatedAt,
    used: false,
    revoked: false,
  })
  return { token, sessionId, accountId, authenticatedAt }
}

export function startSession(ctx: BackendContext, accountId: string): Promise<IssuedRefresh> {
  return storeToken(ctx, accountId, crypto.randomUUID(), Math.floor(ctx.now() / 1000))
}

/** Spends a refresh token and returns its successor in the same session. */
export async function rotateRefreshToken(ctx: BackendContext, token: string): Promise<IssuedRefresh> {
  const record = ctx.store.refreshTokens.find({ token_hash: await hashToken(token) })
  // A revoked token answers like an unknown one: after a sign-out the session no longer exists.
  if (!record || record.revoked) throw authServiceError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  if (record.used) {
    revokeSessions(ctx, record.account_id, { only: record.session_id })
    throw authServiceError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
  if (Date.parse(record.expires_at) <= ctx.now()) throw authServiceError(400, 'session_expired', 'Invalid Refresh Token: Session Expired')
  ctx.store.refreshTokens.update(record.id, { used: true })
  return storeToken(ctx, record.account_id, record.session_id, record.authenticated_at)
}

/** A session is alive while one of its refresh tokens is not revoked. */
export function isSessionActive(ctx: BackendContext, accountId: string, sessionId: string): boolean {
  return ctx.store.refreshTokens.count({ account_id: accountId, session_id: sessionId, revoked: false }) > 0
}

/** Revokes one session (`only`), every session but one (`except`), or all of an account's sessions. */
export function revokeSessions(ctx: BackendContext, accountId: string, scope: { only?: string; except?: string } = {}): void {
  const tokens = ctx.store.refreshTokens.findAll({ account_id: accountId, revoked: false })
  for (const token of tokens) {
    if (scope.only !== undefined && token.session_id !== scope.only) continue
    if (scope.except !== undefined && token.session_id === scope.except) continue
    ctx.store.refreshTokens.update(token.id, { revoked: true })
  }
}

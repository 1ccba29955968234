/**
 * The Supabase auth service (GoTrue) as far as supabase-js uses it here: password and refresh
 * grants, the current user, sign-out and password recovery. Answers and errors have GoTrue's shapes,
 * so the real client library accepts them.
 */
import '../../src/api/schemas/zod-config'
import * as z from 'zod'
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken, type AccessClaims } from './access-token'
import { JwtError } from './jwt'
import { verifyPassword } from './secrets'
import { bearerToken, findAccountByEmail, findAccountById, type Account } from '../accounts/accounts'
import { isoAt, type BackendContext } from '../context'
import { authServiceError } from '../errors'
import { isSessionActive, revokeSessions, rotateRefreshToken, startSession, type IssuedRefresh } from './sessions'
import { toSupabaseUser, type SupabaseUser } from './supabase-user'

export interface SupabaseSession {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: SupabaseUser
}

const PasswordGrantSchema = z.object({ email: z.string().min(1), password: z.string().min(1) })
const RefreshGrantSchema = z.object({ refresh_token: z.string().min(1) })
const RecoverSchema = z.object({ email: z.email() })

/** Checked against when the email is unknown, so a wrong email costs as long as a wrong password. */
const DECOY = { salt: '00000000000000000000000000000000', hash: '0'.repeat(64) }

async function sessionFor(ctx: BackendContext, account: Account, refresh: IssuedRefresh): Promise<SupabaseSession> {
  const { token, claims } = await issueAccessToken(
    { accountId: account.id, email: account.email, sessionId: refresh.sessionId, authenticatedAt: refresh.authenticatedAt },
    ctx.now(),
    ctx.jwtSecret,
  )
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: claims.exp,
    refresh_token: refresh.token,
    user: toSupabaseUser(account),
  }
}

export async function passwordGrant(ctx: BackendContext, body: unknown): Promise<SupabaseSession> {
  const parsed = PasswordGrantSchema.safeParse(body)
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Missing email or password')
  const account = findAccountByEmail(ctx, parsed.data.email)
  const matches = await verifyPassword(parsed.data.password, account?.password_hash ?? DECOY.hash, account?.password_salt ?? DECOY.salt)
  // One answer for a wrong email and a wrong password: the service never confirms an address exists.
  if (!account || !matches) throw authServiceError(400, 'invalid_credentials', 'Invalid login credentials')
  return sessionFor(ctx, account, await startSession(ctx, account.id))
}

export async function refreshGrant(ctx: BackendContext, body: unknown): Promise<SupabaseSession> {
  const parsed = RefreshGrantSchema.safeParse(body)
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Missing refresh token')
  const next = await rotateRefreshToken(ctx, parsed.data.refresh_token)
  const account = findAccountById(ctx, next.accountId)
  if (!account) throw authServiceError(404, 'user_not_found', 'User from sub claim in JWT does not exist')
  return sessionFor(ctx, account, next)
}

/** The bearer check of the auth service's own endpoints, with GoTrue's codes. */
async function verifiedCaller(ctx: BackendContext, authorization: string | null): Promise<{ account: Account; claims: AccessClaims }> {
  const token = bearerToken(authorization)
  if (!token) throw authServiceError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  let claims: AccessClaims
  try {
    claims = await verifyAccessToken(token, ctx.now(), ctx.jwtSecret)
  } catch (error) {
    if (error instanceof JwtError) throw authServiceError(403, 'bad_jwt', `invalid JWT: ${error.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature'}`)
    throw error
  }
  const account = findAccountById(ctx, claims.sub)
  if (!account) throw authServiceError(404, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { account, claims }
}

/** `GET /auth/v1/user`. A token of a signed-out session is refused, as GoTrue does. */
export async function currentUser(ctx: BackendContext, authorization: string | null): Promise<SupabaseUser> {
  const { account, claims } = await verifiedCaller(ctx, authorization)
  if (!isSessionActive(ctx, account.id, claims.session_id)) {
    throw authServiceError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return toSupabaseUser(account)
}

export type LogoutScope = 'global' | 'local' | 'others'

/** `POST /auth/v1/logout?scope=`: revokes the refresh tokens; the access token simply runs out. */
export async function logout(ctx: BackendContext, authorization: string | null, scope: string | null): Promise<void> {
  const chosen = (scope ?? 'global') as LogoutScope
  if (!['global', 'local', 'others'].includes(chosen)) throw authServiceError(400, 'validation_failed', `Unsupported logout scope "${chosen}"`)
  const { account, claims } = await verifiedCaller(ctx, authorization)
  if (chosen === 'global') revokeSessions(ctx, account.id)
  else if (chosen === 'local') revokeSessions(ctx, account.id, { only: claims.session_id })
  else revokeSessions(ctx, account.id, { except: claims.session_id })
}

/**
 * `POST /auth/v1/recover`: answers `{}` whether or not the address has an account, so the form
 * cannot be used to find out who is a customer. Only a real account gets a recovery request (the
 * link a real service would email). No per-address rate limit: its 429 would itself reveal existence.
 */
export function recoverPassword(ctx: BackendContext, body: unknown): Record<string, never> {
  const parsed = RecoverSchema.safeParse(body)
  if (!parsed.success) throw authServiceError(422, 'validation_failed', 'Password recovery requires a valid email')
  const account = findAccountByEmail(ctx, parsed.data.email)
  if (account) {
    ctx.store.passwordRecoveries.insert({ id: crypto.randomUUID(), account_id: account.id, email: account.email, requested_at: isoAt(ctx.now()) })
  }
  return {}
}

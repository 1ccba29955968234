/**
 * The bearer check of the auth service's own endpoints, with GoTrue's codes. These accept an aal1
 * token even when the account has a second factor: the client needs them to step up.
 */
import { accessTokenKeys, verifyAccessToken, type AccessClaims } from './access-token'
import { JwtError } from './jwt'
import { findAccountById, type Account } from '../accounts/accounts'
import { bearerToken } from './authenticate'
import type { BackendContext } from '../context'
import { authServiceError } from '../errors'
import { sessionLevel, type SessionLevel } from './sessions'

export interface AuthServiceCaller {
  account: Account
  claims: AccessClaims
}

export async function verifiedCaller(ctx: BackendContext, authorization: string | null): Promise<AuthServiceCaller> {
  const token = bearerToken(authorization)
  if (!token) throw authServiceError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  let claims: AccessClaims
  try {
    claims = await verifyAccessToken(token, ctx.now(), accessTokenKeys(ctx))
  } catch (error) {
    if (error instanceof JwtError) throw authServiceError(403, 'bad_jwt', `invalid JWT: ${error.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature'}`)
    throw error
  }
  const account = await findAccountById(ctx, claims.sub)
  if (!account) throw authServiceError(404, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { account, claims }
}

/** A caller whose session is still alive, with that session's level as stored (not as the token says). */
export async function liveCaller(ctx: BackendContext, authorization: string | null): Promise<AuthServiceCaller & { level: SessionLevel }> {
  const caller = await verifiedCaller(ctx, authorization)
  const level = await sessionLevel(ctx, caller.account.id, caller.claims.session_id)
  if (!level) throw authServiceError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  return { ...caller, level }
}

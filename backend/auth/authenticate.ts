/**
 * The bearer check every protected API call makes (`owner` in backend/http/route.ts). The account
 * id always comes from the verified token, never from a request body: one account cannot name
 * another's data.
 */
import { accessTokenKeys, verifyAccessToken, type AccessClaims } from './access-token'
import { hasVerifiedFactor } from './factor-store'
import { JwtError } from './jwt'
import { findAccountById, type Account } from '../accounts/accounts'
import type { BackendContext } from '../context'
import { apiError } from '../errors'

/** The token from an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  return match?.[1] ?? null
}

export interface Caller {
  account: Account
  claims: AccessClaims
}

const REASONS: Record<JwtError['reason'], string> = {
  malformed: 'Invalid token',
  signature: 'Invalid token',
  expired: 'Token expired',
}

/** What the API answers an aal1 token of an account with two-factor sign-in. */
export const SECOND_FACTOR_REQUIRED = 'Two-factor authentication is on for this account: confirm the code from your authenticator app to continue.'

/**
 * Verifies the bearer token (signature, expiry) and finds its account; 401 `{detail}` otherwise.
 * An account with a verified second factor is served only to a token that used it (aal2): a
 * password alone opens nothing.
 */
export async function authenticate(ctx: BackendContext, authorization: string | null): Promise<Caller> {
  const token = bearerToken(authorization)
  if (!token) throw apiError(401, 'Missing bearer token')
  let claims: AccessClaims
  try {
    claims = await verifyAccessToken(token, ctx.now(), accessTokenKeys(ctx))
  } catch (error) {
    if (error instanceof JwtError) throw apiError(401, REASONS[error.reason])
    throw error
  }
  const account = await findAccountById(ctx, claims.sub)
  if (!account) throw apiError(401, 'Unknown account')
  if (claims.aal !== 'aal2' && await hasVerifiedFactor(ctx, account.id)) throw apiError(401, SECOND_FACTOR_REQUIRED)
  return { account, claims }
}

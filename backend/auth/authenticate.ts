/**
 * The bearer check every protected API call makes (`owner` in backend/http/route.ts). The account
 * id always comes from the verified token, never from a request body: one account cannot name
 * another's data.
 */
import { accessTokenKeys, verifyAccessToken, type AccessClaims } from './access-token'
import { hasVerifiedFactor } from './factor-store'
import { JwtError } from './jwt'
import { findAccountByEmail, findAccountById, normaliseEmail, type Account } from '../accounts/accounts'
import { isoAt, type BackendContext } from '../context'
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

/** What the API answers a hosted project's user whose e-mail address an account made here before has. */
export const EMAIL_TAKEN_HERE = 'This e-mail address belongs to another account on this server.'

const metadataText = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '')

/**
 * The account of a hosted auth service's user, made on their first `POST /auth` from the verified
 * token: its id is the user's, the names what they gave at sign-up. It has no password here: the
 * hosted service keeps it.
 */
async function accountFromToken(ctx: BackendContext, claims: AccessClaims): Promise<Account> {
  const email = normaliseEmail(claims.email)
  if (await findAccountByEmail(ctx, email)) throw apiError(401, EMAIL_TAKEN_HERE)
  return ctx.store.accounts.insert({
    id: claims.sub,
    email,
    password_hash: '',
    password_salt: '',
    full_name: metadataText(claims.user_metadata?.full_name),
    business_name: metadataText(claims.user_metadata?.business_name),
    created_at: isoAt(ctx.now()),
  })
}

/**
 * Verifies the bearer token (signature, expiry) and finds its account; 401 `{detail}` otherwise.
 * An account with a verified second factor is served only to a token that used it (aal2): a
 * password alone opens nothing. With a hosted auth service, `makeAccount` (`POST /auth`) makes the
 * account a verified token has none of yet.
 */
export async function authenticate(ctx: BackendContext, authorization: string | null, options: { makeAccount?: boolean } = {}): Promise<Caller> {
  const token = bearerToken(authorization)
  if (!token) throw apiError(401, 'Missing bearer token')
  let claims: AccessClaims
  try {
    claims = await verifyAccessToken(token, ctx.now(), accessTokenKeys(ctx))
  } catch (error) {
    if (error instanceof JwtError) throw apiError(401, REASONS[error.reason])
    throw error
  }
  const found = await findAccountById(ctx, claims.sub)
  const account = found ?? (options.makeAccount && ctx.accountsFromTokens ? await accountFromToken(ctx, claims) : null)
  if (!account) throw apiError(401, 'Unknown account')
  if (claims.aal !== 'aal2' && await hasVerifiedFactor(ctx, account.id)) throw apiError(401, SECOND_FACTOR_REQUIRED)
  return { account, claims }
}

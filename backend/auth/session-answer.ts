/** GoTrue's session answer (`AccessTokenResponse`): what a grant, a factor's verify and a reset link give. */
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenKeys, issueAccessToken } from './access-token'
import type { Account } from '../accounts/accounts'
import type { BackendContext } from '../context'
import { accountFactors } from './factor-store'
import type { IssuedRefresh } from './sessions'
import { toSupabaseUser, type SupabaseUser } from './supabase-user'

export interface SupabaseSession {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: SupabaseUser
}

/** An access token at the session's level (aal, amr) beside its refresh token, and the user with their factors. */
export async function sessionAnswer(ctx: BackendContext, account: Account, refresh: IssuedRefresh): Promise<SupabaseSession> {
  const { token, claims } = await issueAccessToken(
    {
      accountId: account.id,
      email: account.email,
      sessionId: refresh.sessionId,
      authenticatedAt: refresh.authenticatedAt,
      method: refresh.method,
      mfaAt: refresh.mfa?.at ?? null,
    },
    ctx.now(),
    accessTokenKeys(ctx),
  )
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: claims.exp,
    refresh_token: refresh.token,
    user: toSupabaseUser(account, await accountFactors(ctx, account.id)),
  }
}

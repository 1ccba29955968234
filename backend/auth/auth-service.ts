/**
 * The Supabase auth service (GoTrue) as far as supabase-js uses it here: password and refresh
 * grants, the current user and sign-out. Second factors are `factors.ts`; password recovery
 * `recovery.ts`. Answers and errors have GoTrue's shapes, so the real client library accepts them.
 */
import '../../kernel/contract/zod-config'
import * as z from 'zod'
import { hashPassword, needsRehash, newSalt, verifyPassword } from './secrets'
import { findAccountByEmail, findAccountById } from '../accounts/accounts'
import type { BackendContext } from '../context'
import { authServiceError } from '../errors'
import { liveCaller, verifiedCaller } from './caller'
import { accountFactors } from './factor-store'
import { accountKey, addressKey, checkFailures, countFailure, countThenCheck, SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ACCOUNT_AND_ADDRESS } from './rate-limits'
import { sessionAnswer, type SupabaseSession } from './session-answer'
import { revokeSessions, rotateRefreshToken, startSession } from './sessions'
import { toSupabaseUser, type SupabaseUser } from './supabase-user'

export type { SupabaseSession } from './session-answer'

const PasswordGrantSchema = z.object({ email: z.string().min(1), password: z.string().min(1) })
const RefreshGrantSchema = z.object({ refresh_token: z.string().min(1) })

/** Checked against when the email is unknown, at the host's cost, so a wrong email costs as long as a wrong password. */
const decoy = (iterations: number) => ({ salt: '00000000000000000000000000000000', hash: `pbkdf2-sha256$${iterations}$${'0'.repeat(64)}` })

/**
 * A new aal1 session: with a verified factor, the client steps up through `factors.ts` next. The
 * limits (./rate-limits.ts) come first: the caller's address refused after too many failures, then
 * this attempt counted for the account (from this address, and from anywhere) before the password
 * is checked, so attempts sent at once cannot outrun them; a right password clears the account's counts.
 */
export async function passwordGrant(ctx: BackendContext, body: unknown): Promise<SupabaseSession> {
  const parsed = PasswordGrantSchema.safeParse(body)
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Missing email or password')
  const failuresHere = addressKey(ctx, SIGN_IN_FAILURES_PER_ADDRESS)
  await checkFailures(ctx, SIGN_IN_FAILURES_PER_ADDRESS, failuresHere, 'sign-in')
  const fromHere = `${await accountKey(SIGN_IN_PER_ACCOUNT_AND_ADDRESS, parsed.data.email)}@${ctx.clientAddress ?? ''}`
  const fromAnywhere = await accountKey(SIGN_IN_PER_ACCOUNT, parsed.data.email)
  await countThenCheck(ctx, SIGN_IN_PER_ACCOUNT_AND_ADDRESS, fromHere, 'sign-in')
  await countThenCheck(ctx, SIGN_IN_PER_ACCOUNT, fromAnywhere, 'sign-in')

  const account = await findAccountByEmail(ctx, parsed.data.email)
  const stand = decoy(ctx.passwordIterations)
  const matches = await verifyPassword(parsed.data.password, account?.password_hash ?? stand.hash, account?.password_salt ?? stand.salt)
  // One answer for a wrong email and a wrong password: the service never confirms an address exists.
  if (!account || !matches) {
    await countFailure(ctx, SIGN_IN_FAILURES_PER_ADDRESS, failuresHere)
    throw authServiceError(400, 'invalid_credentials', 'Invalid login credentials')
  }
  await ctx.store.attempts.clear(fromHere)
  await ctx.store.attempts.clear(fromAnywhere)
  // A hash made at a lower cost than the host's now is made again, while the password is at hand.
  if (needsRehash(account.password_hash, ctx.passwordIterations)) {
    const password_salt = newSalt()
    await ctx.store.accounts.update(account.id, { password_salt, password_hash: await hashPassword(parsed.data.password, password_salt, ctx.passwordIterations) })
  }
  return sessionAnswer(ctx, account, await startSession(ctx, account.id))
}

/** The next token of the session, at the session's level: an aal2 session stays aal2. */
export async function refreshGrant(ctx: BackendContext, body: unknown): Promise<SupabaseSession> {
  const parsed = RefreshGrantSchema.safeParse(body)
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Missing refresh token')
  const next = await rotateRefreshToken(ctx, parsed.data.refresh_token)
  const account = await findAccountById(ctx, next.accountId)
  if (!account) throw authServiceError(404, 'user_not_found', 'User from sub claim in JWT does not exist')
  return sessionAnswer(ctx, account, next)
}

/** `GET /auth/v1/user`, with the user's factors. A token of a signed-out session is refused, as GoTrue does. */
export async function currentUser(ctx: BackendContext, authorization: string | null): Promise<SupabaseUser> {
  const { account } = await liveCaller(ctx, authorization)
  return toSupabaseUser(account, await accountFactors(ctx, account.id))
}

export type LogoutScope = 'global' | 'local' | 'others'

/** `POST /auth/v1/logout?scope=`: revokes the refresh tokens; the access token simply runs out. */
export async function logout(ctx: BackendContext, authorization: string | null, scope: string | null): Promise<void> {
  const chosen = (scope ?? 'global') as LogoutScope
  if (!['global', 'local', 'others'].includes(chosen)) throw authServiceError(400, 'validation_failed', `Unsupported logout scope "${chosen}"`)
  const { account, claims } = await verifiedCaller(ctx, authorization)
  if (chosen === 'global') await revokeSessions(ctx, account.id)
  else if (chosen === 'local') await revokeSessions(ctx, account.id, { only: claims.session_id })
  else await revokeSessions(ctx, account.id, { except: claims.session_id })
}

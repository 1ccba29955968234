/**
 * Password recovery, as GoTrue does it for supabase-js: `POST /recover` mails a link (to the demo's
 * outbox), `POST /verify` `{type: 'recovery', token_hash}` exchanges the link's token for a session,
 * and `PUT /user` `{password}` sets the new password from that session.
 */
import '../../kernel/contract/zod-config'
import * as z from 'zod'
import { findAccountByEmail, findAccountById } from '../accounts/accounts'
import { MIN_PASSWORD_LENGTH } from '../../kernel/limits'
import { isoAt, type BackendContext } from '../context'
import { authServiceError, BackendError } from '../errors'
import { liveCaller } from './caller'
import { accountFactors, hasVerifiedFactor } from './factor-store'
import { RECOVERY_SUBJECT, sendMail } from './outbox'
import { hashPassword, hashToken, newRefreshToken, newSalt, verifyPassword } from './secrets'
import { accountKey, addressKey, checkFailures, countFailure, countThenCheck, RECOVERY_MAIL_PER_ACCOUNT, RECOVERY_PER_ADDRESS, VERIFY_FAILURES_PER_ADDRESS, withinLimit } from './rate-limits'
import { sessionAnswer, type SupabaseSession } from './session-answer'
import { revokeSessions, startSession } from './sessions'
import { toSupabaseUser, type SupabaseUser } from './supabase-user'
import { newId } from '../ids'

/** GoTrue's default `MAILER_OTP_EXP`: a link is good for an hour. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000
/** Where a reset link lands in the app. */
export const RESET_PASSWORD_PATH = '/reset-password'
export const LINK_INVALID = 'Email link is invalid or has expired'

const RecoverSchema = z.object({ email: z.email() })
const VerifySchema = z.object({ type: z.string().optional(), token_hash: z.string().optional(), token: z.string().optional() })
const UpdateUserSchema = z.object({ password: z.string().optional(), email: z.string().optional() })

export interface RecoverOptions {
  /** The `redirect_to` supabase-js put in the query string (`resetPasswordForEmail`'s `redirectTo`). */
  redirectTo: string | null
  /** The app's origin, for a request without a usable `redirectTo`. */
  appOrigin: string
}

/**
 * The origin the link goes to: the app's. A `redirectTo` elsewhere is not followed, as GoTrue follows
 * only its site URL and allow list: a stranger asking for someone's reset link cannot send it to
 * their own site.
 */
function linkOrigin({ redirectTo, appOrigin }: RecoverOptions): string {
  const asked = redirectTo && URL.canParse(redirectTo) ? new URL(redirectTo).origin : null
  return asked === appOrigin ? asked : appOrigin
}

/**
 * `POST /auth/v1/recover`: answers `{}` whether or not the address has an account, so the form
 * cannot be used to find out who is a customer. Only a real account gets a request and a mail with
 * `<app origin>/reset-password?token_hash=…&type=recovery`; only the token's SHA-256 is stored. A new
 * request replaces the earlier ones (GoTrue keeps one recovery token per user). Limits
 * (./rate-limits.ts): requests from one address are refused (429) past theirs; requests for one
 * e-mail address within a minute of its last are answered `{}` as any other and send nothing, so
 * the limit reveals no account and an owner's inbox cannot be flooded.
 */
export async function recoverPassword(ctx: BackendContext, body: unknown, options: RecoverOptions): Promise<Record<string, never>> {
  const parsed = RecoverSchema.safeParse(body)
  if (!parsed.success) throw authServiceError(422, 'validation_failed', 'Password recovery requires a valid email')
  const fromHere = addressKey(ctx, RECOVERY_PER_ADDRESS)
  if (fromHere !== null) await countThenCheck(ctx, RECOVERY_PER_ADDRESS, fromHere, 'request')
  if (!(await withinLimit(ctx, RECOVERY_MAIL_PER_ACCOUNT, await accountKey(RECOVERY_MAIL_PER_ACCOUNT, parsed.data.email)))) return {}
  const account = await findAccountByEmail(ctx, parsed.data.email)
  if (!account) return {}
  const token = newRefreshToken()
  const now = ctx.now()
  await ctx.store.passwordRecoveries.insert({
    id: newId(),
    account_id: account.id,
    email: account.email,
    requested_at: isoAt(now),
    token_hash: await hashToken(token),
    expires_at: isoAt(now + RECOVERY_TTL_MS),
    used_at: null,
    redirect_to: options.redirectTo,
  })
  const link = `${linkOrigin(options)}${RESET_PASSWORD_PATH}?token_hash=${encodeURIComponent(token)}&type=recovery`
  await sendMail(ctx, { to: account.email, subject: RECOVERY_SUBJECT, link })
  return {}
}

/**
 * `POST /auth/v1/verify` `{type: 'recovery', token_hash}`: the link's token, once, within the hour,
 * and only the account's latest, gives a new aal1 session (supabase-js then fires PASSWORD_RECOVERY).
 * With a verified factor the session steps up as any other before it can change the password.
 */
export async function verifyRecovery(ctx: BackendContext, body: unknown): Promise<SupabaseSession> {
  const parsed = VerifySchema.safeParse(body ?? {})
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Could not read verification params')
  const { type, token_hash, token } = parsed.data
  if (!token_hash && !token) throw authServiceError(400, 'validation_failed', 'Verify requires either a token or a token hash')
  if (type !== 'recovery') throw authServiceError(400, 'validation_failed', 'Unsupported verification type')
  // No 6-digit e-mail codes are sent here, so a `token` (with `email`) never matches one.
  if (!token_hash) throw authServiceError(403, 'otp_expired', 'Token has expired or is invalid')

  // Links tried from one address (./rate-limits.ts): a link's token cannot be guessed, but a script may try.
  const failuresHere = addressKey(ctx, VERIFY_FAILURES_PER_ADDRESS)
  await checkFailures(ctx, VERIFY_FAILURES_PER_ADDRESS, failuresHere, 'request')
  const request = await ctx.store.passwordRecoveries.find({ token_hash: await hashToken(token_hash) })
  const now = ctx.now()
  const latest = request && (await ctx.store.passwordRecoveries.findAll({ account_id: request.account_id }, [['requested_at', 'desc'], ['id', 'desc']]))[0]
  const usable = request && !request.used_at && Date.parse(request.expires_at) > now && latest?.id === request.id
  const account = usable ? await findAccountById(ctx, request.account_id) : null
  if (!request || !account) {
    await countFailure(ctx, VERIFY_FAILURES_PER_ADDRESS, failuresHere)
    throw authServiceError(403, 'otp_expired', LINK_INVALID)
  }
  await ctx.store.passwordRecoveries.update(request.id, { used_at: isoAt(now) })
  return sessionAnswer(ctx, account, await startSession(ctx, account.id, 'recovery'))
}

/** GoTrue's answer to a password below the length every password needs (sign-up, reset, change). */
export function weakPassword(): BackendError {
  const { body } = authServiceError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`)
  return new BackendError(422, { ...body, weak_password: { reasons: ['length'] } })
}

/**
 * `PUT /auth/v1/user` `{password}` (supabase-js `updateUser`): GoTrue's checks in its order (length,
 * then aal2 when the account has a verified factor, then not the same password). The account's
 * other sessions end, as GoTrue's password update does. Only the password can change here.
 */
export async function updateUser(ctx: BackendContext, authorization: string | null, body: unknown): Promise<SupabaseUser> {
  const { account, claims, level } = await liveCaller(ctx, authorization)
  const parsed = UpdateUserSchema.safeParse(body ?? {})
  if (!parsed.success) throw authServiceError(400, 'validation_failed', 'Could not read the user update')
  const { password, email } = parsed.data
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) throw weakPassword()
  const newEmail = email !== undefined && email !== '' && email.trim().toLowerCase() !== account.email
  if (await hasVerifiedFactor(ctx, account.id) && level.aal !== 'aal2' && (password || newEmail)) {
    throw authServiceError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
  }
  if (newEmail) throw authServiceError(422, 'validation_failed', 'Changing the e-mail address is not available in the demo')
  if (password) {
    if (await verifyPassword(password, account.password_hash, account.password_salt)) {
      throw authServiceError(422, 'same_password', 'New password should be different from the old password.')
    }
    const password_salt = newSalt()
    await ctx.store.accounts.update(account.id, { password_salt, password_hash: await hashPassword(password, password_salt, ctx.passwordIterations) })
    await revokeSessions(ctx, account.id, { except: claims.session_id })
  }
  return toSupabaseUser(await findAccountById(ctx, account.id) ?? account, await accountFactors(ctx, account.id))
}

/**
 * `POST /auth/v1/signup` (supabase-js `signUp`): an owner creates their account with an e-mail
 * address, a password and their business's name (`options.data`). E-mail confirmation is off until
 * mail is configured, so, as GoTrue answers with autoconfirm on, the answer is a session: the owner
 * is signed in at once. Errors have GoTrue's codes: `validation_failed`, `weak_password`,
 * `user_already_exists`.
 */
import '../../kernel/contract/zod-config'
import * as z from 'zod'
import { normaliseEmail, type Account } from '../accounts/accounts'
import { isoAt, type BackendContext } from '../context'
import { authServiceError } from '../errors'
import { newId } from '../ids'
import { weakPassword } from './recovery'
import { hashPassword, newSalt } from './secrets'
import { sessionAnswer, type SupabaseSession } from './session-answer'
import { startSession } from './sessions'
import { MAX_NAME_CHARS, MAX_PASSWORD_CHARS, MIN_PASSWORD_LENGTH } from '../../kernel/limits'

const SignUpSchema = z.object({
  email: z.string(),
  password: z.string(),
  data: z.object({ full_name: z.string().optional(), business_name: z.string().optional() }).optional(),
})

const EMAIL = z.email()

export const SIGNUP_MESSAGES = {
  unreadable: 'Could not read the sign-up',
  email: 'Unable to validate email address: invalid format',
  business: "Please give your business's name",
  long: `Names are at most ${MAX_NAME_CHARS} characters, a password at most ${MAX_PASSWORD_CHARS}.`,
  taken: 'User already registered',
} as const

export async function signUp(ctx: BackendContext, body: unknown): Promise<SupabaseSession> {
  const parsed = SignUpSchema.safeParse(body ?? {})
  if (!parsed.success) throw authServiceError(400, 'validation_failed', SIGNUP_MESSAGES.unreadable)
  const email = normaliseEmail(parsed.data.email)
  if (!EMAIL.safeParse(email).success) throw authServiceError(400, 'validation_failed', SIGNUP_MESSAGES.email)
  const businessName = (parsed.data.data?.business_name ?? '').trim()
  const fullName = (parsed.data.data?.full_name ?? '').trim()
  if (businessName === '') throw authServiceError(400, 'validation_failed', SIGNUP_MESSAGES.business)
  const { password } = parsed.data
  if (businessName.length > MAX_NAME_CHARS || fullName.length > MAX_NAME_CHARS || password.length > MAX_PASSWORD_CHARS) {
    throw authServiceError(400, 'validation_failed', SIGNUP_MESSAGES.long)
  }
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword()
  if (await ctx.store.accounts.find({ email })) throw authServiceError(422, 'user_already_exists', SIGNUP_MESSAGES.taken)
  const salt = newSalt()
  const account: Account = {
    id: newId(),
    email,
    password_hash: await hashPassword(password, salt, ctx.passwordIterations),
    password_salt: salt,
    full_name: fullName,
    business_name: businessName,
    created_at: isoAt(ctx.now()),
  }
  await ctx.store.accounts.insert(account)
  return sessionAnswer(ctx, account, await startSession(ctx, account.id))
}

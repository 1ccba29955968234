/**
 * The hosted auth service (Supabase in live mode, its impersonation in `backend/auth`, served by `mocks/handlers` in demo mode) and
 * the backend's acceptance of its token (`POST /auth`). supabase-js is imported lazily: the landing
 * page never downloads it. Sessions are kept in memory only (`persistSession: false`).
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { backendReady, isBackendReady } from './backend-ready'
import { ApiError, isApiError } from './errors'
import { DEFAULT_TIMEOUT_MS, request, type ResponseParser } from './http'
import { CURRENCIES, LANGUAGES, THEMES, TIMEZONES } from '../../kernel/limits'
import type { PreferenceSettings } from '../../kernel/contract'
import { env } from '../config/env'

export interface AuthUser {
  id: string
  email: string
  fullName: string | null
  businessName: string | null
}

export interface AuthSession {
  accessToken: string
  refreshToken: string
  /** Seconds since the epoch. */
  expiresAt: number
  user: AuthUser
}

export type AuthEventName = AuthChangeEvent
export type AuthEventListener = (event: AuthEventName, session: AuthSession | null) => void

const listeners = new Set<AuthEventListener>()
let clientPromise: Promise<SupabaseClient> | null = null
let unsubscribeClient: (() => void) | null = null
/** Bumped when a client is disposed, so a later client never shares the earlier one's (memory) storage key. */
let generation = 0

export function toAuthSession(session: Session | null): AuthSession | null {
  if (!session) return null
  const metadata = session.user.user_metadata as Record<string, unknown> | undefined
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    user: {
      id: session.user.id,
      email: session.user.email ?? '',
      fullName: text(metadata?.full_name),
      businessName: text(metadata?.business_name),
    },
  }
}

/**
 * supabase-js sets no timeout of its own; a hung auth service must not hang the sign-in form. In the
 * demo's first moments the call also waits, within that timeout, for the fake backend (backend-ready.ts).
 */
export const fetchWithTimeout: typeof fetch = async (input, init) => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS)
  init?.signal?.addEventListener('abort', () => controller.abort(), { once: true })
  try {
    if (!isBackendReady()) await backendReady(controller.signal)
    return await fetch(input, { ...init, signal: controller.signal })
  } finally {
    clearTimeout(timer)
  }
}

/** The one supabase-js client, made on first use (./sign-up.ts uses it too). */
export function authClient(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const client = createClient(env.authUrl, env.authAnonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        storageKey: generation === 0 ? 'selera-auth' : `selera-auth-${generation}`,
      },
      global: { fetch: fetchWithTimeout },
    })
    const { data } = client.auth.onAuthStateChange((event, session) => {
      const mapped = toAuthSession(session)
      for (const listener of listeners) listener(event, mapped)
    })
    unsubscribeClient = () => data.subscription.unsubscribe()
    return client
  })
  return clientPromise
}

/**
 * Listens to the auth service's session events (docs/product.md#auth-events) without loading
 * supabase-js: the listener starts hearing events once something (a sign-in) has created the
 * client.
 */
export function subscribeToAuthEvents(listener: AuthEventListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A password sign-in's session, and the factor whose code the API still waits for when two-factor sign-in is on. */
export interface PasswordSignIn {
  session: AuthSession
  /** The verified TOTP factor of the account (the session is aal1 until its code is verified), else null. */
  secondFactor: string | null
}

/** The auth service's refusal as an `ApiError`: its code (`user_already_exists`, `invalid_credentials`, ...) as the detail. */
export function refusalOf(error: unknown, what: string): ApiError {
  const status = error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined
  const code = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined
  const message = error instanceof Error ? error.message : undefined
  const kind = status === undefined || status === 0 ? 'network' : 'http'
  return new ApiError(kind, what, { ...(status ? { status } : {}), detail: code ?? message ?? 'no session in the answer', cause: error })
}

/** Password sign-in. Rejects with an `ApiError` whose detail is the service's reason (for the log only). */
export async function signInWithPassword(email: string, password: string): Promise<AuthSession> {
  return (await passwordSignIn(email, password)).session
}

/** Password sign-in that also says whether a second factor is due (read from the answer's user: no extra call). */
export async function passwordSignIn(email: string, password: string): Promise<PasswordSignIn> {
  const client = await authClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  const session = toAuthSession(data.session)
  if (error || !session) throw refusalOf(error, 'Sign-in was refused by the auth service')
  return { session, secondFactor: verifiedFactorOf(data.session) }
}

/** Any answer body, as it came (read by hand below). */
const ANY_BODY: ResponseParser<unknown> = { safeParse: (data) => ({ success: true, data }) }

/**
 * What the client reads of POST /auth's answer: the `preferences` when they are there and well formed,
 * else null (the spec reads no body: a backend answering 200 with any body is accepted). Checked by
 * hand: this module is on the landing page's path, which carries no schema library.
 */
export function readPreferences(body: unknown): PreferenceSettings | null {
  const preferences = body !== null && typeof body === 'object' ? (body as { preferences?: unknown }).preferences : undefined
  if (preferences === null || typeof preferences !== 'object') return null
  const { theme, language, currency, timezone } = preferences as Record<string, unknown>
  const among = <T extends string>(choices: readonly T[], value: unknown): value is T => choices.includes(value as T)
  return among(THEMES, theme) && among(LANGUAGES, language) && among(CURRENCIES, currency) && among(TIMEZONES, timezone)
    ? { theme, language, currency, timezone }
    : null
}

/**
 * `POST /auth`: the backend must answer 200 for the token to be accepted (docs/product.md#sign-in-states).
 * Answers the account's saved preferences when the backend sends them (else null).
 */
export async function validateWithBackend(): Promise<PreferenceSettings | null> {
  try {
    return readPreferences(await request({ method: 'POST', path: '/auth', auth: true, exactStatus: 200, parse: ANY_BODY }))
  } catch (cause) {
    const detail = isApiError(cause) ? `${cause.kind}${cause.status ? ` ${cause.status}` : ''}` : String(cause)
    throw new ApiError(isApiError(cause) ? cause.kind : 'network', 'Backend validation failed', { detail, cause })
  }
}

/** Ends the session at the auth service (revokes its refresh token) and forgets it locally. */
export async function signOutOfAuth(): Promise<void> {
  if (!clientPromise) return
  const client = await clientPromise
  const { error } = await client.auth.signOut()
  // The local session is gone either way; a failed revoke only means the refresh token dies on its own.
  if (error) throw new ApiError('http', 'The auth service did not confirm the sign-out', { detail: error.message, cause: error })
}

/** Asks the auth service to e-mail a reset link. Its answer never says whether the account exists. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const client = await authClient()
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo })
  if (error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : 0
    throw new ApiError(status === 0 ? 'network' : 'http', 'Password reset request failed', { status, detail: error.message, cause: error })
  }
}

/** An authenticator app's setup: the QR code (an SVG data URI), the key to type instead, and the factor it is for. */
export interface TotpEnrollment {
  factorId: string
  qrCode: string
  secret: string
  uri: string
}

/** An auth-service refusal as an ApiError: `detail` is its code (`mfa_verification_failed`), the message its words. */
function authRefusal(error: { message: string; status?: number; code?: string } & object, what: string): ApiError {
  const status = typeof error.status === 'number' ? error.status : 0
  return new ApiError(status === 0 ? 'network' : 'http', `${what}: ${error.message}`, { status, detail: error.code ?? error.message, cause: error })
}

/** The signed-in owner's two-factor factor, if it has been verified (Supabase keeps unverified ones apart). */
async function verifiedTotpFactor(client: SupabaseClient): Promise<string | null> {
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) throw authRefusal(error, 'Listing the two-factor factors failed')
  return data.totp[0]?.id ?? null
}

/**
 * Starts turning two-factor sign-in on: a new TOTP factor, unverified until `confirmTotp`. A setup
 * left unfinished earlier is dropped first (the auth service refuses a second factor of the same name).
 */
export async function enrollTotp(): Promise<TotpEnrollment> {
  const client = await authClient()
  const { data: factors, error: listError } = await client.auth.mfa.listFactors()
  if (listError) throw authRefusal(listError, 'Listing the two-factor factors failed')
  for (const factor of factors.all.filter((candidate) => candidate.status === 'unverified')) await client.auth.mfa.unenroll({ factorId: factor.id })
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' })
  if (error) throw authRefusal(error, 'Two-factor setup failed')
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri }
}

/** The first code of a new factor (or a sign-in's): the factor is verified and the session is aal2. */
export async function confirmTotp(factorId: string, code: string): Promise<AuthSession> {
  const client = await authClient()
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw authRefusal(error, 'The two-factor code was refused')
  const { data } = await client.auth.getSession()
  const session = toAuthSession(data.session)
  if (!session) throw new ApiError('invalid-response', 'No session after the two-factor code', { detail: 'no session' })
  return session
}

/** Turns two-factor sign-in off: a current code first (the auth service removes a verified factor only at aal2). */
export async function disableTotp(code: string): Promise<void> {
  const client = await authClient()
  const factorId = await verifiedTotpFactor(client)
  if (!factorId) return
  await confirmTotp(factorId, code)
  const { error } = await client.auth.mfa.unenroll({ factorId })
  if (error) throw authRefusal(error, 'Turning two-factor authentication off failed')
}

/** The verified TOTP factor of a session's user, if any (the session is aal1 until its code is verified). */
function verifiedFactorOf(session: Session | null): string | null {
  return (session?.user.factors ?? []).find((factor) => factor.factor_type === 'totp' && factor.status === 'verified')?.id ?? null
}

/**
 * Opens a password reset link (`/reset-password?token_hash=…&type=recovery`): the auth service's
 * recovery session (supabase-js fires PASSWORD_RECOVERY), and the factor whose code is due first when
 * two-factor sign-in is on. An expired, used or unknown link rejects (`otp_expired`).
 */
export async function openRecoveryLink(tokenHash: string): Promise<PasswordSignIn> {
  const client = await authClient()
  const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
  if (error) throw authRefusal(error, 'The reset link was refused')
  const session = toAuthSession(data.session)
  if (!session) throw new ApiError('invalid-response', 'No session from the reset link', { detail: 'no session' })
  return { session, secondFactor: verifiedFactorOf(data.session) }
}

/** Sets the signed-in (recovering) owner's new password; the auth service ends their other sessions. */
export async function setNewPassword(password: string): Promise<AuthSession> {
  const client = await authClient()
  const { error } = await client.auth.updateUser({ password })
  if (error) throw authRefusal(error, 'The new password was refused')
  const { data } = await client.auth.getSession()
  const session = toAuthSession(data.session)
  if (!session) throw new ApiError('invalid-response', 'No session after the new password', { detail: 'no session' })
  return session
}

/** Tests and a demo reset: stop the refresh ticker and drop the client with whatever session it held. */
export async function disposeAuthClient(): Promise<void> {
  const pending = clientPromise
  clientPromise = null
  if (!pending) return
  generation += 1
  const client = await pending
  unsubscribeClient?.()
  unsubscribeClient = null
  await client.auth.stopAutoRefresh()
}

import { fromCallback, fromPromise } from 'xstate'
import {
  confirmTotp,
  passwordSignIn,
  signOutOfAuth,
  subscribeToAuthEvents,
  validateWithBackend,
  type AuthEventName,
  type AuthSession,
  type PasswordSignIn,
} from '../../api/auth'
import type { SignUpDetails } from '../../api/sign-up'
import { setUnauthorizedHandler } from '../../api/http'
import type { PreferenceSettings } from '../../../kernel/contract'
import type { AuthEvent } from './session.events'

export const AUTH_EVENT_TYPES: Record<AuthEventName, AuthEvent['type']> = {
  INITIAL_SESSION: 'auth.initialSession',
  SIGNED_IN: 'auth.signedIn',
  SIGNED_OUT: 'auth.signedOut',
  TOKEN_REFRESHED: 'auth.tokenRefreshed',
  USER_UPDATED: 'auth.userUpdated',
  PASSWORD_RECOVERY: 'auth.passwordRecovery',
  MFA_CHALLENGE_VERIFIED: 'auth.mfaChallengeVerified',
}

export const sessionActors = {
  /**
   * The auth service's password grant, and the factor whose code two-factor sign-in still wants; for
   * a new account, its creation, whose session is signed in at once (it has no second factor yet).
   */
  passwordSignIn: fromPromise<PasswordSignIn, { email: string; password: string; newAccount?: SignUpDetails }>(({ input }) =>
    input.newAccount
      ? import('../../api/sign-up').then(async ({ signUpWithPassword }) => ({ session: await signUpWithPassword(input.newAccount!), secondFactor: null }))
      : passwordSignIn(input.email, input.password),
  ),
  /** The authenticator app's code: the session becomes one the API accepts (aal2). */
  verifyCode: fromPromise<AuthSession, { factorId: string; code: string }>(({ input }) => confirmTotp(input.factorId, input.code)),
  /** `POST /auth` with the new token: only a 200 lets the user in. Its answer may carry the account's preferences. */
  validateWithBackend: fromPromise<PreferenceSettings | null>(() => validateWithBackend()),
  /** Revoke the session at the auth service; the local token is already gone. */
  signOut: fromPromise<void>(() => signOutOfAuth()),
  /** Every session event of the auth service (docs/product.md#auth-events), turned into machine events. */
  authEvents: fromCallback<AuthEvent>(({ sendBack }) =>
    subscribeToAuthEvents((name, session) => sendBack({ type: AUTH_EVENT_TYPES[name], session })),
  ),
  /** A 401 on any protected call ends the session (docs/product.md#ending-a-session). */
  unauthorizedCalls: fromCallback(({ sendBack }) => {
    setUnauthorizedHandler(() => sendBack({ type: 'session.expired' }))
    return () => setUnauthorizedHandler(null)
  }),
}

import type { AnyActorRef } from 'xstate'
import type { AuthSession } from '../../api/auth'
import type { SignUpDetails } from '../../api/sign-up'
import type { PreferenceSettings } from '../../../kernel/contract'

/** The auth service's session events (docs/product.md#auth-events), one machine event each. */
export type AuthEvent =
  | { type: 'auth.initialSession'; session: AuthSession | null }
  | { type: 'auth.signedIn'; session: AuthSession | null }
  | { type: 'auth.signedOut'; session: AuthSession | null }
  | { type: 'auth.tokenRefreshed'; session: AuthSession | null }
  | { type: 'auth.userUpdated'; session: AuthSession | null }
  | { type: 'auth.passwordRecovery'; session: AuthSession | null }
  | { type: 'auth.mfaChallengeVerified'; session: AuthSession | null }

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string; replyTo: AnyActorRef }
  /** A new owner's account: created, then signed in like a sign-in (docs/product.md#sign-up). */
  | { type: 'session.signUp'; details: SignUpDetails; replyTo: AnyActorRef }
  /** The code of the owner's authenticator app, when the sign-in asked for one (`signIn.codeNeeded`). */
  | { type: 'session.verifyCode'; code: string }
  /** The owner left the code step: the half-open session is ended. */
  | { type: 'session.cancelSignIn' }
  /** A session another flow opened (a password reset link): let in once the backend accepts it. */
  | { type: 'session.adopt'; session: AuthSession; replyTo: AnyActorRef }
  /** The owner chose Logout, or the presenter reset the demo data (which ends every session). */
  | { type: 'session.logout'; because?: 'logout' | 'demo-reset' }
  /** A protected call answered 401: the token is no longer accepted. */
  | { type: 'session.expired' }
  /** Settings loaded or saved the account's preferences: every screen reads them from the session from now on. */
  | { type: 'session.preferences'; preferences: PreferenceSettings }
  | AuthEvent

/** What the session answers the actor that asked it to sign in (the sign-in form) or up (the sign-up form). */
export type SignInReply =
  | { type: 'signIn.succeeded' }
  /** With the auth service's or the backend's refusal: the sign-up form explains it, the sign-in form never does. */
  | { type: 'signIn.failed'; error?: unknown }
  /** Two-factor sign-in is on: the password was right, now the authenticator app's code. */
  | { type: 'signIn.codeNeeded' }
  /** With the auth service's refusal, which the form reads for what it says about the code (shared/one-time-code.ts). */
  | { type: 'signIn.codeRefused'; error: unknown }

/** Why the last session ended, so the sign-in screen can say so. */
export type SessionEnd = 'logout' | 'demo-reset' | 'expired' | 'ended-by-auth-service' | null

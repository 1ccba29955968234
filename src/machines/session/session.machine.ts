import { assign, setup, type AnyActorRef } from 'xstate'
import type { AuthSession } from '../../api/auth'
import type { PreferenceSettings } from '../../../kernel/contract'
import { setAccessToken } from '../../api/auth-token'
import { sessionActors } from './session.actors'
import type { SessionEnd, SessionEvent, SignInReply } from './session.events'
import { forgetChatHistories } from '../chat/history-keys'

export interface SessionContext {
  session: AuthSession | null
  /** The factor whose code a two-factor sign-in waits for (secondFactor, verifyingCode), else null. */
  pendingFactor: string | null
  /**
   * The account's saved preferences: as POST /auth answered them at sign-in (spec-deviations row 46),
   * then as Settings last loaded or saved them. Screens read the currency and timezone from here.
   */
  preferences: PreferenceSettings | null
  /** The actor that asked for the sign-in in progress; it hears how it ended. */
  replyTo: AnyActorRef | null
  endedBecause: SessionEnd
}

export type SessionInvokeId = 'passwordSignIn' | 'verifyCode' | 'validateWithBackend' | 'signOut'


/**
 * The app session (docs/product.md#session): signed out → signing in (an account's password, or a
 * new account's: created first) (→ the second factor's code when two-factor sign-in is on) →
 * validating with the backend → signed in → signed out. A session
 * another flow opened (a reset link) is adopted through validating too. The token is written to the in-memory store on the way in and erased on
 * the way out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: sessionActors,
  guards: {
    carriesSession: ({ event }) => 'session' in event && event.session !== null,
  },
  actions: {
    adoptSession: assign({ session: ({ event }) => ('session' in event ? event.session : null) }),
    storeToken: ({ context }) => setAccessToken(context.session?.accessToken ?? null),
    forgetSession: assign({ session: null, preferences: null }),
    keepPreferences: assign({ preferences: ({ context, event }) => (event.type === 'session.preferences' ? event.preferences : context.preferences) }),
    eraseToken: () => setAccessToken(null),
    // The chat's cached conversations are the owner's words in browser storage: they leave with the session.
    forgetChatHistories: () => forgetChatHistories(),
    rememberRequester: assign({
      replyTo: ({ event }) => ('replyTo' in event ? event.replyTo : null),
      endedBecause: null,
    }),
    replyCodeNeeded: ({ context }) => context.replyTo?.send({ type: 'signIn.codeNeeded' } satisfies SignInReply),
    replyCodeRefused: ({ context }, params: { error: unknown }) =>
      context.replyTo?.send({ type: 'signIn.codeRefused', error: params.error } satisfies SignInReply),
    // A session that arrived from the auth service on its own has nobody waiting for an answer.
    replySucceeded: ({ context }) => context.replyTo?.send({ type: 'signIn.succeeded' } satisfies SignInReply),
    // With the reason, which the sign-up form explains (the sign-in form never does).
    replyFailed: ({ context }, params: { error: unknown }) => context.replyTo?.send({ type: 'signIn.failed', error: params.error } satisfies SignInReply),
    forgetRequester: assign({ replyTo: null }),
    logFailure: (_, params: { step: string; error: unknown }) => {
      // docs/product.md#sign-in-messages: the user only ever sees 'Invalid email or password'; the real reason goes to the log.
      console.info(`[selera] sign-in failed at ${params.step}:`, params.error)
    },
    markEnded: assign({ endedBecause: (_, params: { because: SessionEnd }) => params.because }),
  },
}).createMachine({
  id: 'session',
  context: { session: null, pendingFactor: null, preferences: null, replyTo: null, endedBecause: null },
  invoke: [
    { id: 'authEvents', src: 'authEvents' },
    { id: 'unauthorizedCalls', src: 'unauthorizedCalls' },
  ],
  initial: 'signedOut',
  states: {
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.signIn': { target: 'signingIn', actions: 'rememberRequester' },
        // A new account is signed in like an existing one: the same states, the actor creates it first.
        'session.signUp': { target: 'signingIn', actions: 'rememberRequester' },
        'session.adopt': { target: 'validating', actions: ['rememberRequester', 'adoptSession', 'storeToken'] },
        // A session that reaches us from the auth service itself is let in only after the backend accepts it.
        // A recovery session (PASSWORD_RECOVERY) and a verified code (MFA_CHALLENGE_VERIFIED) are not: they are
        // steps of the reset screen and of the sign-in, which hand the session over when they are done.
        'auth.initialSession': { guard: 'carriesSession', target: 'validating', actions: ['adoptSession', 'storeToken'] },
        'auth.signedIn': { guard: 'carriesSession', target: 'validating', actions: ['adoptSession', 'storeToken'] },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'passwordSignIn',
        src: 'passwordSignIn',
        input: ({ event }) =>
          event.type === 'session.signIn'
            ? { email: event.email, password: event.password }
            : event.type === 'session.signUp'
              ? { email: event.details.email, password: event.details.password, newAccount: event.details }
              : { email: '', password: '' },
        onDone: [
          // Two-factor sign-in is on: the API refuses this session, so its token is not stored until the code is verified.
          {
            guard: ({ event }) => event.output.secondFactor !== null,
            target: 'secondFactor',
            actions: [assign({ pendingFactor: ({ event }) => event.output.secondFactor }), 'replyCodeNeeded'],
          },
          { target: 'validating', actions: [assign({ session: ({ event }) => event.output.session }), 'storeToken'] },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ step: 'auth service', error: event.error }) },
            { type: 'replyFailed', params: ({ event }) => ({ error: event.error }) },
            'forgetRequester',
          ],
        },
      },
    },
    secondFactor: {
      tags: ['busy'],
      on: {
        'session.verifyCode': { target: 'verifyingCode' },
        'session.cancelSignIn': { target: 'signingOut', actions: ['forgetRequester', assign({ pendingFactor: null })] },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({ factorId: context.pendingFactor ?? '', code: event.type === 'session.verifyCode' ? event.code : '' }),
        onDone: { target: 'validating', actions: [assign({ session: ({ event }) => event.output, pendingFactor: null }), 'storeToken'] },
        onError: {
          target: 'secondFactor',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ step: 'two-factor code', error: event.error }) },
            { type: 'replyCodeRefused', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateWithBackend',
        src: 'validateWithBackend',
        onDone: { target: 'signedIn', actions: [assign({ preferences: ({ event }) => event.output ?? null }), 'replySucceeded', 'forgetRequester'] },
        onError: {
          target: 'signingOut',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ step: 'backend validation', error: event.error }) },
            { type: 'replyFailed', params: ({ event }) => ({ error: event.error }) },
            'forgetRequester',
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'auth.signedIn': { guard: 'carriesSession', actions: ['adoptSession', 'storeToken'] },
        'auth.tokenRefreshed': { guard: 'carriesSession', actions: ['adoptSession', 'storeToken'] },
        'auth.userUpdated': { guard: 'carriesSession', actions: ['adoptSession', 'storeToken'] },
        'auth.passwordRecovery': { guard: 'carriesSession', actions: ['adoptSession', 'storeToken'] },
        'auth.mfaChallengeVerified': { guard: 'carriesSession', actions: ['adoptSession', 'storeToken'] },
        'auth.signedOut': {
          target: 'signedOut',
          actions: ['forgetSession', 'eraseToken', 'forgetChatHistories', { type: 'markEnded', params: { because: 'ended-by-auth-service' } }],
        },
        'session.logout': {
          target: 'signingOut',
          actions: { type: 'markEnded', params: ({ event }) => ({ because: event.because ?? 'logout' }) },
        },
        'session.expired': { target: 'signingOut', actions: { type: 'markEnded', params: { because: 'expired' } } },
        'session.preferences': { actions: 'keepPreferences' },
      },
    },
    signingOut: {
      tags: ['busy'],
      entry: ['forgetSession', 'eraseToken', 'forgetChatHistories'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Locally the session is already gone; a failed revoke changes nothing for the user.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
  },
})

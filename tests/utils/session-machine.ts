/** The session machine with every actor under a test's control, and the sessions and events its tests send (src/machines/session/). */
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef, type AnyEventObject, type NonReducibleUnknown } from 'xstate'
import type { AuthSession, PasswordSignIn } from '../../src/api/auth'
import type { PreferenceSettings } from '../../kernel/contract'
import type { AuthEvent } from '../../src/machines/session/session.events'
import { sessionMachine } from '../../src/machines/session/session.machine'

/** A `fromPromise` stub whose every call the test settles by hand, recording what each call was given. */
function deferredActor<TOutput, TInput = NonReducibleUnknown>() {
  const calls: Array<{ input: TInput; resolve: (value: TOutput) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => void calls.push({ input, resolve, reject })),
  )
  const last = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('The actor was never invoked')
    return call
  }
  return {
    logic,
    calls,
    resolve: (value: TOutput) => last().resolve(value),
    reject: (error: unknown) => last().reject(error),
  }
}

/** An actor that records every event it is sent: the sign-in form the session answers. */
export function recorder() {
  const received: AnyEventObject[] = []
  const ref = createActor(
    fromCallback<AnyEventObject>(({ receive }) => {
      receive((event) => received.push(event))
    }),
  ).start()
  return { ref: ref as AnyActorRef, received }
}

export function authSession(n: number): AuthSession {
  return {
    accessToken: `access-token-${n}`,
    refreshToken: `refresh-token-${n}`,
    expiresAt: 1_900_000_000 + n,
    user: { id: 'user-1', email: 'demo@selera.my', fullName: 'Aisyah Rahman', businessName: 'Kopi Kita Café' },
  }
}

export const CREDENTIALS = { email: 'demo@selera.my', password: 'selera-demo' }

/** The password grant's answer: a session, and whether two-factor sign-in still wants a code. */
export const signedIn = (n: number, secondFactor: string | null = null): PasswordSignIn => ({ session: authSession(n), secondFactor })

/** The session machine with every actor under the test's control. */
export function start() {
  const passwordSignIn = deferredActor<PasswordSignIn, { email: string; password: string }>()
  const verifyCode = deferredActor<AuthSession, { factorId: string; code: string }>()
  const validate = deferredActor<PreferenceSettings | null>()
  const signOut = deferredActor<void>()
  let emitAuth: ((event: AuthEvent) => void) | null = null
  let reportUnauthorized: (() => void) | null = null
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        passwordSignIn: passwordSignIn.logic,
        verifyCode: verifyCode.logic,
        validateWithBackend: validate.logic,
        signOut: signOut.logic,
        authEvents: fromCallback<AuthEvent>(({ sendBack }) => {
          emitAuth = sendBack
        }),
        unauthorizedCalls: fromCallback(({ sendBack }) => {
          reportUnauthorized = () => sendBack({ type: 'session.expired' })
        }),
      },
    }),
  ).start()
  const emit = (event: AuthEvent) => {
    if (!emitAuth) throw new Error('authEvents was not invoked')
    emitAuth(event)
  }
  const unauthorized = () => {
    if (!reportUnauthorized) throw new Error('unauthorizedCalls was not invoked')
    reportUnauthorized()
  }

  /** Signs in through the password grant and the backend check; returns the requester. */
  async function signIn(n = 1) {
    const requester = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.resolve(signedIn(n))
    await waitFor(actor, (s) => s.matches('validating'))
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    return requester
  }

  return { actor, passwordSignIn, verifyCode, validate, signOut, emit, unauthorized, signIn }
}

export const SESSION_CARRYING_EVENTS = ['auth.signedIn', 'auth.tokenRefreshed', 'auth.userUpdated', 'auth.passwordRecovery', 'auth.mfaChallengeVerified'] as const
export const ENTRY_EVENTS = ['auth.initialSession', 'auth.signedIn'] as const
/** Steps of the reset screen and of the code step: never a way in on their own. */
export const STEP_EVENTS = ['auth.passwordRecovery', 'auth.mfaChallengeVerified'] as const

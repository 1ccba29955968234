import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef, type AnyEventObject, type NonReducibleUnknown } from 'xstate'
import { db } from '../../../mocks/db'
import { setChaosRule } from '../../../tests/utils/chaos'
import { validateWithBackend, type AuthSession, type PasswordSignIn } from '../../api/auth'
import type { PreferenceSettings } from '../../../kernel/contract'
import { getAccessToken } from '../../api/auth-token'
import { ApiError } from '../../api/errors'
import type { AuthEvent } from './session.events'
import { sessionMachine } from './session.machine'

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
function recorder() {
  const received: AnyEventObject[] = []
  const ref = createActor(
    fromCallback<AnyEventObject>(({ receive }) => {
      receive((event) => received.push(event))
    }),
  ).start()
  return { ref: ref as AnyActorRef, received }
}

function authSession(n: number): AuthSession {
  return {
    accessToken: `access-token-${n}`,
    refreshToken: `refresh-token-${n}`,
    expiresAt: 1_900_000_000 + n,
    user: { id: 'user-1', email: 'demo@selera.my', fullName: 'Aisyah Rahman', businessName: 'Kopi Kita Café' },
  }
}

const CREDENTIALS = { email: 'demo@selera.my', password: 'selera-demo' }

/** The password grant's answer: a session, and whether two-factor sign-in still wants a code. */
const signedIn = (n: number, secondFactor: string | null = null): PasswordSignIn => ({ session: authSession(n), secondFactor })

/** The session machine with every actor under the test's control. */
function start() {
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

const SESSION_CARRYING_EVENTS = ['auth.signedIn', 'auth.tokenRefreshed', 'auth.userUpdated', 'auth.passwordRecovery', 'auth.mfaChallengeVerified'] as const
const ENTRY_EVENTS = ['auth.initialSession', 'auth.signedIn'] as const
/** Steps of the reset screen and of the code step: never a way in on their own. */
const STEP_EVENTS = ['auth.passwordRecovery', 'auth.mfaChallengeVerified'] as const

describe('session machine: signing in', () => {
  it('starts signed out with no session, no requester, no end reason and no token', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedOut')
    expect(snapshot.hasTag('signedOut')).toBe(true)
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(snapshot.context).toEqual({ session: null, pendingFactor: null, preferences: null, replyTo: null, endedBecause: null })
    expect(getAccessToken()).toBeNull()
  })

  it('session.signIn → signingIn: busy, asks the auth service with the credentials, remembers who asked', () => {
    const { actor, passwordSignIn } = start()
    const requester = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signingIn')
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(snapshot.hasTag('signedIn')).toBe(false)
    expect(snapshot.context.replyTo).toBe(requester.ref)
    expect(passwordSignIn.calls.map((call) => call.input)).toEqual([CREDENTIALS])
    expect(getAccessToken()).toBeNull()
    expect(requester.received).toEqual([])
  })

  it('the password grant → validating: the token is in memory before the backend is asked, but the user is not let in yet', async () => {
    const { actor, passwordSignIn, validate } = start()
    const requester = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(snapshot.hasTag('signedIn')).toBe(false)
    expect(snapshot.context.session).toEqual(authSession(1))
    // http.ts reads the token for POST /auth's Authorization header.
    expect(getAccessToken()).toBe('access-token-1')
    expect(validate.calls).toHaveLength(1)
    expect(requester.received).toEqual([])
  })

  it('the backend accepts → signedIn: replies signIn.succeeded once to the requester and forgets it', async () => {
    const { actor, passwordSignIn, validate } = start()
    const requester = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('signedIn')).toBe(true)
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(snapshot.context.replyTo).toBeNull()
    expect(snapshot.context.endedBecause).toBeNull()
    expect(getAccessToken()).toBe('access-token-1')
    expect(requester.received).toEqual([{ type: 'signIn.succeeded' }])
  })

  it('the password grant fails → signedOut: replies signIn.failed, writes no token, never asks the backend, logs the reason', async () => {
    const { actor, passwordSignIn, validate } = start()
    const requester = recorder()
    const refusal = new ApiError('http', 'Sign-in was refused by the auth service', { status: 400, detail: 'invalid_credentials' })
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.reject(refusal)
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context).toEqual({ session: null, pendingFactor: null, preferences: null, replyTo: null, endedBecause: null })
    expect(getAccessToken()).toBeNull()
    expect(validate.calls).toHaveLength(0)
    expect(requester.received).toEqual([{ type: 'signIn.failed' }])
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('sign-in failed at auth service'), refusal)
  })

  it('the backend refuses → signingOut: erases the token, replies signIn.failed, revokes at the auth service, then signedOut', async () => {
    const { actor, passwordSignIn, validate, signOut } = start()
    const requester = recorder()
    const refusal = new ApiError('http', 'Backend validation failed', { status: 503 })
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    expect(getAccessToken()).toBe('access-token-1')
    validate.reject(refusal)
    await waitFor(actor, (s) => s.matches('signingOut'))
    expect(getAccessToken()).toBeNull()
    expect(actor.getSnapshot().context.session).toBeNull()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(requester.received).toEqual([{ type: 'signIn.failed' }])
    expect(signOut.calls).toHaveLength(1)
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('sign-in failed at backend validation'), refusal)

    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
    // Not a logout: the sign-in screen must not say 'You have signed out.'
    expect(actor.getSnapshot().context).toEqual({ session: null, pendingFactor: null, preferences: null, replyTo: null, endedBecause: null })
    expect(getAccessToken()).toBeNull()
  })

  it('a failed revoke after a refused validation still ends signed out', async () => {
    const { actor, passwordSignIn, validate, signOut } = start()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    validate.reject(new Error('Backend validation failed'))
    await waitFor(actor, (s) => s.matches('signingOut'))
    signOut.reject(new Error('logout failed'))
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(getAccessToken()).toBeNull()
  })

  it('ignores a repeat session.signIn while signing in and validating: one grant, one reply, to the first requester', async () => {
    const { actor, passwordSignIn, validate } = start()
    const first = recorder()
    const second = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: first.ref })
    actor.send({ type: 'session.signIn', email: 'new@selera.my', password: 'other', replyTo: second.ref })
    expect(actor.getSnapshot().context.replyTo).toBe(first.ref)
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    actor.send({ type: 'session.signIn', email: 'new@selera.my', password: 'other', replyTo: second.ref })
    expect(actor.getSnapshot().value).toBe('validating')
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(passwordSignIn.calls).toHaveLength(1)
    expect(validate.calls).toHaveLength(1)
    expect(first.received).toEqual([{ type: 'signIn.succeeded' }])
    expect(second.received).toEqual([])
  })

  it('ignores session.signIn while signed in', async () => {
    const { actor, passwordSignIn, signIn } = start()
    await signIn()
    const late = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: late.ref })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(passwordSignIn.calls).toHaveLength(1)
    expect(late.received).toEqual([])
  })

  it.each(['signedOut', 'signingIn', 'validating'] as const)('ignores session.logout and session.expired while %s', async (state) => {
    const { actor, passwordSignIn, signOut } = start()
    if (state !== 'signedOut') actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    if (state === 'validating') {
      passwordSignIn.resolve(signedIn(1))
      await waitFor(actor, (s) => s.matches('validating'))
    }
    const before = actor.getSnapshot()
    actor.send({ type: 'session.logout' })
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().value).toBe(state)
    expect(actor.getSnapshot().context).toEqual(before.context)
    expect(signOut.calls).toHaveLength(0)
  })
})

describe('session machine: signing out', () => {
  it('session.logout → signingOut: the token is erased at once, before the auth service answers; then signedOut', async () => {
    const { actor, signOut, signIn } = start()
    await signIn()
    expect(getAccessToken()).toBe('access-token-1')
    actor.send({ type: 'session.logout' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signingOut')
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(snapshot.hasTag('signedIn')).toBe(false)
    expect(snapshot.context.session).toBeNull()
    expect(snapshot.context.endedBecause).toBe('logout')
    expect(getAccessToken()).toBeNull()
    expect(signOut.calls).toHaveLength(1)
    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context).toEqual({ session: null, pendingFactor: null, preferences: null, replyTo: null, endedBecause: 'logout' })
    expect(getAccessToken()).toBeNull()
  })

  it('a failed revoke on logout still ends signed out', async () => {
    const { actor, signOut, signIn } = start()
    await signIn()
    actor.send({ type: 'session.logout' })
    signOut.reject(new ApiError('http', 'The auth service did not confirm the sign-out'))
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.endedBecause).toBe('logout')
    expect(getAccessToken()).toBeNull()
  })

  it('session.expired (a protected call answered 401) → signingOut with endedBecause expired, token erased', async () => {
    const { actor, signOut, signIn, unauthorized } = start()
    await signIn()
    unauthorized()
    expect(actor.getSnapshot().value).toBe('signingOut')
    expect(actor.getSnapshot().context.endedBecause).toBe('expired')
    expect(getAccessToken()).toBeNull()
    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.endedBecause).toBe('expired')
  })

  it('auth.signedOut from the auth service → signedOut straight away (nothing left to revoke), endedBecause ended-by-auth-service', async () => {
    const { actor, signOut, signIn, emit } = start()
    await signIn()
    emit({ type: 'auth.signedOut', session: null })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedOut')
    expect(snapshot.context).toEqual({ session: null, pendingFactor: null, preferences: null, replyTo: null, endedBecause: 'ended-by-auth-service' })
    expect(getAccessToken()).toBeNull()
    expect(signOut.calls).toHaveLength(0)
  })

  it('the SIGNED_OUT that the auth client emits during our own logout does not rewrite why the session ended', async () => {
    const { actor, signOut, signIn, emit } = start()
    await signIn()
    actor.send({ type: 'session.logout' })
    emit({ type: 'auth.signedOut', session: null })
    expect(actor.getSnapshot().value).toBe('signingOut')
    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.endedBecause).toBe('logout')
  })

  it('ignores auth events that carry a session while signing out: no token comes back', async () => {
    const { actor, signIn, emit } = start()
    await signIn()
    actor.send({ type: 'session.logout' })
    for (const type of SESSION_CARRYING_EVENTS) emit({ type, session: authSession(9) })
    expect(actor.getSnapshot().value).toBe('signingOut')
    expect(actor.getSnapshot().context.session).toBeNull()
    expect(getAccessToken()).toBeNull()
  })

  it('a new session.signIn clears the reason the last session ended', async () => {
    const { actor, signOut, signIn } = start()
    await signIn()
    actor.send({ type: 'session.logout' })
    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.endedBecause).toBe('logout')
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    expect(actor.getSnapshot().context.endedBecause).toBeNull()
  })
})

describe('session machine: auth service events', () => {
  it.each(SESSION_CARRYING_EVENTS)('%s with a session while signed in: adopts it and writes its token, stays signed in', async (type) => {
    const { actor, signIn, emit, validate } = start()
    await signIn(1)
    emit({ type, session: authSession(2) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedIn')
    expect(snapshot.context.session).toEqual(authSession(2))
    expect(getAccessToken()).toBe('access-token-2')
    // A refreshed token of an accepted session is not re-validated.
    expect(validate.calls).toHaveLength(1)
  })

  it.each(SESSION_CARRYING_EVENTS)('%s with a null session while signed in is ignored', async (type) => {
    const { actor, signIn, emit } = start()
    await signIn(1)
    emit({ type, session: null })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.session).toEqual(authSession(1))
    expect(getAccessToken()).toBe('access-token-1')
  })

  it('auth.initialSession while signed in is ignored', async () => {
    const { actor, signIn, emit } = start()
    await signIn(1)
    emit({ type: 'auth.initialSession', session: authSession(2) })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(getAccessToken()).toBe('access-token-1')
  })

  it.each(ENTRY_EVENTS)('%s with a session while signed out → validating (token written), then signedIn once the backend accepts', async (type) => {
    const { actor, emit, validate, passwordSignIn } = start()
    emit({ type, session: authSession(3) })
    expect(actor.getSnapshot().value).toBe('validating')
    expect(actor.getSnapshot().context.session).toEqual(authSession(3))
    expect(getAccessToken()).toBe('access-token-3')
    expect(passwordSignIn.calls).toHaveLength(0)
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context.replyTo).toBeNull()
    expect(getAccessToken()).toBe('access-token-3')
  })

  it.each(ENTRY_EVENTS)('%s with a session the backend refuses: the token is erased again and the session ends signed out', async (type) => {
    const { actor, emit, validate, signOut } = start()
    emit({ type, session: authSession(3) })
    validate.reject(new ApiError('http', 'Backend validation failed', { status: 401 }))
    await waitFor(actor, (s) => s.matches('signingOut'))
    expect(getAccessToken()).toBeNull()
    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.session).toBeNull()
  })

  it.each(ENTRY_EVENTS)('%s with a null session while signed out is ignored', (type) => {
    const { actor, emit, validate } = start()
    emit({ type, session: null })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.session).toBeNull()
    expect(getAccessToken()).toBeNull()
    expect(validate.calls).toHaveLength(0)
  })

  it.each(['auth.tokenRefreshed', 'auth.userUpdated', 'auth.signedOut'] as const)(
    '%s while signed out is ignored, even with a session: no token is written',
    (type) => {
      const { actor, emit, validate } = start()
      emit({ type, session: authSession(4) })
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(actor.getSnapshot().context.session).toBeNull()
      expect(getAccessToken()).toBeNull()
      expect(validate.calls).toHaveLength(0)
    },
  )

  it('auth events during signingIn and validating are ignored: SIGNED_IN from the password grant does not skip the backend check', async () => {
    const { actor, emit, passwordSignIn, validate } = start()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    emit({ type: 'auth.signedIn', session: authSession(1) })
    emit({ type: 'auth.signedOut', session: null })
    expect(actor.getSnapshot().value).toBe('signingIn')
    expect(getAccessToken()).toBeNull()
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    emit({ type: 'auth.signedIn', session: authSession(1) })
    emit({ type: 'auth.tokenRefreshed', session: authSession(2) })
    emit({ type: 'auth.signedOut', session: null })
    expect(actor.getSnapshot().value).toBe('validating')
    expect(getAccessToken()).toBe('access-token-1')
    expect(validate.calls).toHaveLength(1)
  })
})

describe('session machine with the real auth service and backend (fake backend over msw)', () => {
  it('signs the demo owner in: a real JWT in memory, signIn.succeeded; logout erases it and revokes the refresh token', async () => {
    const actor = createActor(sessionMachine).start()
    try {
      const requester = recorder()
      actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
      await waitFor(actor, (s) => s.hasTag('signedIn') || s.matches('signedOut'), { timeout: 10_000 })
      expect(actor.getSnapshot().value).toBe('signedIn')
      expect(requester.received).toEqual([{ type: 'signIn.succeeded' }])
      const token = getAccessToken()
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      expect(actor.getSnapshot().context.session?.accessToken).toBe(token)
      expect(actor.getSnapshot().context.session?.user.email).toBe('demo@selera.my')
      expect(db.refreshToken.count({ where: { revoked: { equals: false } } })).toBe(1)

      actor.send({ type: 'session.logout' })
      expect(getAccessToken()).toBeNull()
      await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 10_000 })
      expect(actor.getSnapshot().context.endedBecause).toBe('logout')
      expect(db.refreshToken.count({ where: { revoked: { equals: false } } })).toBe(0)
    } finally {
      actor.stop()
    }
  })

  it('a wrong password: signIn.failed and no token', async () => {
    const actor = createActor(sessionMachine).start()
    try {
      const requester = recorder()
      actor.send({ type: 'session.signIn', email: CREDENTIALS.email, password: 'wrong-password', replyTo: requester.ref })
      await waitFor(actor, (s) => s.matches('signingIn'))
      await waitFor(actor, (s) => !s.matches('signingIn'), { timeout: 10_000 })
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(requester.received).toEqual([{ type: 'signIn.failed' }])
      expect(getAccessToken()).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('POST /auth answering 500: signIn.failed, the token is erased and the new session revoked at the auth service', async () => {
    setChaosRule('POST /auth', { status: 500 })
    const actor = createActor(sessionMachine).start()
    try {
      const requester = recorder()
      actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
      await waitFor(actor, (s) => s.matches('signedOut') && requester.received.length > 0, { timeout: 10_000 })
      expect(requester.received).toEqual([{ type: 'signIn.failed' }])
      expect(getAccessToken()).toBeNull()
      expect(db.refreshToken.count()).toBe(1)
      expect(db.refreshToken.count({ where: { revoked: { equals: false } } })).toBe(0)
    } finally {
      actor.stop()
    }
  })

  it('a real 401 from a protected call ends the session as expired', async () => {
    const actor = createActor(sessionMachine).start()
    try {
      actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
      await waitFor(actor, (s) => s.hasTag('signedIn'), { timeout: 10_000 })
      setChaosRule('POST /auth', { status: 401, body: { detail: 'Token expired' } })
      await expect(validateWithBackend()).rejects.toMatchObject({ kind: 'http' })
      expect(actor.getSnapshot().context.endedBecause).toBe('expired')
      expect(getAccessToken()).toBeNull()
      await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 10_000 })
    } finally {
      actor.stop()
    }
  })
})

describe('session machine: two-factor sign-in and adopted sessions', () => {
  it('a password grant that still wants a code → secondFactor: no token stored, the requester asked for the code', async () => {
    const { actor, passwordSignIn, verifyCode, validate } = start()
    const requester = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.resolve(signedIn(1, 'factor-1'))
    await waitFor(actor, (s) => s.matches('secondFactor'))
    expect(getAccessToken()).toBeNull()
    expect(requester.received).toEqual([{ type: 'signIn.codeNeeded' }])
    actor.send({ type: 'session.verifyCode', code: '123456' })
    expect(actor.getSnapshot().value).toBe('verifyingCode')
    expect(verifyCode.calls.map((call) => call.input)).toEqual([{ factorId: 'factor-1', code: '123456' }])
    verifyCode.resolve(authSession(2))
    await waitFor(actor, (s) => s.matches('validating'))
    expect(getAccessToken()).toBe('access-token-2')
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(requester.received).toEqual([{ type: 'signIn.codeNeeded' }, { type: 'signIn.succeeded' }])
  })

  it('a refused code goes back to the code step and says why', async () => {
    const { actor, passwordSignIn, verifyCode } = start()
    const requester = recorder()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: requester.ref })
    passwordSignIn.resolve(signedIn(1, 'factor-1'))
    await waitFor(actor, (s) => s.matches('secondFactor'))
    actor.send({ type: 'session.verifyCode', code: '000000' })
    verifyCode.reject(new ApiError('http', 'The two-factor code was refused: Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }))
    await waitFor(actor, (s) => s.matches('secondFactor'))
    expect(requester.received.at(-1)).toEqual({ type: 'signIn.codeRefused', problem: 'wrong' })
  })

  it('leaving the code step ends the half-open session', async () => {
    const { actor, passwordSignIn, signOut } = start()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    passwordSignIn.resolve(signedIn(1, 'factor-1'))
    await waitFor(actor, (s) => s.matches('secondFactor'))
    actor.send({ type: 'session.cancelSignIn' })
    expect(actor.getSnapshot().value).toBe('signingOut')
    signOut.resolve()
    await waitFor(actor, (s) => s.matches('signedOut'))
  })

  it('session.adopt (the reset screen’s session) is validated, then signed in, and the requester told', async () => {
    const { actor, validate } = start()
    const requester = recorder()
    actor.send({ type: 'session.adopt', session: authSession(5), replyTo: requester.ref })
    expect(actor.getSnapshot().value).toBe('validating')
    expect(getAccessToken()).toBe('access-token-5')
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(requester.received).toEqual([{ type: 'signIn.succeeded' }])
  })

  it.each(STEP_EVENTS)('%s while signed out lets nobody in (the flow it belongs to hands the session over)', (type) => {
    const { actor, emit } = start()
    emit({ type, session: authSession(3) })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(getAccessToken()).toBeNull()
  })
})

describe('session machine: the account’s preferences', () => {
  it('keeps the preferences POST /auth answered while signed in, and forgets them when the session ends', async () => {
    const { actor, passwordSignIn, validate, signOut } = start()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    const preferences: PreferenceSettings = { theme: 'dark', language: 'ms', currency: 'SGD', timezone: 'Asia/Singapore' }
    validate.resolve(preferences)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context.preferences).toEqual(preferences)
    actor.send({ type: 'session.logout' })
    expect(actor.getSnapshot().context.preferences).toBeNull()
    signOut.resolve()
  })

  it('takes the preferences Settings loaded or saved, so every screen after it reads the new currency and zone', async () => {
    const { actor, passwordSignIn, validate } = start()
    actor.send({ type: 'session.signIn', ...CREDENTIALS, replyTo: recorder().ref })
    passwordSignIn.resolve(signedIn(1))
    await waitFor(actor, (s) => s.matches('validating'))
    // A backend whose POST /auth says nothing of them: the session knows none until Settings loads them.
    validate.resolve(null)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context.preferences).toBeNull()
    const saved: PreferenceSettings = { theme: 'system', language: 'en', currency: 'USD', timezone: 'Asia/Bangkok' }
    actor.send({ type: 'session.preferences', preferences: saved })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.preferences).toEqual(saved)
  })

  it('ignores preferences while nobody is signed in', () => {
    const { actor } = start()
    actor.send({ type: 'session.preferences', preferences: { theme: 'dark', language: 'ms', currency: 'SGD', timezone: 'Asia/Singapore' } })
    expect(actor.getSnapshot().context.preferences).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate'
import { db } from '../../../mocks/db'
import { getAccessToken } from '../../api/auth-token'
import { ApiError } from '../../api/errors'
import type { SessionEvent } from '../session/session.events'
import { sessionMachine } from '../session/session.machine'
import { signInMachine } from './sign-in.machine'

const REMEMBERED_EMAIL_KEY = 'selera:remembered-email'
type SignInRequest = Extract<SessionEvent, { type: 'session.signIn' }>

/** Stands in for the app session: records every request and, when told to, answers the requester as the session does. */
function fakeSession(answer: 'succeeded' | 'failed' | 'never' = 'never') {
  const requests: SignInRequest[] = []
  const ref = createActor(
    fromCallback<SessionEvent>(({ receive }) => {
      receive((event) => {
        if (event.type !== 'session.signIn') return
        requests.push(event)
        if (answer !== 'never') event.replyTo.send({ type: `signIn.${answer}` })
      })
    }),
  ).start()
  return { ref: ref as AnyActorRef, requests }
}

/** A requestPasswordReset stub settled by the test. */
function controlledReset() {
  const calls: Array<{ email: string }> = []
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<void, { email: string }>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return {
    logic,
    calls,
    resolve: () => settle?.resolve(),
    reject: (error: unknown) => settle?.reject(error),
  }
}

function start(options: { session?: ReturnType<typeof fakeSession>; rememberedEmail?: string } = {}) {
  const session = options.session ?? fakeSession()
  const reset = controlledReset()
  const actor = createActor(signInMachine.provide({ actors: { requestPasswordReset: reset.logic } }), {
    input: { session: session.ref, rememberedEmail: options.rememberedEmail ?? '' },
  }).start()
  const fill = (email: string, password: string) => {
    actor.send({ type: 'form.change', field: 'email', value: email })
    actor.send({ type: 'form.change', field: 'password', value: password })
  }
  return { actor, session, reset, fill }
}

/** Every key and value of both web storages, as one string to search. */
function everythingStored(): string {
  const parts: string[] = []
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!
      parts.push(key, storage.getItem(key) ?? '')
    }
  }
  return parts.join('\n')
}

describe('sign-in machine: the form', () => {
  it('starts idle with empty fields, the password hidden and Remember me off', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('idle')
    expect(snapshot.context).toMatchObject({ email: '', password: '', showPassword: false, rememberMe: false })
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(snapshot.can({ type: 'form.submit' })).toBe(false)
  })

  it('starts with a remembered e-mail filled in and Remember me on', () => {
    const { actor } = start({ rememberedEmail: 'demo@selera.my' })
    expect(actor.getSnapshot().context).toMatchObject({ email: 'demo@selera.my', password: '', rememberMe: true })
  })

  it('form.change writes the named field only; the toggles flip', () => {
    const { actor } = start()
    actor.send({ type: 'form.change', field: 'password', value: 'selera-demo' })
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: 'selera-demo' })
    actor.send({ type: 'form.change', field: 'email', value: 'demo@selera.my' })
    expect(actor.getSnapshot().context).toMatchObject({ email: 'demo@selera.my', password: 'selera-demo' })
    actor.send({ type: 'password.toggleVisibility' })
    expect(actor.getSnapshot().context.showPassword).toBe(true)
    actor.send({ type: 'password.toggleVisibility' })
    expect(actor.getSnapshot().context.showPassword).toBe(false)
    actor.send({ type: 'remember.toggle' })
    expect(actor.getSnapshot().context.rememberMe).toBe(true)
    actor.send({ type: 'remember.toggle' })
    expect(actor.getSnapshot().context.rememberMe).toBe(false)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it.each([
    ['a blank e-mail', '', 'selera-demo'],
    ['an e-mail of spaces', '   ', 'selera-demo'],
    ['an empty password', 'demo@selera.my', ''],
  ])('refuses form.submit with %s: stays idle and asks the session nothing', (_, email, password) => {
    const { actor, session, fill } = start()
    fill(email, password)
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(session.requests).toHaveLength(0)
  })

  it('a password of spaces is a password (never trimmed)', () => {
    const { actor, session, fill } = start()
    fill('demo@selera.my', '   ')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(session.requests[0]?.password).toBe('   ')
  })

  it('form.submit → submitting: busy, asks the session once with the trimmed e-mail, the password as typed, and itself to reply to', () => {
    const { actor, session, fill } = start()
    fill('  demo@selera.my ', ' selera-demo')
    actor.send({ type: 'form.submit' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('submitting')
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(session.requests).toHaveLength(1)
    expect(session.requests[0]).toMatchObject({ type: 'session.signIn', email: 'demo@selera.my', password: ' selera-demo' })
    expect(session.requests[0]?.replyTo).toBe(actor)
  })

  it('ignores repeat submits, edits, toggles and Forgot password while submitting', () => {
    const { actor, session, reset, fill } = start()
    fill('demo@selera.my', 'selera-demo')
    actor.send({ type: 'form.submit' })
    const before = actor.getSnapshot().context
    for (const event of [
      { type: 'form.submit' },
      { type: 'form.submit' },
      { type: 'form.change', field: 'email', value: 'other@selera.my' },
      { type: 'password.toggleVisibility' },
      { type: 'remember.toggle' },
      { type: 'forgot.request' },
    ] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false)
      actor.send(event)
    }
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context).toEqual(before)
    expect(session.requests).toHaveLength(1)
    expect(reset.calls).toHaveLength(0)
  })

  it('signIn.succeeded → success, a final state', () => {
    const { actor, fill } = start({ session: fakeSession('succeeded') })
    fill('demo@selera.my', 'selera-demo')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('signIn.failed → failure: an error, the fields kept, and the form editable and submittable again', () => {
    const session = fakeSession('failed')
    const { actor, fill } = start({ session })
    fill('demo@selera.my', 'wrong-password')
    actor.send({ type: 'form.submit' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('failure')
    expect(snapshot.hasTag('error')).toBe(true)
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(snapshot.context).toMatchObject({ email: 'demo@selera.my', password: 'wrong-password' })
    actor.send({ type: 'form.change', field: 'password', value: 'selera-demo' })
    expect(actor.getSnapshot().value).toBe('failure')
    actor.send({ type: 'form.submit' })
    expect(session.requests.map((request) => request.password)).toEqual(['wrong-password', 'selera-demo'])
  })

  it('ignores the session replies when no sign-in is in progress', () => {
    const { actor } = start()
    actor.send({ type: 'signIn.succeeded' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'signIn.failed' })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

describe('sign-in machine: Remember me (saveEmailChoice)', () => {
  it('on success with Remember me on, stores the trimmed e-mail under selera:remembered-email and nothing else', () => {
    const { actor, fill } = start({ session: fakeSession('succeeded') })
    fill(' demo@selera.my ', 'selera-demo')
    actor.send({ type: 'remember.toggle' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('success')
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('demo@selera.my')
    expect(localStorage).toHaveLength(1)
    expect(sessionStorage).toHaveLength(0)
    expect(everythingStored()).not.toContain('selera-demo')
  })

  it('on success with Remember me off, removes a previously remembered e-mail', () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'demo@selera.my')
    const { actor, fill } = start({ session: fakeSession('succeeded'), rememberedEmail: 'demo@selera.my' })
    fill('new@selera.my', 'selera-demo')
    actor.send({ type: 'remember.toggle' })
    expect(actor.getSnapshot().context.rememberMe).toBe(false)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('success')
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull()
    expect(everythingStored()).toBe('')
  })

  it('writes nothing on a failed sign-in or while submitting, whatever Remember me says', () => {
    const { actor, fill } = start({ session: fakeSession('failed') })
    fill('demo@selera.my', 'wrong-password')
    actor.send({ type: 'remember.toggle' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(everythingStored()).toBe('')
  })

  it('with the real session, auth service and backend: the token is in memory and no storage holds the password or a token', async () => {
    const session = createActor(sessionMachine).start()
    const actor = createActor(signInMachine, { input: { session, rememberedEmail: '' } }).start()
    try {
      actor.send({ type: 'form.change', field: 'email', value: 'demo@selera.my' })
      actor.send({ type: 'form.change', field: 'password', value: 'selera-demo' })
      actor.send({ type: 'remember.toggle' })
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.status === 'done' || s.matches('failure'), { timeout: 10_000 })
      expect(actor.getSnapshot().value).toBe('success')
      expect(session.getSnapshot().hasTag('signedIn')).toBe(true)

      const token = getAccessToken()
      const refreshToken = session.getSnapshot().context.session?.refreshToken
      expect(token).toBeTruthy()
      expect(refreshToken).toBeTruthy()
      expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('demo@selera.my')
      const stored = everythingStored()
      expect(stored).not.toContain('selera-demo')
      expect(stored).not.toContain(token!)
      expect(stored).not.toContain(refreshToken!)
      // Any JWT at all (header.payload.signature), not only this one.
      expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
      expect(document.cookie).toBe('')
    } finally {
      actor.stop()
      session.stop()
    }
  })

  it('with the real session: a wrong password ends in failure, stores nothing, and keeps the fields', async () => {
    const session = createActor(sessionMachine).start()
    const actor = createActor(signInMachine, { input: { session, rememberedEmail: '' } }).start()
    try {
      actor.send({ type: 'form.change', field: 'email', value: 'demo@selera.my' })
      actor.send({ type: 'form.change', field: 'password', value: 'not-the-password' })
      actor.send({ type: 'remember.toggle' })
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('failure') || s.status === 'done', { timeout: 10_000 })
      expect(actor.getSnapshot().value).toBe('failure')
      expect(actor.getSnapshot().context).toMatchObject({ email: 'demo@selera.my', password: 'not-the-password' })
      expect(getAccessToken()).toBeNull()
      expect(everythingStored()).toBe('')
    } finally {
      actor.stop()
      session.stop()
    }
  })
})

describe('sign-in machine: Forgot password', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('with the e-mail %s → emailNeeded: asks nothing of the auth service', (_, email) => {
    const { actor, reset } = start()
    actor.send({ type: 'form.change', field: 'email', value: email })
    actor.send({ type: 'forgot.request' })
    expect(actor.getSnapshot().value).toBe('emailNeeded')
    expect(actor.getSnapshot().hasTag('info')).toBe(true)
    expect(reset.calls).toHaveLength(0)
  })

  it('with an e-mail → requestingReset: busy, asks for a link for the trimmed address; success → resetRequested', async () => {
    const { actor, reset } = start()
    actor.send({ type: 'form.change', field: 'email', value: ' owner@kopi.my ' })
    actor.send({ type: 'forgot.request' })
    expect(actor.getSnapshot().value).toBe('requestingReset')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(reset.calls).toEqual([{ email: 'owner@kopi.my' }])
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'forgot.request' })).toBe(false)
    reset.resolve()
    await waitFor(actor, (s) => s.matches('resetRequested'))
    expect(actor.getSnapshot().hasTag('info')).toBe(true)
    expect(reset.calls).toHaveLength(1)
  })

  it.each([
    ['network', new ApiError('network', 'Password reset request failed', { status: 0 })],
    ['timeout', new ApiError('timeout', 'Password reset request failed')],
  ])('a %s failure → resetUnreachable (an error the owner can act on)', async (_, error) => {
    const { actor, reset } = start()
    actor.send({ type: 'form.change', field: 'email', value: 'owner@kopi.my' })
    actor.send({ type: 'forgot.request' })
    reset.reject(error)
    await waitFor(actor, (s) => !s.matches('requestingReset'))
    expect(actor.getSnapshot().value).toBe('resetUnreachable')
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
  })

  it.each([
    ['an http error', new ApiError('http', 'Password reset request failed', { status: 429 })],
    ['an unreadable answer', new ApiError('invalid-response', 'Password reset request failed')],
    ['an error that is no ApiError', new Error('boom')],
  ])('%s → resetRequested: the same neutral answer, revealing nothing', async (_, error) => {
    const { actor, reset } = start()
    actor.send({ type: 'form.change', field: 'email', value: 'owner@kopi.my' })
    actor.send({ type: 'forgot.request' })
    reset.reject(error)
    await waitFor(actor, (s) => !s.matches('requestingReset'))
    expect(actor.getSnapshot().value).toBe('resetRequested')
  })

  it.each(['resetRequested', 'resetUnreachable', 'emailNeeded', 'failure'] as const)(
    'from %s the form stays editable: change, toggles, Forgot password again, and submit',
    async (state) => {
      const { actor, reset, session } = start()
      if (state === 'emailNeeded') {
        actor.send({ type: 'forgot.request' })
      } else if (state === 'failure') {
        actor.send({ type: 'form.change', field: 'email', value: 'owner@kopi.my' })
        actor.send({ type: 'form.change', field: 'password', value: 'x' })
        actor.send({ type: 'form.submit' })
        // What the session answers a refused sign-in.
        actor.send({ type: 'signIn.failed' })
      } else {
        actor.send({ type: 'form.change', field: 'email', value: 'owner@kopi.my' })
        actor.send({ type: 'forgot.request' })
        if (state === 'resetRequested') reset.resolve()
        else reset.reject(new ApiError('network', 'unreachable'))
      }
      await waitFor(actor, (s) => s.matches(state))

      actor.send({ type: 'form.change', field: 'email', value: 'owner@kopi.my' })
      actor.send({ type: 'password.toggleVisibility' })
      actor.send({ type: 'remember.toggle' })
      expect(actor.getSnapshot().value).toBe(state)
      expect(actor.getSnapshot().context).toMatchObject({ email: 'owner@kopi.my', showPassword: true })

      actor.send({ type: 'forgot.request' })
      expect(actor.getSnapshot().value).toBe('requestingReset')
      reset.resolve()
      await waitFor(actor, (s) => s.matches('resetRequested'))

      actor.send({ type: 'form.change', field: 'password', value: 'selera-demo' })
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().value).toBe('submitting')
      expect(session.requests.at(-1)).toMatchObject({ email: 'owner@kopi.my', password: 'selera-demo' })
    },
  )

  it('the real request: a known and an unknown address both end in resetRequested; only the known one gets a recovery', async () => {
    for (const [email, recoveries] of [
      ['demo@selera.my', 1],
      ['nobody@selera.my', 1],
    ] as const) {
      const actor = createActor(signInMachine, { input: { session: fakeSession().ref, rememberedEmail: '' } }).start()
      actor.send({ type: 'form.change', field: 'email', value: email })
      actor.send({ type: 'forgot.request' })
      await waitFor(actor, (s) => !s.matches('requestingReset'), { timeout: 10_000 })
      expect(actor.getSnapshot().value).toBe('resetRequested')
      expect(db.passwordRecovery.count()).toBe(recoveries)
      actor.stop()
    }
    expect(db.passwordRecovery.getAll().map((recovery) => recovery.email)).toEqual(['demo@selera.my'])
  })
})

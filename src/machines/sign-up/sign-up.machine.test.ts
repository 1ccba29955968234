import { createActor, fromCallback, type AnyActorRef } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import type { SessionEvent, SignInReply } from '../session/session.events'
import { signUpMachine, type SignUpField } from './sign-up.machine'

type SignUpRequest = Extract<SessionEvent, { type: 'session.signUp' }>

/** Stands in for the app session: records each request and answers the first ones as told, the rest never. */
function fakeSession(...answers: SignInReply[]) {
  const requests: SignUpRequest[] = []
  const ref = createActor(
    fromCallback<SessionEvent>(({ receive }) => {
      receive((event) => {
        if (event.type !== 'session.signUp') return
        requests.push(event)
        const answer = answers[requests.length - 1]
        if (answer) event.replyTo.send(answer)
      })
    }),
  ).start()
  return { ref: ref as AnyActorRef, requests }
}

function start(session = fakeSession(), prefill: { email?: string; businessName?: string } = {}) {
  const actor = createActor(signUpMachine, { input: { session: session.ref, ...prefill } }).start()
  const fill = (values: Partial<Record<SignUpField, string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'form.change', field: field as SignUpField, value })
  }
  return { actor, session, fill }
}

const COMPLETE = { businessName: ' Kedai Kopi Ah Seng ', fullName: ' Tan Ah Seng ', email: ' owner@kedai.my ', password: ' kopi-o ' }

describe('sign-up machine', () => {
  it('starts idle, empty, or with what the landing page’s form already asked', () => {
    expect(start().actor.getSnapshot().context).toMatchObject({ businessName: '', fullName: '', email: '', password: '', showPassword: false, problem: null })
    const prefilled = start(fakeSession(), { email: 'owner@kedai.my', businessName: 'Kedai Kopi Ah Seng' })
    expect(prefilled.actor.getSnapshot().context).toMatchObject({ email: 'owner@kedai.my', businessName: 'Kedai Kopi Ah Seng' })
    expect(prefilled.actor.getSnapshot().value).toBe('idle')
  })

  it('writes the field changed only, and shows or hides the password', () => {
    const { actor, fill } = start()
    fill({ email: 'owner@kedai.my' })
    expect(actor.getSnapshot().context).toMatchObject({ email: 'owner@kedai.my', businessName: '', password: '' })
    actor.send({ type: 'password.toggleVisibility' })
    expect(actor.getSnapshot().context.showPassword).toBe(true)
  })

  it.each([
    ['no business name', { ...COMPLETE, businessName: '  ' }, 'incomplete'],
    ['no e-mail', { ...COMPLETE, email: '' }, 'incomplete'],
    ['no password', { ...COMPLETE, password: '' }, 'incomplete'],
    ['a password too short', { ...COMPLETE, password: '12345' }, 'weakPassword'],
  ] as const)('says what is missing with %s, asks the session nothing, and keeps what was typed', (_, values, problem) => {
    const { actor, session, fill } = start()
    fill(values)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context).toMatchObject({ problem, email: values.email })
    expect(session.requests).toHaveLength(0)
  })

  it('asks the session once with the names and e-mail trimmed and the password as typed, and is busy meanwhile', () => {
    const { actor, session, fill } = start()
    fill(COMPLETE)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(session.requests).toEqual([
      { type: 'session.signUp', details: { businessName: 'Kedai Kopi Ah Seng', fullName: 'Tan Ah Seng', email: 'owner@kedai.my', password: ' kopi-o ' }, replyTo: actor },
    ])
    actor.send({ type: 'form.submit' })
    expect(session.requests).toHaveLength(1)
  })

  it('is done when the session signed the new owner in', () => {
    const { actor, fill } = start(fakeSession({ type: 'signIn.succeeded' }))
    fill(COMPLETE)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it.each([
    ['the address is taken', { type: 'signIn.failed', error: new ApiError('http', 'refused', { status: 422, detail: 'user_already_exists' }) }, 'taken'],
    ['the password is too weak', { type: 'signIn.failed', error: new ApiError('http', 'refused', { status: 422, detail: 'weak_password' }) }, 'weakPassword'],
    ['the address is not one', { type: 'signIn.failed', error: new ApiError('http', 'refused', { status: 400, detail: 'validation_failed' }) }, 'invalidEmail'],
    ['nothing answered', { type: 'signIn.failed', error: new ApiError('network', 'unreachable') }, 'unreachable'],
    ['it failed otherwise', { type: 'signIn.failed', error: new Error('boom') }, 'failed'],
    ['the backend refused the new session', { type: 'signIn.failed', error: new ApiError('http', 'refused', { status: 503 }) }, 'failed'],
  ] as const)('when %s, says why and lets the owner try again with everything kept', (_, reply, problem) => {
    const { actor, fill } = start(fakeSession(reply))
    fill(COMPLETE)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context).toMatchObject({ problem, email: COMPLETE.email, password: COMPLETE.password })
    fill({ email: 'another@kedai.my' })
    actor.send({ type: 'form.submit' })
    // A new attempt clears the last answer while it waits.
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('takes no answer it did not ask for', () => {
    const { actor } = start()
    actor.send({ type: 'signIn.succeeded' })
    actor.send({ type: 'signIn.failed', error: new Error('late') })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.problem).toBeNull()
  })
})

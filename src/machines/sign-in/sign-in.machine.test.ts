import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { fakeSession, start } from '../../../tests/utils/sign-in-machine'

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

  it('signIn.failed with the auth service\'s limit (429) → tooManyAttempts: an error, the form editable and submittable again', () => {
    const session = fakeSession('failed', new ApiError('http', 'Too many sign-in attempts. Try again in 15 minutes.', { status: 429, detail: 'over_request_rate_limit' }))
    const { actor, fill } = start({ session })
    fill('demo@selera.my', 'selera-demo')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('tooManyAttempts')
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ email: 'demo@selera.my', password: 'selera-demo' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('tooManyAttempts')
    expect(session.requests).toHaveLength(2)
  })

  it('ignores the session replies when no sign-in is in progress', () => {
    const { actor } = start()
    actor.send({ type: 'signIn.succeeded' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'signIn.failed' })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { db } from '../../../mocks/db'
import { ApiError } from '../../api/errors'
import { signInMachine } from './sign-in.machine'
import { fakeSession, start } from '../../../tests/utils/sign-in-machine'

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

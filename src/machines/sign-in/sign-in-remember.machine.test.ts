import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getAccessToken } from '../../api/auth-token'
import { sessionMachine } from '../session/session.machine'
import { signInMachine } from './sign-in.machine'
import { REMEMBERED_EMAIL_KEY, fakeSession, start } from '../../../tests/utils/sign-in-machine'
import { everythingStored } from '../../../tests/utils/browser-storage'

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

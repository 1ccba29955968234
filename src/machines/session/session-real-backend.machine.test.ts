import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { db } from '../../../mocks/db'
import { setChaosRule } from '../../../tests/utils/chaos'
import { validateWithBackend } from '../../api/auth'
import { getAccessToken } from '../../api/auth-token'
import { sessionMachine } from './session.machine'
import { recorder, CREDENTIALS } from '../../../tests/utils/session-machine'

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
      expect(requester.received).toHaveLength(1)
      expect(requester.received[0]).toMatchObject({ type: 'signIn.failed', error: { status: 400, detail: 'invalid_credentials' } })
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
      expect(requester.received).toHaveLength(1)
      expect(requester.received[0]).toMatchObject({ type: 'signIn.failed', error: { message: 'Backend validation failed', detail: 'http 500' } })
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

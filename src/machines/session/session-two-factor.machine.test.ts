import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { getAccessToken } from '../../api/auth-token'
import { ApiError } from '../../api/errors'
import { recorder, authSession, CREDENTIALS, signedIn, start, STEP_EVENTS } from '../../../tests/utils/session-machine'

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
    expect(requester.received.at(-1)).toMatchObject({ type: 'signIn.codeRefused', error: { detail: 'mfa_verification_failed' } })
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

import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { getAccessToken } from '../../api/auth-token'
import { ApiError } from '../../api/errors'
import { recorder, authSession, CREDENTIALS, signedIn, start, SESSION_CARRYING_EVENTS, ENTRY_EVENTS } from '../../../tests/utils/session-machine'

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

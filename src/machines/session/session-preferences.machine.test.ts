import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { PreferenceSettings } from '../../../kernel/contract'
import { recorder, CREDENTIALS, signedIn, start } from '../../../tests/utils/session-machine'

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

import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef, type AnyEventObject } from 'xstate'
import type { AuthSession, PasswordSignIn } from '../../api/auth'
import { ApiError } from '../../api/errors'
import { resetPasswordMachine, resetProblemOf, type ResetPasswordInput } from './reset-password.machine'

const session = (n: number): AuthSession => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresAt: 1_900_000_000, user: { id: 'u', email: 'demo@selera.my', fullName: null, businessName: null } })

/** The machine with every call under the test's control, and a stand-in session that records what it is sent. */
function world(input: Partial<ResetPasswordInput> = {}) {
  const calls: Array<{ kind: string; input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = []
  const deferred = <TOutput, TInput>(kind: string) =>
    fromPromise<TOutput, TInput>(({ input: given }) => new Promise<TOutput>((resolve, reject) => calls.push({ kind, input: given, resolve: resolve as (value: unknown) => void, reject })))
  const received: AnyEventObject[] = []
  const sessionActor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event)))).start()
  const machine = resetPasswordMachine.provide({
    actors: {
      findDemoLink: deferred<string | null, { email: string }>('findDemoLink'),
      openLink: deferred<PasswordSignIn, { tokenHash: string }>('openLink'),
      verifyCode: deferred<AuthSession, { factorId: string; code: string }>('verifyCode'),
      savePassword: deferred<AuthSession, { password: string }>('savePassword'),
    },
  })
  const actor = createActor(machine, { input: { tokenHash: null, demoEmail: null, session: sessionActor as AnyActorRef, ...input } }).start()
  const choose = (password: string, confirm = password) => {
    actor.send({ type: 'reset.change', field: 'password', value: password })
    actor.send({ type: 'reset.change', field: 'confirm', value: confirm })
  }
  return { actor, calls, received, choose }
}

describe('reset password machine', () => {
  it('without a token or a demo address the link is invalid', () => {
    expect(world().actor.getSnapshot().value).toBe('invalid')
  })

  it('a link: opened (busy), a new password refused until both match and are long enough, saved, then the session handed over and done', async () => {
    const w = world({ tokenHash: 'token-1' })
    expect(w.actor.getSnapshot().value).toBe('opening')
    expect(w.calls[0]).toMatchObject({ kind: 'openLink', input: { tokenHash: 'token-1' } })
    w.calls[0]!.resolve({ session: session(1), secondFactor: null })
    await waitFor(w.actor, (s) => s.matches('choosing'))
    w.choose('kopi-kita-2026', 'kopi-kita-2025')
    w.actor.send({ type: 'reset.submit' })
    expect(w.actor.getSnapshot().context.problem).toBe('mismatch')
    w.choose('kopi')
    w.actor.send({ type: 'reset.submit' })
    expect(w.actor.getSnapshot().context.problem).toBe('short')
    w.choose('kopi-kita-2026')
    w.actor.send({ type: 'reset.submit' })
    expect(w.calls[1]).toMatchObject({ kind: 'savePassword', input: { password: 'kopi-kita-2026' } })
    w.calls[1]!.resolve(session(2))
    await waitFor(w.actor, (s) => s.matches('signingIn'))
    expect(w.actor.getSnapshot().context).toMatchObject({ password: '', confirm: '' })
    expect(w.received).toEqual([{ type: 'session.adopt', session: session(2), replyTo: w.actor }])
    w.actor.send({ type: 'signIn.succeeded' })
    expect(w.actor.getSnapshot().status).toBe('done')
  })

  it('demo: the link is read from the outbox; no mail says so; an expired link is invalid', async () => {
    const found = world({ demoEmail: 'demo@selera.my' })
    expect(found.calls[0]).toMatchObject({ kind: 'findDemoLink', input: { email: 'demo@selera.my' } })
    found.calls[0]!.resolve('token-9')
    await waitFor(found.actor, (s) => s.matches('opening'))
    expect(found.calls[1]!.input).toEqual({ tokenHash: 'token-9' })
    found.calls[1]!.reject(new ApiError('http', 'The reset link was refused: Email link is invalid or has expired', { status: 403, detail: 'otp_expired' }))
    await waitFor(found.actor, (s) => s.matches('invalid'))
    const none = world({ demoEmail: 'nobody@example.com' })
    none.calls[0]!.resolve(null)
    await waitFor(none.actor, (s) => s.matches('noMail'))
  })

  it('two-factor on: the code first (a wrong one refused), then the password', async () => {
    const w = world({ tokenHash: 'token-1' })
    w.calls[0]!.resolve({ session: session(1), secondFactor: 'factor-1' })
    await waitFor(w.actor, (s) => s.matches('codeNeeded'))
    w.actor.send({ type: 'code.submit' })
    expect(w.actor.getSnapshot().context.codeProblem).toBe('format')
    w.actor.send({ type: 'code.change', code: '123 456' })
    w.actor.send({ type: 'code.submit' })
    expect(w.calls[1]).toMatchObject({ kind: 'verifyCode', input: { factorId: 'factor-1', code: '123456' } })
    w.calls[1]!.reject(new ApiError('http', 'Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }))
    await waitFor(w.actor, (s) => s.matches('codeNeeded') && s.context.codeProblem === 'wrong')
    w.actor.send({ type: 'code.change', code: '654321' })
    w.actor.send({ type: 'code.submit' })
    w.calls[2]!.resolve(session(3))
    await waitFor(w.actor, (s) => s.matches('choosing'))
    expect(w.actor.getSnapshot().context.recovered).toEqual(session(3))
  })

  it('the same password as before is refused with its reason; a refused hand-over says the password is saved', async () => {
    const w = world({ tokenHash: 'token-1' })
    w.calls[0]!.resolve({ session: session(1), secondFactor: null })
    await waitFor(w.actor, (s) => s.matches('choosing'))
    w.choose('selera-demo')
    w.actor.send({ type: 'reset.submit' })
    w.calls[1]!.reject(new ApiError('http', 'same', { status: 422, detail: 'same_password' }))
    await waitFor(w.actor, (s) => s.context.problem === 'same')
    w.actor.send({ type: 'reset.submit' })
    w.calls[2]!.resolve(session(2))
    await waitFor(w.actor, (s) => s.matches('signingIn'))
    w.actor.send({ type: 'signIn.failed' })
    expect(w.actor.getSnapshot().value).toBe('signInFailed')
  })

  it('the rules: equal, then at least 6 characters', () => {
    expect(resetProblemOf({ password: 'abcdef', confirm: 'abcdeg' })).toBe('mismatch')
    expect(resetProblemOf({ password: 'abcde', confirm: 'abcde' })).toBe('short')
    expect(resetProblemOf({ password: 'abcdef', confirm: 'abcdef' })).toBeNull()
  })
})

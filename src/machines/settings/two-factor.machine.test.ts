import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type NonReducibleUnknown } from 'xstate'
import type { AuthSession, TotpEnrollment } from '../../api/auth'
import { ApiError } from '../../api/errors'
import { twoFactorMachine, type TwoFactorChanged } from './two-factor.machine'

const ENROLLMENT: TotpEnrollment = { factorId: 'factor-1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Selera:demo@selera.my?secret=JBSWY3DPEHPK3PXP' }
const wrongCode = () => new ApiError('http', 'The two-factor code was refused: Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' })

/** The machine with every auth call under the test's control. */
function world(on = false) {
  const calls: Array<{ kind: string; input: unknown; resolve: (value?: unknown) => void; reject: (error: unknown) => void }> = []
  const deferred = <TOutput, TInput>(kind: string) =>
    fromPromise<TOutput, TInput>(({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ kind, input, resolve: resolve as (value?: unknown) => void, reject })))
  const machine = twoFactorMachine.provide({
    actors: {
      enroll: deferred<TotpEnrollment, NonReducibleUnknown>('enroll'),
      confirm: deferred<AuthSession, { factorId: string; code: string }>('confirm'),
      disable: deferred<void, { code: string }>('disable'),
    },
  })
  const actor = createActor(machine, { input: { on } }).start()
  const changed: TwoFactorChanged[] = []
  actor.on('twoFactor.changed', (event) => changed.push(event))
  return { actor, calls, changed }
}

describe('two-factor machine', () => {
  it('starts where the account is: off or on', () => {
    expect(world(false).actor.getSnapshot().value).toBe('off')
    expect(world(true).actor.getSnapshot().value).toBe('on')
  })

  it('turning on: a new factor (busy), its QR code and key, a refused short code, then the right one: on, and the screen told', async () => {
    const w = world()
    w.actor.send({ type: 'twoFactor.start' })
    expect(w.actor.getSnapshot().hasTag('busy')).toBe(true)
    w.calls[0]!.resolve(ENROLLMENT)
    await waitFor(w.actor, (s) => s.matches('awaitingCode'))
    expect(w.actor.getSnapshot().context.enrollment).toEqual(ENROLLMENT)
    w.actor.send({ type: 'twoFactor.code', code: '12345' })
    w.actor.send({ type: 'twoFactor.confirm' })
    expect(w.actor.getSnapshot().context.problem).toBe('format')
    w.actor.send({ type: 'twoFactor.code', code: '123 456' })
    w.actor.send({ type: 'twoFactor.confirm' })
    expect(w.calls[1]).toMatchObject({ kind: 'confirm', input: { factorId: 'factor-1', code: '123456' } })
    w.calls[1]!.resolve({})
    await waitFor(w.actor, (s) => s.matches('on'))
    expect(w.actor.getSnapshot().context).toMatchObject({ enrollment: null, code: '', notice: 'turnedOn' })
    expect(w.changed).toEqual([{ type: 'twoFactor.changed', on: true }])
  })

  it('a wrong code keeps the step with its reason and empties the field; Cancel goes back to off', async () => {
    const w = world()
    w.actor.send({ type: 'twoFactor.start' })
    w.calls[0]!.resolve(ENROLLMENT)
    await waitFor(w.actor, (s) => s.matches('awaitingCode'))
    w.actor.send({ type: 'twoFactor.code', code: '000000' })
    w.actor.send({ type: 'twoFactor.confirm' })
    w.calls[1]!.reject(wrongCode())
    await waitFor(w.actor, (s) => s.matches('awaitingCode') && s.context.problem !== null)
    expect(w.actor.getSnapshot().context).toMatchObject({ problem: 'wrong', code: '' })
    w.actor.send({ type: 'twoFactor.cancel' })
    expect(w.actor.getSnapshot().value).toBe('off')
    expect(w.changed).toEqual([])
  })

  it('a reused code and a failure that says nothing about the code are told apart', async () => {
    const w = world(true)
    w.actor.send({ type: 'twoFactor.stop' })
    w.actor.send({ type: 'twoFactor.code', code: '654321' })
    w.actor.send({ type: 'twoFactor.confirm' })
    w.calls[0]!.reject(new ApiError('http', 'The two-factor code was refused: TOTP code already used', { status: 422, detail: 'mfa_verification_failed' }))
    await waitFor(w.actor, (s) => s.context.problem === 'used')
    w.actor.send({ type: 'twoFactor.code', code: '654322' })
    w.actor.send({ type: 'twoFactor.confirm' })
    w.calls[1]!.reject(new ApiError('network', 'unreachable'))
    await waitFor(w.actor, (s) => s.context.problem === 'failed')
    expect(w.actor.getSnapshot().value).toBe('disabling')
  })

  it('turning off needs a code: then off, and the screen told', async () => {
    const w = world(true)
    w.actor.send({ type: 'twoFactor.stop' })
    expect(w.actor.getSnapshot().value).toBe('disabling')
    w.actor.send({ type: 'twoFactor.code', code: '654321' })
    w.actor.send({ type: 'twoFactor.confirm' })
    expect(w.calls[0]).toMatchObject({ kind: 'disable', input: { code: '654321' } })
    w.calls[0]!.resolve()
    await waitFor(w.actor, (s) => s.matches('off'))
    expect(w.actor.getSnapshot().context.notice).toBe('turnedOff')
    expect(w.changed).toEqual([{ type: 'twoFactor.changed', on: false }])
  })

  it('a setup that could not start can be tried again', async () => {
    const w = world()
    w.actor.send({ type: 'twoFactor.start' })
    w.calls[0]!.reject(new ApiError('http', 'Two-factor setup failed', { status: 500 }))
    await waitFor(w.actor, (s) => s.matches('enrollFailed'))
    w.actor.send({ type: 'twoFactor.start' })
    expect(w.actor.getSnapshot().value).toBe('enrolling')
  })
})

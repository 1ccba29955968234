import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { db } from '../../../mocks/db'
import { setChaosRule } from '../../../tests/utils/chaos'
import { leaveLead } from '../../../tests/utils/leads'
import { demoResetMachine, type DemoResetEvent } from './demo-reset.machine'

/** A resetDemoData stub settled by the test, counting its calls. */
function controlledReset() {
  let calls = 0
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<void>(
    () =>
      new Promise<void>((resolve, reject) => {
        calls += 1
        settle = { resolve, reject }
      }),
  )
  return {
    logic,
    calls: () => calls,
    resolve: () => settle?.resolve(),
    reject: (error: unknown) => settle?.reject(error),
  }
}

/** Stands in for the app session and records what it is told. */
function recordingSession() {
  const received: AnyEventObject[] = []
  const ref = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event)))).start()
  return { ref, received }
}

function start() {
  const reset = controlledReset()
  const session = recordingSession()
  const actor = createActor(demoResetMachine.provide({ actors: { resetDemoData: reset.logic } }), {
    input: { session: session.ref },
  }).start()
  return { actor, reset, session }
}

const ALL_EVENTS: DemoResetEvent[] = [{ type: 'reset.request' }, { type: 'reset.confirm' }, { type: 'reset.cancel' }]

describe('demo-reset machine', () => {
  it('starts idle; only reset.request is possible', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('idle')
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(ALL_EVENTS.filter((event) => snapshot.can(event)).map((event) => event.type)).toEqual(['reset.request'])
  })

  it('ignores reset.confirm and reset.cancel while idle: nothing is reset without being asked first', () => {
    const { actor, reset } = start()
    actor.send({ type: 'reset.confirm' })
    actor.send({ type: 'reset.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(reset.calls()).toBe(0)
  })

  it('reset.request → confirming: asks before acting, resets nothing yet', () => {
    const { actor, reset } = start()
    actor.send({ type: 'reset.request' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('confirming')
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(ALL_EVENTS.filter((event) => snapshot.can(event)).map((event) => event.type)).toEqual(['reset.confirm', 'reset.cancel'])
    expect(reset.calls()).toBe(0)
  })

  it('confirming + reset.cancel → idle, nothing reset', () => {
    const { actor, reset } = start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(reset.calls()).toBe(0)
  })

  it('confirming + reset.confirm → resetting: busy, one reset call, every event ignored meanwhile', () => {
    const { actor, reset } = start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('resetting')
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(reset.calls()).toBe(1)
    for (const event of ALL_EVENTS) {
      expect(actor.getSnapshot().can(event)).toBe(false)
      actor.send(event)
    }
    expect(actor.getSnapshot().value).toBe('resetting')
    expect(reset.calls()).toBe(1)
  })

  it('resetting → done when the reset succeeds: the session is told to sign out, and the flow ends', async () => {
    const { actor, reset, session } = start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    expect(session.received).toEqual([])
    reset.resolve()
    await waitFor(actor, (s) => s.matches('done'))
    expect(session.received).toEqual([{ type: 'session.logout', because: 'demo-reset' }])
    expect(actor.getSnapshot().status).toBe('done')
    expect(ALL_EVENTS.filter((event) => actor.getSnapshot().can(event))).toEqual([])
  })

  it('resetting → failed when the reset fails; a new reset.request asks again, and a retry can succeed', async () => {
    const { actor, reset, session } = start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    reset.reject(new Error('POST /demo/reset failed with 500'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(session.received).toEqual([])
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(ALL_EVENTS.filter((event) => actor.getSnapshot().can(event)).map((event) => event.type)).toEqual(['reset.request'])
    actor.send({ type: 'reset.request' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'reset.confirm' })
    expect(reset.calls()).toBe(2)
    reset.resolve()
    await waitFor(actor, (s) => s.matches('done'))
  })

  it('from failed, reset.confirm and reset.cancel are ignored', async () => {
    const { actor, reset } = start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    reset.reject(new Error('failed'))
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'reset.confirm' })
    actor.send({ type: 'reset.cancel' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(reset.calls()).toBe(1)
  })
})

describe('demo-reset machine with the real POST /demo/reset (fake backend over msw)', () => {
  async function leaveOneLead() {
    await leaveLead()
    expect(db.lead.count()).toBe(1)
  }

  it('done: the data is back to the seed (a lead left before is gone, the seeded accounts remain)', async () => {
    await leaveOneLead()
    const actor = createActor(demoResetMachine, { input: { session: recordingSession().ref } }).start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    await waitFor(actor, (s) => s.matches('done') || s.matches('failed'), { timeout: 10_000 })
    expect(actor.getSnapshot().value).toBe('done')
    expect(db.lead.count()).toBe(0)
    expect(db.account.count()).toBe(2)
  })

  it('failed when the backend answers 500: the data is untouched', async () => {
    await leaveOneLead()
    setChaosRule('POST /demo/reset', { status: 500 })
    const actor = createActor(demoResetMachine, { input: { session: recordingSession().ref } }).start()
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    await waitFor(actor, (s) => s.matches('done') || s.matches('failed'), { timeout: 10_000 })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(db.lead.count()).toBe(1)
  })
})

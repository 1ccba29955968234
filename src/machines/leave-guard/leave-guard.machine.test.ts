import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { leaveGuardMachine } from './leave-guard.machine'

function start() {
  const actor = createActor(leaveGuardMachine).start()
  const went: string[] = []
  actor.on('leave.go', ({ to }) => went.push(to))
  return { actor, went }
}

describe('leave guard machine (docs/product.md#upload-states)', () => {
  it('starts idle, holding nothing', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.to).toBeNull()
  })

  it('a held link asks, keeping where it leads; nothing moves yet', () => {
    const { actor, went } = start()
    actor.send({ type: 'leave.request', to: '/dashboard' })
    expect(actor.getSnapshot().value).toBe('asking')
    expect(actor.getSnapshot().context.to).toBe('/dashboard')
    // A second link while asking changes nothing: the first question stands.
    actor.send({ type: 'leave.request', to: '/chat' })
    expect(actor.getSnapshot().context.to).toBe('/dashboard')
    expect(went).toEqual([])
  })

  it('Stay: back to idle, the destination forgotten, no move; a later link asks again', () => {
    const { actor, went } = start()
    actor.send({ type: 'leave.request', to: '/dashboard' })
    actor.send({ type: 'leave.stay' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.to).toBeNull()
    actor.send({ type: 'leave.request', to: '/chat' })
    expect(actor.getSnapshot().context.to).toBe('/chat')
    expect(went).toEqual([])
  })

  it.each(['leave.confirm', 'leave.allowed'] as const)('%s while asking: left, which emits leave.go to the held destination once', (type) => {
    const { actor, went } = start()
    actor.send({ type: 'leave.request', to: '/settings?tab=support' })
    actor.send({ type })
    expect(actor.getSnapshot().value).toBe('left')
    expect(actor.getSnapshot().status).toBe('done')
    expect(went).toEqual(['/settings?tab=support'])
  })

  it('leave.allowed, leave.stay and leave.confirm mean nothing when nothing is asked', () => {
    const { actor, went } = start()
    for (const type of ['leave.allowed', 'leave.stay', 'leave.confirm'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false)
      actor.send({ type })
    }
    expect(actor.getSnapshot().value).toBe('idle')
    expect(went).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { menuMachine } from './menu.machine'

function start() {
  return createActor(menuMachine).start()
}

describe('menu machine', () => {
  it('starts closed', () => {
    expect(start().getSnapshot().value).toBe('closed')
  })

  it('opens and closes with menu.toggle', () => {
    const actor = start()
    actor.send({ type: 'menu.toggle' })
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'menu.toggle' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('closes with menu.close when open', () => {
    const actor = start()
    actor.send({ type: 'menu.toggle' })
    actor.send({ type: 'menu.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('stays closed on menu.close when already closed', () => {
    const actor = start()
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(false)
    actor.send({ type: 'menu.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })
})

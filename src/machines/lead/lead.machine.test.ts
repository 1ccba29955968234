import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { db } from '../../../mocks/db'
import { setChaos } from '../../../mocks/node'
import type { LeadInput } from '../../api/leads'
import { leadMachine, type LeadFields } from './lead.machine'

const LEAD: LeadFields = { email: 'aminah@kopi.my', company_name: 'Kopi Aminah', country: 'MY' }

/** A submitLead whose outcome the test decides, and which records what it was sent. */
function controlledSubmit() {
  const calls: LeadInput[] = []
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const actor = fromPromise<void, LeadInput>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return {
    actor,
    calls,
    resolve: () => settle?.resolve(),
    reject: (error: unknown = new Error('HTTP 500')) => settle?.reject(error),
  }
}

function start(submit = controlledSubmit()) {
  const actor = createActor(leadMachine.provide({ actors: { submitLead: submit.actor } })).start()
  return { actor, submit }
}

function fill(actor: ReturnType<typeof start>['actor'], fields: LeadFields = LEAD) {
  for (const [field, value] of Object.entries(fields) as [keyof LeadFields, string][]) {
    actor.send({ type: 'form.change', field, value })
  }
}

describe('lead machine', () => {
  it('starts idle with empty fields and not busy', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('idle')
    expect(snapshot.context.fields).toEqual({ email: '', company_name: '', country: '' })
    expect(snapshot.hasTag('busy')).toBe(false)
  })

  it('form.change writes the named field only', () => {
    const { actor } = start()
    actor.send({ type: 'form.change', field: 'company_name', value: 'Kopi Aminah' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.fields).toEqual({ email: '', company_name: 'Kopi Aminah', country: '' })
  })

  it.each(['email', 'company_name', 'country'] as const)('refuses a submit while %s is only spaces, and says so: the field marked blank', (blank) => {
    const { actor, submit } = start()
    fill(actor, { ...LEAD, [blank]: '   ' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ errors: { [blank]: 'blank' }, refusals: 1 })
    expect(submit.calls).toHaveLength(0)
  })

  it('leaves an empty field to the browser: a submit with one is ignored, nothing marked', () => {
    const { actor, submit } = start()
    fill(actor, { ...LEAD, company_name: '   ', country: '' })
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, refusals: 0 })
    expect(submit.calls).toHaveLength(0)
  })

  it('a changed field loses its error, the others keep theirs; a refused submit again counts again', () => {
    const { actor } = start()
    fill(actor, { email: ' ', company_name: '  ', country: 'MY' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'blank', company_name: 'blank' })
    actor.send({ type: 'form.change', field: 'company_name', value: 'Kopi Aminah' })
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'blank' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context).toMatchObject({ errors: { email: 'blank' }, refusals: 2 })
  })

  it('idle → submitting: busy, sends the trimmed lead once, ignores a repeat submit and edits', () => {
    const { actor, submit } = start()
    fill(actor, { email: ' aminah@kopi.my ', company_name: ' Kopi Aminah ', country: 'MY' })
    actor.send({ type: 'form.submit' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('submitting')
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(submit.calls).toEqual([LEAD])

    expect(snapshot.can({ type: 'form.submit' })).toBe(false)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.change', field: 'email', value: 'other@kopi.my' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.fields.email).toBe(' aminah@kopi.my ')
    expect(submit.calls).toHaveLength(1)
  })

  it('submitting → success clears the three fields and re-enables the form', async () => {
    const { actor, submit } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    submit.resolve()
    const snapshot = await waitFor(actor, (s) => s.matches('success'))
    expect(snapshot.context.fields).toEqual({ email: '', company_name: '', country: '' })
    expect(snapshot.hasTag('busy')).toBe(false)
  })

  it('submitting → failure keeps the fields and re-enables the form, whatever the error', async () => {
    const { actor, submit } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    submit.reject({ kind: 'network' })
    const snapshot = await waitFor(actor, (s) => s.matches('failure'))
    expect(snapshot.context.fields).toEqual(LEAD)
    expect(snapshot.hasTag('busy')).toBe(false)
  })

  it('success: editing stays in success (the message stays until the next submit), a new submit goes out', async () => {
    const { actor, submit } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    submit.resolve()
    await waitFor(actor, (s) => s.matches('success'))

    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('success')

    fill(actor, { email: 'lim@bakery.my', company_name: 'Lim Bakery', country: 'SG' })
    expect(actor.getSnapshot().value).toBe('success')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(submit.calls.at(-1)).toEqual({ email: 'lim@bakery.my', company_name: 'Lim Bakery', country: 'SG' })
  })

  it('failure: editing stays in failure, a retry can succeed', async () => {
    const { actor, submit } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    submit.reject()
    await waitFor(actor, (s) => s.matches('failure'))

    actor.send({ type: 'form.change', field: 'company_name', value: 'Kopi Aminah Sdn Bhd' })
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.fields.company_name).toBe('Kopi Aminah Sdn Bhd')

    actor.send({ type: 'form.change', field: 'email', value: '' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('failure')

    actor.send({ type: 'form.change', field: 'email', value: 'aminah@kopi.my' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    submit.resolve()
    await waitFor(actor, (s) => s.matches('success'))
    expect(submit.calls).toHaveLength(2)
  })

  it('the default submitLead posts the lead to the fake backend, which stores it', async () => {
    const actor = createActor(leadMachine).start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(db.lead.getAll().map(({ email, company_name, country }) => ({ email, company_name, country }))).toEqual([LEAD])
  })

  it('the default submitLead fails on any error status of the backend', async () => {
    setChaos({ 'POST /leads': { status: 503 } })
    const actor = createActor(leadMachine).start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    const snapshot = await waitFor(actor, (s) => s.matches('failure'))
    expect(snapshot.context.fields).toEqual(LEAD)
    expect(db.lead.getAll()).toHaveLength(0)
  })
})

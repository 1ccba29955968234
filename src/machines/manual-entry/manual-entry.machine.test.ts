import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ManualEntry, UploadResponse } from '../../../kernel/contract'
import { manualEntryMachine, manualEntryOf, manualErrorsOf, type ManualFields } from './manual-entry.machine'

const STORED: UploadResponse = { upload_completed: true, status: 'completed', message: 'Recorded RM1,234.50 for 1 May 2026.', suggestion: null, chunks_created: 1 }
const FIELDS: ManualFields = { date: '2026-05-01', sales: '1234.50', orders: '', emails: ' aminah@kopi.my, wei@kopi.my ' }
const DAY_TAKEN: UploadResponse = { upload_completed: false, status: 'manual_exists', message: '1 May 2026 already has a manual entry: RM88.10.', suggestion: null, chunks_created: 0 }

function controlledSubmit() {
  const calls: ManualEntry[] = []
  let settle: { resolve: (value: UploadResponse) => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<UploadResponse, ManualEntry>(
    ({ input }) =>
      new Promise<UploadResponse>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return { logic, calls, resolve: (value: UploadResponse) => settle?.resolve(value), reject: (error: unknown) => settle?.reject(error) }
}

function start() {
  const submit = controlledSubmit()
  const heard: string[] = []
  const history = createActor(fromCallback<{ type: string }>(({ receive }) => receive((event) => heard.push(event.type)))).start()
  const actor = createActor(manualEntryMachine.provide({ actors: { submitManualEntry: submit.logic } }), {
    input: { history: history as AnyActorRef },
  }).start()
  const fill = (fields: Partial<ManualFields> = FIELDS) => {
    for (const [field, value] of Object.entries(fields) as [keyof ManualFields, string][]) actor.send({ type: 'manual.change', field, value })
  }
  return { actor, submit, heard, fill }
}

describe('manualEntryOf', () => {
  it('reads the fields as an entry: sales as a number, e-mails trimmed, blank e-mails left out', () => {
    expect(manualEntryOf(FIELDS)).toEqual({ date: '2026-05-01', sales: 1234.5, emails: 'aminah@kopi.my, wei@kopi.my' })
    expect(manualEntryOf({ ...FIELDS, emails: '  ' })).toEqual({ date: '2026-05-01', sales: 1234.5 })
    expect(manualEntryOf({ ...FIELDS, sales: '0' })).toMatchObject({ sales: 0 })
    expect(manualEntryOf({ ...FIELDS, sales: '.5' })).toMatchObject({ sales: 0.5 })
  })

  it('reads a number of orders when one is given: whole, not negative', () => {
    expect(manualEntryOf({ ...FIELDS, orders: ' 52 ' })).toMatchObject({ orders: 52 })
    expect(manualEntryOf({ ...FIELDS, orders: '0' })).toMatchObject({ orders: 0 })
    expect(manualEntryOf({ ...FIELDS, orders: '' })).not.toHaveProperty('orders')
    for (const orders of ['2.5', '-1', '1e3', 'many']) expect(manualEntryOf({ ...FIELDS, orders })).toBeNull()
  })

  it.each([
    ['no date', { date: '' }],
    ['a date that is not YYYY-MM-DD', { date: '01/05/2026' }],
    ['no amount', { sales: '' }],
    ['a negative amount', { sales: '-5' }],
    ['three decimals', { sales: '12.345' }],
    ['not a number', { sales: 'RM12' }],
    ['an exponent', { sales: '1e3' }],
    ['a lone point', { sales: '.' }],
  ])('describes no entry with %s', (_, change) => {
    expect(manualEntryOf({ ...FIELDS, ...change })).toBeNull()
  })

  it('says what is wrong, field by field', () => {
    expect(manualErrorsOf(FIELDS)).toEqual({})
    expect(manualErrorsOf({ ...FIELDS, date: '', sales: ' ' })).toEqual({ date: 'required', sales: 'required' })
    expect(manualErrorsOf({ ...FIELDS, date: '2026-02-30', sales: '1e3', orders: '2.5' })).toEqual({ date: 'format', sales: 'format', orders: 'format' })
    for (const sales of ['-5', '12.345', 'RM12', '.']) expect(manualErrorsOf({ ...FIELDS, sales })).toEqual({ sales: 'format' })
    expect(manualErrorsOf({ ...FIELDS, orders: '1e3' })).toEqual({ orders: 'format' })
  })

  it('does not judge the e-mails (docs/product.md#manual-entry)', () => {
    expect(manualEntryOf({ ...FIELDS, emails: 'not an e-mail' })).toMatchObject({ emails: 'not an e-mail' })
  })
})

describe('manual entry machine (docs/product.md#manual-entry)', () => {
  it('starts idle with empty fields', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ fields: { date: '', sales: '', orders: '', emails: '' }, mode: null, answer: null, detail: null })
  })

  it('manual.change writes the named field only', () => {
    const { actor } = start()
    actor.send({ type: 'manual.change', field: 'sales', value: '12.50' })
    expect(actor.getSnapshot().context.fields).toEqual({ date: '', sales: '12.50', orders: '', emails: '' })
  })

  it('refuses manual.submit until the date and the amount describe an entry', () => {
    const { actor, submit, fill } = start()
    fill({ date: '2026-05-01' })
    expect(actor.getSnapshot().can({ type: 'manual.submit' })).toBe(false)
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    fill({ sales: '10' })
    expect(actor.getSnapshot().can({ type: 'manual.submit' })).toBe(true)
    expect(submit.calls).toHaveLength(0)
  })

  it('a refused submit with the required fields filled in says why (1e3 is a number to the browser, not an amount)', () => {
    const { actor, submit, fill } = start()
    fill({ ...FIELDS, sales: '1e3', orders: '1e3' })
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ errors: { sales: 'format', orders: 'format' }, refusals: 1 })
    expect(submit.calls).toHaveLength(0)
    // The changed field loses its error; a valid form then goes out, its errors gone.
    actor.send({ type: 'manual.change', field: 'sales', value: '1000' })
    expect(actor.getSnapshot().context.errors).toEqual({ orders: 'format' })
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().context.refusals).toBe(2)
    actor.send({ type: 'manual.change', field: 'orders', value: '' })
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('leaves an empty date or amount to the browser: nothing marked', () => {
    const { actor, fill } = start()
    fill({ ...FIELDS, sales: '' })
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, refusals: 0 })
  })

  it('submitting: busy, sends the entry once, ignores edits and repeat submits', () => {
    const { actor, submit, fill } = start()
    fill()
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(submit.calls).toEqual([{ date: '2026-05-01', sales: 1234.5, emails: 'aminah@kopi.my, wei@kopi.my' }])
    for (const event of [{ type: 'manual.submit' }, { type: 'manual.change', field: 'sales', value: '1' }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false)
      actor.send(event)
    }
    expect(actor.getSnapshot().context.fields).toEqual(FIELDS)
    expect(submit.calls).toHaveLength(1)
  })

  it('stored → success: the form cleared, the answer kept, the recent uploads told to refresh', async () => {
    const { actor, submit, fill, heard } = start()
    fill()
    actor.send({ type: 'manual.submit' })
    submit.resolve(STORED)
    const snapshot = await waitFor(actor, (s) => s.matches('success'))
    expect(snapshot.context).toMatchObject({ fields: { date: '', sales: '', orders: '', emails: '' }, answer: STORED })
    expect(heard).toEqual(['history.refresh'])
  })

  it('an answer that stored nothing → error, the form kept, the server reason kept', async () => {
    const { actor, submit, fill, heard } = start()
    fill()
    actor.send({ type: 'manual.submit' })
    const refused = { ...STORED, upload_completed: false, status: 'rejected', message: 'Nothing stored' }
    submit.resolve(refused)
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(snapshot.context).toMatchObject({ fields: FIELDS, answer: refused })
    expect(heard).toEqual([])
  })

  it.each([
    ['a 400 with a reason', new ApiError('http', 'x', { status: 400, detail: '2031-01-01 is in the future.' }), '2031-01-01 is in the future.'],
    ['a server fault', new ApiError('http', 'x', { status: 500, detail: 'Injected failure' }), null],
    ['a lost connection', new ApiError('network', 'x'), null],
  ])('%s → error, the form kept (detail %j)', async (_, error, detail) => {
    const { actor, submit, fill } = start()
    fill()
    actor.send({ type: 'manual.submit' })
    submit.reject(error)
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(snapshot.context).toMatchObject({ fields: FIELDS, detail, answer: null })
  })

  it('editing keeps the outcome until the next submit, which forgets the old answer', async () => {
    const { actor, submit, fill } = start()
    fill()
    actor.send({ type: 'manual.submit' })
    submit.reject(new ApiError('http', 'x', { status: 400, detail: 'Bad date' }))
    await waitFor(actor, (s) => s.matches('error'))
    fill({ date: '2026-04-30' })
    expect(actor.getSnapshot().value).toBe('error')
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().context.detail).toBeNull()
    submit.resolve(STORED)
    await waitFor(actor, (s) => s.matches('success'))
    fill()
    expect(actor.getSnapshot().value).toBe('success')
    actor.send({ type: 'manual.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.answer).toBeNull()
  })
})

describe('manual entry machine: a day that already has an entry (docs/product.md#manual-entry)', () => {
  async function asked() {
    const started = start()
    started.fill({ ...FIELDS, orders: '40' })
    started.actor.send({ type: 'manual.submit' })
    started.submit.resolve(DAY_TAKEN)
    await waitFor(started.actor, (s) => s.matches('dayTaken'))
    return started
  }

  it('manual_exists → dayTaken: the form kept, the server’s words kept, the list not told, no plain submit', async () => {
    const { actor, heard } = await asked()
    expect(actor.getSnapshot().context).toMatchObject({ fields: { ...FIELDS, orders: '40' }, answer: DAY_TAKEN, mode: null })
    expect(actor.getSnapshot().can({ type: 'manual.submit' })).toBe(false)
    expect(heard).toEqual([])
  })

  it.each([
    ['manual.replace', 'replace'],
    ['manual.add', 'add'],
  ] as const)('%s sends the same entry again with mode %s; once stored, the form clears and the mode is forgotten', async (type, mode) => {
    const { actor, submit, heard } = await asked()
    actor.send({ type })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(submit.calls[1]).toEqual({ date: '2026-05-01', sales: 1234.5, orders: 40, emails: 'aminah@kopi.my, wei@kopi.my', mode })
    submit.resolve(STORED)
    const snapshot = await waitFor(actor, (s) => s.matches('success'))
    expect(snapshot.context).toMatchObject({ mode: null, answer: STORED, fields: { date: '', sales: '', orders: '', emails: '' } })
    expect(heard).toEqual(['history.refresh'])
  })

  it('a failed replace keeps the form; the next plain submit goes without a mode (and asks again)', async () => {
    const { actor, submit } = await asked()
    actor.send({ type: 'manual.replace' })
    submit.reject(new ApiError('network', 'x'))
    await waitFor(actor, (s) => s.matches('error'))
    expect(actor.getSnapshot().context.mode).toBeNull()
    actor.send({ type: 'manual.submit' })
    expect(submit.calls[2]).not.toHaveProperty('mode')
  })

  it('Cancel drops the question and stores nothing; so does a change to the form, which is kept', async () => {
    const cancelled = await asked()
    cancelled.actor.send({ type: 'manual.cancel' })
    expect(cancelled.actor.getSnapshot().value).toBe('idle')
    expect(cancelled.actor.getSnapshot().context).toMatchObject({ answer: null, fields: { ...FIELDS, orders: '40' } })
    expect(cancelled.submit.calls).toHaveLength(1)

    const edited = await asked()
    edited.actor.send({ type: 'manual.change', field: 'date', value: '2026-04-30' })
    expect(edited.actor.getSnapshot().value).toBe('idle')
    expect(edited.actor.getSnapshot().context).toMatchObject({ answer: null, fields: { date: '2026-04-30' } })
    expect(edited.submit.calls).toHaveLength(1)
  })
})

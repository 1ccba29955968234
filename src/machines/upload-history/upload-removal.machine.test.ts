import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate'
import { ApiError } from '../../api/errors'
import type { Id, UploadRecord, UploadRemoved } from '../../../kernel/contract'
import { uploadRemovalMachine } from './upload-removal.machine'

const SALES: UploadRecord = { id: 'u1', file_name: 'sales.csv', uploaded_at: '2026-11-18T06:05:00Z', kind: 'file', rows: 1204, chunks: 1, summary: 'POS export' }
const MANUAL: UploadRecord = { id: 'u2', file_name: null, uploaded_at: '2026-11-18T07:00:00Z', kind: 'manual', rows: 1, chunks: 1, summary: 'Manual entry, RM88.10 for 17 Nov 2026' }
const REMOVED: UploadRemoved = { id: 'u1', file_name: 'sales.csv', kind: 'file', rows: 1204, days: 0, chunks: 0, from: '2026-10-12', to: '2026-10-18' }

function controlledRemove() {
  const calls: Array<{ id: Id; signal: AbortSignal; resolve: (value: UploadRemoved) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<UploadRemoved, Id>(({ input, signal }) => new Promise((resolve, reject) => void calls.push({ id: input, signal, resolve, reject })))
  return { logic, calls }
}

function start() {
  const remove = controlledRemove()
  const heard: string[] = []
  const history = createActor(fromCallback<{ type: string }>(({ receive }) => receive((event) => heard.push(event.type)))).start()
  const actor = createActor(uploadRemovalMachine.provide({ actors: { removeUpload: remove.logic } }), { input: { history: history as AnyActorRef } }).start()
  const confirm = (upload: UploadRecord = SALES) => {
    actor.send({ type: 'removal.ask', upload })
    actor.send({ type: 'removal.confirm' })
  }
  return { actor, remove, heard, confirm }
}

describe('upload removal machine (docs/product.md#recent-uploads)', () => {
  it('starts idle: nothing asked, no dialog', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ upload: null, removed: null, detail: null })
  })

  it('asks first: removal.ask opens the question about that upload and removes nothing', () => {
    const { actor, remove } = start()
    actor.send({ type: 'removal.ask', upload: SALES })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    expect(actor.getSnapshot().context.upload).toEqual(SALES)
    expect(actor.getSnapshot().can({ type: 'removal.ask', upload: MANUAL })).toBe(false)
    expect(remove.calls).toHaveLength(0)
  })

  it('Cancel closes the question and removes nothing', () => {
    const { actor, remove, heard } = start()
    actor.send({ type: 'removal.ask', upload: SALES })
    actor.send({ type: 'removal.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(remove.calls).toHaveLength(0)
    expect(heard).toEqual([])
  })

  it('confirmed: removing that upload (busy, the dialog kept), no second ask or cancel meanwhile', () => {
    const { actor, remove, confirm } = start()
    confirm(MANUAL)
    expect(actor.getSnapshot().value).toBe('removing')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    expect(remove.calls.map((call) => call.id)).toEqual(['u2'])
    for (const event of [{ type: 'removal.cancel' }, { type: 'removal.confirm' }, { type: 'removal.ask', upload: SALES }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false)
    }
  })

  it('removed: keeps what the server removed and tells the recent uploads to refresh', async () => {
    const { actor, remove, heard, confirm } = start()
    confirm()
    remove.calls[0]!.resolve(REMOVED)
    const snapshot = await waitFor(actor, (s) => s.matches('removed'))
    expect(snapshot.context).toMatchObject({ upload: SALES, removed: REMOVED, detail: null })
    expect(snapshot.hasTag('dialog')).toBe(false)
    expect(heard).toEqual(['history.refresh'])
  })

  it('another Remove after a removal asks again and forgets the last answer', async () => {
    const { actor, remove, confirm } = start()
    confirm()
    remove.calls[0]!.resolve(REMOVED)
    await waitFor(actor, (s) => s.matches('removed'))
    actor.send({ type: 'removal.ask', upload: MANUAL })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context).toMatchObject({ upload: MANUAL, removed: null })
  })

  it.each([
    ['a lost connection', new ApiError('network', 'x'), null, []],
    ['a server fault', new ApiError('http', 'x', { status: 500, detail: 'Injected failure' }), null, []],
    ['a 404: removed already (another tab)', new ApiError('http', 'x', { status: 404, detail: 'There is no such upload among yours.' }), 'There is no such upload among yours.', ['history.refresh']],
  ])('%s → failed with the server’s reason (%j); the list refreshes only when the upload is gone', async (_, error, detail, told) => {
    const { actor, remove, heard, confirm } = start()
    confirm()
    remove.calls[0]!.reject(error)
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    expect(snapshot.context).toMatchObject({ upload: SALES, removed: null, detail })
    expect(heard).toEqual(told)
  })

  it('after a failure, Remove asks again and a confirmed retry removes', async () => {
    const { actor, remove, confirm } = start()
    confirm()
    remove.calls[0]!.reject(new ApiError('timeout', 'x'))
    await waitFor(actor, (s) => s.matches('failed'))
    confirm()
    expect(actor.getSnapshot().context.detail).toBeNull()
    remove.calls[1]!.resolve(REMOVED)
    await waitFor(actor, (s) => s.matches('removed'))
  })

  it('works without a list to tell', async () => {
    const remove = controlledRemove()
    const actor = createActor(uploadRemovalMachine.provide({ actors: { removeUpload: remove.logic } }), { input: { history: null } }).start()
    actor.send({ type: 'removal.ask', upload: SALES })
    actor.send({ type: 'removal.confirm' })
    remove.calls[0]!.reject(new ApiError('http', 'x', { status: 404 }))
    await waitFor(actor, (s) => s.matches('failed'))
  })

  it('the default removeUpload asks the fake backend (DELETE /uploads/{id}); signed out it is refused, a failure not a crash', async () => {
    const actor = createActor(uploadRemovalMachine, { input: { history: null } }).start()
    actor.send({ type: 'removal.ask', upload: SALES })
    actor.send({ type: 'removal.confirm' })
    await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 5_000 })
    expect(actor.getSnapshot().value).toBe('failed')
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { UploadRecord } from '../../../kernel/contract'
import type { UploadList } from '../../api/uploads'
import { RECENT_UPLOADS_SHOWN, uploadHistoryMachine, type UploadHistoryInput } from './upload-history.machine'

const record = (n: number, at: string): UploadRecord => ({
  id: `u${n}`,
  file_name: `file-${n}.csv`,
  uploaded_at: at,
  kind: 'file',
  rows: n,
  chunks: 1,
  summary: `upload ${n}`,
})

/** A listUploads whose every call the test settles (with records, in ringgit unless told); each call records whether it was aborted. */
function controlledList() {
  const calls: Array<{ signal: AbortSignal; resolve: (uploads: UploadRecord[], currency?: UploadList['currency']) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<UploadList>(
    ({ signal }) =>
      new Promise<UploadList>((resolve, reject) => {
        calls.push({ signal, resolve: (uploads, currency = 'MYR') => resolve({ uploads, currency }), reject })
      }),
  )
  return { logic, calls }
}

function start(input: UploadHistoryInput = { currency: null }) {
  const list = controlledList()
  const actor = createActor(uploadHistoryMachine.provide({ actors: { listUploads: list.logic } }), { input }).start()
  return { actor, list }
}

describe('upload history machine', () => {
  it('loads at once: loading, busy', () => {
    const { actor, list } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(list.calls).toHaveLength(1)
  })

  it('loaded: newest first, at most RECENT_UPLOADS_SHOWN, with the total', async () => {
    const { actor, list } = start()
    const records = Array.from({ length: 12 }, (_, i) => record(i, `2026-05-${String(i + 1).padStart(2, '0')}T08:00:00+08:00`))
    list.calls[0]!.resolve(records)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.total).toBe(12)
    expect(snapshot.context.uploads).toHaveLength(RECENT_UPLOADS_SHOWN)
    expect(snapshot.context.uploads.map((u) => u.id).slice(0, 3)).toEqual(['u11', 'u10', 'u9'])
  })

  it('an empty list is loaded too', async () => {
    const { actor, list } = start()
    list.calls[0]!.resolve([])
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context).toEqual({ uploads: [], total: 0, currency: 'MYR' })
  })

  it('keeps the account’s currency as the last list said it (none said: the one before)', async () => {
    const { actor, list } = start()
    expect(actor.getSnapshot().context.currency).toBeNull()
    list.calls[0]!.resolve([], 'SGD')
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.currency).toBe('SGD')
    actor.send({ type: 'history.refresh' })
    list.calls[1]!.resolve([], null)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.currency).toBe('SGD')
  })

  it('starts with the currency the session knows, so the manual entry names it before the list answers; a list’s own word wins', async () => {
    const { actor, list } = start({ currency: 'USD' })
    expect(actor.getSnapshot().context.currency).toBe('USD')
    list.calls[0]!.resolve([], null)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.currency).toBe('USD')
    actor.send({ type: 'history.refresh' })
    list.calls[1]!.resolve([], 'SGD')
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.currency).toBe('SGD')
  })

  it('a failed load → failed; Try again (history.retry) loads again', async () => {
    const { actor, list } = start()
    list.calls[0]!.reject(new ApiError('http', 'x', { status: 500 }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'history.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    list.calls[1]!.resolve([record(1, '2026-05-01T08:00:00Z')])
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('a refresh of a failed list loads it again', async () => {
    const { actor, list } = start()
    list.calls[0]!.reject(new ApiError('network', 'x'))
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'history.refresh' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(list.calls).toHaveLength(2)
  })

  it('history.refresh of a loaded list → refreshing, the list kept on screen; then loaded with the new list', async () => {
    const { actor, list } = start()
    const first = [record(1, '2026-05-01T08:00:00Z')]
    list.calls[0]!.resolve(first)
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'history.refresh' })
    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(actor.getSnapshot().context.uploads).toEqual(first)
    list.calls[1]!.resolve([...first, record(2, '2026-05-02T08:00:00Z')])
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.uploads.map((u) => u.id)).toEqual(['u2', 'u1'])
  })

  it('a failed refresh keeps the list (refreshFailed); Try again refreshes', async () => {
    const { actor, list } = start()
    const first = [record(1, '2026-05-01T08:00:00Z')]
    list.calls[0]!.resolve(first)
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'history.refresh' })
    list.calls[1]!.reject(new ApiError('timeout', 'x'))
    await waitFor(actor, (s) => s.matches('refreshFailed'))
    expect(actor.getSnapshot().context.uploads).toEqual(first)
    actor.send({ type: 'history.retry' })
    expect(actor.getSnapshot().value).toBe('refreshing')
    actor.send({ type: 'history.refresh' })
    expect(actor.getSnapshot().value).toBe('refreshing')
  })

  it('a refresh during a load starts it again: the older request is aborted and its answer ignored', async () => {
    const { actor, list } = start()
    actor.send({ type: 'history.refresh' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(list.calls).toHaveLength(2)
    expect(list.calls[0]!.signal.aborted).toBe(true)
    expect(list.calls[1]!.signal.aborted).toBe(false)
    list.calls[0]!.resolve([record(1, '2026-05-01T08:00:00Z')])
    list.calls[1]!.resolve([record(1, '2026-05-01T08:00:00Z'), record(2, '2026-05-02T08:00:00Z')])
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.total).toBe(2)
  })

  it('a refresh during a refresh starts it again too', async () => {
    const { actor, list } = start()
    list.calls[0]!.resolve([])
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'history.refresh' })
    actor.send({ type: 'history.refresh' })
    expect(list.calls).toHaveLength(3)
    expect(list.calls[1]!.signal.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('refreshing')
  })

  it('the default listUploads asks the fake backend (GET /uploads) for the signed-in owner', async () => {
    // Signed out: the backend refuses, which is a failed load rather than a crash.
    const actor = createActor(uploadHistoryMachine, { input: { currency: null } }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 5_000 })
    expect(actor.getSnapshot().value).toBe('failed')
  })
})

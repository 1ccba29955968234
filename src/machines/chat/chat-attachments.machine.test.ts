import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { UploadResponse } from '../../../kernel/contract'
import type { UploadFileInput } from '../upload/upload.actors'
import { chatAttachmentsMachine } from './chat-attachments.machine'

const MB = 1024 * 1024
/** A file that claims a size without holding it: the rules only read name, type and size. */
const sized = (name: string, size: number, type = '') => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}
const menu = sized('menu.pdf', 200_000, 'application/pdf')
const sales = sized('sales.csv', 5_000, 'text/csv')
const sop = sized('sop.docx', 40_000)
const answer = (overrides: Partial<UploadResponse> = {}): UploadResponse => ({
  upload_completed: true,
  status: 'completed',
  message: 'Menu: 12 passages',
  suggestion: null,
  chunks_created: 12,
  ...overrides,
})

/** uploadFile whose calls the test settles one by one, in order. */
function controlledUploads() {
  const calls: UploadFileInput[] = []
  const pending: Array<{ resolve: (value: UploadResponse) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<UploadResponse, UploadFileInput>(
    ({ input }) =>
      new Promise<UploadResponse>((resolve, reject) => {
        calls.push(input)
        pending.push({ resolve, reject })
      }),
  )
  const actor = createActor(chatAttachmentsMachine.provide({ actors: { uploadFile: logic } })).start()
  /** The nth upload, once the machine has started it. */
  const next = async (nth: number) => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(nth))
    return pending[nth - 1]!
  }
  return { actor, calls, next }
}

const NETWORK = new ApiError('network', 'POST /upload could not reach the server')

describe('chat attachments machine', () => {
  it('takes valid files and refuses the wrong type, the oversized and the already attached, naming each', () => {
    const { actor } = controlledUploads()
    actor.send({ type: 'files.attach', files: [menu, sized('logo.png', 1_000, 'image/png'), sized('year.xlsx', 10 * MB + 1), sized('limit.csv', 10_485_760)] })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.items.map((item) => item.file.name)).toEqual(['menu.pdf', 'limit.csv'])
    expect(actor.getSnapshot().context.refused).toEqual([
      { name: 'logo.png', problem: 'type' },
      { name: 'year.xlsx', problem: 'size' },
    ])
    actor.send({ type: 'files.attach', files: [sized('menu.pdf', 200_000, 'application/pdf'), sized('menu.pdf', 200_001, 'application/pdf')] })
    expect(actor.getSnapshot().context.refused).toEqual([{ name: 'menu.pdf', problem: 'duplicate' }])
    expect(actor.getSnapshot().context.items).toHaveLength(3)
  })

  it('stays empty when every chosen file is refused, a duplicate within one choice included', () => {
    const { actor } = controlledUploads()
    actor.send({ type: 'files.attach', files: [sized('photo.jpg', 10)] })
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().can({ type: 'files.upload' })).toBe(false)
    actor.send({ type: 'files.attach', files: [sales, sized('sales.csv', 5_000, 'text/csv')] })
    expect(actor.getSnapshot().context.refused).toEqual([{ name: 'sales.csv', problem: 'duplicate' }])
  })

  it('uploads one file at a time with its own progress, then summarises the batch', async () => {
    const { actor, calls, next } = controlledUploads()
    actor.send({ type: 'files.attach', files: [menu, sales, sop] })
    actor.send({ type: 'files.upload' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'files.attach', files: [] })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'files.clear' })).toBe(false)
    actor.send({ type: 'upload.progress', fraction: 0.42 })
    expect(actor.getSnapshot().context.items.map((item) => item.progress)).toEqual([42, 0, 0])
    ;(await next(1)).resolve(answer())
    ;(await next(2)).resolve(answer({ upload_completed: false, status: 'content_exists', message: 'sales.csv has the same content as may.csv', chunks_created: 0 }))
    ;(await next(3)).reject(NETWORK)
    await waitFor(actor, (s) => s.matches('summarised'))
    expect(calls.map((call) => call.file.name)).toEqual(['menu.pdf', 'sales.csv', 'sop.docx'])
    const { items, summary } = actor.getSnapshot().context
    expect(items.map((item) => item.result?.kind)).toEqual(['stored', 'duplicate', 'failed'])
    expect(items[0]!.result).toEqual({ kind: 'stored', chunks: 12, message: 'Menu: 12 passages' })
    expect(summary).toEqual({ successful: 1, duplicates: 1, errors: 1 })
  })

  it('words a name conflict, another status and a refused request as results, all errors of the batch', async () => {
    const { actor, next } = controlledUploads()
    actor.send({ type: 'files.attach', files: [menu, sales, sop] })
    actor.send({ type: 'files.upload' })
    ;(await next(1)).resolve(answer({ upload_completed: false, status: 'filename_conflict', message: 'A file named menu.pdf was already uploaded', suggestion: null }))
    ;(await next(2)).resolve(answer({ upload_completed: false, status: 'unreadable', message: '  ' }))
    ;(await next(3)).reject(new ApiError('http', 'POST /upload failed with 413', { status: 413, detail: 'sop.docx is over 10MB' }))
    await waitFor(actor, (s) => s.matches('summarised'))
    expect(actor.getSnapshot().context.items.map((item) => item.result)).toEqual([
      { kind: 'conflict', message: 'A file named menu.pdf was already uploaded', suggestion: null },
      { kind: 'notCompleted', message: null },
      { kind: 'failed', detail: 'sop.docx is over 10MB' },
    ])
    expect(actor.getSnapshot().context.summary).toEqual({ successful: 0, duplicates: 0, errors: 3 })
  })

  it('fails the batch as a whole when no request gets through, and sends the files again on the next Upload All', async () => {
    const { actor, calls, next } = controlledUploads()
    actor.send({ type: 'files.attach', files: [menu, sales] })
    actor.send({ type: 'files.upload' })
    ;(await next(1)).reject(NETWORK)
    ;(await next(2)).reject(NETWORK)
    await waitFor(actor, (s) => s.matches('batchFailed'))
    expect(actor.getSnapshot().context.summary).toBeNull()
    expect(actor.getSnapshot().context.items).toHaveLength(2)
    actor.send({ type: 'files.upload' })
    ;(await next(3)).resolve(answer())
    ;(await next(4)).resolve(answer())
    await waitFor(actor, (s) => s.matches('summarised'))
    expect(calls.map((call) => call.file.name)).toEqual(['menu.pdf', 'sales.csv', 'menu.pdf', 'sales.csv'])
    expect(actor.getSnapshot().context.summary).toEqual({ successful: 2, duplicates: 0, errors: 0 })
    // Everything has an answer now: nothing left for Upload All.
    expect(actor.getSnapshot().can({ type: 'files.upload' })).toBe(false)
  })

  it('sends only what has no answer yet; a new choice ends the summary', async () => {
    const { actor, calls, next } = controlledUploads()
    actor.send({ type: 'files.attach', files: [menu] })
    actor.send({ type: 'files.upload' })
    ;(await next(1)).resolve(answer())
    await waitFor(actor, (s) => s.matches('summarised'))
    actor.send({ type: 'files.attach', files: [sales] })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.summary).toBeNull()
    actor.send({ type: 'files.upload' })
    ;(await next(2)).resolve(answer())
    await waitFor(actor, (s) => s.matches('summarised'))
    expect(calls.map((call) => call.file.name)).toEqual(['menu.pdf', 'sales.csv'])
    expect(actor.getSnapshot().context.summary).toEqual({ successful: 1, duplicates: 0, errors: 0 })
  })

  it('removes one file, and empties the tray with the last one or with Clear All', () => {
    const { actor } = controlledUploads()
    actor.send({ type: 'files.attach', files: [menu, sales] })
    const [first, second] = actor.getSnapshot().context.items
    actor.send({ type: 'file.remove', id: first!.id })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'file.remove', id: second!.id })
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'files.attach', files: [menu, sales, sized('x.exe', 3)] })
    actor.send({ type: 'files.clear' })
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().context).toMatchObject({ items: [], refused: [], summary: null })
  })
})

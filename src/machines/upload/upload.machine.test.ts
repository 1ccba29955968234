import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate'
import { ApiError } from '../../api/errors'
import type { UploadResponse } from '../../../kernel/contract'
import type { UploadFileInput } from './upload.actors'
import { uploadMachine } from './upload.machine'

const MB = 1024 * 1024
const csv = (name = 'sales.csv', text = 'Date,Net sales\n2026-05-01,12.50\n') => new File([text], name, { type: 'text/csv' })
/** A file that claims a size without holding it: the rules only read name, type and size. */
const sized = (name: string, size: number, type = 'text/csv') => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}
const answer = (overrides: Partial<UploadResponse> = {}): UploadResponse => ({
  upload_completed: true,
  status: 'completed',
  message: 'Loyverse receipts by item, 12 sales rows',
  suggestion: null,
  chunks_created: 1,
  ...overrides,
})

/** An uploadFile the test settles, recording each call's input and signal. */
function controlledUpload() {
  const calls: Array<{ input: UploadFileInput; signal: AbortSignal }> = []
  let settle: { resolve: (value: UploadResponse) => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<UploadResponse, UploadFileInput>(
    ({ input, signal }) =>
      new Promise<UploadResponse>((resolve, reject) => {
        calls.push({ input, signal })
        settle = { resolve, reject }
      }),
  )
  return { logic, calls, resolve: (value: UploadResponse) => settle?.resolve(value), reject: (error: unknown) => settle?.reject(error) }
}

/** Stands in for the recent uploads list: records what it is told. */
function fakeHistory() {
  const heard: string[] = []
  const ref = createActor(fromCallback<{ type: string }>(({ receive }) => receive((event) => heard.push(event.type)))).start()
  return { ref: ref as AnyActorRef, heard }
}

function start() {
  const upload = controlledUpload()
  const history = fakeHistory()
  const actor = createActor(uploadMachine.provide({ actors: { uploadFile: upload.logic } }), { input: { history: history.ref } }).start()
  return { actor, upload, history }
}

async function settleWith(outcome: UploadResponse | ApiError) {
  const { actor, upload, history } = start()
  const file = csv()
  actor.send({ type: 'file.select', file })
  actor.send({ type: 'upload.start' })
  if (outcome instanceof ApiError) upload.reject(outcome)
  else upload.resolve(outcome)
  await waitFor(actor, (s) => !s.matches('uploading'))
  return { actor, upload, history, file, snapshot: actor.getSnapshot() }
}

describe('upload machine: choosing a file', () => {
  it('starts with no file, nothing uploading, and no message', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ noFile: 'idle' })
    expect(snapshot.context).toMatchObject({ file: null, progress: 0, answer: null, refused: null })
    expect(snapshot.can({ type: 'file.remove' })).toBe(false)
    expect(snapshot.can({ type: 'upload.cancel' })).toBe(false)
  })

  it("upload.start with no file → needsFile ('Please select a file.'), and nothing is sent", () => {
    const { actor, upload } = start()
    actor.send({ type: 'upload.start' })
    expect(actor.getSnapshot().value).toEqual({ noFile: 'needsFile' })
    expect(upload.calls).toHaveLength(0)
  })

  it('a supported file → selected.ready, kept in context, removable', () => {
    const { actor } = start()
    const file = csv()
    actor.send({ type: 'file.select', file })
    expect(actor.getSnapshot().value).toEqual({ selected: 'ready' })
    expect(actor.getSnapshot().context.file).toBe(file)
    expect(actor.getSnapshot().can({ type: 'file.remove' })).toBe(true)
    actor.send({ type: 'file.remove' })
    expect(actor.getSnapshot().value).toEqual({ noFile: 'idle' })
    expect(actor.getSnapshot().context.file).toBeNull()
  })

  it.each([
    ['a CSV by MIME and extension', csv()],
    ['an extension with no MIME type', new File(['a'], 'export.TXT', { type: '' })],
    ['a MIME type with an unknown extension', new File(['a'], 'export.dat', { type: 'text/csv; charset=utf-8' })],
    ['a legacy .xls (the check accepts it though the dialog does not list it)', new File(['a'], 'old.xls', { type: '' })],
    ['a .docx', new File(['a'], 'menu.docx', { type: '' })],
    ['a PDF by MIME', new File(['a'], 'report', { type: 'application/pdf' })],
  ])('accepts %s', (_, file) => {
    const { actor } = start()
    actor.send({ type: 'file.select', file })
    expect(actor.getSnapshot().value).toEqual({ selected: 'ready' })
  })

  it('an unsupported file → unsupported, and neither it nor the file chosen before is kept', () => {
    const { actor } = start()
    actor.send({ type: 'file.select', file: csv() })
    actor.send({ type: 'file.select', file: new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }) })
    expect(actor.getSnapshot().value).toEqual({ noFile: 'unsupported' })
    expect(actor.getSnapshot().context.file).toBeNull()
    expect(actor.getSnapshot().context.refused).toEqual({ name: 'setup.exe', size: 2 })
  })

  it('a file over 10MB → tooLarge before any upload; exactly 10MB is allowed', () => {
    const { actor, upload } = start()
    actor.send({ type: 'file.select', file: sized('sales.csv', 12.4 * MB) })
    expect(actor.getSnapshot().value).toEqual({ noFile: 'tooLarge' })
    expect(actor.getSnapshot().context).toMatchObject({ file: null, refused: { name: 'sales.csv', size: 12.4 * MB } })
    actor.send({ type: 'upload.start' })
    expect(actor.getSnapshot().value).toEqual({ noFile: 'needsFile' })
    actor.send({ type: 'file.select', file: sized('sales.csv', 10 * MB) })
    expect(actor.getSnapshot().value).toEqual({ selected: 'ready' })
    expect(upload.calls).toHaveLength(0)
  })

  it('the type is checked before the size', () => {
    const { actor } = start()
    actor.send({ type: 'file.select', file: sized('movie.mp4', 50 * MB, 'video/mp4') })
    expect(actor.getSnapshot().value).toEqual({ noFile: 'unsupported' })
  })
})

describe('upload machine: uploading', () => {
  it('upload.start → uploading: busy, progress 0, the file and the machine itself handed to the actor', () => {
    const { actor, upload } = start()
    const file = csv()
    actor.send({ type: 'file.select', file })
    actor.send({ type: 'upload.start' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('uploading')
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(snapshot.context.progress).toBe(0)
    expect(upload.calls).toHaveLength(1)
    expect(upload.calls[0]!.input.file).toBe(file)
    expect(upload.calls[0]!.input.reportTo).toBe(actor)
  })

  it('progress reports become whole percents that never go back; nothing else can happen but cancel', () => {
    const { actor, upload } = start()
    actor.send({ type: 'file.select', file: csv() })
    actor.send({ type: 'upload.start' })
    const report = (fraction: number) => upload.calls[0]!.input.reportTo.send({ type: 'upload.progress', fraction })
    report(0.333)
    expect(actor.getSnapshot().context.progress).toBe(33)
    report(0.2)
    expect(actor.getSnapshot().context.progress).toBe(33)
    report(1.5)
    expect(actor.getSnapshot().context.progress).toBe(100)
    for (const event of [{ type: 'file.select', file: csv('other.csv') }, { type: 'file.remove' }, { type: 'upload.start' }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false)
    }
    expect(actor.getSnapshot().can({ type: 'upload.cancel' })).toBe(true)
    expect(upload.calls).toHaveLength(1)
  })

  it('upload.cancel → selected.cancelled: the request is aborted and the file stays', () => {
    const { actor, upload } = start()
    const file = csv()
    actor.send({ type: 'file.select', file })
    actor.send({ type: 'upload.start' })
    const { signal } = upload.calls[0]!
    expect(signal.aborted).toBe(false)
    actor.send({ type: 'upload.cancel' })
    expect(actor.getSnapshot().value).toEqual({ selected: 'cancelled' })
    expect(signal.aborted).toBe(true)
    expect(actor.getSnapshot().context.file).toBe(file)
    // A report from the aborted request changes nothing.
    upload.calls[0]!.input.reportTo.send({ type: 'upload.progress', fraction: 0.9 })
    expect(actor.getSnapshot().value).toEqual({ selected: 'cancelled' })
  })
})

describe('upload machine: outcomes (docs/product.md#upload-states, docs/product.md#upload-messages)', () => {
  it('upload_completed → noFile.completed: the file is cleared, the answer kept, the recent uploads told to refresh', async () => {
    const done = answer()
    const { snapshot, history } = await settleWith(done)
    expect(snapshot.value).toEqual({ noFile: 'completed' })
    expect(snapshot.context).toMatchObject({ file: null, answer: done, progress: 100 })
    expect(history.heard).toEqual(['history.refresh'])
  })

  it('content_exists → selected.duplicate, the file kept, the list not refreshed', async () => {
    const dup = answer({ upload_completed: false, status: 'content_exists', message: 'sales.csv has the same content as may.csv' })
    const { snapshot, file, history } = await settleWith(dup)
    expect(snapshot.value).toEqual({ selected: 'duplicate' })
    expect(snapshot.context).toMatchObject({ file, answer: dup })
    expect(history.heard).toEqual([])
  })

  it('filename_conflict → selected.conflict, the file kept', async () => {
    const conflict = answer({ upload_completed: false, status: 'filename_conflict', message: 'A file named sales.csv was already uploaded' })
    const { snapshot, file } = await settleWith(conflict)
    expect(snapshot.value).toEqual({ selected: 'conflict' })
    expect(snapshot.context.file).toBe(file)
  })

  it.each(['legacy_format', 'unreadable', '', 'completed'])('any other status (%j) not completed → selected.rejected, the file kept', async (status) => {
    const other = answer({ upload_completed: false, status, message: 'Save it as .xlsx' })
    const { snapshot, file } = await settleWith(other)
    expect(snapshot.value).toEqual({ selected: 'rejected' })
    expect(snapshot.context).toMatchObject({ file, answer: other })
  })

  it.each([
    ['a lost connection', new ApiError('network', 'POST /upload could not reach the server'), null],
    ['a timeout', new ApiError('timeout', 'POST /upload timed out'), null],
    ['a server fault', new ApiError('http', 'POST /upload failed with 500', { status: 500, detail: 'Injected failure' }), null],
    ['a refusal of the request', new ApiError('http', 'POST /upload failed with 400', { status: 400, detail: 'Please select a file.' }), 'Please select a file.'],
    ['an answer outside the contract', new ApiError('invalid-response', 'unexpected shape', { status: 200, detail: 'bad' }), null],
  ])('%s → selected.failed, the file kept (detail %j)', async (_, error, detail) => {
    const { snapshot, file, history } = await settleWith(error)
    expect(snapshot.value).toEqual({ selected: 'failed' })
    expect(snapshot.context).toMatchObject({ file, detail })
    expect(history.heard).toEqual([])
  })

  it('after a failure the same file can be uploaded again, and the old message goes', async () => {
    const { actor, upload, file } = await settleWith(new ApiError('network', 'offline'))
    actor.send({ type: 'upload.start' })
    expect(actor.getSnapshot().value).toBe('uploading')
    expect(upload.calls.at(-1)!.input.file).toBe(file)
    upload.resolve(answer())
    await waitFor(actor, (s) => s.matches({ noFile: 'completed' }))
    expect(actor.getSnapshot().context.detail).toBeNull()
  })

  it('after success a new file can be chosen and the success message goes', async () => {
    const { actor } = await settleWith(answer())
    actor.send({ type: 'file.select', file: csv('june.csv') })
    expect(actor.getSnapshot().value).toEqual({ selected: 'ready' })
    expect(actor.getSnapshot().context.answer).toBeNull()
  })

  it('works without a recent uploads list to tell', async () => {
    const upload = controlledUpload()
    const actor = createActor(uploadMachine.provide({ actors: { uploadFile: upload.logic } }), { input: { history: null } }).start()
    actor.send({ type: 'file.select', file: csv() })
    actor.send({ type: 'upload.start' })
    upload.resolve(answer())
    await waitFor(actor, (s) => s.matches({ noFile: 'completed' }))
  })
})

describe('upload machine: dates read in an order nothing proved', () => {
  const offer = { order: 'DMY', basis: 'default', alternative: 'MDY', example: { text: '12/1/2010', read: '2010-01-12', other: '2010-12-01' } } as const

  it('a stored upload that offers the other order → datesAssumed: the file leaves the panel, kept to be read again', async () => {
    const { snapshot, history, file } = await settleWith(answer({ date_order: offer }))
    expect(snapshot.value).toEqual({ noFile: 'datesAssumed' })
    expect(snapshot.context).toMatchObject({ file: null, stored: file, dateOrder: null })
    expect(snapshot.can({ type: 'upload.reread' })).toBe(true)
    expect(history.heard).toEqual(['history.refresh'])
  })

  it('upload.reread sends the same file again with the other order; the next answer may offer the first back', async () => {
    const { actor, upload, file } = await settleWith(answer({ date_order: offer }))
    actor.send({ type: 'upload.reread' })
    expect(actor.getSnapshot().value).toBe('uploading')
    expect(upload.calls[1]?.input).toMatchObject({ file, dateOrder: 'MDY' })
    upload.resolve(answer({ date_order: { ...offer, order: 'MDY', basis: 'chosen', alternative: 'DMY' } }))
    await waitFor(actor, (s) => !s.matches('uploading'))
    expect(actor.getSnapshot().value).toEqual({ noFile: 'datesAssumed' })
    actor.send({ type: 'upload.reread' })
    expect(upload.calls[2]?.input).toMatchObject({ file, dateOrder: 'DMY' })
  })

  it('a failed re-read keeps the file chosen, with its order for the next try; choosing another file forgets both', async () => {
    const { actor, upload, file } = await settleWith(answer({ date_order: offer }))
    actor.send({ type: 'upload.reread' })
    upload.reject(new ApiError('network', 'POST /upload could not reach the server'))
    await waitFor(actor, (s) => !s.matches('uploading'))
    expect(actor.getSnapshot().value).toEqual({ selected: 'failed' })
    expect(actor.getSnapshot().context).toMatchObject({ file, dateOrder: 'MDY' })
    actor.send({ type: 'upload.start' })
    expect(upload.calls[2]?.input).toMatchObject({ file, dateOrder: 'MDY' })
    upload.resolve(answer())
    await waitFor(actor, (s) => s.matches({ noFile: 'completed' }))
    expect(actor.getSnapshot().context).toMatchObject({ file: null, stored: null, dateOrder: null })
    expect(actor.getSnapshot().can({ type: 'upload.reread' })).toBe(false)
    actor.send({ type: 'file.select', file: csv('other.csv') })
    expect(actor.getSnapshot().context).toMatchObject({ stored: null, dateOrder: null })
  })
})

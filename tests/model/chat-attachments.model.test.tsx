/**
 * The chat's attachment tray (the chat attachments machine) walked on the real chat screen. The
 * conversation's own model: chat.model.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { UploadResponse } from '../../kernel/contract'
import { uploadFile } from '../../src/api/uploads'
import {
  chatAttachmentsMachine,
  type ChatAttachmentsContext,
  type ChatAttachmentsEvent,
  type ChatAttachmentsInvokeId,
} from '../../src/machines/chat/chat-attachments.machine'
import { TRAY_TEXT } from '../../src/ui/screens/chat/chat-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate } from '../utils/backend-gate'
import { CHAT_LABELS, chatGestures } from '../utils/gestures/chat'
import { defineModel, describeModel, type BackendGate, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { settleChatAfterEach, mount, type Ctx } from '../utils/chat-model'

settleChatAfterEach(server)

/**
 * A file the traversal can tell apart from another: xstate/graph keys events by their JSON, and a
 * File's JSON is `{}`, so every `files.attach` sample would otherwise collapse into one.
 */
function sampleFile(contents: BlobPart, name: string, type: string): File {
  const file = new File([contents], name, { type })
  Object.defineProperty(file, 'toJSON', { value: () => ({ name, type, size: file.size }) })
  return file
}

const MENU = sampleFile('Kopi Kita menu\nKopi O RM 3.50\nTeh Tarik RM 4.00\nNasi Lemak Ayam RM 12.90\n', 'menu.txt', 'text/plain')
const SOP = sampleFile('Opening checklist: switch on the espresso machine at 6:30, check the milk dates.\n', 'opening-sop.txt', 'text/plain')
const PICTURE = sampleFile('\x89PNG\r\n', 'logo.png', 'image/png')
const TOO_BIG = sampleFile(new Uint8Array(10_485_761), 'whole-year.csv', 'text/csv')

/** The files whose POST /upload fails in this path (set by the error outcomes' arrange), behind the gate. */
const failing = new Set<string>()
/** The gate of the replay in progress: seeding the backend mid-path lets its own request through. */
let uploadGate: BackendGate | null = null

const attach = (file: File) => ({ type: 'files.attach' as const, files: [file] })
const REMOVE_FIRST = { type: 'file.remove', id: 'attachment-1' } as const

const trayEvents = {
  // One file per choice: the dialog's choice of several is one event too, but one sample per file keeps the graph small.
  'files.attach': {
    samples: [attach(MENU), attach(SOP), attach(PICTURE), attach(TOO_BIG)],
    perform: async ({ driver }, event) =>
      chatGestures.attach(
        driver,
        await Promise.all(event.files.map(async (file) => ({ name: file.name, mimeType: file.type, contents: new Uint8Array(await file.arrayBuffer()) }))),
      ),
  },
  'file.remove': {
    samples: [REMOVE_FIRST],
    perform: ({ driver }, event, from) => chatGestures.remove(driver, (from.context as ChatAttachmentsContext).items.find((item) => item.id === event.id)!.file.name),
  },
  'files.clear': { samples: [{ type: 'files.clear' }], perform: ({ driver }) => chatGestures.clearAll(driver) },
  'files.upload': { samples: [{ type: 'files.upload' }], perform: ({ driver }) => chatGestures.uploadAll(driver) },
  // The XMLHttpRequest reports progress as the body goes out: nothing to arrange.
  'upload.progress': { samples: [{ type: 'upload.progress', fraction: 0 }], arrange: () => undefined, requests: 0 },
} satisfies EventFixtures<ChatAttachmentsEvent, Ctx>

const uploadAnswer = (output: Partial<UploadResponse>): UploadResponse => ({ upload_completed: true, status: 'completed', message: '', suggestion: null, chunks_created: 1, ...output })
const uploadingName = (from: AnyMachineSnapshot) => {
  const context = from.context as ChatAttachmentsContext
  return context.items.find((item) => item.id === context.current)!.file.name
}

const STORED = { type: 'xstate.done.actor.uploadFile', output: uploadAnswer({}) } as const
const CONTENT_EXISTS = { type: 'xstate.done.actor.uploadFile', output: uploadAnswer({ upload_completed: false, status: 'content_exists', chunks_created: 0 }) } as const
const UPLOAD_FAILED = { type: 'xstate.error.actor.uploadFile', error: new ApiError('http', 'POST /upload failed with 500', { status: 500 }) } as const

const trayOutcomes = {
  'xstate.done.actor.uploadFile': [
    {
      event: STORED,
      arrange: () => undefined,
    },
    {
      // The same words were uploaded before under another name.
      event: CONTENT_EXISTS,
      arrange: async (from) => {
        const name = uploadingName(from)
        const file = [MENU, SOP].find((candidate) => candidate.name === name)!
        uploadGate?.allow(1)
        const seeded = await uploadFile(new File([await file.arrayBuffer()], `earlier-${name}`, { type: file.type }), { onProgress: () => undefined })
        expect(seeded.upload_completed).toBe(true)
      },
    },
  ],
  'xstate.error.actor.uploadFile': {
    event: UPLOAD_FAILED,
    arrange: (from) => void failing.add(uploadingName(from)),
  },
} satisfies OutcomeFixtures<ChatAttachmentsInvokeId>

const trayOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatAttachmentsContext
const tray = () => screen.getByRole('region', { name: CHAT_LABELS.tray })
const RESULT_WORDS = {
  stored: /^Uploaded successfully: \d+ chunks? created$/,
  duplicate: /^Content already exists - /,
  failed: /^Upload failed$/,
} as const

/** The tray as the model has it: what was refused, by name, and every file with its result (or 'Not uploaded yet'). */
function trayShown(snapshot: AnyMachineSnapshot, { uploading = false } = {}) {
  const { items, refused, current } = trayOf(snapshot)
  if (items.length === 0 && refused.length === 0) {
    expect(screen.queryByRole('region', { name: CHAT_LABELS.tray })).not.toBeInTheDocument()
    return
  }
  const alert = within(tray()).getByRole('alert')
  for (const refusal of refused) {
    const words = refusal.problem === 'type' ? 'Invalid file type. Please upload .txt, .pdf, .doc, .docx, .csv, or .xlsx files' : refusal.problem === 'size' ? 'File size must be less than 10MB' : 'File already attached'
    expect(alert).toHaveTextContent(`${refusal.name}: ${words}`)
  }
  const rows = items.length > 0 ? within(tray()).getAllByRole('listitem') : []
  expect(rows).toHaveLength(items.length)
  items.forEach((item, i) => {
    const row = within(rows[i]!)
    expect(row.getByText(item.file.name)).toBeInTheDocument()
    expect(row.getByRole('button', { name: `Remove ${item.file.name}` })).toHaveProperty('disabled', uploading)
    if (item.id === current) expect(row.getByRole('progressbar', { name: `Upload progress of ${item.file.name}` })).toBeInTheDocument()
    else if (item.result === null) expect(row.getByText(TRAY_TEXT.waiting)).toBeInTheDocument()
    else expect(row.getByText(RESULT_WORDS[item.result.kind as keyof typeof RESULT_WORDS])).toBeInTheDocument()
  })
  if (items.length > 0) {
    const uploadAll = within(tray()).getByRole('button', { name: uploading ? TRAY_TEXT.uploading : TRAY_TEXT.uploadAll })
    expect(uploadAll).toHaveProperty('disabled', !snapshot.can({ type: 'files.upload' }))
    expect(within(tray()).getByRole('button', { name: TRAY_TEXT.clearAll })).toHaveProperty('disabled', uploading)
  }
}

const noSummary = () => expect(screen.queryByText(/^Upload Complete:/)).not.toBeInTheDocument()

const trayModel = defineModel<typeof chatAttachmentsMachine, ChatAttachmentsInvokeId, Ctx>({
  machine: chatAttachmentsMachine,
  events: trayEvents,
  outcomes: trayOutcomes,
  // What the guards read: which files are in the tray, whether any is left to send, where the batch is.
  project: (snapshot) => {
    const { items, batch, current } = trayOf(snapshot)
    const position = current === null ? -1 : batch.indexOf(current)
    return {
      files: items.map((item) => item.file.name).sort(),
      unsent: items.some((item) => item.result === null || item.result.kind === 'failed'),
      more: position >= 0 && position < batch.length - 1,
      allFailed: batch.slice(0, Math.max(position, 0)).every((id) => items.find((item) => item.id === id)?.result?.kind === 'failed'),
    }
  },
  gate: () => {
    failing.clear()
    // Behind the gate (server.use puts the gate in front of it): a held request reaches it when let through.
    server.use(
      http.post(apiUrl('/upload'), async ({ request }) => {
        const file = (await request.clone().formData()).get('file')
        return file instanceof Blob && 'name' in file && failing.has(String(file.name)) ? HttpResponse.json({ detail: 'Injected failure' }, { status: 500 }) : undefined
      }),
    )
    return (uploadGate = createEndpointGate(server, { method: 'POST', url: apiUrl('/upload') }))
  },
  mount,
  screens: {
    empty: (_, snapshot) => {
      trayShown(snapshot)
      expect(screen.getByLabelText(CHAT_LABELS.attach)).toBeEnabled()
      noSummary()
    },
    ready: (_, snapshot) => {
      trayShown(snapshot)
      expect(screen.getByLabelText(CHAT_LABELS.attach)).toBeEnabled()
      noSummary()
    },
    uploading: (_, snapshot) => {
      trayShown(snapshot, { uploading: true })
      expect(screen.getByLabelText(CHAT_LABELS.attach)).toBeDisabled()
    },
    'uploading.file': (_, snapshot) => trayShown(snapshot, { uploading: true }),
    summarised: (_, snapshot) => {
      trayShown(snapshot)
      expect(within(tray()).getByRole('status')).toHaveTextContent(TRAY_TEXT.summary(trayOf(snapshot).summary!))
    },
    batchFailed: (_, snapshot) => {
      trayShown(snapshot)
      expect(within(tray()).getByRole('alert')).toHaveTextContent(TRAY_TEXT.batchFailed)
      noSummary()
    },
  },
  journeys: [
    // The wrong type, then a file over 10MB: each refused by name, the tray still empty.
    [attach(PICTURE), attach(TOO_BIG)],
    // The same file twice: 'File already attached', one row.
    [attach(MENU), attach(MENU)],
    // Two files (a picture refused beside them): one stored, one whose content is already there: 1 successful, 1 duplicate.
    [attach(MENU), attach(SOP), attach(PICTURE), { type: 'files.upload' }, STORED, CONTENT_EXISTS],
    // Content already there, then a failed request: 1 duplicate, 1 error; choosing a file of the tray again keeps the summary.
    [attach(SOP), attach(MENU), { type: 'files.upload' }, CONTENT_EXISTS, UPLOAD_FAILED, attach(SOP)],
  ],
})

describeModel('chat attachments machine on the real screen', trayModel)

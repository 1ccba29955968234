import { readFileSync } from 'node:fs'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { createEmptyActor, type AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { UploadResponse } from '../../kernel/contract'
import { apiUrl } from '../../src/api/http'
import { uploadFile } from '../../src/api/uploads'
import { uploadMachine, type UploadContext, type UploadEvent, type UploadInvokeId } from '../../src/machines/upload/upload.machine'
import { LINK_TEXT, UPLOAD_MESSAGES } from '../../src/ui/screens/upload/messages'
import { offerText, rereadLabel } from '../../src/ui/screens/upload/date-order-offer'
import { allowConsole, server } from '../setup/vitest.setup'
import { setChaosRule } from '../utils/chaos'
import { rtlDriver } from '../utils/driver-rtl'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { rtlFileDriver, UPLOAD_LABELS, uploadGestures, type UploadDriver } from '../utils/gestures/upload'
import { defineModel, describeModel, type BackendGate, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

interface Ctx {
  driver: UploadDriver
  route: RenderedRoute
}

const SAMPLE_NAME = 'loyverse-receipts-by-item.csv'
const SAMPLE_BYTES = readFileSync(`mocks/fixtures/pos/${SAMPLE_NAME}`)
const OTHER_BYTES = readFileSync('mocks/fixtures/pos/square-items-detail.csv')

/**
 * A file the traversal can tell apart from another: xstate/graph keys events by their JSON, and a
 * File's JSON is `{}`, so every `file.select` sample would otherwise collapse into one.
 */
function sampleFile(contents: BlobPart, name: string, type: string): File {
  const file = new File([contents], name, { type })
  Object.defineProperty(file, 'toJSON', { value: () => ({ name, type, size: file.size }) })
  return file
}

/** The files the owner chooses: a real POS export, a picture, and an export over the limit. */
const EXPORT = sampleFile(SAMPLE_BYTES, SAMPLE_NAME, 'text/csv')
const PICTURE = sampleFile('\x89PNG\r\n', 'logo.png', 'image/png')
const TOO_BIG = sampleFile(new Uint8Array(11 * 1024 * 1024), 'whole-year.csv', 'text/csv')

/** The gate of the replay in progress: seeding the backend mid-path lets its own request through. */
let gate: BackendGate | null = null

/** Stores a file for the owner through the real POST /upload, as an earlier upload would have. */
async function seedUpload(name: string, bytes: Uint8Array) {
  gate?.allow(1)
  const answer = await uploadFile(new File([new Uint8Array(bytes)], name, { type: 'text/csv' }), { onProgress: () => undefined })
  expect(answer.upload_completed).toBe(true)
}

const select = (file: File) => ({ type: 'file.select', file }) as const

const events = {
  'file.select': {
    samples: [select(EXPORT), select(PICTURE), select(TOO_BIG)],
    perform: async ({ driver }, event) =>
      uploadGestures.select(driver, { name: event.file.name, mimeType: event.file.type, contents: new Uint8Array(await event.file.arrayBuffer()) }),
  },
  'file.remove': {
    samples: [{ type: 'file.remove' }],
    perform: ({ driver }, _event, from) => uploadGestures.remove(driver, (from.context as UploadContext).file!.name),
  },
  'upload.start': { samples: [{ type: 'upload.start' }], perform: ({ driver }) => uploadGestures.start(driver) },
  'upload.cancel': { samples: [{ type: 'upload.cancel' }], perform: ({ driver }) => uploadGestures.cancel(driver) },
  'upload.reread': { samples: [{ type: 'upload.reread' }], perform: ({ driver }) => uploadGestures.reread(driver, rereadLabel(DATES_OFFERED.date_order!)) },
  // The XMLHttpRequest reports progress as the body goes out (0 before it is sent): nothing to arrange.
  'upload.progress': { samples: [{ type: 'upload.progress', fraction: 0 }], arrange: () => undefined, requests: 0 },
} satisfies EventFixtures<UploadEvent, Ctx>

const answer = (output: Partial<UploadResponse>): UploadResponse => ({
  upload_completed: false,
  status: 'completed',
  message: '',
  suggestion: null,
  chunks_created: 0,
  ...output,
})

const OTHER_STATUS = answer({
  status: 'unreadable',
  message: 'The file could not be read as a spreadsheet.',
  suggestion: 'Export the file again from your POS, or save it as CSV, and upload that.',
})

/** A stored file whose dates nothing settled (12/1/2010): the answer offers month first. */
const DATES_OFFERED = answer({
  upload_completed: true,
  message: 'Generic sales sheet: 4 sales rows, 12 Jan 2010. Dates read as DD/MM/YYYY, the Malaysian order: no date in the file has a day over 12 to settle it.',
  chunks_created: 1,
  date_order: { order: 'DMY', basis: 'default', alternative: 'MDY', example: { text: '12/1/2010', read: '2010-01-12', other: '2010-12-01' } },
})

const completed = { type: 'xstate.done.actor.uploadFile', output: answer({ upload_completed: true }) } as const
const datesOffered = { type: 'xstate.done.actor.uploadFile', output: DATES_OFFERED } as const
const serverFault = { type: 'xstate.error.actor.uploadFile', error: new ApiError('http', 'POST /upload failed with 500', { status: 500 }) } as const

const outcomes = {
  'xstate.done.actor.uploadFile': [
    {
      // A fresh account for this content and name: the backend reads and stores it.
      event: completed,
      arrange: () => setChaosRule('POST /upload', null),
    },
    {
      // The same bytes were uploaded before under another name.
      event: { type: 'xstate.done.actor.uploadFile', output: answer({ status: 'content_exists' }) },
      arrange: () => seedUpload('may-export.csv', SAMPLE_BYTES),
    },
    {
      // Another file was uploaded before under this name.
      event: { type: 'xstate.done.actor.uploadFile', output: answer({ status: 'filename_conflict' }) },
      arrange: () => seedUpload(SAMPLE_NAME, OTHER_BYTES),
    },
    {
      // Stored, its dates read in an order nothing proved.
      event: datesOffered,
      arrange: () => setChaosRule('POST /upload', { status: 200, body: DATES_OFFERED }),
    },
    {
      // A status the screen has no special words for (the backend's refusals answer this way).
      event: { type: 'xstate.done.actor.uploadFile', output: OTHER_STATUS },
      arrange: () => setChaosRule('POST /upload', { status: 200, body: OTHER_STATUS }),
    },
  ],
  'xstate.error.actor.uploadFile': [
    {
      event: { type: 'xstate.error.actor.uploadFile', error: new ApiError('network', 'POST /upload could not reach the server') },
      arrange: () => {
        // jsdom reports the XMLHttpRequest's network error on the console.
        allowConsole('error', /Network error|XMLHttpRequest/i)
        setChaosRule('POST /upload', { network: true })
      },
    },
    {
      event: serverFault,
      arrange: () => setChaosRule('POST /upload', { status: 500 }),
    },
  ],
} satisfies OutcomeFixtures<UploadInvokeId>

const panel = () => screen.getByRole('region', { name: UPLOAD_LABELS.filePanel })
const status = () => within(panel()).getByRole('status')
const alert = () => within(panel()).getByRole('alert')
const chosen = () => within(panel()).queryByRole('group', { name: 'Selected file' })
const fileOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as UploadContext).file

/** Nothing uploading: the file input and Upload are ready, there is no progress bar or Cancel. */
function atRest() {
  expect(within(panel()).getByLabelText(UPLOAD_LABELS.fileInput)).toBeEnabled()
  expect(within(panel()).getByRole('button', { name: UPLOAD_LABELS.upload })).toBeEnabled()
  expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument()
  expect(within(panel()).queryByRole('button', { name: UPLOAD_LABELS.cancel })).not.toBeInTheDocument()
}

function noFileChosen(message: { status?: string | RegExp; alert?: string | RegExp }) {
  atRest()
  expect(chosen()).not.toBeInTheDocument()
  expectMessages(message)
}

/** The file the model says is chosen is on screen, with its size in KB and a Remove button. */
function fileKept(snapshot: AnyMachineSnapshot, message: { status?: string | RegExp; alert?: string | RegExp }) {
  atRest()
  const file = fileOf(snapshot)!
  const group = chosen()
  expect(group).toBeInTheDocument()
  expect(within(group!).getByText(file.name)).toBeInTheDocument()
  expect(within(group!).getByText(/^[\d,]+\.\d KB$/)).toBeInTheDocument()
  expect(within(group!).getByRole('button', { name: `Remove ${file.name}` })).toBeEnabled()
  expectMessages(message)
}

function expectMessages({ status: polite, alert: urgent }: { status?: string | RegExp; alert?: string | RegExp }) {
  if (polite === undefined) expect(status()).toBeEmptyDOMElement()
  else expect(status()).toHaveTextContent(polite)
  if (urgent === undefined) expect(alert()).toBeEmptyDOMElement()
  else expect(alert()).toHaveTextContent(urgent)
}

const model = defineModel<typeof uploadMachine, UploadInvokeId, Ctx>({
  machine: uploadMachine,
  input: { history: createEmptyActor() },
  events,
  outcomes,
  // Only the uploads are held: the recent uploads list loads as it would.
  gate: () => (gate = createEndpointGate(server, { method: 'POST', url: apiUrl('/upload') })),
  mount: async (inspect) => {
    const route = await renderRoute('/upload', { user: 'demo', inspect })
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    const files = userEvent.setup({ applyAccept: false })
    return { route, driver: rtlFileDriver(rtlDriver(route.user), files, (label) => screen.getByLabelText(label)) }
  },
  screens: {
    'noFile.idle': () => noFileChosen({}),
    'noFile.needsFile': () => noFileChosen({ alert: UPLOAD_MESSAGES.noFile }),
    'noFile.unsupported': () => noFileChosen({ alert: UPLOAD_MESSAGES.unsupported }),
    'noFile.tooLarge': () => noFileChosen({ alert: 'whole-year.csv is 11.0 MB. The maximum is 10MB.' }),
    'noFile.completed': () => {
      noFileChosen({ status: new RegExp(`^${UPLOAD_MESSAGES.completed.replace('.', '\\.')}POS export, Loyverse receipts by item: 16 sales rows`) })
      // The recent uploads list reloaded and shows it; the dashboard it changed is a link away.
      const history = screen.getByRole('region', { name: UPLOAD_LABELS.history })
      expect(within(history).getAllByText(SAMPLE_NAME).length).toBeGreaterThan(0)
      expect(within(screen.getByRole('region', { name: UPLOAD_LABELS.filePanel })).getByRole('link', { name: LINK_TEXT.viewDashboard })).toHaveAttribute('href', '/dashboard')
    },
    'noFile.datesAssumed': () => {
      noFileChosen({ status: UPLOAD_MESSAGES.completed + DATES_OFFERED.message })
      const offer = within(panel()).getByRole('button', { name: rereadLabel(DATES_OFFERED.date_order!) })
      expect(offer).toHaveAccessibleDescription(offerText(DATES_OFFERED.date_order!))
    },
    'selected.ready': (_, snapshot) => fileKept(snapshot, {}),
    'selected.duplicate': (_, snapshot) =>
      fileKept(snapshot, { status: `Duplicate content detected: ${SAMPLE_NAME} has the same content as may-export.csv, uploaded` }),
    'selected.conflict': (_, snapshot) =>
      fileKept(snapshot, { status: new RegExp(`^A file named ${SAMPLE_NAME} was already uploaded on .+\\. Rename it to .+ and upload again\\.$`) }),
    'selected.rejected': (_, snapshot) => fileKept(snapshot, { alert: OTHER_STATUS.message + OTHER_STATUS.suggestion! }),
    'selected.failed': (_, snapshot) => fileKept(snapshot, { alert: new RegExp(`^${UPLOAD_MESSAGES.failed.replaceAll('.', '\\.')}$`) }),
    'selected.cancelled': (_, snapshot) => fileKept(snapshot, { status: UPLOAD_MESSAGES.cancelled }),
    uploading: (_, snapshot) => {
      const file = fileOf(snapshot)!
      expect(within(panel()).getByRole('progressbar', { name: UPLOAD_LABELS.progress })).toBeInTheDocument()
      expect(within(panel()).getByText(/^\d{1,3}%$/)).toBeInTheDocument()
      expect(within(panel()).getByRole('button', { name: UPLOAD_LABELS.uploading })).toBeDisabled()
      expect(within(panel()).getByRole('button', { name: UPLOAD_LABELS.cancel })).toBeEnabled()
      expect(within(panel()).getByLabelText(UPLOAD_LABELS.fileInput)).toBeDisabled()
      expect(within(panel()).getByRole('button', { name: `Remove ${file.name}` })).toBeDisabled()
      expectMessages({})
    },
  },
  journeys: [
    // The owner cancels, thinks again, and uploads the kept file after all.
    [select(EXPORT), { type: 'upload.start' }, { type: 'upload.cancel' }, { type: 'upload.start' }, completed],
    // Dates read day first; the owner reads them month first: the file goes again and is stored.
    [select(EXPORT), { type: 'upload.start' }, datesOffered, { type: 'upload.reread' }, completed],
    // A server fault, then a retry of the kept file that goes through.
    [select(EXPORT), { type: 'upload.start' }, serverFault, { type: 'upload.start' }, completed],
  ],
})

// A path that ends with a request held (uploading, cancelled) lets it through at its end: let it
// finish before the next path's data reset.
settleRequestsAfterEach(server)

describeModel('upload machine on the real screen', model)

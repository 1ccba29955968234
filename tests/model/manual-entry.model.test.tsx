import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { createEmptyActor, type AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { UploadResponse } from '../../kernel/contract'
import { manualEntryMachine, type ManualEntryContext, type ManualEntryEvent, type ManualEntryInvokeId, type ManualErrors, type ManualField } from '../../src/machines/manual-entry/manual-entry.machine'
import { LINK_TEXT, MANUAL_DAY_TAKEN, MANUAL_FIELD_ERRORS, MANUAL_TEXT } from '../../src/ui/screens/upload/messages'
import { uploadManualEntry } from '../../backend/uploads/manual-entry'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { backendContext } from '../../mocks/handlers/context'
import { allowConsole, server } from '../setup/vitest.setup'
import { createBackendGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { MANUAL_LABELS, MANUAL_SUBMIT, manualEntryGestures } from '../utils/gestures/manual-entry'
import { UPLOAD_LABELS } from '../utils/gestures/upload'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

interface Ctx {
  driver: Driver
  route: RenderedRoute
}

/** A day the backend accepts whatever today is (it refuses dates after tomorrow). */
const DAY = '2026-05-01'

const change = (field: ManualField, value: string) => ({ type: 'manual.change', field, value }) as const

const events = {
  'manual.change': {
    // '1e3' is a number to the browser, which lets it through, and no amount to the machine, which says so.
    samples: [change('date', DAY), change('sales', '1234.50'), change('emails', 'aminah@kopi.my, wei@kopi.my'), change('sales', ''), change('sales', '1e3')],
    perform: ({ driver }, event) => manualEntryGestures.change(driver, event.field, event.value),
  },
  'manual.submit': { samples: [{ type: 'manual.submit' }], perform: ({ driver }) => manualEntryGestures.submit(driver) },
  'manual.replace': { samples: [{ type: 'manual.replace' }], perform: ({ driver }) => manualEntryGestures.replace(driver) },
  'manual.add': { samples: [{ type: 'manual.add' }], perform: ({ driver }) => manualEntryGestures.add(driver) },
  'manual.cancel': { samples: [{ type: 'manual.cancel' }], perform: ({ driver }) => manualEntryGestures.cancel(driver) },
} satisfies EventFixtures<ManualEntryEvent, Ctx>

const answer = (output: Partial<UploadResponse>): UploadResponse => ({
  upload_completed: true,
  status: 'completed',
  message: '',
  suggestion: null,
  chunks_created: 1,
  ...output,
})
const NOT_STORED = answer({ upload_completed: false, status: 'held_for_review', message: 'That day is already closed in your books.' })

const recorded = { type: 'xstate.done.actor.submitManualEntry', output: answer({}) } as const
const EARLIER = '1 May 2026 already has a manual entry: RM88.10.'
const dayTaken = {
  type: 'xstate.done.actor.submitManualEntry',
  output: answer({ upload_completed: false, status: 'manual_exists', message: EARLIER, chunks_created: 0 }),
} as const
const unreachable = { type: 'xstate.error.actor.submitManualEntry', error: new ApiError('network', 'POST /upload could not reach the server') } as const

const outcomes = {
  'xstate.done.actor.submitManualEntry': [
    {
      // The backend records the day's total, then the recent uploads list reloads.
      event: recorded,
      arrange: () => setChaosRule('POST /upload', null),
      requests: 2,
    },
    {
      // The day has an entry already (typed in earlier; asked again, the seed finds it and stores nothing): the backend asks.
      event: dayTaken,
      arrange: async () => {
        setChaosRule('POST /upload', null)
        await uploadManualEntry(backendContext(), NEW_ACCOUNT.id, { date: DAY, sales: '88.10', emails: null })
      },
    },
    {
      // An answer that stored nothing: the spec's failure, with the server's reason.
      event: { type: 'xstate.done.actor.submitManualEntry', output: NOT_STORED },
      arrange: () => setChaosRule('POST /upload', { status: 200, body: NOT_STORED }),
    },
  ],
  'xstate.error.actor.submitManualEntry': [
    {
      event: { type: 'xstate.error.actor.submitManualEntry', error: new ApiError('http', 'POST /upload failed with 500', { status: 500 }) },
      arrange: () => setChaosRule('POST /upload', { status: 500 }),
    },
    {
      event: unreachable,
      arrange: () => {
        allowConsole('error', /fetch failed|Failed to fetch|network/i)
        setChaosRule('POST /upload', { network: true })
      },
    },
  ],
} satisfies OutcomeFixtures<ManualEntryInvokeId>

const panel = () => screen.getByRole('region', { name: 'Enter sales manually' })
const field = (name: ManualField) => within(panel()).getByLabelText(MANUAL_LABELS[name])
const submitButton = () => within(panel()).getByRole('button', { name: /^(Submit manual data|Submitting\.\.\.)$/ })
const fieldsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as ManualEntryContext).fields

const question = () => within(panel()).queryByRole('group', { name: MANUAL_DAY_TAKEN.question })

/** The form's fields are editable and show what the model holds. */
function fieldsShown(snapshot: AnyMachineSnapshot) {
  const fields = fieldsOf(snapshot)
  for (const name of Object.keys(MANUAL_LABELS) as ManualField[]) expect(field(name)).toBeEnabled()
  expect(field('date')).toHaveValue(fields.date)
  expect(field('sales')).toHaveValue(fields.sales === '' ? null : Number(fields.sales))
  expect(field('emails')).toHaveValue(fields.emails)
  // A refused field says why, and takes the focus; the others are not marked.
  const { errors } = snapshot.context as ManualEntryContext
  for (const name of Object.keys(MANUAL_LABELS) as ManualField[]) {
    const error = errors[name as keyof ManualErrors]
    if (error) expect(field(name)).toHaveAccessibleDescription(expect.stringContaining((MANUAL_FIELD_ERRORS as Record<string, Record<string, string>>)[name]![error]!))
    else expect(field(name)).not.toHaveAttribute('aria-invalid')
  }
  const first = (Object.keys(MANUAL_LABELS) as ManualField[]).find((name) => errors[name as keyof ManualErrors])
  if (first) expect(field(first)).toHaveFocus()
}

/** The form is editable, can be sent, and asks nothing. */
function editable(snapshot: AnyMachineSnapshot) {
  fieldsShown(snapshot)
  expect(submitButton()).toHaveTextContent(MANUAL_SUBMIT)
  expect(submitButton()).toBeEnabled()
  expect(question()).not.toBeInTheDocument()
}

const status = () => within(panel()).getByRole('status')
const alert = () => within(panel()).getByRole('alert')

const model = defineModel<typeof manualEntryMachine, ManualEntryInvokeId, Ctx>({
  machine: manualEntryMachine,
  input: { history: createEmptyActor() },
  events,
  outcomes,
  // Which fields are filled, and how, decides whether a submit goes out (isComplete) or is refused
  // with errors (isFilled); the errors shown are part of a state's identity too.
  project: (snapshot) => {
    const { fields, errors } = snapshot.context as ManualEntryContext
    const sales = fields.sales === '' ? 'empty' : fields.sales === '1e3' ? 'refused' : 'amount'
    return { date: fields.date !== '', sales, errors: Object.keys(errors).sort() }
  },
  gate: () => createBackendGate(server),
  mount: async (inspect, backend) => {
    // The password grant and POST /auth of the sign-in, then the recent uploads' first load.
    backend.allow(3)
    const route = await renderRoute('/upload', { user: 'new', inspect })
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    return { route, driver: rtlDriver(route.user) }
  },
  screens: {
    idle: (_, snapshot) => {
      editable(snapshot)
      expect(status()).toBeEmptyDOMElement()
      expect(alert()).toBeEmptyDOMElement()
    },
    submitting: () => {
      expect(submitButton()).toHaveTextContent('Submitting...')
      expect(submitButton()).toBeDisabled()
      for (const name of Object.keys(MANUAL_LABELS) as ManualField[]) expect(field(name)).toBeDisabled()
      expect(status()).toBeEmptyDOMElement()
      expect(alert()).toBeEmptyDOMElement()
    },
    success: (_, snapshot) => {
      editable(snapshot)
      expect(status()).toHaveTextContent(`${MANUAL_TEXT.success}Recorded RM1,234.50 for 1 May 2026`)
      expect(within(status()).getByRole('link', { name: LINK_TEXT.viewDashboard })).toHaveAttribute('href', '/dashboard')
      expect(alert()).toBeEmptyDOMElement()
      // Stored for real: the recent uploads list reloaded with it.
      const history = screen.getByRole('region', { name: UPLOAD_LABELS.history })
      expect(within(history).getAllByText('Manual entry').length).toBeGreaterThan(0)
    },
    error: (_, snapshot) => {
      editable(snapshot)
      expect(alert()).toHaveTextContent(MANUAL_TEXT.failure)
      expect(status()).toBeEmptyDOMElement()
    },
    dayTaken: (_, snapshot) => {
      fieldsShown(snapshot)
      // The question takes the focus; the plain submit waits for its answer.
      expect(question()).toHaveFocus()
      expect(question()).toHaveTextContent(EARLIER)
      for (const name of [MANUAL_DAY_TAKEN.replace, MANUAL_DAY_TAKEN.add, MANUAL_DAY_TAKEN.cancel]) expect(within(question()!).getByRole('button', { name })).toBeEnabled()
      expect(submitButton()).toBeDisabled()
      expect(status()).toBeEmptyDOMElement()
      expect(alert()).toBeEmptyDOMElement()
    },
  },
  journeys: [
    // A failed submit keeps the form; the owner sends it again and it is recorded.
    [
      change('date', DAY),
      change('sales', '1234.50'),
      { type: 'manual.submit' },
      unreachable,
      { type: 'manual.submit' },
      recorded,
    ],
    // The day has an entry: adding fails, the owner sends it again and is asked again, then replaces it.
    [
      change('date', DAY),
      change('sales', '1234.50'),
      { type: 'manual.submit' },
      dayTaken,
      { type: 'manual.add' },
      unreachable,
      { type: 'manual.submit' },
      dayTaken,
      { type: 'manual.replace' },
      recorded,
    ],
  ],
})

settleRequestsAfterEach(server)

describeModel('manual-entry machine on the real screen', model)

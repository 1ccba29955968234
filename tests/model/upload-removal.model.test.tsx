import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { UploadRecord, UploadRemoved } from '../../kernel/contract'
import { uploadRemovalMachine, type UploadRemovalEvent, type UploadRemovalInvokeId } from '../../src/machines/upload-history/upload-removal.machine'
import { HISTORY_MESSAGES, REMOVAL_MESSAGES } from '../../src/ui/screens/upload/messages'
import { uploadManualEntry } from '../../backend/uploads/manual-entry'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { backendContext } from '../../mocks/handlers/context'
import { server } from '../setup/vitest.setup'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { REMOVAL_LABELS, uploadRemovalGestures } from '../utils/gestures/upload-removal'
import { UPLOAD_LABELS } from '../utils/gestures/upload'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'

/** The new owner's manual entries, one per day: enough for every removal a path makes. */
const DAYS = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'] as const

interface Ctx {
  driver: Driver
  /** The summaries listed when Remove was last pressed, and the one it was pressed on. */
  listed: string[]
  asked: string | null
}

const SAMPLE: UploadRecord = { id: 'sample', file_name: null, uploaded_at: '2026-05-01T08:00:00Z', kind: 'manual', rows: 1, chunks: 1, summary: 'Manual entry' }
const ask = { type: 'removal.ask', upload: SAMPLE } as const
const confirm = { type: 'removal.confirm' } as const
const cancel = { type: 'removal.cancel' } as const

const panel = () => screen.getByRole('region', { name: UPLOAD_LABELS.history })
const summaries = () => within(panel()).queryAllByText(/^Manual entry, /).map((element) => element.textContent ?? '')
const removeFor = (summary: string) => within(panel()).getByRole('button', { name: `Remove ${summary}` })
const dialog = () => screen.getByRole('alertdialog')

const events = {
  'removal.ask': {
    samples: [ask],
    perform: async (ctx) => {
      ctx.listed = summaries()
      ctx.asked = ctx.listed[0]!
      await uploadRemovalGestures.ask(ctx.driver, { file_name: null, summary: ctx.asked })
    },
  },
  'removal.confirm': { samples: [confirm], perform: ({ driver }) => uploadRemovalGestures.confirm(driver) },
  'removal.cancel': { samples: [cancel], perform: ({ driver }) => uploadRemovalGestures.cancel(driver) },
} satisfies EventFixtures<UploadRemovalEvent, Ctx>

const REMOVED: UploadRemoved = { id: 'sample', file_name: null, kind: 'manual', rows: 0, days: 1, chunks: 0, from: '2026-05-01', to: '2026-05-01' }
const removed = { type: 'xstate.done.actor.removeUpload', output: REMOVED } as const
const failed = { type: 'xstate.error.actor.removeUpload', error: new ApiError('http', 'DELETE /uploads/x failed with 500', { status: 500 }) } as const

const outcomes = {
  'xstate.done.actor.removeUpload': { event: removed, arrange: () => setChaosRule('DELETE /uploads/{id}', null) },
  'xstate.error.actor.removeUpload': { event: failed, arrange: () => setChaosRule('DELETE /uploads/{id}', { status: 500 }) },
} satisfies OutcomeFixtures<UploadRemovalInvokeId>

/** No question open; every listed upload has its Remove, enabled. */
function noDialog() {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  for (const summary of summaries()) expect(removeFor(summary)).toBeEnabled()
}

const model = defineModel<typeof uploadRemovalMachine, UploadRemovalInvokeId, Ctx>({
  machine: uploadRemovalMachine,
  input: { history: null },
  events,
  outcomes,
  // Only the removals are held: the list's reloads go through.
  gate: () => createEndpointGate(server, { method: 'DELETE', url: apiUrl('/uploads/:id') }),
  mount: async (inspect) => {
    for (const date of DAYS) await uploadManualEntry(backendContext(), NEW_ACCOUNT.id, { date, sales: '250.00', emails: null })
    const route = await renderRoute('/upload', { user: 'new', inspect })
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    await within(panel()).findAllByText(/^Manual entry, /)
    return { driver: rtlDriver(route.user), listed: [], asked: null }
  },
  screens: {
    idle: ({ asked, listed }) => {
      noDialog()
      expect(within(panel()).getByRole('status')).toBeEmptyDOMElement()
      expect(summaries()).toHaveLength(listed.length || DAYS.length)
      // Cancel gives the focus back to the Remove it came from.
      if (asked) expect(removeFor(asked)).toHaveFocus()
    },
    confirming: ({ asked }) => {
      expect(dialog()).toHaveAccessibleName('Remove this manual entry?')
      expect(dialog()).toHaveAccessibleDescription(`${asked} ${REMOVAL_MESSAGES.consequence}`)
      expect(within(dialog()).getByRole('button', { name: REMOVAL_LABELS.cancel })).toHaveFocus()
      expect(removeFor(asked!)).toBeDisabled()
    },
    removing: () => {
      expect(within(dialog()).getByRole('button', { name: REMOVAL_LABELS.busy })).toBeDisabled()
      expect(within(dialog()).getByRole('button', { name: REMOVAL_LABELS.cancel })).toBeDisabled()
      expect(dialog()).toHaveAttribute('aria-busy', 'true')
    },
    removed: ({ asked, listed }) => {
      noDialog()
      const day = /for (.+)$/.exec(asked!)![1]
      expect(within(panel()).getByRole('status')).toHaveTextContent(`Removed the manual entry: 1 daily total, ${day}.`)
      expect(summaries()).toEqual(listed.filter((summary) => summary !== asked))
      expect(screen.getByRole('heading', { name: UPLOAD_LABELS.history })).toHaveFocus()
      if (listed.length === 1) expect(within(panel()).getByText(HISTORY_MESSAGES.empty)).toBeInTheDocument()
    },
    failed: ({ asked, listed }) => {
      noDialog()
      expect(within(panel()).getByRole('alert')).toHaveTextContent(REMOVAL_MESSAGES.failed)
      expect(summaries()).toEqual(listed)
      expect(removeFor(asked!)).toHaveFocus()
    },
  },
  journeys: [
    // Three removals in a row, one of which fails first: the list shrinks by one each time.
    [ask, confirm, removed, ask, confirm, failed, ask, confirm, removed, ask, cancel],
  ],
})

settleRequestsAfterEach(server)

describeModel('upload-removal machine on the real screen', model)

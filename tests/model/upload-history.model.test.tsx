import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import { HISTORY_MESSAGES, MANUAL_TEXT } from '../../src/ui/screens/upload/messages'
import { uploadHistoryMachine, type UploadHistoryEvent, type UploadHistoryInvokeId } from '../../src/machines/upload-history/upload-history.machine'
import { server } from '../setup/vitest.setup'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { manualEntryGestures } from '../utils/gestures/manual-entry'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { UPLOAD_LABELS } from '../utils/gestures/upload'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

interface Ctx {
  driver: Driver
  route: RenderedRoute
  /** Manual entries made so far: what a fresh list must show. */
  entries: number
}

const refresh = { type: 'history.refresh' } as const
const retry = { type: 'history.retry' } as const

const events = {
  // What asks for a refresh on this screen: a manual entry the backend recorded.
  'history.refresh': {
    samples: [refresh],
    perform: async (ctx) => {
      // A day of its own each time: a second entry for a day would be asked about first.
      await manualEntryGestures.enter(ctx.driver, { date: `2026-05-${String(ctx.entries + 1).padStart(2, '0')}`, sales: '250.00' })
      const manual = screen.getByRole('region', { name: 'Enter sales manually' })
      await waitFor(() => expect(within(manual).getByRole('status')).toHaveTextContent(MANUAL_TEXT.success), { timeout: 5_000 })
      ctx.entries += 1
    },
  },
  'history.retry': { samples: [retry], perform: ({ driver }) => driver.click('button', UPLOAD_LABELS.retry) },
} satisfies EventFixtures<UploadHistoryEvent, Ctx>

const listed = { type: 'xstate.done.actor.listUploads', output: { uploads: [], currency: 'MYR' } } as const
const failed = { type: 'xstate.error.actor.listUploads', error: new ApiError('http', 'GET /uploads failed with 500', { status: 500 }) } as const

const outcomes = {
  'xstate.done.actor.listUploads': { event: listed, arrange: () => setChaosRule('GET /uploads', null) },
  'xstate.error.actor.listUploads': { event: failed, arrange: () => setChaosRule('GET /uploads', { status: 500 }) },
} satisfies OutcomeFixtures<UploadHistoryInvokeId>

const panel = () => screen.getByRole('region', { name: UPLOAD_LABELS.history })
const status = () => within(panel()).getByRole('status')
const alert = () => within(panel()).getByRole('alert')
const entriesShown = () => within(panel()).queryAllByText('Manual entry').length

/** The list the owner can read: 'No uploads yet', or the entries. */
function listShown() {
  expect(entriesShown() > 0 || within(panel()).queryByText(HISTORY_MESSAGES.empty) !== null).toBe(true)
}

function retryOffered(message: string) {
  expect(alert()).toHaveTextContent(message)
  expect(within(panel()).getByRole('button', { name: UPLOAD_LABELS.retry })).toBeEnabled()
}

const model = defineModel<typeof uploadHistoryMachine, UploadHistoryInvokeId, Ctx>({
  machine: uploadHistoryMachine,
  events,
  outcomes,
  // Only the list's loads are held: the manual entry that asks for a refresh goes through meanwhile.
  gate: () => createEndpointGate(server, { method: 'GET', url: apiUrl('/uploads') }),
  mount: async (inspect) => {
    // A new owner: the list starts empty, and every entry the path makes is one more.
    const route = await renderRoute('/upload', { user: 'new', inspect })
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    return { route, driver: rtlDriver(route.user), entries: 0 }
  },
  screens: {
    loading: () => {
      expect(status()).toHaveTextContent(HISTORY_MESSAGES.loading)
      expect(panel()).toHaveAttribute('aria-busy', 'true')
      expect(alert()).toBeEmptyDOMElement()
      expect(within(panel()).queryByText(HISTORY_MESSAGES.empty)).not.toBeInTheDocument()
      expect(entriesShown()).toBe(0)
    },
    loaded: ({ entries }) => {
      expect(status()).toBeEmptyDOMElement()
      expect(alert()).toBeEmptyDOMElement()
      expect(panel()).toHaveAttribute('aria-busy', 'false')
      if (entries === 0) expect(within(panel()).getByText(HISTORY_MESSAGES.empty)).toBeInTheDocument()
      expect(entriesShown()).toBe(entries)
    },
    failed: () => {
      retryOffered(HISTORY_MESSAGES.failed)
      expect(status()).toBeEmptyDOMElement()
      expect(within(panel()).queryByText(HISTORY_MESSAGES.empty)).not.toBeInTheDocument()
      expect(entriesShown()).toBe(0)
    },
    refreshing: () => {
      expect(status()).toHaveTextContent(HISTORY_MESSAGES.refreshing)
      expect(panel()).toHaveAttribute('aria-busy', 'true')
      expect(alert()).toBeEmptyDOMElement()
      listShown()
    },
    refreshFailed: () => {
      retryOffered(HISTORY_MESSAGES.refreshFailed)
      expect(status()).toBeEmptyDOMElement()
      listShown()
    },
  },
  journeys: [
    // Entries while the first load is still out, then a failed refresh that a retry mends.
    [refresh, refresh, listed, refresh, failed, retry, listed],
  ],
})

settleRequestsAfterEach(server)

describeModel('upload-history machine on the real screen', model)

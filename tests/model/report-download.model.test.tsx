import { screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import type { ChaosRule } from '../../mocks/chaos'
import { apiCache } from '../../src/api/cache'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import { getReport } from '../../src/api/metrics'
import { reportDownloadMachine, type ReportDownloadContext, type ReportDownloadEvent, type ReportDownloadInvokeId } from '../../src/machines/report-download/report-download.machine'
import { REPORT_LABELS, REPORT_TEXT } from '../../src/ui/screens/dashboard/messages'
import { server } from '../setup/vitest.setup'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { stubDownloads, type Downloads } from '../utils/downloads'
import { rtlDriver } from '../utils/driver-rtl'
import { reportGestures } from '../utils/gestures/dashboard'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

interface Ctx {
  driver: Driver
  route: RenderedRoute
  downloads: Downloads
}

const download = { type: 'report.download' } as const
const retry = { type: 'report.retry' } as const
// The first object URL the stub makes: what `offerFile` sends on the screen too.
const offered = { type: 'report.offered', href: 'blob:selera/1' } as const

const events = {
  'report.download': { samples: [download], perform: ({ driver }) => reportGestures.download(driver) },
  'report.retry': { samples: [retry], perform: ({ driver }) => reportGestures.retry(driver) },
  // No gesture: `ready`'s own actor (`offerFile`) sends it as the state is entered, with the object
  // URL the (stubbed) browser made. Nothing to arrange and no request: it follows the fetch's answer.
  'report.offered': { samples: [offered], arrange: () => undefined, requests: 0 },
} satisfies EventFixtures<ReportDownloadEvent, Ctx>

/** The model's samples (the screen's link is the real week's: the name only decides the wording). */
const MODEL_URL = apiUrl('/reports/weekly-2026-11-16.pdf')
const FILE = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'selera-weekly-report-2026-11-16.pdf' }

/**
 * Chaos rules name exact paths, and the weekly PDF's path names the current week: the rule is for
 * the week `GET /report` links to, the link the panel downloads.
 */
async function weeklyPdfRule(rule: ChaosRule | null): Promise<void> {
  const url = (await getReport())?.url
  if (!url?.startsWith(apiUrl('/'))) throw new Error(`The demo owner's report link is not on the API base: ${url}`)
  setChaosRule(`GET ${url.slice(apiUrl('').length)}`, rule)
}

const fetched = { type: 'xstate.done.actor.fetchReport', output: FILE } as const
const failed = {
  type: 'xstate.error.actor.fetchReport',
  error: new ApiError('http', 'GET /reports/weekly-2026-11-16.pdf failed with 500', { status: 500 }),
} as const

/**
 * `offerFile` is a callback actor: it never finishes, and the machine has no transition on its
 * error, so its outcomes are no events of the graph (a handler added later fails the coverage test).
 */
type FetchedBy = Exclude<ReportDownloadInvokeId, 'offerFile'>

const outcomes = {
  'xstate.done.actor.fetchReport': { event: fetched, arrange: () => weeklyPdfRule(null) },
  'xstate.error.actor.fetchReport': { event: failed, arrange: () => weeklyPdfRule({ status: 500 }) },
} satisfies OutcomeFixtures<FetchedBy>

const panel = () => screen.getByRole('region', { name: REPORT_TEXT.title })
const status = () => within(panel()).getByRole('status')
const alert = () => within(panel()).getByRole('alert')
const downloadButton = () => within(panel()).queryByRole('button', { name: REPORT_LABELS.download })
const retryButton = () => within(panel()).queryByRole('button', { name: REPORT_LABELS.retry })
const saveAgainLink = () => within(panel()).queryByRole('link', { name: REPORT_LABELS.saveAgain })
const WEEKLY_FILE = /^selera-weekly-report-\d{4}-\d{2}-\d{2}\.pdf$/

const screens = {
  idle: ({ downloads }: Ctx) => {
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'false')
    expect(status()).toBeEmptyDOMElement()
    expect(alert()).toBeEmptyDOMElement()
    expect(saveAgainLink()).not.toBeInTheDocument()
    expect(retryButton()).not.toBeInTheDocument()
    expect(downloads.created).toHaveLength(0)
  },
  downloading: ({ downloads }: Ctx) => {
    expect(status()).toHaveTextContent(REPORT_LABELS.preparing)
    // Busy: the button stays, and a second download is not started.
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true')
    expect(alert()).toBeEmptyDOMElement()
    expect(saveAgainLink()).not.toBeInTheDocument()
    expect(retryButton()).not.toBeInTheDocument()
    expect(downloads.created).toHaveLength(0)
  },
  ready: ({ downloads }: Ctx, snapshot: AnyMachineSnapshot) => {
    const fileName = /^Downloaded (.+)\.$/.exec(status().textContent)?.[1]
    expect(fileName).toMatch(WEEKLY_FILE)
    expect(downloadButton()).not.toBeInTheDocument()
    expect(retryButton()).not.toBeInTheDocument()
    expect(alert()).toBeEmptyDOMElement()
    expect(downloads.created).toHaveLength(1)
    expect(downloads.created[0]).toMatchObject({ type: 'application/pdf' })
    // Once offered (report.offered), the file is saved once and offered again under its object URL.
    const { href } = snapshot.context as ReportDownloadContext
    if (href === null) return
    expect(saveAgainLink()).toHaveAttribute('href', href)
    expect(saveAgainLink()).toHaveAttribute('download', fileName)
    expect(downloads.saved).toEqual([{ href, download: fileName }])
  },
  failed: ({ downloads }: Ctx) => {
    expect(alert()).toHaveTextContent(REPORT_TEXT.failed)
    expect(retryButton()).toBeEnabled()
    expect(status()).toBeEmptyDOMElement()
    expect(downloadButton()).not.toBeInTheDocument()
    expect(saveAgainLink()).not.toBeInTheDocument()
    expect(downloads.created).toHaveLength(0)
    expect(downloads.saved).toHaveLength(0)
  },
}

const model = defineModel<typeof reportDownloadMachine, FetchedBy, Ctx>({
  machine: reportDownloadMachine,
  input: { url: MODEL_URL },
  events,
  outcomes,
  // Only the PDF is held, so `downloading` stays on screen until asserted; the dashboard's GETs go through.
  gate: () => createEndpointGate(server, { method: 'GET', url: apiUrl('/reports/:file') }),
  mount: async (inspect) => {
    const downloads = stubDownloads()
    // The dashboard of the demo owner, whose data covers a complete week: the panel binds the machine once loaded.
    const route = await renderRoute('/dashboard', { user: 'demo', inspect })
    await screen.findByRole('button', { name: REPORT_LABELS.download }, { timeout: 8_000 })
    return { route, driver: rtlDriver(route.user), downloads }
  },
  screens,
  journeys: [
    // A failed download that Try again mends.
    [download, failed, retry, fetched, offered],
  ],
})

settleRequestsAfterEach(server, () => {
  vi.unstubAllGlobals()
  apiCache.clear()
})

describeModel('report-download machine on the real screen', model)

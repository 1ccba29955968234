import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { apiCache } from '../../src/api/cache'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import {
  dashboardMachine,
  type DashboardData,
  type DashboardEntry,
  type DashboardEvent,
  type DashboardInvokeId,
  type DashboardStore,
} from '../../src/machines/dashboard/dashboard.machine'
import { DASHBOARD_TEXT, INSIGHTS_TITLE, NO_INSIGHTS, NO_REPORT, RAW_METRICS_LABEL, REPORT_LABELS, SALES_METRICS_TITLE, WEEKLY_REPORT_TITLE } from '../../src/ui/screens/dashboard/messages'
import { EMPTY_CARDS, STAT_CARDS } from '../../src/ui/screens/dashboard/stat-cards'
import { server } from '../setup/vitest.setup'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { createEndpointGate, watchRequests } from '../utils/backend-gate'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

interface Ctx {
  driver: Driver
  route: RenderedRoute
}

const ENDPOINTS = ['metrics', 'insights', 'report'] as const
const DATA_REQUESTS = ENDPOINTS.length

/** One gesture per dashboard event (the same names Playwright's dashboard spec clicks). */
const dashboardGestures = {
  refresh: (driver: Driver) => driver.click('button', DASHBOARD_TEXT.refresh),
  retry: (driver: Driver) => driver.click('button', DASHBOARD_TEXT.retry),
}

const events = {
  'dashboard.refresh': { samples: [{ type: 'dashboard.refresh' }], perform: ({ driver }) => dashboardGestures.refresh(driver) },
  'dashboard.retry': { samples: [{ type: 'dashboard.retry' }], perform: ({ driver }) => dashboardGestures.retry(driver) },
} satisfies EventFixtures<DashboardEvent, Ctx>

/** The model's samples: the shape of the data decides what the screen shows, not the numbers. */
const WITH_DATA: DashboardData = {
  metrics: { revenue: 1, orders: 1, customers: 1, avg_order: 1 },
  insights: ['An insight'],
  reportUrl: apiUrl('/reports/weekly-2026-11-16.pdf'),
}
const EMPTY: DashboardData = { metrics: null, insights: [], reportUrl: null }

/** The demo business as the fake backend has it: numbers, insights and a complete week. */
function realData() {
  for (const name of ENDPOINTS) setChaosRule(`GET /${name}`, null)
}

/** A business with nothing yet, as the three GETs answer for it. */
function emptyData() {
  setChaosRule('GET /metrics', { status: 200, body: { metrics: null } })
  setChaosRule('GET /insights', { status: 200, body: { insights: [] } })
  setChaosRule('GET /report', { status: 200, body: { report_url: null } })
}

const outcomes = {
  'xstate.done.actor.loadDashboard': [
    { event: { type: 'xstate.done.actor.loadDashboard', output: WITH_DATA }, arrange: realData, requests: DATA_REQUESTS },
    { event: { type: 'xstate.done.actor.loadDashboard', output: EMPTY }, arrange: emptyData, requests: DATA_REQUESTS },
  ],
  'xstate.error.actor.loadDashboard': {
    event: { type: 'xstate.error.actor.loadDashboard', error: new ApiError('http', 'GET /insights failed with 500', { status: 500 }) },
    arrange: () => {
      realData()
      setChaosRule('GET /insights', { status: 500 })
    },
    requests: DATA_REQUESTS,
  },
} satisfies OutcomeFixtures<DashboardInvokeId>


interface Shown {
  metrics: boolean
  insights: boolean
  report: boolean
}

/** What decides what the screen shows: which panels have something (the empty states, docs/product.md#dashboard-messages). */
function shown(snapshot: AnyMachineSnapshot): Shown | null {
  const entry = (snapshot.context as { entry: DashboardEntry | null }).entry
  return entry && { metrics: entry.metrics !== null, insights: entry.insights.length > 0, report: entry.reportUrl !== null }
}

const refreshButton = () => screen.getByRole('button', { name: DASHBOARD_TEXT.refresh })
const region = (name: string) => screen.getByRole('region', { name })
const errorHeading = () => screen.queryByRole('heading', { name: DASHBOARD_TEXT.failedTitle })

const screens = {
  loading: () => {
    const busy = document.querySelector('[aria-busy="true"]')
    expect(busy).not.toBeNull()
    expect(within(busy as HTMLElement).getByRole('status')).toHaveTextContent(DASHBOARD_TEXT.loading)
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'true')
    expect(errorHeading()).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: SALES_METRICS_TITLE })).not.toBeInTheDocument()
  },
  loaded: (_: Ctx, snapshot: AnyMachineSnapshot) => {
    const panels = shown(snapshot)!
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'false')
    expect(screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')).not.toBeNull()
    expect(errorHeading()).not.toBeInTheDocument()
    const metrics = region(SALES_METRICS_TITLE)
    if (panels.metrics) {
      for (const card of STAT_CARDS) expect(screen.getByRole('listitem', { name: card.title })).toHaveTextContent(/\d/)
      expect(within(metrics).getByText(RAW_METRICS_LABEL)).toBeInTheDocument()
    } else {
      expect(metrics).toHaveTextContent(DASHBOARD_TEXT.noMetrics)
      for (const card of STAT_CARDS) expect(screen.getByRole('listitem', { name: card.title })).toHaveTextContent(EMPTY_CARDS.note)
    }
    const insights = region(INSIGHTS_TITLE)
    if (panels.insights) expect(within(insights).getAllByRole('listitem').length).toBeGreaterThan(0)
    else expect(insights).toHaveTextContent(NO_INSIGHTS)
    const report = region(WEEKLY_REPORT_TITLE)
    if (panels.report) expect(within(report).getByRole('button', { name: REPORT_LABELS.download })).toBeInTheDocument()
    else expect(report).toHaveTextContent(NO_REPORT)
  },
  error: () => {
    const heading = errorHeading()
    expect(heading).toBeInTheDocument()
    const card = heading!.closest('section')!
    expect(within(card).getByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.failed)
    expect(within(card).getByRole('button', { name: DASHBOARD_TEXT.retry })).toBeInTheDocument()
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'false')
    expect(screen.queryByRole('region', { name: SALES_METRICS_TITLE })).not.toBeInTheDocument()
  },
}

/** A store for the traversal only (the real screen uses the app's cache): empty, or holding an entry. */
function modelStore(entry: DashboardEntry | null): DashboardStore {
  return { read: () => entry, write: () => undefined, clear: () => undefined, now: () => 0 }
}

/** The dashboard requests the fake backend has been asked for. */
function countDataRequests() {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (new RegExp(`/(${ENDPOINTS.join('|')})$`).test(new URL(request.url).pathname)) count += 1
  }
  server.events.on('request:start', listener)
  return {
    count: () => count,
    stop: () => server.events.removeListener('request:start', listener),
  }
}

const inFlight = watchRequests(server)
afterEach(async () => {
  await inFlight.settled()
  apiCache.clear()
})
afterAll(() => inFlight.stop())

/** The first visit: nothing cached, the three GETs go out. */
describeModel(
  'dashboard machine on the real screen: a first visit',
  defineModel<typeof dashboardMachine, DashboardInvokeId, Ctx>({
    machine: dashboardMachine,
    input: { store: modelStore(null) },
    events,
    outcomes,
    project: shown,
    gate: () => createEndpointGate(server, ...ENDPOINTS.map((name) => ({ method: 'GET' as const, url: apiUrl(`/${name}`) }))),
    mount: async (inspect) => {
      const route = await renderRoute('/dashboard', { user: 'demo', inspect })
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
      return { route, driver: rtlDriver(route.user) }
    },
    screens,
  }),
)

/**
 * A visit within 2 minutes of the last (docs/product.md#dashboard-states): the screen starts loaded
 * from the cache and asks the backend nothing; from there the same graph (refresh, error, try
 * again, empty states).
 */
describeModel(
  'dashboard machine on the real screen: a visit within 2 minutes',
  defineModel<typeof dashboardMachine, DashboardInvokeId, Ctx>({
    machine: dashboardMachine,
    input: { store: modelStore({ ...WITH_DATA, timestamp: 0 }) },
    events,
    outcomes,
    project: shown,
    gate: () => createEndpointGate(server, ...ENDPOINTS.map((name) => ({ method: 'GET' as const, url: apiUrl(`/${name}`) }))),
    mount: async (inspect, gate) => {
      realData()
      const route = await renderRoute('/dashboard', { user: 'demo', inspect })
      const driver = rtlDriver(route.user)
      gate.allow(DATA_REQUESTS)
      await waitFor(() => expect(region(WEEKLY_REPORT_TITLE)).toBeInTheDocument(), { timeout: 8_000 })
      const firstVisit = screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')!.dateTime

      const requests = countDataRequests()
      try {
        await driver.click('link', 'Upload Data')
        await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
        await driver.click('link', 'Dashboard')
        await waitFor(() => expect(region(WEEKLY_REPORT_TITLE)).toBeInTheDocument())
        // From the cache: the first visit's time, and not one request.
        expect(screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')!.dateTime).toBe(firstVisit)
        expect(requests.count()).toBe(0)
      } finally {
        requests.stop()
      }
      return { route, driver }
    },
    screens,
  }),
)

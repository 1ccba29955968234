/**
 * The dashboard machine walked whole on the real Dashboard screen, twice: on a first visit, and on
 * a visit within 2 minutes that starts from the cache. The model's events, outcomes and what each
 * state shows: tests/utils/dashboard-model.ts.
 */
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { apiCache } from '../../src/api/cache'
import { apiUrl } from '../../src/api/http'
import { dashboardMachine, type DashboardInvokeId } from '../../src/machines/dashboard/dashboard.machine'
import { selectionKey, DEFAULT_SELECTION } from '../../src/machines/dashboard/dashboard.period'
import { DASHBOARD_TEXT, REPORT_TEXT } from '../../src/ui/screens/dashboard/messages'
import { server } from '../setup/vitest.setup'
import { rtlDriver } from '../utils/driver-rtl'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { defineModel, describeModel } from '../utils/graph'
import { renderRoute } from '../utils/render'
import {
  watchLive,
  ENDPOINTS,
  DATA_REQUESTS,
  DEMO_OUTLETS,
  TODAY,
  CUSTOM,
  events,
  WITH_DATA,
  OLD_DATA,
  realData,
  loadedWith,
  choosePeriod,
  outcomes,
  shown,
  region,
  screens,
  modelStore,
  type Ctx,
} from '../utils/dashboard-model'

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

settleRequestsAfterEach(server, () => apiCache.clear())

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
    // Every preset and a custom range, one after another (no day asked twice: the real cache would answer it), and the offer taken.
    journeys: [
      [loadedWith(WITH_DATA), choosePeriod({ preset: 'last7' }), loadedWith(WITH_DATA), choosePeriod({ preset: 'last90' }), loadedWith(WITH_DATA), choosePeriod({ preset: 'lastMonth' }), loadedWith(WITH_DATA)],
      [loadedWith(WITH_DATA), choosePeriod({ preset: 'thisMonth' }), loadedWith(WITH_DATA), choosePeriod(CUSTOM), loadedWith(WITH_DATA)],
      [loadedWith(OLD_DATA), { type: 'dashboard.showLatest' }, loadedWith(WITH_DATA)],
    ],
    mount: async (inspect) => {
      const { watch, live } = watchLive(inspect)
      const route = await renderRoute('/dashboard', { user: 'demo', inspect: watch })
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
      return { route, driver: rtlDriver(route.user), live }
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
    input: { store: modelStore({ ...WITH_DATA, timestamp: Date.now(), key: selectionKey(DEFAULT_SELECTION, TODAY) }) },
    events,
    outcomes,
    project: shown,
    gate: () => createEndpointGate(server, ...ENDPOINTS.map((name) => ({ method: 'GET' as const, url: apiUrl(`/${name}`) }))),
    // Back to the period and the outlet of the first visit: answered at once, without a request.
    journeys: [
      [choosePeriod({ preset: 'last7' }), loadedWith(WITH_DATA), choosePeriod({ preset: 'last30' })],
      [{ type: 'dashboard.chooseOutlet', outlet: DEMO_OUTLETS[0]! }, loadedWith(WITH_DATA), { type: 'dashboard.chooseOutlet', outlet: null }],
    ],
    mount: async (inspect, gate) => {
      realData()
      const { watch, live } = watchLive(inspect)
      const route = await renderRoute('/dashboard', { user: 'demo', inspect: watch })
      const driver = rtlDriver(route.user)
      gate.allow(DATA_REQUESTS)
      await waitFor(() => expect(region(REPORT_TEXT.title)).toBeInTheDocument(), { timeout: 8_000 })
      const firstVisit = screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')!.dateTime

      const requests = countDataRequests()
      try {
        await driver.click('link', 'Upload Data')
        await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
        await driver.click('link', 'Dashboard')
        await waitFor(() => expect(region(REPORT_TEXT.title)).toBeInTheDocument())
        // From the cache: the first visit's time, and not one request.
        expect(screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')!.dateTime).toBe(firstVisit)
        expect(requests.count()).toBe(0)
      } finally {
        requests.stop()
      }
      return { route, driver, live }
    },
    screens,
  }),
)

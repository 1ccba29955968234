/** The dashboard machine's data, clock, cache and a load each test settles (src/machines/dashboard/). */
import { createActor, fromPromise } from 'xstate'
import { createCache } from '../../src/api/cache'
import type { Metrics } from '../../kernel/contract'
import type { DashboardData, LoadDashboardInput } from '../../src/machines/dashboard/dashboard.actors'
import { createDashboardStore } from '../../src/machines/dashboard/dashboard.cache'
import { dashboardMachine } from '../../src/machines/dashboard/dashboard.machine'
import { DEFAULT_SELECTION, selectionKey } from '../../src/machines/dashboard/dashboard.period'

export const METRICS: Metrics = { revenue: 48210.5, orders: 37, customers: 412, avg_order: 38.7, changes: { revenue: 12.5, orders: -4, customers: null, avg_order: 0 } }
export const DATA: DashboardData = {
  metrics: METRICS,
  insights: [
    { text: 'Saturday 12–2 pm brings in a quarter of your revenue.', goal: 'Increase sales and revenue' },
    { text: 'Kopi O is slipping.', goal: null },
  ],
  reportUrl: 'http://localhost/api/reports/weekly-2026-11-16.pdf',
  reportWeek: { from: '2026-11-16', to: '2026-11-22', latest: true },
}
export const EMPTY: DashboardData = { metrics: null, insights: [], reportUrl: null, reportWeek: null }
/** 2025-11-13 02:13 UTC: 10:13 in Kuala Lumpur. */
const START = 1_763_000_000_000
export const TODAY = '2025-11-13'
/** The default selection's key on the test's day: where the first load is cached. */
export const DEFAULT_KEY = selectionKey(DEFAULT_SELECTION, TODAY)

/** A fake clock shared by the cache and the entry's timestamp. */
function clock(start = START) {
  let time = start
  return { now: () => time, advance: (ms: number) => void (time += ms) }
}

/** A load the test settles; each call records whether it was aborted. */
export function controlledLoad() {
  const calls: Array<{ signal: AbortSignal; input: LoadDashboardInput; resolve: (data: DashboardData) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<DashboardData, LoadDashboardInput>(
    ({ signal, input }) =>
      new Promise<DashboardData>((resolve, reject) => {
        calls.push({ signal, input, resolve, reject })
      }),
  )
  return { logic, calls }
}

export function world(token: string | null = 'token-a') {
  const time = clock()
  const cache = createCache({ now: time.now })
  let current = token
  const store = createDashboardStore({ cache, now: time.now, token: () => current })
  return { time, cache, store, signIn: (next: string | null) => void (current = next) }
}

export function start(w: ReturnType<typeof world>) {
  const load = controlledLoad()
  const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: load.logic } }), { input: { store: w.store } }).start()
  return { actor, load }
}

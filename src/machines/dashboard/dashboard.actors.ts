import { fromApiPromise } from '../shared/api-actor'
import type { Metrics } from '../../api/schemas'
import { getInsights, getMetrics, getReport } from '../../api/metrics'

/** What the dashboard shows (the Dashboard data of docs/product.md#entities, without the timestamp). */
export interface DashboardData {
  /** `null` when the account has no sales yet ('No metrics data available'). */
  metrics: Metrics | null
  insights: string[]
  /** `null` before the first weekly report ('No report available'). */
  reportUrl: string | null
}

/**
 * The three dashboard GETs in parallel, as one actor: the screen is loaded or failed as a whole and
 * is cached as one entry (docs/product.md#dashboard-states), so one outcome says it all. The first
 * failure ends the load and aborts the requests still out; so does leaving the loading state.
 */
export const loadDashboardActor = fromApiPromise<DashboardData>(async ({ signal }) => {
  const load = new AbortController()
  const abort = () => load.abort()
  signal.addEventListener('abort', abort, { once: true })
  if (signal.aborted) abort()
  try {
    const [metrics, insights, reportUrl] = await Promise.all([getMetrics(load.signal), getInsights(load.signal), getReport(load.signal)])
    return { metrics, insights, reportUrl }
  } catch (error) {
    abort()
    throw error
  } finally {
    signal.removeEventListener('abort', abort)
  }
})

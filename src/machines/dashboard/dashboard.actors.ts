import { fromApiPromise } from '../shared/api-actor'
import type { DashboardQuery, Metrics, ReportWeekInfo } from '../../../kernel/contract'
import { getInsights, getMetrics, getReport, type InsightLine } from '../../api/metrics'

/** What the dashboard shows (the Dashboard data of docs/product.md#entities, without the timestamp). */
export interface DashboardData {
  /** `null` when the account has no sales yet ('No metrics data available'). */
  metrics: Metrics | null
  /** Ranked; each with the owner's goal it serves, when it serves one. */
  insights: InsightLine[]
  /** `null` before the first weekly report ('No report available'). */
  reportUrl: string | null
  /** The week the report covers, when the backend says (Selera's). */
  reportWeek: ReportWeekInfo | null
}

/** What to load: the period and outlet (none: the default, 30 days and every outlet). */
export interface LoadDashboardInput {
  query: DashboardQuery
}

/**
 * The three dashboard GETs in parallel, as one actor: the screen is loaded or failed as a whole and
 * is cached as one entry (docs/product.md#dashboard-states), so one outcome says it all. The first
 * failure ends the load and aborts the requests still out; so does leaving the loading state. The
 * metrics and insights are of the chosen period and outlet; the report is the latest week's.
 */
export const loadDashboardActor = fromApiPromise<DashboardData, LoadDashboardInput>(async ({ signal, input }) => {
  const load = new AbortController()
  const abort = () => load.abort()
  signal.addEventListener('abort', abort, { once: true })
  if (signal.aborted) abort()
  try {
    const query = input?.query ?? {}
    const [metrics, insights, report] = await Promise.all([getMetrics(load.signal, query), getInsights(load.signal, query), getReport(load.signal)])
    return { metrics, insights, reportUrl: report?.url ?? null, reportWeek: report?.week ?? null }
  } catch (error) {
    abort()
    throw error
  } finally {
    signal.removeEventListener('abort', abort)
  }
})

import { request } from './http'
import { InsightsResponseSchema, MetricsResponseSchema, ReportResponseSchema, type Metrics } from './schemas'

// The dashboard's three reads (spec §7): the machine runs them in parallel and caches the result.

/** `GET /metrics`: `null` when the account has no data yet. */
export async function getMetrics(signal?: AbortSignal): Promise<Metrics | null> {
  const answer = await request({ method: 'GET', path: '/metrics', auth: true, parse: MetricsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.metrics
}

/** `GET /insights`: the AI insights as text lines. */
export async function getInsights(signal?: AbortSignal): Promise<string[]> {
  const answer = await request({ method: 'GET', path: '/insights', auth: true, parse: InsightsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.insights
}

/** `GET /report`: the weekly PDF's URL, `null` before the first report. */
export async function getReport(signal?: AbortSignal): Promise<string | null> {
  const answer = await request({ method: 'GET', path: '/report', auth: true, parse: ReportResponseSchema, ...(signal ? { signal } : {}) })
  return answer.report_url
}

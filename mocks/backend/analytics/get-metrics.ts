/**
 * `GET /metrics` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now": the four numbers with their changes, and the series the Sales
 * Metrics panel draws. Nothing but the account id reaches the store, so one account's rows never
 * enter another's numbers.
 */
import type { MetricsResponse } from '../../../src/api/schemas/dashboard'
import type { BackendContext } from '../context'
import { accountTimezone } from '../uploads/records'
import { computeMetrics } from './metrics'
import { knownZone } from './numbers'
import { computeSeries } from './series'

export function getMetrics(ctx: BackendContext, accountId: string): MetricsResponse {
  const input = {
    sales: ctx.db.sales.salesOf(accountId),
    dayTotals: ctx.db.sales.dayTotalsOf(accountId),
    now: ctx.now(),
    timezone: accountTimezone(ctx, accountId),
  }
  const metrics = computeMetrics(input)
  return { metrics: metrics && { ...metrics, series: computeSeries(input), timezone: knownZone(input.timezone) } }
}

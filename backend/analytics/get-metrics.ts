/**
 * `GET /metrics` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now": the four numbers with their changes, and the series the Sales
 * Metrics panel draws, over the default period or the one the query chose (`?from&to`, ./period.ts;
 * a query it refuses is a 400). Nothing but the account id reaches the store, so one account's rows
 * never enter another's numbers. The pass over the rows is shared with `GET /insights` (./get-dashboard.ts).
 */
import type { MetricsResponse } from '../../src/api/schemas/dashboard'
import type { BackendContext } from '../context'
import { accountTimezone } from '../accounts/preferences'
import { dashboardOf } from './get-dashboard'
import { chosenPeriod } from './period-query'
import { knownZone } from '../../src/format'

/** `query`: the request's query parameters (`from`, `to`), read with the contract's PeriodQuerySchema. */
export function getMetrics(ctx: BackendContext, accountId: string, query: unknown = {}): MetricsResponse {
  const { metrics, series } = dashboardOf(ctx, accountId, chosenPeriod(ctx, accountId, query))
  return { metrics: metrics && { ...metrics, series, timezone: knownZone(accountTimezone(ctx, accountId)) } }
}

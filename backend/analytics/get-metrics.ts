/**
 * `GET /metrics` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now": the four numbers with their changes, and the series the Sales
 * Metrics panel draws. Nothing but the account id reaches the store, so one account's rows never
 * enter another's numbers. The pass over the rows is shared with `GET /insights` (./get-dashboard.ts).
 */
import type { MetricsResponse } from '../../src/api/schemas/dashboard'
import type { BackendContext } from '../context'
import { accountTimezone } from '../accounts/preferences'
import { dashboardOf } from './get-dashboard'
import { knownZone } from '../../src/format'

export function getMetrics(ctx: BackendContext, accountId: string): MetricsResponse {
  const { metrics, series } = dashboardOf(ctx, accountId)
  return { metrics: metrics && { ...metrics, series, timezone: knownZone(accountTimezone(ctx, accountId)) } }
}

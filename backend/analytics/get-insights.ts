/**
 * `GET /insights` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now", as the ranked sentences the AI Insights panel lists (`[]` before
 * any sales). Only the account id reaches the store, so one account's rows never shape another's.
 * The pass over the rows is shared with `GET /metrics` (./get-dashboard.ts).
 */
import type { InsightsResponse } from '../../src/api/schemas/dashboard'
import type { BackendContext } from '../context'
import { dashboardOf } from './get-dashboard'

export function getInsights(ctx: BackendContext, accountId: string): InsightsResponse {
  return { insights: dashboardOf(ctx, accountId).insights.map((insight) => insight.text) }
}

/**
 * `GET /insights` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now", as the ranked sentences the AI Insights panel lists (`[]` before
 * any sales). With a chosen period (`?from&to`, ./period.ts) they are what the data said at the end
 * of its last day (`insightsThrough`), or today's when it ends today; with a chosen outlet
 * (`?outlet`, ./outlets.ts), that outlet's alone. Written in the account's currency and ranked
 * for the owner's goals, with `serves` saying which goal each serves (./insights/goals.ts). Only
 * the account id reaches the store, so one account's rows never shape another's. The pass over the
 * rows is shared with `GET /metrics` (./get-dashboard.ts).
 */
import type { InsightsResponse } from '../../kernel/contract/dashboard'
import type { BackendContext } from '../context'
import { dashboardOf } from './get-dashboard'
import { chosenQuery } from './period-query'

/** `query`: the request's query parameters (`from`, `to`, `outlet`), read with the contract's PeriodQuerySchema. */
export async function getInsights(ctx: BackendContext, accountId: string, query: unknown = {}): Promise<InsightsResponse> {
  const { period, outlet } = await chosenQuery(ctx, accountId, query)
  const { insights } = await dashboardOf(ctx, accountId, period, outlet)
  return { insights: insights.map((insight) => insight.text), serves: insights.map((insight) => insight.goal ?? null) }
}

/**
 * `GET /insights` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now", as the ranked sentences the AI Insights panel lists (`[]` before
 * any sales). Only the account id reaches the store, so one account's rows never shape another's.
 */
import type { InsightsResponse } from '../../../src/api/schemas/dashboard'
import type { BackendContext } from '../context'
import { accountTimezone } from '../uploads/records'
import { computeInsights } from './insights'

export function getInsights(ctx: BackendContext, accountId: string): InsightsResponse {
  const insights = computeInsights({
    sales: ctx.db.sales.salesOf(accountId),
    dayTotals: ctx.db.sales.dayTotalsOf(accountId),
    now: ctx.now(),
    timezone: accountTimezone(ctx, accountId),
  })
  return { insights: insights.map((insight) => insight.text) }
}

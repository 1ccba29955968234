/**
 * `GET /metrics` in the domain: the caller's own sales and day totals, read in the account's time
 * zone at the backend's "now": the four numbers with their changes, and the series the Sales
 * Metrics panel draws, over the default period or the one the query chose (`?from&to`, ./period.ts),
 * of every outlet or the one chosen (`?outlet`, ./outlets.ts; a query refused is a 400); with the
 * account's outlets, the span of its days with sales, and the zone and currency the screen writes
 * them in (the account's settings; the amounts are as recorded, never converted). Nothing but the account id reaches the
 * store, so one account's rows never enter another's numbers. The pass over the rows is shared
 * with `GET /insights` (./get-dashboard.ts).
 */
import type { Metrics, MetricsResponse } from '../../kernel/contract/dashboard'
import type { BackendContext } from '../context'
import { accountLocale } from '../accounts/preferences'
import { dashboardOf } from './get-dashboard'
import { accountOutlets } from './outlets'
import { zonedIso } from './period'
import { chosenQuery } from './period-query'
import { isoDate, localDay } from '../time/calendar'
import { uploadsOf } from '../uploads/records'

/** `query`: the request's query parameters (`from`, `to`, `outlet`), read with the contract's PeriodQuerySchema. */
export async function getMetrics(ctx: BackendContext, accountId: string, query: unknown = {}): Promise<MetricsResponse> {
  const { period, outlet } = await chosenQuery(ctx, accountId, query)
  const { metrics, series, span } = await dashboardOf(ctx, accountId, period, outlet)
  if (!metrics) return { metrics: null }
  const { timezone, currency } = await accountLocale(ctx, accountId)
  // A period ending today is read up to now, the previous period cut at the same time of day
  // (./period.ts); a kept answer holds from when it was computed up to now (./get-dashboard.ts).
  const now = ctx.now()
  const until = metrics.period.to === isoDate(localDay(now, timezone)) ? { until: zonedIso(now, timezone) } : {}
  return {
    metrics: {
      ...metrics,
      period: { ...metrics.period, ...until },
      span,
      outlets: await accountOutlets(ctx.store.sales, accountId),
      ...(outlet === null ? {} : { outlet }),
      series,
      timezone,
      currency,
      ...await perLine(ctx, accountId, metrics.period, isoDate(localDay(now, timezone))),
    },
  }
}

/** The uploads whose orders are counted one per line (docs/product.md#how-uploads-are-read), with sales in the period and today. */
async function perLine(ctx: BackendContext, accountId: string, period: { from: string; to: string }, today: string): Promise<Pick<Metrics, 'orders_per_line'>> {
  const uploads = (await uploadsOf(ctx.store, accountId)).filter((upload) => upload.orders_per_line === true)
  const within = (from: string, to: string) =>
    uploads.filter((upload) => upload.from !== null && upload.to !== null && upload.from <= to && upload.to >= from).map((upload) => upload.file_name ?? upload.format)
  const files = { period: within(period.from, period.to), today: within(today, today) }
  return files.period.length > 0 || files.today.length > 0 ? { orders_per_line: files } : {}
}

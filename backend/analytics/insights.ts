/**
 * The AI Insights panel's sentences (docs/product.md#insights, `GET /insights`), from an account's
 * sales columns and day totals in the account's time zone: specific, with numbers, each with one
 * thing to do, ranked by the money a month at stake (weighted for the owner's goals,
 * ./insights/goals.ts), at most MAX_INSIGHTS, none without data.
 *
 * Kinds, each only when the data supports it (thresholds in ./insights/thresholds.ts):
 * - peak-hours: the busiest two-hour blocks and their share of sales;
 * - revenue-gap: a weekday two-hour block (or whole weekday) well below the same on other weekdays;
 * - item-trend: a best seller rising or falling last week against the weeks before;
 * - slow-item: established items that make almost nothing;
 * - repeat-customers: known customers who came back on another day;
 * - lapsed-regulars: regulars not seen for 21 days;
 * - outlet: the weakest outlet against the others;
 * - delivery: the delivery platforms' share and commission;
 * - festive: the next Malaysian festive period within 30 days, with what it did last time.
 * Money is written in the account's currency (`currency`: RM1,240 / S$14.20, nothing converted),
 * percentages as 58%, all as kernel/format writes them, in English.
 *
 * Correct for any `now` (the weekly report passes the end of a past week): rows after it are not
 * read, and the analysis window ends at its local day, or earlier where the data ends earlier.
 * `insightsThrough` reads a past period's: the window ends with its last day, that day included.
 * One pass over the typed arrays (./insights/scan.ts), or the per-day rollups (./rollups/window.ts);
 * each kind then reads small sums.
 */
import { addDays, isoDate, localDay, zonedEpoch, type LocalDate } from '../time/calendar'
import { itemTrends, slowItems } from './insights/menu'
import { lapsedRegulars, repeatCustomers } from './insights/customers'
import { deliveryShare, outletComparison } from './insights/channels'
import { festiveInsight, planFestive, type FestivePlan } from './insights/festive'
import { peakHours, revenueGaps } from './insights/rhythm'
import { rankInsights } from './insights/goals'
import { scanSales, type Scan, type ScanOptions } from './insights/scan'
import type { Insight, InsightKind, InsightsAudience, InsightsInput } from './insights/types'
import { knownZone, localeOf } from '../../kernel/format'

export type { Insight, InsightKind, InsightsAudience, InsightsInput, InsightsSales } from './insights/types'

/** At most this many insights, the highest stakes. */
export const MAX_INSIGHTS = 8

/** Breaks ties in stake: the order the panel would list equal stakes in. */
const KIND_ORDER: readonly InsightKind[] = ['revenue-gap', 'peak-hours', 'item-trend', 'lapsed-regulars', 'repeat-customers', 'delivery', 'outlet', 'festive', 'slow-item']

/** The ranked insights, at most MAX_INSIGHTS; `[]` when there is no data. */
export function computeInsights(input: InsightsInput): Insight[] {
  return findInsights(input).slice(0, MAX_INSIGHTS)
}

/** Every insight the data supports, ranked, before the cap (tests read it to see what the cap left out). */
export function findInsights({ sales, dayTotals, now, timezone, ...audience }: InsightsInput): Insight[] {
  const zone = knownZone(timezone)
  const today = localDay(now, zone)
  const festive = planFestive(today, zone)
  return insightsFrom(scanSales({ sales, dayTotals, now, zone, today, ranges: festive?.ranges ?? [] }), festive, today, audience)
}

/**
 * The insights of a period that ended before today (GET /insights?from&to): what the data said at
 * the end of its last day `last`, that day complete. The window is the WINDOW_DAYS days ending with
 * `last` (or with the last day of data, when the data stops earlier), customers are followed up
 * to its end, and no row or day total after it is read. The festive insight, advice for the weeks
 * after `last`, is left out: those weeks have passed.
 */
export function insightsThrough({ sales, dayTotals, timezone, ...audience }: Omit<InsightsInput, 'now'>, last: LocalDate, scan: (options: ScanOptions) => Scan = scanSales): Insight[] {
  const zone = knownZone(timezone)
  // The window is the days before the anchor: the day after `last`, whose first instant is not read.
  const dayAfter = addDays(last, 1)
  const now = zonedEpoch(dayAfter, 0, zone) - 1
  const through = isoDate(last)
  const totals = dayTotals.filter((total) => total.date <= through)
  return insightsFrom(scan({ sales, dayTotals: totals, now, zone, today: dayAfter, ranges: [] }), null, dayAfter, audience).slice(0, MAX_INSIGHTS)
}

/**
 * The ranked insights of a scan (`festive`: the plan whose ranges the scan summed), written in the
 * audience's currency and ranked for its goals.
 */
export function insightsFrom(scan: Scan, festive: FestivePlan | null, today: LocalDate, { currency, goals = [] }: InsightsAudience = {}): Insight[] {
  if (scan.latest === null) return []
  const locale = localeOf({ currency })

  const found = [
    peakHours(scan, locale),
    ...revenueGaps(scan, locale),
    ...itemTrends(scan, locale),
    slowItems(scan, locale),
    repeatCustomers(scan, locale),
    lapsedRegulars(scan, locale),
    outletComparison(scan, locale),
    deliveryShare(scan, locale),
    festive && festiveInsight(festive, scan, today, locale),
  ].filter((insight): insight is Insight => insight !== null && Number.isFinite(insight.stake))

  return rankInsights(found, goals, KIND_ORDER)
}

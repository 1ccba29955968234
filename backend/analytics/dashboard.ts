/**
 * The dashboard's three answers — the metrics, the series and the insights — from one pass over
 * the rows (./pass/driver.ts) instead of three, the three's accumulators fed side by side: what
 * GET /metrics and GET /insights serve. Each answer
 * is exactly what `computeMetrics`, `computeSeries` and `computeInsights` give for the same input;
 * a test holds them to it.
 *
 * The insights' window (the 28 days before today) lies inside the metrics' 60-day grid, so one
 * grid serves all three. When the data ends before yesterday the insights read their own window
 * again, as `computeInsights` does.
 *
 * The answer also says how long it holds (`validUntil`): the outputs depend on `now` only through
 * today's date, the rows up to `now` (insights), and how far into the same weekday a week earlier
 * the orders are counted (metrics). So the same answer is exact for any later `now` before local
 * midnight, before the next row after `now`, and before the clock reaches the next row of that day
 * a week ago. ./get-dashboard.ts keeps answers that long.
 */
import { insightsFrom, MAX_INSIGHTS, type Insight, type InsightsInput } from './insights'
import { planFestive } from './insights/festive'
import { completeScan, insightsParts, scanOf } from './insights/scan'
import { WINDOW_DAYS } from './insights/thresholds'
import { metricsFrom, metricsParts, periodGrid, type DashboardMetrics, type MetricsInput } from './metrics'
import { knownZone } from '../../src/format'
import { runPass } from './pass/driver'
import { PassMemory } from './pass/memory'
import { seriesFrom, seriesParts, type DashboardSeries, type SeriesInput } from './series'

export interface DashboardInput extends Omit<MetricsInput & SeriesInput & InsightsInput, 'sales'> {
  sales: MetricsInput['sales'] & SeriesInput['sales'] & InsightsInput['sales']
}

export interface Dashboard {
  /** `computeMetrics`: null when the account has no sales and no day totals. */
  metrics: DashboardMetrics | null
  /** `computeSeries`. */
  series: DashboardSeries
  /** `computeInsights`: ranked, at most MAX_INSIGHTS. */
  insights: Insight[]
  /** Epoch ms: for any `now` from the input's up to (not including) this one, the answer is the same. */
  validUntil: number
}

export function computeDashboard({ sales, dayTotals, now, timezone }: DashboardInput): Dashboard {
  const zone = knownZone(timezone)
  const period = periodGrid(now, zone)
  const { today, grid } = period
  const festive = planFestive(today, zone)
  const scanOptions = { sales, dayTotals, now, zone, today, ranges: festive?.ranges ?? [] }
  const memory = PassMemory.of(sales)
  const metrics = metricsParts(period, now, memory, sales.dict.customer.length)
  const series = seriesParts(sales, grid, memory)
  // The insights' window: the WINDOW_DAYS days before today, the grid's last day.
  const insights = insightsParts(scanOptions, grid, grid.days - 1 - WINDOW_DAYS, memory)
  const span = runPass(sales, grid, zone, now, { memory, metrics, series, ...insights.parts })
  const scan = completeScan(scanOptions, scanOf(insights.parts, span, insights.layout, grid, today, scanOptions))

  const todayStart = grid.start[grid.days - 1]!
  const lastWeekStart = grid.start[metrics.ordersToday.lastWeekDay]!
  return {
    metrics: sales.length === 0 && dayTotals.length === 0 ? null : metricsFrom(metrics, sales.dict.customer, dayTotals, today),
    series: seriesFrom(series, sales.dict, dayTotals, grid),
    insights: insightsFrom(scan, festive, today).slice(0, MAX_INSIGHTS),
    validUntil: Math.min(grid.start[grid.days]!, span.nextAt, todayStart + (metrics.ordersToday.nextLastWeekAt - lastWeekStart)),
  }
}

/**
 * The dashboard's three answers — the metrics, the series and the insights — from one pass over
 * the rows (./row-pass.ts) instead of three: what GET /metrics and GET /insights serve. Each answer
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
import { insightsFrom, MAX_INSIGHTS, type Insight, type InsightsInput } from '../../../backend/analytics/insights'
import { planFestive } from '../../../backend/analytics/insights/festive'
import { completeScan, insightsPlan, scanOf } from './insights/scan'
import { WINDOW_DAYS } from '../../../backend/analytics/insights/thresholds'
import { metricsFrom, metricsPlan, PERIOD_DAYS, periodGrid, type DashboardMetrics, type MetricsInput } from './metrics'
import { knownZone } from '../../../backend/analytics/numbers'
import { passOverRows } from './row-pass'
import { seriesFrom, type DashboardSeries, type SeriesInput } from './series'

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
  // The insights' window: the WINDOW_DAYS days before today, the grid's last day.
  const plan = insightsPlan(sales, grid.days - 1 - WINDOW_DAYS, scanOptions.ranges)
  const metricsParts = metricsPlan(period, now)
  const pass = passOverRows({ sales, now, zone, grid, metrics: metricsParts, series: { periodDay: PERIOD_DAYS }, insights: plan })
  const scan = completeScan(scanOptions, scanOf(pass.insights!, plan, grid, today, scanOptions))

  const todayStart = grid.start[grid.days - 1]!
  const lastWeekStart = grid.start[metricsParts.lastWeekDay]!
  return {
    metrics: sales.length === 0 && dayTotals.length === 0 ? null : metricsFrom(pass.metrics!, sales.dict.customer, dayTotals, today),
    series: seriesFrom(pass.series!, sales.dict, dayTotals, grid),
    insights: insightsFrom(scan, festive, today).slice(0, MAX_INSIGHTS),
    validUntil: Math.min(grid.start[grid.days]!, pass.nextAt, todayStart + (pass.nextLastWeekAt - lastWeekStart)),
  }
}

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
 * A period the owner chose (`computePeriodDashboard`) reads its own grid; today's orders, the span
 * of days with sales and, for a period ending today, the insights are the default answer's
 * (`withToday`). Whatever the dashboard reads of one outlet, it reads from that outlet's rows and
 * day totals alone, given as the input (./outlets.ts).
 *
 * The answer also says how long it holds (`validUntil`): the outputs depend on `now` only through
 * today's date, the rows up to `now` (insights, the span of days with sales), how far into the same
 * weekday a week earlier the orders are counted, and how far into the previous period's last day
 * its numbers are read (metrics and the daily series, ./pass/period-cut.ts). So the same answer is
 * exact for any later `now` before local midnight, before the next row after `now`, and before the
 * clock reaches the time of day of the next row of that day a week ago or of that last day.
 * ./get-dashboard.ts keeps answers that long.
 */
import { insightsFrom, insightsThrough, MAX_INSIGHTS, type Insight, type InsightsInput } from './insights'
import { planFestive } from './insights/festive'
import { completeScan, insightsParts, scanOf } from './insights/scan'
import { WINDOW_DAYS } from './insights/thresholds'
import { metricsFrom, metricsParts, todayMetricsParts, todayOrders, withTodayOrders, type DashboardMetrics, type MetricsInput, type PeriodMetrics } from './metrics'
import { knownZone } from '../../kernel/format'
import { runPass } from './pass/driver'
import { PassMemory } from './pass/memory'
import { periodCut, periodGrid, type LocalPeriod } from './period'
import { seriesFrom, seriesParts, type DashboardSeries, type SeriesInput } from './series'
import { salesSpan, type SalesSpan } from './span'

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
  /** The first and last day with sales, all time (./span.ts); null without any. */
  span: SalesSpan | null
  /** Epoch ms: for any `now` from the input's up to (not including) this one, the answer is the same. */
  validUntil: number
}

export function computeDashboard({ sales, dayTotals, now, timezone, ...audience }: DashboardInput): Dashboard {
  const zone = knownZone(timezone)
  const period = periodGrid(now, zone)
  const { today, grid } = period
  const festive = planFestive(today, zone)
  const scanOptions = { sales, dayTotals, now, zone, today, ranges: festive?.ranges ?? [] }
  const memory = PassMemory.of(sales)
  const metrics = todayMetricsParts(period, now, memory, sales.dict.customer.length)
  const series = seriesParts(sales, period, memory)
  // The insights' window: the WINDOW_DAYS days before today, the grid's last day. It starts after
  // the previous period's last day, whose later rows the cut leaves off the grid.
  const insights = insightsParts(scanOptions, grid, grid.days - 1 - WINDOW_DAYS, memory)
  const cut = periodCut(period, now, memory)
  const span = runPass(sales, grid, zone, now, { memory, cut, metrics, series, ...insights.parts })
  const scan = completeScan(scanOptions, scanOf(insights.parts, span, insights.layout, grid, today, scanOptions))
  const days = salesSpan(span, dayTotals, zone, today)
  const reading = { firstDay: days?.first ?? null, cut }

  const todayStart = grid.start[grid.days - 1]!
  const lastWeekStart = grid.start[metrics.ordersToday.lastWeekDay]!
  return {
    metrics:
      sales.length === 0 && dayTotals.length === 0
        ? null
        : withTodayOrders(metricsFrom(metrics, sales.dict.customer, dayTotals, period, reading), todayOrders(metrics.ordersToday, dayTotals, today, reading.firstDay)),
    series: seriesFrom(series, sales.dict, dayTotals, grid),
    insights: insightsFrom(scan, festive, today, audience).slice(0, MAX_INSIGHTS),
    span: days,
    validUntil: Math.min(grid.start[grid.days]!, span.nextAt, todayStart + (metrics.ordersToday.nextLastWeekAt - lastWeekStart), cut?.changesAt ?? Infinity),
  }
}

/** A chosen period's own answers (`computePeriodDashboard`): ./get-dashboard.ts adds today's. */
export interface PeriodDashboard {
  /** Null when the account has no sales and no day totals. */
  metrics: PeriodMetrics | null
  series: DashboardSeries
  /** `insightsThrough` its last day; null for a period ending today, whose insights are today's. */
  insights: Insight[] | null
  /**
   * Epoch ms: a period ending today holds until today ends or the clock reaches the time of day of
   * a row its cut left out; one that ended before, for good (the same rows).
   */
  validUntil: number
}

/**
 * A period the owner chose (./period.ts, ending today at the latest): its numbers and series from
 * one pass over its grid, and, for a period that ended before today, its insights from a pass over
 * their window. Nothing in one that ended before depends on the clock beyond which day is today;
 * one ending today is read up to now, its previous period cut at the same time of day.
 */
export function computePeriodDashboard({ sales, dayTotals, now, timezone, ...audience }: DashboardInput, chosen: LocalPeriod): PeriodDashboard {
  const zone = knownZone(timezone)
  const period = periodGrid(now, zone, chosen)
  const memory = PassMemory.of(sales)
  const metrics = metricsParts(period, memory, sales.dict.customer.length)
  const series = seriesParts(sales, period, memory)
  const cut = periodCut(period, now, memory)
  const span = runPass(sales, period.grid, zone, now, { memory, cut, metrics, series })
  // The first day with sales only says whether a day before the period had any: the same at any later now.
  const reading = { firstDay: salesSpan(span, dayTotals, zone, period.today)?.first ?? null, cut }
  return {
    metrics: sales.length === 0 && dayTotals.length === 0 ? null : metricsFrom(metrics, sales.dict.customer, dayTotals, period, reading),
    series: seriesFrom(series, sales.dict, dayTotals, period.grid),
    insights: cut ? null : insightsThrough({ sales, dayTotals, timezone: zone, ...audience }, period.to),
    validUntil: cut ? Math.min(period.grid.start[period.grid.days]!, cut.changesAt) : Infinity,
  }
}

/** A chosen period's answers with today's (`current`, the default dashboard): today's orders, and the insights of a period ending today. */
export function withToday(period: PeriodDashboard, current: Dashboard): Dashboard {
  const today = current.metrics
  return {
    metrics: period.metrics && today && withTodayOrders(period.metrics, { orders: today.orders, change: today.changes.orders }),
    series: period.series,
    insights: period.insights ?? current.insights,
    span: current.span,
    validUntil: Math.min(period.validUntil, current.validUntil),
  }
}

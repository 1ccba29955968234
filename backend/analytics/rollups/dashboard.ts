/**
 * The dashboard's answers from the per-day rollups (./rollups.ts): the same answers as
 * ../dashboard.ts's `computeDashboard` and `computePeriodDashboard` give from the rows (tests hold
 * them to it), with the period's metrics and series read from its days (./period-sums.ts), and
 * what needs instants from the rows of a day or two (./day-replay.ts: Orders Today, the cut of the
 * previous period's last day, the span around now), and the insights from the scan of their window
 * and the customers' histories (./window.ts). ../get-dashboard.ts serves these.
 */
import type { DayTotal } from '../../ingest/types'
import type { Dashboard, PeriodDashboard } from '../dashboard'
import { insightsFrom, insightsThrough, MAX_INSIGHTS, type InsightsAudience } from '../insights'
import { planFestive } from '../insights/festive'
import { metricsFrom, todayOrders, withTodayOrders, type CountedToday } from '../metrics'
import { periodGrid, type LocalPeriod, type PeriodGrid } from '../period'
import { seriesFrom } from '../series'
import { salesSpan } from '../span'
import { dayOrders, spanAt, wholeDayOrders } from './day-replay'
import { periodSums } from './period-sums'
import { dayOffset, type Rollups } from './rollups'
import { rollupScan } from './window'

/** The default period's answers at `now` (`computeDashboard`), the insights for `audience`. */
export function rollupDashboard(rollups: Rollups, dayTotals: readonly DayTotal[], now: number, audience: InsightsAudience = {}): Dashboard {
  const { zone, sales } = rollups
  const period = periodGrid(now, zone)
  const { today, grid } = period
  const read = periodSums(rollups, period, now)
  const span = spanAt(rollups, now)
  const days = salesSpan(span, dayTotals, zone, today)
  const reading = { firstDay: days?.first ?? null, cut: read.cut }
  const counted = ordersToday(rollups, period, now)
  const festive = planFestive(today, zone)
  const scan = rollupScan(rollups, { sales, dayTotals, now, zone, today, ranges: festive?.ranges ?? [] })

  const todayStart = grid.start[grid.days - 1]!
  const lastWeekStart = grid.start[grid.days - 8]!
  return {
    metrics:
      sales.length === 0 && dayTotals.length === 0
        ? null
        : withTodayOrders(metricsFrom(read.sums, sales.dict.customer, dayTotals, period, reading), todayOrders(counted, dayTotals, today, reading.firstDay)),
    series: seriesFrom(read.series, sales.dict, dayTotals, grid),
    insights: insightsFrom(scan, festive, today, audience).slice(0, MAX_INSIGHTS),
    span: days,
    validUntil: Math.min(grid.start[grid.days]!, span.nextAt, todayStart + (counted.nextLastWeekAt - lastWeekStart), read.cut?.changesAt ?? Infinity),
  }
}

/** A period the owner chose (`computePeriodDashboard`): ../dashboard.ts `withToday` adds today's. */
export function rollupPeriodDashboard(rollups: Rollups, dayTotals: readonly DayTotal[], now: number, chosen: LocalPeriod, audience: InsightsAudience = {}): PeriodDashboard {
  const { zone, sales } = rollups
  const period = periodGrid(now, zone, chosen)
  const read = periodSums(rollups, period, now)
  const reading = { firstDay: salesSpan(spanAt(rollups, now), dayTotals, zone, period.today)?.first ?? null, cut: read.cut }
  return {
    metrics: sales.length === 0 && dayTotals.length === 0 ? null : metricsFrom(read.sums, sales.dict.customer, dayTotals, period, reading),
    series: seriesFrom(read.series, sales.dict, dayTotals, period.grid),
    insights: read.cut ? null : insightsThrough({ sales, dayTotals, timezone: zone, ...audience }, period.to, (options) => rollupScan(rollups, options)),
    validUntil: read.cut ? Math.min(period.grid.start[period.grid.days]!, read.cut.changesAt) : Infinity,
  }
}

/**
 * Today's orders (all of today's rows, as the pass counts them), and the same weekday a week
 * earlier read as far into it as today has come (../metrics.ts `todayMetricsParts`), from its rows.
 */
function ordersToday(rollups: Rollups, { grid }: PeriodGrid, now: number): CountedToday & { nextLastWeekAt: number } {
  const todayDay = grid.days - 1
  const lastWeekDay = todayDay - 7
  const lastWeekEnd = Math.min(grid.start[lastWeekDay + 1]!, grid.start[lastWeekDay]! + Math.max(0, now - grid.start[todayDay]!))
  const offset = dayOffset(rollups, grid)
  const lastWeek = dayOrders(rollups, offset + lastWeekDay, lastWeekEnd)
  return { ordersToday: wholeDayOrders(rollups, offset + todayDay), ordersLastWeek: lastWeek.orders, rowsLastWeekDay: lastWeek.rows, nextLastWeekAt: lastWeek.nextAt }
}

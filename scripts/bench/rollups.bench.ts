/**
 * The dashboard for a chosen period from the per-day rollups (backend/analytics/rollups/), beside
 * the same answer from the rows and a plain group-by of the same rows, at 100,000, 1,000,000 and
 * 3,000,000 rows over two years (`npm run bench -- rollups`; `run({ sizes })` from a script for
 * others). Per size, the steps taking turns run by run:
 *   group-by      revenue per local day of the two years, one pass over the rows, nothing else
 *   build         the rollups from the rows: once per upload (per revision of the account's sales)
 *   N days …      a period's answer as get-dashboard.ts computes it (rollups), or as it did (rows):
 *                 ending today: the default 30 days (metrics, series, insights, Orders Today), or
 *                 365 days (metrics and series; a period ending today shows the default's insights);
 *                 ended earlier: 30 or 365 days whose insights read up to their last day.
 * The rollups' reads take turns with the group-by, the build with the reads from the rows.
 * Goal (docs/decisions/012-per-day-rollups.md): flat in the number of rows, under 10 ms for any
 * period at 1M rows.
 */
import type { Dashboard, DashboardInput, PeriodDashboard } from '../../backend/analytics/dashboard'
import type { LocalPeriod } from '../../backend/analytics/period'
import type { Rollups, RollupSales } from '../../backend/analytics/rollups/rollups'
import type { DayTotal } from '../../backend/ingest/types'
import { zoneOffset } from '../../backend/time/calendar'
import { measureInterleaved, type MeasureOptions, type Task, type Timing } from './measure'
import { generateStore } from './metrics.bench'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, type BenchReport } from './report'

interface Code {
  buildRollups: (sales: RollupSales, zone: string) => Rollups
  rollupDashboard: (rollups: Rollups, dayTotals: readonly DayTotal[], now: number) => Dashboard
  rollupPeriodDashboard: (rollups: Rollups, dayTotals: readonly DayTotal[], now: number, chosen: LocalPeriod) => PeriodDashboard
  computeDashboard: (input: DashboardInput) => Dashboard
  computePeriodDashboard: (input: DashboardInput, chosen: LocalPeriod) => PeriodDashboard
}

const TIMEZONE = 'Asia/Kuala_Lumpur'
const DAY_MS = 86_400_000
/** Wednesday 18 Nov 2026, 15:30 in Kuala Lumpur. */
const NOW = Date.UTC(2026, 10, 18, 7, 30)
const DAYS = 730
export const SIZES = [100_000, 1_000_000, 3_000_000]
export const GOAL_MS = 10

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number)
  return { year: year!, month: month!, day: date! }
}
/** The periods read, `default` for the default period's answer. */
const PERIODS: readonly { name: string; period: LocalPeriod | 'default' }[] = [
  { name: '30 days ending today', period: 'default' },
  { name: '365 days ending today', period: { from: day('2025-11-19'), to: day('2026-11-18') } },
  { name: '30 days ended earlier (Sep 2026)', period: { from: day('2026-09-01'), to: day('2026-09-30') } },
  { name: '365 days ended earlier (2025)', period: { from: day('2025-01-01'), to: day('2025-12-31') } },
]

export async function run(options: MeasureOptions & { sizes?: number[] }): Promise<BenchReport> {
  const loaded = await importOptional<Code>(
    [['backend/analytics/rollups/rollups', 'backend/analytics/rollups/dashboard', 'backend/analytics/dashboard']],
    (module) => (['buildRollups', 'rollupDashboard', 'rollupPeriodDashboard', 'computeDashboard', 'computePeriodDashboard'].every((name) => isFunction(module[name])) ? (module as unknown as Code) : null),
    options.load,
  )
  if (!loaded.ok) return { title: 'rollups: not available yet', intro: [loaded.reason], tables: [], notes: [] }
  const code = loaded.module
  const rows: string[][] = []
  const notes: string[] = []
  const intro: string[] = []
  for (const size of options.sizes ?? SIZES) {
    const prepStart = performance.now()
    const data = await generateStore({ rows: size, days: DAYS, now: NOW })
    const prepMs = performance.now() - prepStart
    const { columns: sales, dayTotals } = data
    const input = { sales, dayTotals, now: NOW, timezone: TIMEZONE }
    intro.push(`${grouped(size)} rows: ${grouped(data.receipts)} receipts, generated in ${fixed(prepMs, 0)} ms (not timed)`)
    let rollups = code.buildRollups(sales, TIMEZONE)
    const offset = zoneOffset(NOW, TIMEZONE)
    const firstDay = Math.floor((NOW + offset) / DAY_MS) - DAYS + 1
    const fast: Task[] = [{ name: 'group-by', run: () => dailyRevenue(sales, offset, firstDay) }]
    const slow: Task[] = [{ name: 'build', run: () => (rollups = code.buildRollups(sales, TIMEZONE)) }]
    for (const { name, period } of PERIODS) {
      const fromRows = () => (period === 'default' ? code.computeDashboard(input) : code.computePeriodDashboard(input, period))
      const fromRollups = () => (period === 'default' ? code.rollupDashboard(rollups, dayTotals, NOW) : code.rollupPeriodDashboard(rollups, dayTotals, NOW, period))
      // The same answer both ways, or the times mean nothing (sums in another order can round a half the other way: ADR 012).
      const differ = differences(fromRows(), fromRollups())
      if (differ.length > 0) notes.push(`${grouped(size)} rows, ${name}: the rollups' answer differs from the rows' at ${differ.join('; ')}`)
      fast.push({ name: `${name}: rollups`, run: fromRollups })
      slow.push({ name: `${name}: rows`, run: fromRows })
    }
    // Two groups: the row passes' garbage (megabytes a run) would otherwise be collected during the
    // rollups' runs of a few ms, which then measure the collector.
    const timings = new Map([...(await measureInterleaved(fast, options)), ...(await measureInterleaved(slow, options))])
    const order = ['group-by', 'build', ...PERIODS.flatMap(({ name }) => [`${name}: rows`, `${name}: rollups`])]
    for (const step of order) {
      const timing = timings.get(step) as Timing
      rows.push([grouped(size), step, fixed(timing.median, 2), fixed(timing.min, 2), fixed(timing.max, 2)])
    }
    for (const { name } of PERIODS) {
      const timing = timings.get(`${name}: rollups`) as Timing
      notes.push(`goal at ${grouped(size)} rows, ${name}: < ${GOAL_MS} ms from the rollups: ${timing.median < GOAL_MS ? 'met' : 'NOT met'} (${fixed(timing.median, 2)} ms; rows ${fixed(timings.get(`${name}: rows`)!.median, 1)} ms)`)
    }
  }
  return {
    title: 'rollups: a chosen period’s dashboard from per-day rollups, beside the rows',
    intro: [
      `stores like the metrics bench's (40% of receipts with one of 20,000 regulars, 1% refunds, 3 outlets, 4 channels, 5 payments, 40 items), over ${DAYS} days ending ${new Date(NOW).toISOString()} in ${TIMEZONE}`,
      ...intro,
      `median of ${Math.max(5, options.runs ?? 7)} runs after ${options.warmup ?? 2} warm-up, steps taking turns; ms`,
    ],
    tables: [{ headers: ['rows', 'step', 'median', 'min', 'max'], rows, alignRight: [true, false, true, true, true] }],
    notes,
  }
}

/** Where two answers differ: up to 3 paths, each with both values. */
function differences(a: unknown, b: unknown, path = '', found: string[] = []): string[] {
  if (found.length >= 3) return found
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, found)
  } else if (!Object.is(a, b)) found.push(`${path}: ${JSON.stringify(a)} (rows) against ${JSON.stringify(b)}`)
  return found
}

/** The baseline: revenue per local day of the bench's days, one pass, nothing else. */
function dailyRevenue(sales: { length: number; timestamp: Float64Array; netAmount: Float64Array }, offset: number, firstDay: number): Float64Array {
  const sums = new Float64Array(DAYS)
  const { length, timestamp, netAmount } = sales
  for (let row = 0; row < length; row++) {
    const d = Math.floor((timestamp[row]! + offset) / DAY_MS) - firstDay
    if (d >= 0 && d < DAYS) sums[d] = sums[d]! + netAmount[row]!
  }
  return sums
}

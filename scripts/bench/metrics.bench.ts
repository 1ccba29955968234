/**
 * Issue 4 §5: the dashboard metrics over a generated 1,000,000-row store, beside a plain typed-array
 * group-by of the same rows (daily revenue by local day) in the same run.
 *   group-by  one pass: local day index from a fixed zone offset, a Float64Array of sums
 *   metrics   computeMetrics() over `store.salesOf(account)` plus a few manual day totals
 * Goal: metrics under 100 ms and within 4× of the group-by. The two take turns run by run, so a
 * busy machine slows them alike.
 */
import type { MetricsInput } from '../../mocks/backend/analytics/metrics'
import type { DayTotal, SalesBatch } from '../../mocks/backend/ingest/types'
import { SalesStore } from '../../mocks/backend/sales/store'
import { zoneOffset } from '../../mocks/fixtures/demo-sales/calendar'
import { mulberry32 } from '../../mocks/fixtures/demo-sales/random'
import { measureInterleaved, type MeasureOptions, type Task } from './measure'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, ringgit, type BenchReport } from './report'

type ComputeMetrics = (input: MetricsInput) => unknown

const TIMEZONE = 'Asia/Kuala_Lumpur'
const ACCOUNT = 'bench-account'
const DAY_MS = 86_400_000
export const METRICS_GOAL_MS = 100
export const METRICS_GOAL_RATIO = 4

const STEP = { groupBy: 'plain group-by (daily revenue, typed arrays)', metrics: 'computeMetrics (salesOf + one pass)' } as const

export interface GeneratedStore {
  store: SalesStore
  rows: number
  receipts: number
  customers: number
  dayTotals: DayTotal[]
  net: number
}

/**
 * `rows` sale rows over the `days` local days ending at `now`, opening hours 07:00–22:00: receipts of
 * 1–4 items sharing a time, 40% with one of `customers` regulars, 1% refunds. Seeded: same rows every run.
 */
export function generateStore({ rows = 1_000_000, days = 90, now = Date.UTC(2026, 10, 18, 7, 30), customers = 20_000, seed = 4_2026 } = {}): GeneratedStore {
  const random = mulberry32(seed)
  const offset = zoneOffset(now, TIMEZONE)
  const firstDay = Math.floor((now + offset) / DAY_MS) - days + 1
  const batch: SalesBatch = {
    length: rows,
    timestamp: new Float64Array(rows),
    netAmount: new Float64Array(rows),
    quantity: new Float64Array(rows),
    receipt: new Int32Array(rows),
    item: new Int32Array(rows).fill(-1),
    category: new Int32Array(rows).fill(-1),
    customer: new Int32Array(rows),
    outlet: new Int32Array(rows).fill(-1),
    payment: new Int32Array(rows).fill(-1),
    channel: new Int32Array(rows).fill(-1),
    dict: { receipt: [], item: [], category: [], customer: [], outlet: [], payment: [], channel: [] },
  }
  for (let c = 0; c < customers; c++) batch.dict.customer.push(`email:regular${c}@kedai.my`)
  let net = 0
  let row = 0
  while (row < rows) {
    const receipt = batch.dict.receipt.push(`R${batch.dict.receipt.length + 1}`) - 1
    const day = firstDay + Math.floor(random() * days)
    const wall = day * DAY_MS + 7 * 3_600_000 + Math.floor(random() * 15 * 3_600_000) - offset
    // Today's hours still to come move to yesterday: no sale after `now`.
    const at = wall > now ? wall - DAY_MS : wall
    const customer = random() < 0.4 ? Math.floor(random() * customers) : -1
    const items = Math.min(rows - row, 1 + Math.floor(random() * 4))
    const refund = random() < 0.01 ? -1 : 1
    for (let item = 0; item < items; item++, row++) {
      const amount = refund * Math.round((3 + random() * 27) * 10) / 10
      batch.timestamp[row] = at
      batch.netAmount[row] = amount
      batch.quantity[row] = refund
      batch.receipt[row] = receipt
      batch.customer[row] = customer
      net += amount
    }
  }
  const store = new SalesStore()
  store.appendSales(ACCOUNT, 'bench-upload', batch)
  // A manual entry a week, as an owner without a POS export for some days would make.
  const dayTotals: DayTotal[] = Array.from({ length: Math.floor(days / 7) }, (_, week) => ({
    date: new Date((firstDay + week * 7) * DAY_MS).toISOString().slice(0, 10),
    netAmount: 850,
    orders: null,
    outlet: null,
    customers: [`email:walkin${week}@kedai.my`, 'email:regular1@kedai.my'],
  }))
  store.addDayTotals(ACCOUNT, 'bench-manual', dayTotals)
  return { store, rows, receipts: batch.dict.receipt.length, customers, dayTotals, net }
}

/** The baseline: revenue per local day, one pass, nothing else. */
function dailyRevenue(sales: ReturnType<SalesStore['salesOf']>, offset: number, firstDay: number, days: number): Float64Array {
  const sums = new Float64Array(days)
  const { length, timestamp, netAmount } = sales
  for (let row = 0; row < length; row++) {
    const day = Math.floor((timestamp[row]! + offset) / DAY_MS) - firstDay
    if (day >= 0 && day < days) sums[day] = sums[day]! + netAmount[row]!
  }
  return sums
}

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const now = Date.UTC(2026, 10, 18, 7, 30)
  const days = 90
  const prepStart = performance.now()
  const data = generateStore({ now, days })
  const prepMs = performance.now() - prepStart
  const offset = zoneOffset(now, TIMEZONE)
  const firstDay = Math.floor((now + offset) / DAY_MS) - days + 1
  const notes: string[] = []
  let daily: Float64Array = new Float64Array(0)
  const tasks: Task[] = [{ name: STEP.groupBy, run: () => (daily = dailyRevenue(data.store.salesOf(ACCOUNT), offset, firstDay, days)) }]

  const loaded = await importOptional<ComputeMetrics>(['mocks/backend/analytics/metrics'], ({ computeMetrics }) => (isFunction(computeMetrics) ? (computeMetrics as ComputeMetrics) : null))
  if (!loaded.ok) notes.push(`metrics: not available yet (${loaded.reason})`)
  else {
    const computeMetrics = loaded.module
    const compute = () => computeMetrics({ sales: data.store.salesOf(ACCOUNT), dayTotals: data.store.dayTotalsOf(ACCOUNT), now, timezone: TIMEZONE })
    notes.push(`metrics: ${loaded.path} answered ${JSON.stringify(compute())}`)
    tasks.push({ name: STEP.metrics, run: compute })
  }

  const timings = await measureInterleaved(tasks, options)
  const groupBy = timings.get(STEP.groupBy)
  const metrics = timings.get(STEP.metrics)
  notes.push(`group-by: ${ringgit(daily.reduce((sum, value) => sum + value, 0))} over ${days} days (rows written: ${ringgit(data.net)})`)
  if (groupBy && metrics) {
    const ratio = metrics.median / groupBy.median
    const fast = metrics.median < METRICS_GOAL_MS
    const close = ratio <= METRICS_GOAL_RATIO
    notes.push(`ratio: metrics / group-by = ${fixed(ratio, 2)}× by medians, ${fixed(metrics.min / groupBy.min, 2)}× by best runs`)
    notes.push(`goal: < ${METRICS_GOAL_MS} ms: ${fast ? 'met' : 'NOT met'} (${fixed(metrics.median)} ms); ≤ ${METRICS_GOAL_RATIO}× group-by: ${close ? 'met' : 'NOT met'}`)
  }

  return {
    title: 'metrics: the dashboard numbers over a 1,000,000-row store',
    intro: [
      `store: ${grouped(data.rows)} sale rows, ${grouped(data.receipts)} receipts, ${grouped(data.customers)} regulars, ${data.dayTotals.length} manual day totals, ${days} days in ${TIMEZONE}`,
      `generated in memory in ${fixed(prepMs, 0)} ms (seeded; not timed below); median of ${Math.max(5, options.runs ?? 7)} runs after ${options.warmup ?? 2} warm-up, steps taking turns`,
    ],
    tables: [
      {
        headers: ['step', 'median ms', 'min ms', 'max ms', 'M rows/s'],
        rows: [...timings].map(([step, timing]) => [step, fixed(timing.median), fixed(timing.min), fixed(timing.max), fixed(data.rows / 1e6 / (timing.median / 1000))]),
      },
    ],
    notes,
  }
}

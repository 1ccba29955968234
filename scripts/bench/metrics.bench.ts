/**
 * The dashboard's numbers over a generated 1,000,000-row store, beside a plain typed-array group-by
 * of the same rows (daily revenue by local day) in the same run.
 *   group-by   one pass: local day index from a fixed zone offset, a Float64Array of sums
 *   metrics    computeMetrics() over the account's sales (read once) plus a few manual day totals
 *   series     computeSeries(): daily, weekday × hour, items, outlets, channels, payments
 *   insights   computeInsights(): the ranked AI insights
 *   separate   the three one after another, each reading the rows itself (how the handlers did it)
 *   one pass   computeDashboard(): all three from one pass over the rows (backend/analytics/pass/)
 *   query      querySales() (the assistant's query path, backend/analytics/query.ts) over the same rows:
 *              the last 30 days by day (revenue, orders), and by item (revenue, quantity, orders)
 *   dashboard  what a GET /metrics + GET /insights pair costs on the first read after an upload:
 *              getMetrics() builds the account's per-day rollups and reads the dashboard from them
 *              (docs/decisions/012-per-day-rollups.md), getInsights() answers from what was kept (each
 *              run first moves the account's revision with an empty write, so nothing is kept between
 *              runs); a later read of any period costs what `npm run bench -- rollups` shows
 * Goal ("metrics + insights"): the dashboard under 100 ms and within 4× of the group-by.
 * The steps take turns run by run, so a busy machine slows them alike.
 */
import type { BackendContext } from '../../backend/context'
import type { DashboardInput } from '../../backend/analytics/dashboard'
import type { InsightsInput } from '../../backend/analytics/insights'
import type { MetricsInput } from '../../backend/analytics/metrics'
import type { SeriesInput } from '../../backend/analytics/series'
import type { DayTotal, SalesBatch } from '../../backend/ingest/types'
import type { SalesColumns, StoredDayTotal } from '../../backend/sales/account-sales'
import type { Store } from '../../backend/store'
import { zoneOffset } from '../../backend/time/calendar'
import { createDb } from '../../mocks/db/models'
import { createStore } from '../../mocks/db/store'
import { mulberry32 } from '../../mocks/fixtures/demo-sales/random'
import { measureInterleaved, type MeasureOptions, type Task } from './measure'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, ringgit, type BenchReport } from './report'

type ComputeMetrics = (input: MetricsInput) => unknown
type ComputeSeries = (input: SeriesInput) => unknown
type ComputeInsights = (input: InsightsInput) => { text: string }[]
type ComputeDashboard = (input: DashboardInput) => unknown
type QuerySales = (sales: unknown, dayTotals: readonly DayTotal[], query: { from: string; to: string; zone: string; groupBy: string; measures: readonly string[] }) => { rows: unknown[] }
type Handlers = { getMetrics: (ctx: BackendContext, accountId: string) => Promise<unknown>; getInsights: (ctx: BackendContext, accountId: string) => Promise<unknown> }

const TIMEZONE = 'Asia/Kuala_Lumpur'
const ACCOUNT = 'bench-account'
const DAY_MS = 86_400_000
export const METRICS_GOAL_MS = 100
export const METRICS_GOAL_RATIO = 4

const STEP = {
  groupBy: 'plain group-by (daily revenue, typed arrays)',
  metrics: 'computeMetrics (salesOf + one pass)',
  series: 'computeSeries',
  insights: 'computeInsights',
  separate: 'metrics + series + insights, a pass each',
  onePass: 'computeDashboard (one pass for all three)',
  dashboard: 'dashboard: GET /metrics + GET /insights',
  queryByDay: 'querySales: 30 days by day (revenue, orders)',
  queryByItem: 'querySales: 30 days by item (revenue, quantity, orders)',
} as const

/** What the rows carry besides time and amount: a café's menu, outlets, channels and payments. */
const ITEMS = 40
const OUTLETS = ['Bangsar', 'SS15 Subang Jaya', 'Mont Kiara']
const CHANNELS = ['Dine in', 'Takeaway', 'GrabFood', 'foodpanda']
const CHANNEL_WEIGHTS = [0.5, 0.3, 0.12, 0.08]
const PAYMENTS = ['Cash', 'DuitNow QR', "Touch 'n Go eWallet", 'GrabPay', 'Card']

export interface GeneratedStore {
  /** A memory store holding the rows (one upload) and the day totals (one manual entry). */
  store: Store
  /** The account's sales as the store answers them, read once (their decoding is not timed). */
  columns: SalesColumns
  dayTotals: readonly StoredDayTotal[]
  rows: number
  receipts: number
  customers: number
  net: number
}

/**
 * `rows` sale rows over the `days` local days ending at `now`, opening hours 07:00–22:00: receipts of
 * 1–4 items sharing a time, 40% with one of `customers` regulars, 1% refunds, each receipt at one
 * of 3 outlets through one of 4 channels (20% delivery) and paid one of 5 ways, each line one of 40
 * items. Seeded: same rows every run. Outlets, channels, payments and items come from a second
 * stream, so times and amounts are the rows this bench measured before it read them.
 */
export async function generateStore(options: GenerateOptions = {}): Promise<GeneratedStore> {
  const { batch, dayTotals, receipts, customers, net } = generateSales(options)
  const store = createStore(createDb({ crossTabSync: false }))
  await store.sales.appendSales(ACCOUNT, 'bench-upload', batch)
  await store.sales.addDayTotals(ACCOUNT, 'bench-manual', dayTotals)
  const [columns, stored] = [await store.sales.salesOf(ACCOUNT), await store.sales.dayTotalsOf(ACCOUNT)]
  return { store, columns, dayTotals: stored, rows: batch.length, receipts, customers, net }
}

export interface GenerateOptions {
  rows?: number
  days?: number
  now?: number
  customers?: number
  seed?: number
}

/** The rows of `generateStore` (one upload's batch) and its manual day totals, not stored. */
export function generateSales({ rows = 1_000_000, days = 90, now = Date.UTC(2026, 10, 18, 7, 30), customers = 20_000, seed = 4_2026 }: GenerateOptions = {}): { batch: SalesBatch; dayTotals: DayTotal[]; receipts: number; customers: number; net: number } {
  const random = mulberry32(seed)
  const labels = mulberry32(seed + 1)
  const offset = zoneOffset(now, TIMEZONE)
  const firstDay = Math.floor((now + offset) / DAY_MS) - days + 1
  const batch: SalesBatch = {
    length: rows,
    timestamp: new Float64Array(rows),
    netAmount: new Float64Array(rows),
    quantity: new Float64Array(rows),
    receipt: new Int32Array(rows),
    item: new Int32Array(rows),
    category: new Int32Array(rows).fill(-1),
    customer: new Int32Array(rows),
    outlet: new Int32Array(rows),
    payment: new Int32Array(rows),
    channel: new Int32Array(rows),
    dict: {
      receipt: [],
      item: Array.from({ length: ITEMS }, (_, index) => `Menu item ${index + 1}`),
      category: [],
      customer: [],
      outlet: [...OUTLETS],
      payment: [...PAYMENTS],
      channel: [...CHANNELS],
    },
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
    const outlet = Math.floor(labels() * OUTLETS.length)
    const channel = pick(labels(), CHANNEL_WEIGHTS)
    const payment = Math.floor(labels() * PAYMENTS.length)
    for (let item = 0; item < items; item++, row++) {
      const amount = refund * Math.round((3 + random() * 27) * 10) / 10
      batch.timestamp[row] = at
      batch.netAmount[row] = amount
      batch.quantity[row] = refund
      batch.receipt[row] = receipt
      batch.customer[row] = customer
      // Items skewed like a menu: a few best sellers, a long tail.
      batch.item[row] = Math.floor(ITEMS * labels() ** 2)
      batch.outlet[row] = outlet
      batch.channel[row] = channel
      batch.payment[row] = payment
      net += amount
    }
  }
  // A manual entry a week, as an owner without a POS export for some days would make.
  const dayTotals: DayTotal[] = Array.from({ length: Math.floor(days / 7) }, (_, week) => ({
    date: new Date((firstDay + week * 7) * DAY_MS).toISOString().slice(0, 10),
    netAmount: 850,
    orders: null,
    outlet: null,
    customers: [`email:walkin${week}@kedai.my`, 'email:regular1@kedai.my'],
  }))
  return { batch, dayTotals, receipts: batch.dict.receipt.length, customers, net }
}

/** The index whose cumulative weight first exceeds `draw` (weights summing to 1). */
function pick(draw: number, weights: readonly number[]): number {
  let sum = 0
  for (let index = 0; index < weights.length; index++) if (draw < (sum += weights[index]!)) return index
  return weights.length - 1
}

/** The baseline: revenue per local day, one pass, nothing else. */
function dailyRevenue(sales: SalesColumns, offset: number, firstDay: number, days: number): Float64Array {
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
  const data = await generateStore({ now, days })
  const prepMs = performance.now() - prepStart
  const offset = zoneOffset(now, TIMEZONE)
  const firstDay = Math.floor((now + offset) / DAY_MS) - days + 1
  const notes: string[] = []
  let daily: Float64Array = new Float64Array(0)
  const tasks: Task[] = [{ name: STEP.groupBy, run: () => (daily = dailyRevenue(data.columns, offset, firstDay, days)) }]

  const input = () => ({ sales: data.columns, dayTotals: data.dayTotals, now, timezone: TIMEZONE })
  const metrics = await importOptional<ComputeMetrics>(['backend/analytics/metrics'], ({ computeMetrics }) => (isFunction(computeMetrics) ? (computeMetrics as ComputeMetrics) : null), options.load)
  const series = await importOptional<ComputeSeries>(['backend/analytics/series'], ({ computeSeries }) => (isFunction(computeSeries) ? (computeSeries as ComputeSeries) : null), options.load)
  const insights = await importOptional<ComputeInsights>(['backend/analytics/insights'], ({ computeInsights }) => (isFunction(computeInsights) ? (computeInsights as ComputeInsights) : null), options.load)
  if (!metrics.ok) notes.push(`metrics: not available yet (${metrics.reason})`)
  else {
    const computeMetrics = metrics.module
    notes.push(`metrics: ${metrics.path} answered ${JSON.stringify(computeMetrics(input()))}`)
    tasks.push({ name: STEP.metrics, run: () => computeMetrics(input()) })
  }
  if (!series.ok) notes.push(`series: not available yet (${series.reason})`)
  else {
    const computeSeries = series.module
    tasks.push({ name: STEP.series, run: () => computeSeries(input()) })
  }
  if (!insights.ok) notes.push(`insights: not available yet (${insights.reason})`)
  else {
    const computeInsights = insights.module
    const answered = computeInsights(input())
    notes.push(`insights: ${insights.path} answered ${answered.length}:`, ...answered.map((insight) => `  - ${insight.text}`))
    tasks.push({ name: STEP.insights, run: () => computeInsights(input()) })
  }
  if (metrics.ok && series.ok && insights.ok) {
    const [computeMetrics, computeSeries, computeInsights] = [metrics.module, series.module, insights.module]
    tasks.push({
      name: STEP.separate,
      run: () => {
        const read = input()
        return [computeMetrics(read), computeSeries(read), computeInsights(read)]
      },
    })
  }
  const dashboard = await importOptional<ComputeDashboard>(['backend/analytics/dashboard'], ({ computeDashboard }) => (isFunction(computeDashboard) ? (computeDashboard as ComputeDashboard) : null), options.load)
  if (!dashboard.ok) notes.push(`one pass: not available yet (${dashboard.reason})`)
  else {
    const computeDashboard = dashboard.module
    tasks.push({ name: STEP.onePass, run: () => computeDashboard(input()) })
  }
  // One bundle for both: they share the dashboard kept between the two requests (get-dashboard.ts).
  const handlers = await importOptional<Handlers>([['backend/analytics/get-metrics', 'backend/analytics/get-insights']], ({ getMetrics, getInsights }) => (isFunction(getMetrics) && isFunction(getInsights) ? ({ getMetrics, getInsights } as Handlers) : null), options.load)
  if (handlers.ok) {
    const { getMetrics, getInsights } = handlers.module
    // The handlers read the account's settings and goals (none: the defaults) beside its sales.
    const ctx: BackendContext = { store: data.store, now: () => now, jwtSecret: 'bench', passwordIterations: 1000 }
    tasks.push({
      name: STEP.dashboard,
      run: async () => {
        await data.store.sales.addDayTotals(ACCOUNT, 'bench-touch', [])
        await Promise.all([getMetrics(ctx, ACCOUNT), getInsights(ctx, ACCOUNT)])
      },
    })
  }

  const query = await importOptional<QuerySales>(['backend/analytics/query'], ({ querySales }) => (isFunction(querySales) ? (querySales as QuerySales) : null), options.load)
  if (!query.ok) notes.push(`query: not available yet (${query.reason})`)
  else {
    const querySales = query.module
    // The 30 local days ending on the bench's today (18 Nov 2026 in Kuala Lumpur).
    const period = { from: '2026-10-20', to: '2026-11-18', zone: TIMEZONE }
    const byDay = () => querySales(data.columns, data.dayTotals, { ...period, groupBy: 'day', measures: ['revenue', 'orders'] })
    const byItem = () => querySales(data.columns, data.dayTotals, { ...period, groupBy: 'item', measures: ['revenue', 'quantity', 'orders'] })
    notes.push(`query: ${byDay().rows.length} days, ${byItem().rows.length} items`)
    tasks.push({ name: STEP.queryByDay, run: byDay }, { name: STEP.queryByItem, run: byItem })
  }

  const timings = await measureInterleaved(tasks, options)
  const groupBy = timings.get(STEP.groupBy)
  notes.push(`group-by: ${ringgit(daily.reduce((sum, value) => sum + value, 0))} over ${days} days (rows written: ${ringgit(data.net)})`)
  for (const step of [STEP.metrics, STEP.separate, STEP.onePass, STEP.dashboard]) {
    const timing = timings.get(step)
    if (!groupBy || !timing) continue
    const ratio = timing.median / groupBy.median
    const fast = timing.median < METRICS_GOAL_MS
    const close = ratio <= METRICS_GOAL_RATIO
    notes.push(`ratio: ${step} / group-by = ${fixed(ratio, 2)}× by medians, ${fixed(timing.min / groupBy.min, 2)}× by best runs`)
    notes.push(`goal (${step}): < ${METRICS_GOAL_MS} ms: ${fast ? 'met' : 'NOT met'} (${fixed(timing.median)} ms); ≤ ${METRICS_GOAL_RATIO}× group-by: ${close ? 'met' : 'NOT met'}`)
  }

  return {
    title: 'metrics: the dashboard numbers and insights over a 1,000,000-row store',
    intro: [
      `store: ${grouped(data.rows)} sale rows, ${grouped(data.receipts)} receipts, ${grouped(data.customers)} regulars, ${ITEMS} items, ${OUTLETS.length} outlets, ${CHANNELS.length} channels, ${data.dayTotals.length} manual day totals, ${days} days in ${TIMEZONE}`,
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

/**
 * The chat assistant's answer time for data questions over a 1,000,000-row store (the metrics
 * bench's, over a year), `npm run bench -- assistant-data`.
 *   warm          each question answered from rollups already built (as after an upload, which
 *                 builds them: backend/analytics/rollups/kept.ts), median of several runs
 *   understood    the same through the question reader first (backend/assistant/understand), when
 *                 it exists: the words as the owner types them, to the answer
 *   cold          the first question after an upload: a one-row upload changes the account's
 *                 revision, so the answer pays for building the rollups again (an upload normally
 *                 pays that itself, before the owner can ask)
 * Goal: under 20 ms a data question, warm, at 1M rows.
 */
import type { BackendContext } from '../../backend/context'
import type { AccountVocabulary, AskedPeriod, ConversationContext, Question, Topic } from '../../backend/assistant/types'
import type { Answer } from '../../backend/assistant/types'
import { measure, type MeasureOptions, type Timing } from './measure'
import { generateStore } from './metrics.bench'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, type BenchReport } from './report'

interface Answers {
  answerQuestion: (ctx: BackendContext, accountId: string, question: Question) => Promise<Answer>
  vocabularyOf: (ctx: BackendContext, accountId: string) => Promise<AccountVocabulary>
}
type Understand = (text: string, vocabulary: AccountVocabulary, context: ConversationContext) => Question

const ACCOUNT = 'bench-account'
/** Wednesday 18 Nov 2026, 15:30 in Kuala Lumpur. */
const NOW = Date.UTC(2026, 10, 18, 7, 30)
const ROWS = 1_000_000
const DAYS = 365
export const GOAL_MS = 20
const COLD_RUNS = 5

const period = (kind: AskedPeriod['kind'], from: string, to: string): AskedPeriod => ({ kind, from, to, days: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 })
const LAST_WEEK = period('last_week', '2026-11-09', '2026-11-15')
const THIS_WEEK = period('this_week', '2026-11-16', '2026-11-22')
const LAST_30 = period('last_n_days', '2026-10-20', '2026-11-18')
const THIS_MONTH = period('this_month', '2026-11-01', '2026-11-30')
const LAST_MONTH = period('last_month', '2026-10-01', '2026-10-31')
const THIS_YEAR = period('this_year', '2026-01-01', '2026-12-31')

function question(text: string, topic: Topic, asked: AskedPeriod, extra: Partial<Question> = {}): Question {
  return { text, language: 'en', topic, measures: [], period: asked, comparedTo: null, outlet: null, item: null, limit: null, followUp: false, ...extra }
}

/** The questions timed, as the reader should understand them (the timing of "understood" reads the words). */
const QUESTIONS: readonly Question[] = [
  question('sales last week', 'figures', LAST_WEEK),
  question('best sellers this month', 'best_sellers', THIS_MONTH),
  question('peak hours last 30 days', 'peak_hours', LAST_30),
  question('sales by day last 30 days', 'by_day', LAST_30),
  question('this week vs last week', 'figures', THIS_WEEK, { comparedTo: LAST_WEEK }),
  question('sales by outlet last month', 'outlets', LAST_MONTH),
  question('payment methods last month', 'payments', LAST_MONTH),
  question('repeat customers last 30 days', 'repeat_customers', LAST_30),
  question('lapsed customers', 'lapsed_customers', period('default', '2026-11-18', '2026-11-18', )),
  question('how is Menu item 3 doing this month', 'best_sellers', THIS_MONTH, { item: 'Menu item 3' }),
  question('sales at Bangsar last week', 'figures', LAST_WEEK, { outlet: 'Bangsar' }),
  question('sales this year', 'figures', THIS_YEAR),
  question('what should I do next', 'advice', period('default', '2026-11-18', '2026-11-18')),
  // Each day of the week on average (the last 8 full weeks, or a year), refunds, a Chinese question read as the English one.
  question('which day of the week is busiest', 'weekdays', period('default', '2026-11-18', '2026-11-18')),
  question('which weekday has the most orders this year', 'weekdays', THIS_YEAR, { measures: ['orders'] }),
  question('refunds this year', 'refunds', THIS_YEAR),
  question('这个月卖得最好的是什么', 'best_sellers', THIS_MONTH, { language: 'zh' }),
  // Orders and customers a day are read day by day (no per-day rollup holds a distinct count over days).
  question('orders per day this year', 'by_day', THIS_YEAR, { measures: ['orders'] }),
  question('customers per day last 30 days', 'by_day', LAST_30, { measures: ['customers'] }),
]

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const loaded = await importOptional<Answers & { understand?: Understand }>(
    [['backend/assistant/answers/index', 'backend/assistant/understand/index'], 'backend/assistant/answers/index'],
    (module) => (isFunction(module.answerQuestion) && isFunction(module.vocabularyOf) ? (module as unknown as Answers & { understand?: Understand }) : null),
    options.load,
  )
  if (!loaded.ok) return { title: 'assistant-data: not available yet', intro: [loaded.reason], tables: [], notes: [] }
  const code = loaded.module
  const prepStart = performance.now()
  const data = await generateStore({ rows: ROWS, days: DAYS, now: NOW })
  const ctx: BackendContext = { store: data.store, now: () => NOW, jwtSecret: 'bench', passwordIterations: 1000 }
  await ctx.store.uploads.insert({ id: 'bench-upload', account_id: ACCOUNT, kind: 'file', file_name: 'loyverse-receipts.csv', content_hash: 'bench', uploaded_at: '2026-11-18T07:00:00.000Z', format: 'Loyverse receipts by item', rows: ROWS, chunks: 0, outlets: [], from: '2025-11-19', to: '2026-11-18', summary: '', currency: 'MYR', orders_per_line: false, status: 'completed' })
  const prepMs = performance.now() - prepStart

  // The first question builds the rollups, as the upload would have: not timed here (see cold).
  const first = performance.now()
  await code.answerQuestion(ctx, ACCOUNT, QUESTIONS[0]!)
  const firstMs = performance.now() - first

  const rows: string[][] = []
  const notes: string[] = []
  for (const asked of QUESTIONS) {
    const timing = await measure(() => code.answerQuestion(ctx, ACCOUNT, asked), { ...options, runs: Math.max(9, options.runs ?? 9) })
    rows.push([asked.text, 'warm', ...cells(timing)])
    notes.push(`goal, "${asked.text}": < ${GOAL_MS} ms warm: ${timing.median < GOAL_MS ? 'met' : 'NOT met'} (${fixed(timing.median, 2)} ms)`)
  }
  const understand = code.understand
  if (understand) {
    for (const asked of QUESTIONS) {
      const timing = await measure(async () => code.answerQuestion(ctx, ACCOUNT, understand(asked.text, await code.vocabularyOf(ctx, ACCOUNT), { previous: null })), options)
      rows.push([asked.text, 'understood + answered', ...cells(timing)])
    }
  } else notes.push('backend/assistant/understand is not there yet: the questions were timed as built by hand only')

  // Cold: a one-row upload before each run changes the revision; the answer then builds the rollups again.
  for (const asked of [QUESTIONS[0]!, QUESTIONS[10]!]) {
    const samples: number[] = []
    for (let run = 0; run < COLD_RUNS; run++) {
      await data.store.sales.appendSales(ACCOUNT, `cold-${asked.text}-${run}`, oneRow(NOW - 3_600_000))
      const start = performance.now()
      await code.answerQuestion(ctx, ACCOUNT, asked)
      samples.push(performance.now() - start)
    }
    const sorted = [...samples].sort((a, b) => a - b)
    rows.push([asked.text, 'cold (first after an upload)', fixed(sorted[sorted.length >> 1]!, 2), fixed(sorted[0]!, 2), fixed(sorted[sorted.length - 1]!, 2)])
  }
  return {
    title: 'assistant-data: answers to data questions from the per-day rollups',
    intro: [
      `${grouped(ROWS)} rows over ${DAYS} days ending ${new Date(NOW).toISOString()} (the metrics bench's store: ${grouped(data.receipts)} receipts, 3 outlets, 40 items), generated in ${fixed(prepMs, 0)} ms (not timed)`,
      `the first question, building the rollups: ${fixed(firstMs, 0)} ms`,
      `warm: median of ${Math.max(9, options.runs ?? 9)} runs after ${options.warmup ?? 2} warm-up; cold: median of ${COLD_RUNS}; ms`,
    ],
    tables: [{ headers: ['question', 'how', 'median', 'min', 'max'], rows, alignRight: [false, false, true, true, true] }],
    notes,
  }
}

function cells(timing: Timing): string[] {
  return [fixed(timing.median, 2), fixed(timing.min, 2), fixed(timing.max, 2)]
}

/** A one-line upload at `at`: enough to change the account's revision. */
function oneRow(at: number) {
  const one = (value: number) => Int32Array.of(value)
  return {
    length: 1,
    timestamp: Float64Array.of(at),
    netAmount: Float64Array.of(5),
    quantity: Float64Array.of(1),
    receipt: one(-1),
    item: one(0),
    category: one(-1),
    customer: one(-1),
    outlet: one(0),
    payment: one(0),
    channel: one(0),
    dict: { receipt: [], item: ['Menu item 1'], category: [], customer: [], outlet: ['Bangsar'], payment: ['Cash'], channel: ['Dine in'] },
  }
}

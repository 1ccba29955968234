import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { kl, NOW } from '../../../tests/utils/backend/analytics-clock'
import { testContext, type TestContext } from '../../../tests/utils/backend/context'
import { batchOf, type TestRow } from '../../../tests/utils/backend/sales-batches'
import { DEFAULT_PREFERENCES } from '../../../kernel/contract'
import { money } from '../../../kernel/format'
import { saveSettings } from '../../settings/settings'
import type { UploadRow } from '../../store'
import type { AskedPeriod, Question, Topic } from '../types'
import { answerQuestion, capabilities, EXAMPLE_QUESTIONS, vocabularyOf } from '.'
import { periodLabel } from './text'

/* Today is Wednesday 18 Nov 2026 in Kuala Lumpur (NOW, 10:00). */
const OWNER = NEW_ACCOUNT.id
const DEFAULT: AskedPeriod = { kind: 'default', from: '2026-11-18', to: '2026-11-18', days: 1 }
const range = (from: string, to: string): AskedPeriod => ({ kind: 'range', from, to, days: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 })

function ask(topic: Topic, extra: Partial<Question> = {}): Question {
  return { text: '', language: 'en', topic, measures: [], period: DEFAULT, comparedTo: null, outlet: null, item: null, limit: null, followUp: false, ...extra }
}

async function upload(ctx: TestContext, id: string, from: string, to: string, extra: Partial<UploadRow> = {}): Promise<void> {
  await ctx.store.uploads.insert({ id, account_id: OWNER, kind: 'file', file_name: `${id}.csv`, content_hash: id, uploaded_at: `${to}T12:00:00.000Z`, format: 'Generic sales sheet', rows: 1, chunks: 0, outlets: [], from, to, summary: '', currency: 'MYR', orders_per_line: false, status: 'completed', ...extra })
}

/** One sale a day at 09:00 from `from` for `days` days, each its own upload (so the sources can be counted). */
async function shop(from: string, days: number, amount = (d: number) => 10 + d): Promise<{ ctx: TestContext; rows: TestRow[] }> {
  const ctx = await testContext(NOW)
  const rows: TestRow[] = []
  for (let d = 0; d < days; d++) {
    const day = new Date(Date.parse(from) + d * 86_400_000).toISOString().slice(0, 10)
    const row: TestRow = { at: kl(`${day}T09:00`), amount: amount(d), receipt: `R${d}`, item: 'Kopi O' }
    rows.push(row)
    await ctx.store.sales.appendSales(OWNER, `u${d}`, batchOf([row]))
    await upload(ctx, `u${d}`, day, day)
  }
  return { ctx, rows }
}

const sumOver = (rows: readonly TestRow[], from: string, to: string) =>
  rows.filter((row) => new Date(Number(row.at) + 8 * 3_600_000).toISOString().slice(0, 10) >= from && new Date(Number(row.at) + 8 * 3_600_000).toISOString().slice(0, 10) <= to).reduce((sum, row) => sum + row.amount, 0)

describe('answers an account without sales honestly', () => {
  it('says what to upload, with no number and no source', async () => {
    const ctx = await testContext(NOW)
    for (const topic of ['figures', 'best_sellers', 'peak_hours', 'repeat_customers', 'advice'] as const) {
      const answer = await answerQuestion(ctx, OWNER, ask(topic))
      expect(answer.text).toContain('Upload a POS export')
      expect(answer.text).not.toMatch(/\d/)
      expect(answer.sources).toEqual([])
    }
    expect((await answerQuestion(ctx, OWNER, ask('figures', { language: 'ms' }))).text).toContain('Muat naik eksport POS')
  })
})

describe('the period read', () => {
  it('reads the last 30 days by default, and says so', async () => {
    const { ctx, rows } = await shop('2026-10-10', 40)
    const answer = await answerQuestion(ctx, OWNER, ask('figures', { measures: ['revenue'] }))
    expect(answer.text).toContain('You did not name a period, so I read the last 30 days')
    expect(answer.text).toContain('20 Oct – 18 Nov 2026')
    expect(answer.text).toContain(money(sumOver(rows, '2026-10-20', '2026-11-18')))
  })

  it('reads the latest 30 days with data when the last 30 have none, and says so', async () => {
    const { ctx, rows } = await shop('2026-06-01', 45)
    const answer = await answerQuestion(ctx, OWNER, ask('figures', { measures: ['revenue'] }))
    // The data ends on 15 Jul 2026 (1 Jun + 44 days).
    expect(answer.text).toContain('The last 30 days have no sales, so I read the latest 30 days that have: 16 Jun – 15 Jul 2026.')
    expect(answer.text).toContain(money(sumOver(rows, '2026-06-16', '2026-07-15')))
  })

  it('reads a period running past today up to today, and one without sales says which days have data', async () => {
    const { ctx, rows } = await shop('2026-11-01', 18)
    const month = await answerQuestion(ctx, OWNER, ask('figures', { measures: ['revenue'], period: { kind: 'this_month', from: '2026-11-01', to: '2026-11-30', days: 30 } }))
    expect(month.text).toContain('That period runs past today, so I read it up to today.')
    expect(month.text).toContain('1–18 Nov 2026')
    expect(month.text).toContain(money(sumOver(rows, '2026-11-01', '2026-11-18')))
    const march = await answerQuestion(ctx, OWNER, ask('figures', { period: { kind: 'month', from: '2026-03-01', to: '2026-03-31', days: 31 } }))
    expect(march.text).toBe('**Read as:** sales · 1–31 Mar 2026 · all outlets\n\nNo sales are recorded for 1–31 Mar 2026. Your data covers 1 Nov 2026 to 18 Nov 2026: ask about days in that range.')
    const december = await answerQuestion(ctx, OWNER, ask('figures', { period: { kind: 'month', from: '2026-12-01', to: '2026-12-31', days: 31 } }))
    expect(december.text).toContain('has not started yet')
  })

  it('writes the period in Malay with Malay month and weekday names', () => {
    expect(periodLabel('2026-08-03', '2026-08-09', { language: 'ms', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' })).toBe('3–9 Ogo 2026 (Isn–Ahd)')
    expect(periodLabel('2025-12-28', '2026-01-03', { language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' })).toBe('28 Dec 2025 – 3 Jan 2026 (Sun–Sat)')
    expect(periodLabel('2026-10-28', '2026-11-03', { language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' })).toBe('28 Oct – 3 Nov 2026 (Wed–Tue)')
  })

  it('writes the weekdays of a day and of periods up to a week, not of longer ones', () => {
    const en = { language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' } as const
    const ms = { ...en, language: 'ms' } as const
    expect(periodLabel('2026-11-24', '2026-11-24', en)).toBe('24 Nov 2026 (Tue)')
    expect(periodLabel('2026-11-23', '2026-11-24', en)).toBe('23–24 Nov 2026 (Mon–Tue)')
    expect(periodLabel('2026-11-16', '2026-11-22', en)).toBe('16–22 Nov 2026 (Mon–Sun)')
    expect(periodLabel('2026-11-16', '2026-11-23', en)).toBe('16–23 Nov 2026')
    expect(periodLabel('2026-10-26', '2026-11-24', en)).toBe('26 Oct – 24 Nov 2026')
    expect(periodLabel('2026-10-01', '2026-10-31', ms)).toBe('1–31 Okt 2026')
    expect(periodLabel('2025-12-01', '2026-01-31', en)).toBe('1 Dec 2025 – 31 Jan 2026')
  })
})

describe('sources and figures', () => {
  it('names at most five uploads covering the period, then how many more, and the dashboard panel', async () => {
    const { ctx, rows } = await shop('2026-11-01', 18)
    const answer = await answerQuestion(ctx, OWNER, ask('by_day', { period: range('2026-11-02', '2026-11-09') }))
    expect(answer.sources).toEqual(['Dashboard: Daily revenue, 2–9 Nov 2026', 'u1.csv', 'u2.csv', 'u3.csv', 'u4.csv', 'u5.csv', '+3 more'])
    expect(answer.figure).toMatchObject({ unit: 'money', chart: 'bar', period: { from: '2026-11-02', to: '2026-11-09' } })
    expect(answer.figure?.points).toHaveLength(8)
    expect(answer.figure?.points[0]).toEqual({ label: 'Mon 2 Nov', value: sumOver(rows, '2026-11-02', '2026-11-02') })
  })

  it('a money figure names the currency its answer was written in; a count figure none', async () => {
    const { ctx } = await shop('2026-11-01', 18)
    const period = range('2026-11-02', '2026-11-09')
    expect((await answerQuestion(ctx, OWNER, ask('by_day', { period }))).figure?.currency).toBe('MYR')
    await saveSettings(ctx, OWNER, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    const answer = await answerQuestion(ctx, OWNER, ask('by_day', { period }))
    expect(answer.figure?.currency).toBe('SGD')
    expect(answer.text).toContain('S$')
    expect((await answerQuestion(ctx, OWNER, ask('by_day', { period, measures: ['orders'] }))).figure).not.toHaveProperty('currency')
  })

  it('names a manual entry by its day, and states no average order value without orders', async () => {
    const ctx = await testContext(NOW)
    await ctx.store.sales.addDayTotals(OWNER, 'm1', [{ date: '2026-11-16', netAmount: 850, orders: null, outlet: null, customers: [] }])
    await upload(ctx, 'm1', '2026-11-16', '2026-11-16', { kind: 'manual', file_name: null })
    const answer = await answerQuestion(ctx, OWNER, ask('figures', { measures: ['revenue', 'avg_order', 'customers'], period: range('2026-11-16', '2026-11-16') }))
    expect(answer.text).toContain('Sales: **RM850.00**')
    expect(answer.text).toContain('Average order value: no orders recorded')
    expect(answer.text).toContain('Customers: no customer details recorded')
    expect(answer.sources).toContain('Manual entry 16 Nov 2026')
  })

  it('gives the same answer to the same question and data', async () => {
    const { ctx } = await shop('2026-10-01', 49)
    for (const topic of ['figures', 'by_day', 'best_sellers', 'peak_hours', 'lapsed_customers'] as const) {
      expect(await answerQuestion(ctx, OWNER, ask(topic))).toEqual(await answerQuestion(ctx, OWNER, ask(topic)))
    }
  })
})

describe('honest about what the data does not hold', () => {
  async function manualOnly(): Promise<TestContext> {
    const ctx = await testContext(NOW)
    await ctx.store.sales.addDayTotals(OWNER, 'm1', [{ date: '2026-11-16', netAmount: 850, orders: 20, outlet: null, customers: [] }])
    await upload(ctx, 'm1', '2026-11-16', '2026-11-16', { kind: 'manual', file_name: null })
    return ctx
  }

  it('a manual entry has no hour, payment method or item: said, with its amount, not shown as 0', async () => {
    const ctx = await manualOnly()
    const week = { period: range('2026-11-16', '2026-11-18') }
    expect((await answerQuestion(ctx, OWNER, ask('peak_hours', week))).text).toContain('have no time of day')
    const payments = (await answerQuestion(ctx, OWNER, ask('payments', week))).text
    expect(payments).toContain('None of the sales of this period record it.')
    expect(payments).toContain('Manual entries (RM850.00) have none recorded')
    expect((await answerQuestion(ctx, OWNER, ask('repeat_customers', week))).text).toContain('records a customer')
  })

  it('a comparison with a period without sales says so instead of comparing with 0', async () => {
    const ctx = await manualOnly()
    const answer = await answerQuestion(ctx, OWNER, ask('figures', { period: range('2026-11-16', '2026-11-16'), comparedTo: range('2026-11-09', '2026-11-09') }))
    expect(answer.text).toBe('**Read as:** sales · 16 Nov 2026 (Mon) vs 9 Nov 2026 (Mon) · all outlets\n\nThere is nothing to compare with: No sales are recorded for 9 Nov 2026 (Mon). Your data covers 16 Nov 2026 to 16 Nov 2026: ask about days in that range.')
  })

  it('an outlet named narrows payments to it, and says so', async () => {
    const ctx = await testContext(NOW)
    const rows: TestRow[] = [
      { at: kl('2026-11-16T09:00'), amount: 30, receipt: 'A', outlet: 'Bangsar', payment: 'Cash' },
      { at: kl('2026-11-16T10:00'), amount: 12.5, receipt: 'B', outlet: 'Mont Kiara', payment: 'Cash' },
      { at: kl('2026-11-17T09:00'), amount: 7.25, receipt: 'C', outlet: 'Bangsar', payment: 'Card' },
    ]
    await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(rows))
    const text = (await answerQuestion(ctx, OWNER, ask('payments', { period: range('2026-11-16', '2026-11-17'), outlet: 'Bangsar' }))).text
    const bangsar = rows.filter((row) => row.outlet === 'Bangsar')
    const total = bangsar.reduce((sum, row) => sum + row.amount, 0)
    expect(text).toContain('Sales by payment method, 16–17 Nov 2026 (Mon–Tue) at Bangsar:')
    expect(text).toContain(`| Cash | ${money(30)} | ${((30 / total) * 100).toFixed(1)}% |`)
    expect(text).toContain(`| Card | ${money(7.25)} | ${((7.25 / total) * 100).toFixed(1)}% |`)
  })
})

describe('what the assistant can do', () => {
  it('lists its topics and the four example questions, with no number', async () => {
    for (const language of ['en', 'ms'] as const) {
      const answer = capabilities(language)
      expect(EXAMPLE_QUESTIONS[language]).toHaveLength(4)
      for (const example of EXAMPLE_QUESTIONS[language]) expect(answer.text).toContain(example)
      expect(answer.text).not.toMatch(/\d/)
      expect(await answerQuestion(await testContext(NOW), OWNER, ask('other', { language }))).toEqual(answer)
    }
  })

  it('knows the account’s items, outlets and today', async () => {
    const { ctx } = await shop('2026-11-01', 3)
    expect(await vocabularyOf(ctx, OWNER)).toEqual({ today: '2026-11-18', items: ['Kopi O'], outlets: [] })
  })
})

describe('outlet by outlet over many outlets', () => {
  /** 20 outlets, each selling two items on 10 Nov at its own hour (07:00 + k mod 14), Kopi O for 5 + k. */
  async function outlets(): Promise<{ ctx: TestContext; names: string[] }> {
    const ctx = await testContext(NOW)
    const names = Array.from({ length: 20 }, (_, k) => `Kedai ${String(k + 1).padStart(2, '0')}`)
    const rows: TestRow[] = names.flatMap((outlet, k) => [
      { at: kl(`2026-11-10T${String(7 + (k % 14)).padStart(2, '0')}:15`), amount: 5 + k, receipt: `A${k}`, item: 'Kopi O', outlet },
      { at: kl(`2026-11-10T${String(7 + (k % 14)).padStart(2, '0')}:20`), amount: 1, receipt: `B${k}`, item: 'Kuih Lapis', outlet },
    ])
    await ctx.store.sales.appendSales(OWNER, 'u-many', batchOf(rows))
    await upload(ctx, 'u-many', '2026-11-10', '2026-11-10', { outlets: names })
    return { ctx, names }
  }

  it('lists as many outlets as keep the table short, and counts the others', async () => {
    const { ctx, names } = await outlets()
    const period = range('2026-11-09', '2026-11-15')
    const sellers = (await answerQuestion(ctx, OWNER, ask('best_sellers', { period, byOutlet: true }))).text
    // 3 items each → 12 outlets of 36 rows; the 8 others are said, not dropped.
    expect(sellers).toContain(`| ${names[11]} | 1 | Kopi O | ${money(5 + 11)} |`)
    expect(sellers).not.toContain(names[12]!)
    expect(sellers).toContain('8 more outlets are not listed here: ask about one by name.')
    const hours = (await answerQuestion(ctx, OWNER, ask('peak_hours', { period, byOutlet: true }))).text
    expect(hours).toContain(`| ${names[19]} | ${String(7 + (19 % 14)).padStart(2, '0')}:00–`)
    expect(hours).not.toContain('more outlets')
    expect(hours).not.toContain('record no outlet')
  })

  it('says how much of the sales names no outlet', async () => {
    const { ctx } = await outlets()
    await ctx.store.sales.appendSales(OWNER, 'u-none', batchOf([{ at: kl('2026-11-11T09:00'), amount: 7.5, receipt: 'N1', item: 'Kopi O' }]))
    const period = range('2026-11-09', '2026-11-15')
    for (const topic of ['best_sellers', 'peak_hours'] as const) {
      expect((await answerQuestion(ctx, OWNER, ask(topic, { period, byOutlet: true }))).text).toContain(`Sales of ${money(7.5)} record no outlet and are in no row of the table.`)
    }
  })
})

import { describe, expect, it, vi } from 'vitest'
import { testContext } from '../../tests/utils/backend/context'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import type { BackendContext } from '../context'
import { BackendError } from '../errors'
import { extractPdfText } from '../ingest/documents/pdf'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { DEFAULT_PREFERENCES } from '../../kernel/contract'
import { submitRequest } from '../accounts/requests'
import { saveSettings } from '../settings/settings'
import { currentReportWeek, reportedWeek, reportFileName, reportPath, weeklyReportPdf, type InsightsOf } from './get-report'
import { at, day, handSales, TOTALS } from '../../tests/utils/backend/report-week'

/** Wednesday 18 November 2026, 10:00 in Kuala Lumpur: the report's week is 9–15 November. */
const NOW = Date.parse('2026-11-18T10:00:00+08:00')
const OWNER = NEW_ACCOUNT.id
const INSIGHTS: InsightsOf = () => [{ text: 'Nasi Lemak tripled week on week.', action: 'Put Nasi Lemak on the lunch board.' }]

const context = (now = NOW) => testContext(now)

async function withHandWeek(ctx: BackendContext): Promise<void> {
  await ctx.store.sales.appendSales(OWNER, 'u1', handSales())
  await ctx.store.sales.addDayTotals(OWNER, 'u2', TOTALS)
}

async function textOf(bytes: Uint8Array): Promise<string> {
  return (await extractPdfText(bytes)).text.replace(/\s+/g, ' ')
}

const notFound = { status: 404, body: { detail: 'No report for that week' } }

describe('currentReportWeek', () => {
  it('is null without data, the Monday of the last complete week with it', async () => {
    const ctx = await context()
    expect(await currentReportWeek(ctx, OWNER)).toBeNull()
    await withHandWeek(ctx)
    expect(await currentReportWeek(ctx, OWNER)).toBe('2026-11-09')
    expect(reportPath('2026-11-09')).toBe('/reports/weekly-2026-11-09.pdf')
    expect(reportFileName('2026-11-09')).toBe('selera-weekly-report-2026-11-09.pdf')
  })

  it('is null while the data does not cover the whole week, and moves on with the clock', async () => {
    const ctx = await context()
    await ctx.store.sales.appendSales(OWNER, 'u1', batchOf([{ at: at('2026-11-10T09:00:00'), amount: 12 }]))
    expect(await currentReportWeek(ctx, OWNER)).toBeNull()
    ctx.setNow(Date.parse('2026-11-23T00:00:00+08:00'))
    expect(await currentReportWeek(ctx, OWNER)).toBeNull() // 16–22 Nov has no sales
    await ctx.store.sales.appendSales(OWNER, 'u2', batchOf([{ at: at('2026-11-20T09:00:00'), amount: 12 }]))
    expect(await currentReportWeek(ctx, OWNER)).toBe('2026-11-16')
  })
})

/*
 * A year back: Tue 4, Wed 12 and Tue 18 November 2025 (Mondays 3, 10 and 17), and nothing since
 * until 18 November 2026. The latest complete week with sales is 17–23 November 2025.
 */
const YEAR_BACK = [
  { at: at('2025-11-04T12:00:00'), amount: 10, item: 'Kopi O', receipt: 'Y1' },
  { at: at('2025-11-12T12:00:00'), amount: 20, item: 'Nasi Lemak', receipt: 'Y2' },
  { at: at('2025-11-18T12:00:00'), amount: 30.5, item: 'Nasi Lemak', receipt: 'Y3' },
]

describe('reportedWeek', () => {
  it('is the last complete week, latest, when that week has sales', async () => {
    const ctx = await context()
    await withHandWeek(ctx)
    expect(await reportedWeek(ctx, OWNER)).toEqual({ id: '2026-11-09', from: '2026-11-09', to: '2026-11-15', latest: true })
  })

  it('is the latest complete week with sales, not latest, when the last complete week has none', async () => {
    const ctx = await context()
    await ctx.store.sales.appendSales(OWNER, 'old', batchOf(YEAR_BACK))
    const old = { id: '2025-11-17', from: '2025-11-17', to: '2025-11-23', latest: false }
    expect(await reportedWeek(ctx, OWNER)).toEqual(old)
    expect(await currentReportWeek(ctx, OWNER)).toBe('2025-11-17')
    // Sales of the week still running do not count: it is not over.
    await ctx.store.sales.appendSales(OWNER, 'today', batchOf([{ at: at('2026-11-17T09:00:00'), amount: 5 }]))
    expect(await reportedWeek(ctx, OWNER)).toEqual(old)
    // A later day total (a manual entry) is a week with sales too.
    await ctx.store.sales.addDayTotals(OWNER, 'manual', [day('2026-03-04', 80, [])])
    expect(await reportedWeek(ctx, OWNER)).toEqual({ id: '2026-03-02', from: '2026-03-02', to: '2026-03-08', latest: false })
    await ctx.store.sales.removeUpload(OWNER, 'manual')
    // Once the clock reaches the week with the new sale and it is over, that week is the latest.
    ctx.setNow(Date.parse('2026-11-23T08:00:00+08:00'))
    expect(await reportedWeek(ctx, OWNER)).toEqual({ id: '2026-11-16', from: '2026-11-16', to: '2026-11-22', latest: true })
  })

  it('is null when no complete week has sales: the only week with data starts after its Monday, or is not over', async () => {
    const ctx = await context()
    await ctx.store.sales.appendSales(OWNER, 'old', batchOf(YEAR_BACK.slice(1, 2)))
    expect(await reportedWeek(ctx, OWNER)).toBeNull()
    await ctx.store.sales.removeUpload(OWNER, 'old')
    await ctx.store.sales.appendSales(OWNER, 'today', batchOf([{ at: at('2026-11-16T09:00:00'), amount: 5 }]))
    expect(await reportedWeek(ctx, OWNER)).toBeNull()
  })
})

describe('weeklyReportPdf', () => {
  it('builds the week’s PDF from the account’s data, reading the insights at the week’s last instant', async () => {
    const ctx = await context()
    await withHandWeek(ctx)
    const insightsOf = vi.fn(INSIGHTS)
    const { bytes, fileName } = await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)
    expect(fileName).toBe('selera-weekly-report-2026-11-09.pdf')
    expect(insightsOf).toHaveBeenCalledWith(expect.objectContaining({ now: Date.parse('2026-11-16T00:00:00+08:00') - 1, timezone: 'Asia/Kuala_Lumpur' }))
    const text = await textOf(bytes)
    for (const expected of ['Warung Baru', '9 – 15 November 2026', 'RM258.70', 'Nasi Lemak tripled week on week.', 'Put Nasi Lemak on the lunch board.']) expect(text).toContain(expected)
  })

  it('keeps the same PDF while the week’s data stays the same, and rebuilds it when new sales for the week arrive', async () => {
    const ctx = await context()
    await withHandWeek(ctx)
    const insightsOf = vi.fn(INSIGHTS)
    const first = (await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes
    expect((await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes).toBe(first)
    expect(insightsOf).toHaveBeenCalledTimes(1)

    // Sales of another month: the week is summed again, but says the same, so the PDF is kept.
    await ctx.store.sales.appendSales(OWNER, 'october', batchOf([{ at: at('2026-10-01T09:00:00'), amount: 99, item: 'Kopi O' }]))
    expect((await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes).toBe(first)

    await ctx.store.sales.appendSales(OWNER, 'late-export', batchOf([{ at: at('2026-11-13T18:00:00'), amount: 41.3, item: 'Nasi Lemak', receipt: 'R9' }]))
    const rebuilt = (await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes
    expect(rebuilt).not.toBe(first)
    expect(await textOf(rebuilt)).toContain('RM300.00')
    expect((await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes).toBe(rebuilt)
  })

  it('rebuilds when the business is renamed, and shares one build between requests that arrive together', async () => {
    const ctx = await context()
    await withHandWeek(ctx)
    const [a, b] = await Promise.all([weeklyReportPdf(ctx, OWNER, '2026-11-09', INSIGHTS), weeklyReportPdf(ctx, OWNER, '2026-11-09', INSIGHTS)])
    expect(a.bytes).toBe(b.bytes)
    await ctx.store.accounts.update(OWNER, { business_name: 'Warung Baru Sdn Bhd' })
    const renamed = (await weeklyReportPdf(ctx, OWNER, '2026-11-09', INSIGHTS)).bytes
    expect(renamed).not.toBe(a.bytes)
    expect(await textOf(renamed)).toContain('Warung Baru Sdn Bhd')
  })

  it('writes the account’s currency and its top goal, and words the same week anew when either changes', async () => {
    const ctx = await context()
    await withHandWeek(ctx)
    const insightsOf = vi.fn(INSIGHTS)
    const ringgit = (await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes
    expect(await textOf(ringgit)).not.toContain('Your top goal')

    await saveSettings(ctx, OWNER, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    const dollars = (await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes
    expect(dollars).not.toBe(ringgit)
    expect(insightsOf).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'SGD', goals: [] }))
    const text = await textOf(dollars)
    for (const expected of ['Amounts in S$', 'S$258.70', 'S$11.74']) expect(text).toContain(expected)
    expect(text).not.toMatch(/RM\d/)

    await submitRequest(ctx, OWNER, { goal: 'Improve customer retention', user_query: 'Regulars matter most' })
    const withGoal = await textOf((await weeklyReportPdf(ctx, OWNER, '2026-11-09', insightsOf)).bytes)
    expect(insightsOf).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'SGD', goals: ['Improve customer retention'] }))
    expect(withGoal).toContain('Your top goal: Improve customer retention')
    expect(withGoal).toContain('3 known customers bought this week and 1 of them (33%) had bought the week before too.')
  })

  it('answers 404 for a week without a report: not a Monday, not over, before the data, or without data', async () => {
    const ctx = await context()
    // An account without data has no report for a week another account has one for.
    await expect(weeklyReportPdf(ctx, OWNER, '2026-11-09', INSIGHTS)).rejects.toMatchObject(notFound)
    await withHandWeek(ctx)
    for (const week of ['2026-11-10', '2026-11-16', '2026-10-12', 'latest', '']) {
      await expect(weeklyReportPdf(ctx, OWNER, week, INSIGHTS), week).rejects.toMatchObject(notFound)
    }
    // A week earlier than the last complete one still has its report while the data covers it.
    ctx.setNow(Date.parse('2026-11-25T10:00:00+08:00'))
    expect((await weeklyReportPdf(ctx, OWNER, '2026-11-09', INSIGHTS)).fileName).toBe('selera-weekly-report-2026-11-09.pdf')
    await ctx.store.sales.removeUpload(OWNER, 'u1')
    await ctx.store.sales.removeUpload(OWNER, 'u2')
    await expect(weeklyReportPdf(ctx, OWNER, '2026-11-09', INSIGHTS)).rejects.toMatchObject(notFound)
    await expect(weeklyReportPdf(ctx, 'no-such-account', '2026-11-09', INSIGHTS)).rejects.toBeInstanceOf(BackendError)
  })

  it('downloads the old week the report falls back to, and still refuses the weeks without sales since', async () => {
    const ctx = await context()
    await ctx.store.sales.appendSales(OWNER, 'old', batchOf(YEAR_BACK))
    const insightsOf = vi.fn(INSIGHTS)
    const { bytes, fileName } = await weeklyReportPdf(ctx, OWNER, '2025-11-17', insightsOf)
    expect(fileName).toBe('selera-weekly-report-2025-11-17.pdf')
    expect(insightsOf).toHaveBeenCalledWith(expect.objectContaining({ now: Date.parse('2025-11-24T00:00:00+08:00') - 1 }))
    const text = await textOf(bytes)
    for (const expected of ['Warung Baru', '17 – 23 November 2025', 'RM30.50']) expect(text).toContain(expected)
    for (const week of ['2026-11-09', '2025-11-24', '2026-11-16']) {
      await expect(weeklyReportPdf(ctx, OWNER, week, INSIGHTS), week).rejects.toMatchObject(notFound)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { extractPdfText } from '../ingest/documents/pdf'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { reportContent, type ReportContent, type ReportInsight } from './content'
import { axisSteps } from './page-one'
import { renderReportPdf } from './pdf'
import { summariseWeek } from './summary'
import { at, day, handSales, TOTALS, WEEK } from '../../tests/utils/backend/report-week'

const CREATED = Date.parse('2026-11-18T10:00:00+08:00')
const LONG = 'Tuesday 3–5 pm brings in RM412 a week, 58% below your other weekday afternoons — a teh-time set could fill it. '.repeat(4)

function handContent(insights: ReportInsight[] = [], businessName = 'Kopi Kita Café'): ReportContent {
  return reportContent({ businessName, week: WEEK, summary: summariseWeek(handSales(), TOTALS, WEEK), insights })
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
  const { text, pages } = await extractPdfText(bytes)
  return { text: text.replace(/\s+/g, ' '), pages }
}

describe('renderReportPdf', () => {
  it('in Singapore dollars, with the top goal and the week’s sentence about it on page 1, still two pages', async () => {
    const content = reportContent({
      businessName: 'Kopi Kita Café',
      week: WEEK,
      summary: summariseWeek(handSales(), TOTALS, WEEK),
      insights: Array.from({ length: 8 }, (_, index) => ({ text: `Insight ${index + 1}: ${LONG.replaceAll('RM', 'S$')}`, action: `Action ${index + 1}` })),
      locale: { language: 'en', currency: 'SGD', timezone: 'Asia/Singapore' },
      goal: { text: 'Improve customer retention', title: 'Improve customer retention' },
    })
    const { text, pages } = await pdfText(await renderReportPdf(content, CREATED))
    expect(pages).toBe(2)
    for (const expected of ['Amounts in S$', 'Your top goal: Improve customer retention', '3 known customers bought this week and 1 of them (33%) had bought the week before too.', 'S$258.70', 'S$11.74', 'Busiest hours']) {
      expect(text).toContain(expected)
    }
    expect(text).not.toMatch(/RM\d/)
  })

  it('draws the business, the week, the KPIs and every section on two pages', async () => {
    const insights = Array.from({ length: 8 }, (_, index) => ({ text: `Insight ${index + 1}: ${LONG}`, action: `Action ${index + 1}: ${LONG}` }))
    const { text, pages } = await pdfText(await renderReportPdf(handContent(insights), CREATED))
    expect(pages).toBe(2)
    for (const expected of ['Kopi Kita Café', '9 – 15 November 2026', 'RM258.70', '+247.2%', 'RM11.74', '-4.2%', 'The week at a glance', 'Daily revenue', 'Peak hours', 'Top items', 'Nasi Lemak', 'What the week tells us', 'Three things to do this week', 'Page 2 of 2']) {
      expect(text).toContain(expected)
    }
    // Five insights, three actions: each cut to three lines rather than pushing onto a third page.
    expect(text).toContain('Insight 5:')
    expect(text).not.toContain('Insight 6:')
    expect(text).toContain('Action 3:')
    expect(text).not.toContain('Action 4:')
  })

  it('never needs a third page, however long the names and the insights', async () => {
    const content = handContent([], `Kopi Kita Café ${'and Bakery '.repeat(30)}`)
    content.items = Array.from({ length: 5 }, (_, index) => ({ rank: index + 1, name: `Very long item ${'name '.repeat(40)}`, quantity: '1,000,000', revenue: 'RM1,000,000.00', change: '+1000.0%' }))
    content.insights = Array.from({ length: 12 }, () => LONG.repeat(3))
    content.recommendations = Array.from({ length: 6 }, () => LONG.repeat(3))
    content.notes = [LONG, LONG, LONG]
    const { pages, text } = await pdfText(await renderReportPdf(content, CREATED))
    expect(pages).toBe(2)
    expect(text).toContain('…')
  })

  it('builds whatever script the business and its items are written in, and shows no garbage', async () => {
    const rows = [
      { at: at('2026-11-01T12:00:00'), amount: 1, item: 'Kopi O' },
      { at: at('2026-11-10T12:00:00'), amount: 30, item: '卤肉饭' },
      { at: at('2026-11-10T13:00:00'), amount: 20, item: 'Nasi Lemak 🌶️' },
      { at: at('2026-11-11T09:00:00'), amount: 15, item: '☕🔥' },
      { at: at('2026-11-12T19:00:00'), amount: 12, item: 'கொத்து பரோட்டா' },
      { at: at('2026-11-13T08:00:00'), amount: 9, item: 'Crème brûlée' },
    ]
    const insights = [{ text: '卤肉饭 sold RM30 🍜🔥, more than any other item.', action: 'Put 卤肉饭 on the lunch board 🍜.' }]
    const content = reportContent({ businessName: '卤肉饭之家 Kopi Kita Café 😀', week: WEEK, summary: summariseWeek(batchOf(rows), [], WEEK), insights })
    const { text, pages } = await pdfText(await renderReportPdf(content, CREATED))
    expect(pages).toBe(2)
    for (const expected of ['Kopi Kita Café', 'Item #1*', 'Nasi Lemak', 'Item #3*', 'Item #4*', 'Crème brûlée', 'Item #1* sold RM30, more than any other item.', 'Put Item #1* on the lunch board.']) {
      expect(text).toContain(expected)
    }
    expect(text).not.toMatch(/[\u0100-\u1fff\u2e80-\uffff]|\?{2,}/u)
  })

  it('draws text straight from a caller that forgot to make it drawable, without breaking', async () => {
    const content = handContent()
    content.business = 'Kopi ☕ 卤肉饭'
    content.insights = ['Sold out of 卤肉饭 🔥 by noon.']
    const { text } = await pdfText(await renderReportPdf(content, CREATED))
    expect(text).toContain('Kopi')
    expect(text).toContain('Sold out of […] by noon.')
    expect(text).not.toMatch(/[\u0100-\u1fff\u2e80-\uffff]/u)
  })

  it('draws PDF string syntax in names as text, not as PDF operators', async () => {
    const content = handContent([], 'Kopi (Hot) \\) Tj ET (x')
    const { text, pages } = await pdfText(await renderReportPdf(content, CREATED))
    expect(pages).toBe(2)
    expect(text).toContain('Kopi (Hot) \\) Tj ET (x')
  })

  it('says so when the week has only day totals: no hours, no items', async () => {
    const summary = summariseWeek(batchOf([]), [day('2026-11-02', 10, []), day('2026-11-10', 500, [])], WEEK)
    const { text, pages } = await pdfText(await renderReportPdf(reportContent({ businessName: 'Warung Baru', week: WEEK, summary, insights: [] }), CREATED))
    expect(pages).toBe(2)
    expect(text).toContain('No sales with a time of day this week')
    expect(text).toContain('No item names in this week’s sales')
    expect(text).toContain('RM500.00')
  })

  it('says so when the week’s sales are dated by day only: their days, no busiest hour at midnight', async () => {
    // A daily sheet: dates and amounts, no time (each sale at its local midnight, without an hour).
    const rows = [
      { at: at('2026-11-02T00:00:00'), amount: 90, item: 'Nasi Lemak', untimed: true },
      { at: at('2026-11-10T00:00:00'), amount: 120, item: 'Nasi Lemak', untimed: true },
      { at: at('2026-11-12T00:00:00'), amount: 80, item: 'Teh Tarik', untimed: true },
    ]
    const summary = summariseWeek(batchOf(rows), [], WEEK)
    const { text } = await pdfText(await renderReportPdf(reportContent({ businessName: 'Warung Baru', week: WEEK, summary, insights: [] }), CREATED))
    expect(text).toContain('No sales with a time of day this week, so no hours to show.')
    expect(text).not.toContain('Busiest hours')
    expect(text).not.toContain('00:00–01:00')
    // 120.00 + 80.00 this week.
    expect(text).toContain('RM200.00')
  })
})

describe('the daily chart’s axis', () => {
  it('counts in round steps up to the highest day, at most five of them', () => {
    expect(axisSteps(50)).toEqual({ step: 10, count: 5 })
    expect(axisSteps(10_396)).toEqual({ step: 2500, count: 5 })
    expect(axisSteps(8_000)).toEqual({ step: 2000, count: 4 })
    expect(axisSteps(3.2)).toEqual({ step: 1, count: 4 })
    expect(axisSteps(0.4)).toEqual({ step: 0.1, count: 4 })
    expect(axisSteps(0)).toEqual({ step: 1, count: 1 })
  })
})

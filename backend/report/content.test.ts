import { describe, expect, it } from 'vitest'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { reportContent, type ReportInsight } from './content'
import { summariseWeek } from './summary'
import { isDrawable, LOST_TEXT } from './text'
import { at, handSales, TOTALS, WEEK } from '../../tests/utils/backend/report-week'

const summary = summariseWeek(handSales(), TOTALS, WEEK)
const insight = (text: string, action: string): ReportInsight => ({ text, action })
const content = (insights: ReportInsight[] = [], businessName = 'Kopi Kita Café', week = summary) => reportContent({ businessName, week: WEEK, summary: week, insights })

describe('reportContent', () => {
  it('writes the account’s currency, the top goal with the week’s sentence, and which goal an insight serves', () => {
    const report = reportContent({
      businessName: 'Kopi Kita Café',
      week: WEEK,
      summary,
      insights: [{ text: 'Two regulars came back.', action: 'Start a stamp card', goal: 'Improve customer retention' }, insight('Mornings are busy.', 'Roster more')],
      locale: { language: 'en', currency: 'SGD', timezone: 'Asia/Singapore' },
      goal: { text: 'Win back our regulars', title: 'Improve customer retention' },
    })
    expect(report.currency).toBe('SGD')
    expect(report.kpis[0]).toEqual({ label: 'Revenue', value: 'S$258.70', previous: 'S$74.50', change: '+247.2%' })
    expect(report.items[0]).toMatchObject({ name: 'Nasi Lemak', revenue: 'S$44.70' })
    expect(report.peaks[0]).toBe("Wednesday 08:00–09:00: S$26 (44.8% of the week's sales)")
    expect(report.goal).toEqual({ goal: 'Win back our regulars', sentence: '3 known customers bought this week and 1 of them (33%) had bought the week before too.' })
    expect(report.insights).toEqual(['Two regulars came back. (Serves your goal: Improve customer retention.)', 'Mornings are busy.'])
    expect(JSON.stringify(report)).not.toMatch(/RM\d/)
    // Without a goal, none; a goal the font cannot draw at all is none either.
    expect(content().goal).toBeNull()
    expect(reportContent({ businessName: 'X', week: WEEK, summary, insights: [], goal: { text: '卤肉饭', title: null } }).goal).toBeNull()
  })

  it('writes the week, the KPIs with their changes, the days and the busiest hours', () => {
    const report = content()
    expect(report).toMatchObject({ business: 'Kopi Kita Café', weekId: '2026-11-09', weekLabel: '9 – 15 November 2026', timezone: 'Asia/Kuala_Lumpur' })
    expect(report.kpis).toEqual([
      { label: 'Revenue', value: 'RM258.70', previous: 'RM74.50', change: '+247.2%' },
      { label: 'Orders', value: '5', previous: '2', change: '+150.0%' },
      { label: 'Customers', value: '3', previous: '2', change: '+50.0%' },
      { label: 'Average order', value: 'RM11.74', previous: 'RM12.25', change: '-4.2%' },
    ])
    expect(report.daily.map((day) => day.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(report.peaks).toEqual([
      "Wednesday 08:00–09:00: RM26 (44.8% of the week's sales)",
      "Saturday 13:00–14:00: RM26 (44.3% of the week's sales)",
      "Monday 00:00–01:00: RM3 (5.5% of the week's sales)",
    ])
    expect(report.items).toEqual([
      { rank: 1, name: 'Nasi Lemak', quantity: '3', revenue: 'RM44.70', change: '+200.0%' },
      { rank: 2, name: 'Teh Tarik', quantity: '2', revenue: 'RM7.60', change: '–' },
      { rank: 3, name: 'Kopi O', quantity: '2', revenue: 'RM6.40', change: '-33.3%' },
    ])
    expect(report.notes).toEqual([])
  })

  it('takes the top five insights’ text and the first three actions as recommendations', () => {
    // Actions are imperatives without a full stop; as numbered sentences they get one.
    const insights = Array.from({ length: 8 }, (_, index) => insight(`Insight ${index + 1}.`, `Action ${index + 1}`))
    const report = content(insights)
    expect(report.insights).toEqual(['Insight 1.', 'Insight 2.', 'Insight 3.', 'Insight 4.', 'Insight 5.'])
    expect(report.recommendations).toEqual(['Action 1.', 'Action 2.', 'Action 3.'])
  })

  it('fills up to three recommendations from the week’s own numbers, each quoting them', () => {
    const report = content([insight('Weekday mornings are strong.', 'Open at 7:00 on Saturdays too.')])
    expect(report.recommendations).toEqual([
      'Open at 7:00 on Saturdays too.',
      "Your busiest hour was Wednesday 08:00–09:00 (RM26.30, 44.8% of the week's sales): roster your strongest team then and have Nasi Lemak and your other best sellers prepped before it starts.",
      "Tuesday had no sales recorded: if you were open, upload that day's sales so next week's report counts it.",
    ])
    expect(content().recommendations).toHaveLength(3)
    // The same advice twice is said once.
    expect(content([insight('A', 'Open at 7:00.'), insight('B', 'Open at 7:00.')]).recommendations.filter((text) => text === 'Open at 7:00.')).toHaveLength(1)
  })

  it('says the quietest and the best day when every day sold something', () => {
    const rows = [10, 20, 30, 40, 50, 60, 70].map((amount, index) => ({ at: at(`2026-11-${String(9 + index).padStart(2, '0')}T12:00:00`), amount, item: 'Kopi O' }))
    const week = summariseWeek(batchOf([{ at: at('2026-11-01T12:00:00'), amount: 1 }, ...rows]), [], WEEK)
    const [, quietest, best] = content([], 'Kopi Kita Café', week).recommendations
    expect(quietest).toBe('Monday was the quietest day (RM10.00, 75% below the daily average of RM40.00): try a Monday-only set or offer to bring regulars in.')
    expect(best).toBe('Sunday was the best day (RM70.00, 25.0% of the week): stock up and plan your promotions around it.')
  })

  it('names an item the font cannot draw by its rank, in the table and in the insights, with a note', () => {
    const rows = [
      { at: at('2026-11-01T12:00:00'), amount: 1, item: 'Kopi O' },
      { at: at('2026-11-10T12:00:00'), amount: 30, item: '卤肉饭' },
      { at: at('2026-11-10T12:00:00'), amount: 20, item: 'Nasi Lemak 🌶️' },
      { at: at('2026-11-10T12:00:00'), amount: 10, item: '☕🔥' },
    ]
    const week = summariseWeek(batchOf(rows), [], WEEK)
    const report = content([insight('卤肉饭 sold RM30 this week ☕.', 'Put 卤肉饭 on the lunch board.'), insight('மதிய உணவு was quiet.', 'Try a lunch set.')], 'Kopi Kita Café', week)
    expect(report.items.map((item) => item.name)).toEqual(['Item #1*', 'Nasi Lemak', 'Item #3*'])
    expect(report.insights).toEqual(['Item #1* sold RM30 this week.', `${LOST_TEXT} was quiet.`])
    expect(report.recommendations.slice(0, 2)).toEqual(['Put Item #1* on the lunch board.', 'Try a lunch set.'])
    expect(report.notes).toEqual([
      "* The item's name is written in a script this PDF's font cannot show (such as Chinese or Tamil); the dashboard shows it in full.",
      `${LOST_TEXT} marks words in a script this PDF's font cannot show.`,
    ])
  })

  it('renames an item only where the text names it, not inside a longer word', () => {
    const rows = [
      { at: at('2026-11-01T12:00:00'), amount: 1 },
      { at: at('2026-11-10T12:00:00'), amount: 30, item: '饭' },
      { at: at('2026-11-10T12:00:00'), amount: 20, item: '卤肉饭' },
    ]
    const report = content([insight('饭 and 卤肉饭 sold well, unlike 炒饭.', 'Keep 饭 hot.')], 'Kopi Kita Café', summariseWeek(batchOf(rows), [], WEEK))
    expect(report.insights).toEqual([`Item #1* and Item #2* sold well, unlike ${LOST_TEXT}.`])
    expect(report.recommendations[0]).toBe('Keep Item #1* hot.')
  })

  it('has only drawable text, whatever the business and its data are called', () => {
    const rows = [
      { at: at('2026-11-01T12:00:00'), amount: 1 },
      { at: at('2026-11-10T12:00:00'), amount: 30, item: 'கொத்து பரோட்டா' },
    ]
    const report = content([insight('🔥🔥🔥', '☕'), insight('ok', '叉烧包')], '卤肉饭之家 😀', summariseWeek(batchOf(rows), [], WEEK))
    expect(report.business).toBe('Your business')
    expect(report.insights).toEqual(['ok'])
    const strings = JSON.stringify(report).match(/"(?:[^"\\]|\\.)*"/g) ?? []
    for (const text of strings) expect(isDrawable(JSON.parse(text) as string), text).toBe(true)
  })
})

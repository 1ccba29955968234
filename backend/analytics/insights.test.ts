import { describe, expect, it } from 'vitest'
import { zonedEpoch } from '../time/calendar'
import { generateDemoSales } from '../../mocks/fixtures/demo-sales'
import type { TestRow } from '../../tests/utils/backend/sales-batches'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { computeInsights, findInsights, MAX_INSIGHTS } from './insights'
import { at, date, dayTotal, everyDay, insightsOf, KL, MONTH, NOW, ofKind, sale, sen, weekdayAt } from '../../tests/utils/backend/insights'

/*
 * The clock: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (see insights/test-helpers.ts). The next
 * festive period is then the school holidays from Saturday 5 Dec (in 17 days): whenever there is
 * data, a festive insight may join the others, so tests of one kind pick that kind out.
 */
const FESTIVE_18_NOV = 'The school holidays run from Saturday 5 Dec to 31 Dec (starting in 17 days) — weekday traffic shifts as families travel and students stay home: try a family or student set'

describe('computeInsights without enough data', () => {
  it('answers [] with no data, with only rows after now, and with only today’s rows (no complete day yet)', () => {
    expect(insightsOf([])).toEqual([])
    expect(insightsOf([sale(1, 9, 50), sale(3, 12, 80)])).toEqual([])
    expect(insightsOf([sale(0, 8, 20), sale(0, 9, 30, { customer: 'email:a@x.my' })])).toEqual([])
  })

  it('on one day of data says only what the calendar holds, with that day as a usual day', () => {
    const result = insightsOf([sale(-1, 8, 40), sale(-1, 12, 35.5), sale(-1, 15, 24.5)])
    expect(result).toEqual([{ kind: 'festive', text: `${FESTIVE_18_NOV} (a usual day brings in RM100).`, stake: sen(0.05 * 100 * 7), action: 'Run a school-holiday family set' }])
  })

  it('reads day totals as sales days, but finds no hour, item or customer in them', () => {
    const totals = Array.from({ length: 14 }, (_, index) => dayTotal(date(-14 + index), 500))
    const result = computeInsights({ sales: batchOf([]), dayTotals: totals, now: NOW, timezone: KL })
    expect(result.map((insight) => insight.text)).toEqual([`${FESTIVE_18_NOV} (a usual day brings in RM500).`])
  })
})

describe('peak-hours', () => {
  // 14 days, open 7 am–9 pm: 8–10 am RM300 an hour, 12–2 pm RM250 an hour, the other 10 hours RM50.
  const day = (offset: number) =>
    Array.from({ length: 14 }, (_, index) => {
      const hour = 7 + index
      return sale(offset, hour, hour === 8 || hour === 9 ? 300 : hour === 12 || hour === 13 ? 250 : 50)
    })

  it('names the busiest two-hour blocks, their share and a week’s sales in them', () => {
    // A day: 1,600; the peaks 1,100 of it (69%); a week: 7,700.
    expect(ofKind(insightsOf(everyDay(-14, -1, day)), 'peak-hours')).toEqual([
      {
        kind: 'peak-hours',
        text: '8–10 am and 12–2 pm bring in 69% of your sales — RM7,700 a week in 4 of your 14 opening hours. Have your full crew on and your bestsellers prepped before each rush.',
        stake: sen(0.05 * 7700 * MONTH),
        action: 'Roster your full crew for 8–10 am and 12–2 pm',
      },
    ])
  })

  it('says nothing when sales are spread evenly, or with less than a week of data', () => {
    expect(ofKind(insightsOf(everyDay(-14, -1, (offset) => Array.from({ length: 14 }, (_, index) => sale(offset, 7 + index, 100)))), 'peak-hours')).toEqual([])
    expect(ofKind(insightsOf(everyDay(-6, -1, day)), 'peak-hours')).toEqual([])
  })
})

describe('revenue-gap', () => {
  /** Four weeks open 2–6 pm at RM100 an hour, except `weak(weekday, week)` RM an hour at 3–5 pm. */
  function afternoons(weak: (weekday: number, week: number) => number): TestRow[] {
    return everyDay(-28, -1, (offset) => [14, 15, 16, 17].map((hour) => sale(offset, hour, hour === 15 || hour === 16 ? weak(weekdayAt(offset), Math.floor((offset + 28) / 7)) : 100)))
  }

  it('finds one weak weekday afternoon against the other weekdays, with the RM gap a week', () => {
    const result = ofKind(insightsOf(afternoons((weekday) => (weekday === 1 ? 40 : 100))), 'revenue-gap')
    expect(result).toEqual([
      {
        kind: 'revenue-gap',
        text: 'Tuesday 3–5 pm brings in RM80.00 a week, 60% below your other weekday afternoons — a teh-time set could fill it (up to RM120 more a week).',
        stake: sen(120 * MONTH),
        action: 'Run a teh-time set Tue 3–5 pm',
      },
    ])
  })

  it('names a run of weak days and the peers they trail', () => {
    const result = ofKind(insightsOf(afternoons((weekday) => (weekday >= 1 && weekday <= 3 ? 40 : 100))), 'revenue-gap')
    expect(result.map((insight) => [insight.text, insight.action])).toEqual([
      ['Tuesday–Thursday 3–5 pm brings in RM240 a week, 60% below the same hours on Monday and Friday — a teh-time set could fill it (up to RM360 more a week).', 'Run a teh-time set Tue–Thu 3–5 pm'],
    ])
  })

  it('finds the gap when a peer is merely quieter too (a slow Monday does not hide Tue–Thu)', () => {
    const result = ofKind(insightsOf(afternoons((weekday) => (weekday === 0 ? 75 : weekday >= 1 && weekday <= 3 ? 30 : 100))), 'revenue-gap')
    expect(result[0]?.text).toMatch(/^Tuesday–Thursday 3–5 pm brings in RM180 a week, 66% below the same hours on Monday and Friday/)
  })

  it('says nothing for a dip under 30%, a gap in some weeks only, a closed afternoon, or under two weeks of data', () => {
    expect(ofKind(insightsOf(afternoons((weekday) => (weekday === 1 ? 80 : 100))), 'revenue-gap')).toEqual([])
    // Tuesdays at RM10 for two weeks then back to normal: 45% below on average, but not steady.
    expect(ofKind(insightsOf(afternoons((weekday, week) => (weekday === 1 && week < 2 ? 10 : 100))), 'revenue-gap')).toEqual([])
    expect(ofKind(insightsOf(afternoons((weekday) => (weekday === 1 ? 0.001 : 100))), 'revenue-gap')).toEqual([])
    const recent = afternoons((weekday) => (weekday === 1 ? 40 : 100)).filter((row) => (row.at as number) >= at(-10, 0))
    expect(ofKind(insightsOf(recent), 'revenue-gap')).toEqual([])
  })

  it('finds a whole weekday well below the others, day totals included', () => {
    const days = everyDay(-28, -1, (offset) => [sale(offset, 9, weekdayAt(offset) === 0 ? 150 : 300)])
    const totals = Array.from({ length: 28 }, (_, index) => dayTotal(date(-28 + index), weekdayAt(-28 + index) === 0 ? 50 : 100))
    const result = ofKind(computeInsights({ sales: batchOf(days), dayTotals: totals, now: NOW, timezone: KL }), 'revenue-gap')
    expect(result.find((insight) => insight.text.startsWith('Mondays'))).toEqual({
      kind: 'revenue-gap',
      text: 'Mondays bring in RM200 a day, 50% below Tuesday–Friday (RM400 on average) — a Monday-only deal could close the gap.',
      stake: sen(200 * MONTH),
      action: 'Run a deal on Mondays',
    })
  })
})

describe('ranking and the cap', () => {
  const now = Date.parse('2026-11-22T14:05:00+08:00')
  const demo = generateDemoSales({ today: now, timezone: KL }).batch

  it('ranks the demo café’s insights by stake and keeps the top eight', () => {
    const all = findInsights({ sales: demo, dayTotals: [], now, timezone: KL })
    const shown = computeInsights({ sales: demo, dayTotals: [], now, timezone: KL })
    expect(all.length).toBeGreaterThan(MAX_INSIGHTS)
    expect(shown).toEqual(all.slice(0, MAX_INSIGHTS))
    expect(shown.map((insight) => insight.stake)).toEqual([...shown.map((insight) => insight.stake)].sort((a, b) => b - a))
    for (const insight of shown) {
      expect(insight.text).toMatch(/RM\d/)
      expect(insight.action.length).toBeGreaterThan(10)
    }
    expect(shown.find((insight) => insight.kind === 'revenue-gap')?.text).toMatch(/^Tuesday–Thursday 3–5 pm brings in RM[\d,]+ a week, \d+% below the same hours on Monday and Friday/)
    expect(new Set(shown.map((insight) => insight.kind))).toEqual(new Set(['peak-hours', 'revenue-gap', 'lapsed-regulars', 'item-trend', 'repeat-customers', 'delivery', 'festive', 'outlet']))
    expect(all.slice(MAX_INSIGHTS).map((insight) => insight.kind)).toEqual(['slow-item'])
  })
})

describe('time zones and the clock', () => {
  const peaks = (offset: number) => [sale(offset, 8, 300), sale(offset, 9, 300), ...[11, 13, 15, 17, 19].map((hour) => sale(offset, hour, 60))]

  it('reads hours in the account’s zone (an unknown zone as Kuala Lumpur)', () => {
    const rows = everyDay(-14, -1, peaks)
    const peakText = (timezone: string) => ofKind(insightsOf(rows, { timezone }), 'peak-hours')[0]?.text ?? ''
    expect(peakText(KL)).toMatch(/^8–10 am brings in 67% of your sales/)
    expect(peakText('Mars/Olympus')).toBe(peakText(KL))
    expect(peakText('UTC')).toMatch(/^12–2 am brings in 67% of your sales/)
  })

  it('puts a sale just before local midnight in yesterday and one just after in today', () => {
    const base = everyDay(-14, -1, (offset) => [sale(offset, 9, 80, { channel: 'Dine in' }), sale(offset, 12, 20, { channel: 'GrabFood' })])
    const late = { at: Date.parse(`${date(-1)}T23:59:59.999+08:00`), amount: 280, receipt: 'late', channel: 'GrabFood' }
    const early = { at: Date.parse(`${date(0)}T00:00:00+08:00`), amount: 280, receipt: 'early', channel: 'GrabFood' }
    expect(ofKind(insightsOf(base), 'delivery')[0]?.text).toMatch(/^GrabFood brings in 20% of your sales \(RM140 a week\)/)
    // 16:00 UTC on the 17th, but today in Kuala Lumpur: not in the complete days read.
    expect(insightsOf([...base, early])).toEqual(insightsOf(base))
    expect(ofKind(insightsOf([...base, late]), 'delivery')[0]?.text).toMatch(/^GrabFood brings in 33% of your sales \(RM280 a week\)/)
  })

  it('keeps local hours across a daylight-saving change (New York, 1 Nov 2026)', () => {
    const zone = 'America/New_York'
    const rows: TestRow[] = []
    for (let offset = -28; offset <= -1; offset++) {
      for (const [hour, amount] of [[15, 300], [16, 300], [9, 60], [11, 60], [19, 60]] as const) {
        rows.push({ at: zonedEpoch(dayOf(offset), hour, zone) + 60_000, amount, receipt: `NY${offset}-${hour}` })
      }
    }
    const now = zonedEpoch({ year: 2026, month: 11, day: 18 }, 10, zone)
    expect(ofKind(insightsOf(rows, { timezone: zone, now }), 'peak-hours')[0]?.text).toMatch(/^3–5 pm brings in 77% of your sales — RM4,200 a week in 2 of your 5 opening hours/)
  })

  it('ignores sales after `now`: a past week reads as it did then', () => {
    const rows = everyDay(-28, -1, (offset) => [sale(offset, 9, 100, { channel: 'Dine in' }), sale(offset, 12, offset >= -2 ? 400 : 25, { channel: 'GrabFood' })])
    const endOfLastWeek = at(-2, 0) // Monday 16 Nov, 00:00: the week of 9–15 Nov is complete
    const then = insightsOf(rows, { now: endOfLastWeek })
    expect(insightsOf(rows.filter((row) => (row.at as number) < endOfLastWeek), { now: endOfLastWeek })).toEqual(then)
    expect(ofKind(then, 'delivery')[0]?.text).toMatch(/^GrabFood brings in 20% of your sales \(RM175 a week\)/)
  })

  it('ends the window where the data ends when that is before yesterday (an export up to last Sunday)', () => {
    const rows = everyDay(-40, -10, (offset) => [sale(offset, 9, 80, { channel: 'Dine in' }), sale(offset, 12, 20, { channel: 'foodpanda' })])
    const result = insightsOf(rows)
    expect(ofKind(result, 'delivery')[0]?.text).toMatch(/^foodpanda brings in 20% of your sales \(RM140 a week\)/)
    expect(ofKind(result, 'item-trend')).toEqual([])
  })
})

function dayOf(offset: number) {
  const day = new Date(Date.UTC(2026, 10, 18 + offset))
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }
}

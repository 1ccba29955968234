import { describe, expect, it } from 'vitest'
import type { DayTotal } from '../ingest/types'
import { at, dayTotal, KL } from '../../tests/utils/backend/insights'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeInsights, insightsThrough, type Insight } from './insights'

/*
 * The insights of a past period (GET /insights?from&to): read at the end of its last day, that day
 * in the window. The period here ends on Sunday 31 Mar 2024, LAST; the next festive period after it
 * is Hari Raya Aidilfitri, 10–11 Apr 2024.
 */
const LAST = { year: 2024, month: 3, day: 31 }
const on = (offset: number, hour: number) => at(offset, hour, 0, LAST)
let receipts = 0
const sale = (offset: number, hour: number, amount: number, channel: string): TestRow => ({ at: on(offset, hour), amount, receipt: `R${++receipts}`, channel })

/** A day: RM80 dine-in, RM15 GrabFood, RM5 foodpanda; 20 % through the platforms. */
function week(from: number, to: number): TestRow[] {
  const rows: TestRow[] = []
  for (let offset = from; offset <= to; offset++) rows.push(sale(offset, 9, 80, 'Dine in'), sale(offset, 12, 15, 'GrabFood'), sale(offset, 19, 5, 'foodpanda'))
  return rows
}

/* 7 days of it, 25 … 31 Mar: a week of RM140 through the platforms, RM42.00 of it in commission at 30 %. */
const DELIVERY =
  'GrabFood and foodpanda bring in 20% of your sales (RM140 a week), and about RM42.00 of that goes in commission at a typical 30% — offer regulars a pickup discount for ordering direct.'

const through = (rows: TestRow[], dayTotals: DayTotal[] = []) => insightsThrough({ sales: batchOf(rows), dayTotals, timezone: KL }, LAST)
const texts = (insights: Insight[]) => insights.map((insight) => insight.text)

describe('insightsThrough (a period that ended before today)', () => {
  it('reads the window ending with the period’s last day, that day included', () => {
    // 25 … 31 Mar is 7 days: enough for the delivery insight (a week of data).
    expect(texts(through(week(-6, 0)))).toContain(DELIVERY)
    // Read as the weekly report reads its Sunday (at its last instant, the day in progress), 31 Mar
    // would be left out: 6 days, under a week, and no delivery insight.
    const atTheEnd = computeInsights({ sales: batchOf(week(-6, 0)), dayTotals: [], now: on(1, 0) - 1, timezone: KL })
    expect(texts(atTheEnd)).not.toContain(DELIVERY)
  })

  it('reads no row or day total after the period', () => {
    const period = week(-6, 0)
    // The next days would make GrabFood most of the sales, and a day total would add to them.
    const later = [sale(1, 12, 5000, 'GrabFood'), sale(9, 12, 5000, 'GrabFood')]
    expect(through([...period, ...later], [dayTotal('2024-04-01', 9000)])).toEqual(through(period))
    expect(texts(through([...period, ...later]))).toContain(DELIVERY)
  })

  it('is what the data said at the first instant after the period, but for the festive advice about the weeks after it', () => {
    const rows = week(-20, 0)
    const nextMorning = computeInsights({ sales: batchOf(rows), dayTotals: [], now: on(1, 0), timezone: KL })
    // On 1 Apr 2024, Hari Raya Aidilfitri was 9 days away: advice for weeks that have passed since.
    expect(nextMorning.filter((insight) => insight.kind === 'festive')).toHaveLength(1)
    const past = through(rows)
    expect(past.some((insight) => insight.kind === 'festive')).toBe(false)
    expect(past).toEqual(nextMorning.filter((insight) => insight.kind !== 'festive'))
    expect(past.length).toBeGreaterThan(0)
  })

  it('reads the data up to its last day when it stops before the period ends', () => {
    // Data 11 … 17 Mar only: the window ends with 17 Mar, as the default insights do when the data stops early.
    expect(texts(through(week(-20, -14)))).toContain(DELIVERY)
  })
})

import { describe, expect, it } from 'vitest'
import { batchOf, type TestRow } from '../../../tests/utils/backend/sales-batches'
import { computeInsights } from '../insights'
import { daysBetween } from '../festive-calendar'
import { dayTotal, KL, ofKind } from '../../../tests/utils/backend/insights'

/*
 * 20 Oct 2026, 10:00 in Kuala Lumpur: Deepavali is on Sunday 8 Nov (in 19 days); it was on Monday
 * 20 Oct 2025 the time before.
 */
const NOW = Date.parse('2026-10-20T10:00:00+08:00')

/** One RM`amount` sale a day at noon from `from` to `to` (`YYYY-MM-DD`, both included), `special` days apart. */
function daily(from: string, to: string, amount: number, special: Record<string, number> = {}): TestRow[] {
  const rows: TestRow[] = []
  for (let day = 0; day <= daysBetween(from, to); day++) {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10)
    rows.push({ at: Date.parse(`${date}T12:00:00+08:00`), amount: special[date] ?? amount, receipt: `F${date}` })
  }
  return rows
}

const festive = (rows: TestRow[], now = NOW, dayTotals = [] as ReturnType<typeof dayTotal>[]) =>
  ofKind(computeInsights({ sales: batchOf(rows), dayTotals, now, timezone: KL }), 'festive')

describe('festive', () => {
  it('says what the festival did last time against the days before it', () => {
    expect(festive(daily('2025-09-01', '2026-10-19', 1000, { '2025-10-20': 1500 }))).toEqual([
      {
        kind: 'festive',
        text: 'Deepavali is on Sunday 8 Nov (in 19 days). Last time (20 Oct 2025) you took RM1,500 a day, 50% above your usual RM1,000 — stock up and roster extra hands.',
        stake: 500,
        action: 'Run a Deepavali special',
      },
    ])
    expect(festive(daily('2025-09-01', '2026-10-19', 1000, { '2025-10-20': 600 }))[0]?.text).toBe(
      'Deepavali is on Sunday 8 Nov (in 19 days). Last time (20 Oct 2025) you took RM600 a day, 40% below your usual RM1,000 — plan a lighter roster and a promotion to lift it.',
    )
  })

  it('counts day totals in last time’s sales', () => {
    const rows = daily('2025-09-01', '2026-10-19', 1000).filter((row) => row.receipt !== 'F2025-10-20')
    expect(festive(rows, NOW, [dayTotal('2025-10-20', 1200)])[0]?.text).toMatch(/Last time \(20 Oct 2025\) you took RM1,200 a day, 20% above your usual RM1,000/)
  })

  it('gives the dates and the advice alone when the data does not reach back far enough', () => {
    const recent = festive(daily('2026-09-01', '2026-10-19', 1000))
    expect(recent).toEqual([
      {
        kind: 'festive',
        text: 'Deepavali is on Sunday 8 Nov (in 19 days) — run a Deepavali special and plan the public holiday’s staffing (a usual day brings in RM1,000).',
        stake: 50,
        action: 'Run a Deepavali special',
      },
    ])
    // Five days of data before last Deepavali are not a usual week to compare with.
    expect(festive(daily('2025-10-15', '2026-10-19', 1000, { '2025-10-20': 1500 }))[0]?.text).toBe(recent[0]?.text)
  })

  it('writes a period of several days, and says nothing when none is within 30 days', () => {
    const late = Date.parse('2026-11-22T10:00:00+08:00')
    expect(festive(daily('2026-10-01', '2026-11-21', 800), late)[0]?.text).toBe(
      'The school holidays run from Saturday 5 Dec to 31 Dec (starting in 13 days) — weekday traffic shifts as families travel and students stay home: try a family or student set (a usual day brings in RM800).',
    )
    const april = Date.parse('2026-04-10T10:00:00+08:00')
    expect(festive(daily('2026-03-01', '2026-04-09', 800), april)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import type { DayTotal } from '../ingest/types'
import { kl, KL, NOW } from '../../tests/utils/backend/analytics-clock'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeDashboard } from './dashboard'

/* Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. */
function span(rows: TestRow[], dayTotals: DayTotal[] = [], timezone = KL, now = NOW) {
  return computeDashboard({ sales: batchOf(rows), dayTotals, now, timezone }).span
}

function day(date: string, netAmount: number): DayTotal {
  return { date, netAmount, orders: null, outlet: null, customers: [] }
}

describe('the span of days with sales', () => {
  const rows: TestRow[] = [
    { at: Date.parse('2026-03-09T17:00:00Z'), amount: 12, receipt: 'A' }, // 10 Mar 01:00 in Kuala Lumpur, 9 Mar in UTC
    { at: kl('2026-11-18T09:00'), amount: 5, receipt: 'B' },
    { at: kl('2026-11-18T21:00'), amount: 5, receipt: 'C' }, // later today: not yet
    { at: kl('2026-11-19T09:00'), amount: 5, receipt: 'D' }, // tomorrow: not yet
    { at: kl('2025-01-01T09:00'), amount: Number.NaN, receipt: 'E' }, // no amount: no sale
  ]

  it('runs from the first to the last local day with a sale row up to now', () => {
    expect(span(rows)).toEqual({ first: '2026-03-10', last: '2026-11-18' })
    expect(span(rows, [], 'UTC')).toEqual({ first: '2026-03-09', last: '2026-11-18' })
    // A refund is a sale row on record too.
    expect(span([{ at: kl('2026-06-01T12:00'), amount: -4, receipt: 'R' }])).toEqual({ first: '2026-06-01', last: '2026-06-01' })
  })

  it('takes in day totals dated up to today', () => {
    expect(span(rows, [day('2026-01-05', 90), day('2026-11-20', 40), day('2024-01-01', Number.NaN)])).toEqual({ first: '2026-01-05', last: '2026-11-18' })
    expect(span([], [day('2026-10-01', 90), day('2026-10-03', 0)])).toEqual({ first: '2026-10-01', last: '2026-10-03' })
  })

  it('is null without any sale up to now', () => {
    expect(span([])).toBeNull()
    expect(span([rows[3]!], [day('2026-11-19', 10)])).toBeNull()
    // The next day, tomorrow's sales are on record.
    expect(span([rows[3]!], [day('2026-11-19', 10)], KL, kl('2026-11-19T10:00'))).toEqual({ first: '2026-11-19', last: '2026-11-19' })
  })
})

/**
 * Test-only: readable sales for the insights' tests, on the clock the metrics tests use —
 * Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. The window is then the 28 days 21 Oct (Wed) …
 * 17 Nov (Tue), offsets -28 … -1; its weeks are offsets -28…-22, -21…-15, -14…-8 and -7…-1 (last week).
 */
import { addDays, isoDate, type LocalDate } from '../../../backend/time/calendar'
import type { DayTotal } from '../../../backend/ingest/types'
import { batchOf, type TestRow } from './sales-batches'
import { computeInsights, type Insight, type InsightKind, type InsightsInput } from '../../../backend/analytics/insights'

export const KL = 'Asia/Kuala_Lumpur'
export const TODAY: LocalDate = { year: 2026, month: 11, day: 18 }
export const NOW = Date.parse('2026-11-18T10:00:00+08:00')
export const MONTH = 52 / 12

const pad = (value: number) => String(value).padStart(2, '0')

/** `YYYY-MM-DD`, `offset` days from 18 Nov 2026. */
export const date = (offset: number, from: LocalDate = TODAY) => isoDate(addDays(from, offset))

/** Epoch ms of a Kuala Lumpur wall-clock time on the day `offset` days from 18 Nov 2026. */
export const at = (offset: number, hour: number, minute = 0, from: LocalDate = TODAY) => Date.parse(`${date(offset, from)}T${pad(hour)}:${pad(minute)}:00+08:00`)

/** Monday-first weekday (0 = Monday) of the day `offset` days from 18 Nov 2026, a Wednesday. */
export const weekdayAt = (offset: number) => (((2 + offset) % 7) + 7) % 7

let receipts = 0

/** One sale on its own receipt, at a KL time `offset` days from today. */
export function sale(offset: number, hour: number, amount: number, extra: Partial<TestRow> = {}): TestRow {
  return { at: at(offset, hour), amount, receipt: `R${++receipts}`, ...extra }
}

/** The same sales on every day from `from` to `to` offsets (both included). */
export function everyDay(from: number, to: number, make: (offset: number) => TestRow[]): TestRow[] {
  const rows: TestRow[] = []
  for (let offset = from; offset <= to; offset++) rows.push(...make(offset))
  return rows
}

export function insightsOf(rows: readonly TestRow[], options: Partial<Omit<InsightsInput, 'sales'>> = {}): Insight[] {
  return computeInsights({ sales: batchOf(rows), dayTotals: [], now: NOW, timezone: KL, ...options })
}

export function ofKind(insights: readonly Insight[], kind: InsightKind): Insight[] {
  return insights.filter((insight) => insight.kind === kind)
}

export function dayTotal(day: string, netAmount: number): DayTotal {
  return { date: day, netAmount, orders: null, outlet: null, customers: [] }
}

/** Stake as computeInsights rounds it: RM to the sen. */
export const sen = (value: number) => Math.round(value * 100) / 100

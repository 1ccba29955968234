/** computeMetrics at the analytics tests' clock (analytics-clock.ts), and a day total to give it. */
import type { DayTotal } from '../../../backend/ingest/types'
import { atNow } from './analytics-clock'
import type { TestRow } from './sales-batches'
import { computeMetrics, type MetricsInput } from '../../../backend/analytics/metrics'

export function day(date: string, netAmount: number, customers: string[] = [], orders: number | null = null): DayTotal {
  return { date, netAmount, orders, outlet: null, customers }
}

export function metrics(rows: TestRow[], dayTotals: DayTotal[] = [], overrides: Partial<MetricsInput> = {}) {
  return computeMetrics({ ...atNow(rows, dayTotals), ...overrides })
}

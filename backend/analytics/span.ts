/**
 * The first and last local day with sales in an account (or in the outlet chosen), all time: sale
 * rows up to now (what the pass saw, ./pass/driver.ts `PassSpan`) and day totals dated up to today.
 * GET /metrics answers it as `span`, so the dashboard can offer the latest days that have data when
 * the chosen period has none; the changes read its first day to tell "nothing then" (a real 0)
 * from "no data yet" (./metrics.ts).
 */
import type { Metrics } from '../../kernel/contract/dashboard'
import type { DayTotal } from '../ingest/types'
import { isoDate, localDay, type LocalDate } from '../time/calendar'
import type { PassSpan } from './pass/driver'

/** `metrics.span`: local days `YYYY-MM-DD`, both with sales. */
export type SalesSpan = NonNullable<Metrics['span']>

export function salesSpan({ earliestAt, latestAt }: Pick<PassSpan, 'earliestAt' | 'latestAt'>, dayTotals: readonly DayTotal[], zone: string, today: LocalDate): SalesSpan | null {
  let first = Number.isFinite(earliestAt) ? isoDate(localDay(earliestAt, zone)) : null
  let last = Number.isFinite(latestAt) ? isoDate(localDay(latestAt, zone)) : null
  const todayIso = isoDate(today)
  for (const total of dayTotals) {
    if (total.date > todayIso || !Number.isFinite(total.netAmount)) continue
    if (first === null || total.date < first) first = total.date
    if (last === null || total.date > last) last = total.date
  }
  return first === null || last === null ? null : { first, last }
}

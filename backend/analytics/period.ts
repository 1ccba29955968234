/**
 * The period the dashboard reads (docs/product.md#dashboard-numbers): by default the PERIOD_DAYS
 * local days ending today; GET /metrics and GET /insights may choose another with `?from&to`
 * (local days in the account's zone, both included: Selera's extension, docs/spec-deviations.md;
 * read from the request by ./period-query.ts).
 * The metrics and series read a period on one grid of local days: the previous period (as many
 * days, just before it), then the period.
 */
import { addDays, isoDate, localDay, type LocalDate } from '../time/calendar'
import { daysBetween } from './festive-calendar'
import { dayGrid, type DayGrid } from './pass/grid'

/** Days in the default period (and in the previous period it is compared with). */
export const PERIOD_DAYS = 30

/** Local days `from` … `to`, both included. */
export interface LocalPeriod {
  from: LocalDate
  to: LocalDate
}

export interface PeriodGrid extends LocalPeriod {
  today: LocalDate
  /** Days in the period, and so in the previous period. */
  days: number
  /** The previous period, then the period: grid day `days` is `from`, the last grid day is `to`. */
  grid: DayGrid
}

/** The PERIOD_DAYS days ending `today`, today included. */
export function defaultPeriod(today: LocalDate): LocalPeriod {
  return { from: addDays(today, 1 - PERIOD_DAYS), to: today }
}

/** The grid of a period (the default one without `chosen`), "today" being `now`'s local day in `zone`. */
export function periodGrid(now: number, zone: string, chosen?: LocalPeriod | null): PeriodGrid {
  const today = localDay(now, zone)
  const { from, to } = chosen ?? defaultPeriod(today)
  const days = daysBetween(isoDate(from), isoDate(to)) + 1
  return { today, from, to, days, grid: dayGrid(addDays(from, -days), 2 * days, zone) }
}

export function samePeriod(a: LocalPeriod, b: LocalPeriod): boolean {
  return isoDate(a.from) === isoDate(b.from) && isoDate(a.to) === isoDate(b.to)
}

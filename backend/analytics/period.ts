/**
 * The period the dashboard reads (docs/product.md#dashboard-numbers): by default the PERIOD_DAYS
 * local days ending today; GET /metrics and GET /insights may choose another with `?from&to`
 * (local days in the account's zone, both included: Selera's extension, docs/spec-deviations.md;
 * read from the request by ./period-query.ts).
 * The metrics and series read a period on one grid of local days: the previous period (as many
 * days, just before it), then the period. A period ending today is read up to now, and the
 * previous period's last day up to the same time of day (./pass/period-cut.ts), so the changes
 * compare like with like; `period.until` says the instant.
 */
import { addDays, isoDate, localDay, zonedDateTime, zoneOffset, type LocalDate } from '../time/calendar'
import { daysBetween } from './festive-calendar'
import { dayGrid, type DayGrid } from './pass/grid'
import type { PassMemory } from './pass/memory'
import { PeriodCut } from './pass/period-cut'

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

/** Whether the period's last day is today: it is then read up to now, and compared so (./pass/period-cut.ts). */
export function endsToday({ to, today }: PeriodGrid): boolean {
  return isoDate(to) === isoDate(today)
}

/** The cut of the previous period's last day at now's time of day, for a period ending today; none for one that ended before. */
export function periodCut(period: PeriodGrid, now: number, memory: PassMemory): PeriodCut | undefined {
  return endsToday(period) ? new PeriodCut(memory, period.grid, period.days, now) : undefined
}

/** An instant as ISO 8601 on `zone`'s wall clock with its offset, to the second: `2026-11-24T14:35:00+08:00`. */
export function zonedIso(epoch: number, zone: string): string {
  const local = zonedDateTime(epoch, zone)
  const pad = (value: number) => String(value).padStart(2, '0')
  const offset = Math.round(zoneOffset(epoch, zone) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  return `${isoDate(local)}T${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
}

export function samePeriod(a: LocalPeriod, b: LocalPeriod): boolean {
  return isoDate(a.from) === isoDate(b.from) && isoDate(a.to) === isoDate(b.to)
}

/**
 * Periods as the owner names them, built from the account's local today: Monday-start weeks,
 * calendar months and years, both ends included. A period never ends after today (it is cut
 * there); one that starts after today is kept whole, and the answerer says there is no data yet.
 */
import { daysBetween, localDate } from '../../analytics/festive-calendar'
import { addDays, isoDate, weekday, type LocalDate } from '../../time/calendar'
import type { AskedPeriod, PeriodKind } from '../types'

export { addDays, isoDate, localDate, type LocalDate }

export function sameOrBefore(a: LocalDate, b: LocalDate): boolean {
  return isoDate(a) <= isoDate(b)
}

/** The period `from`…`to`, cut at today; `days` counts its days unless given (last N days). */
export function period(kind: PeriodKind, from: LocalDate, to: LocalDate, today: LocalDate, days?: number): AskedPeriod {
  const end = sameOrBefore(from, today) && !sameOrBefore(to, today) ? today : to
  const fromIso = isoDate(from)
  const toIso = isoDate(end)
  return { kind, from: fromIso, to: toIso, days: days ?? daysBetween(fromIso, toIso) + 1 }
}

export function mondayOf(day: LocalDate): LocalDate {
  return addDays(day, -((weekday(day) + 6) % 7))
}

export function monthStart(year: number, month: number): LocalDate {
  return { year, month, day: 1 }
}

export function monthEnd(year: number, month: number): LocalDate {
  // Day 0 of the next month is this month's last day (Date.UTC carries the overflow).
  return addDays({ year, month: month + 1, day: 1 }, -1)
}

/** `months` calendar months before `day` (the last day of a shorter month when it has no such day). */
export function monthsBefore(day: LocalDate, months: number): LocalDate {
  const index = day.year * 12 + (day.month - 1) - months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(day.day, monthEnd(year, month).day) }
}

/** A real calendar day, or null (31 February). */
export function realDay(year: number, month: number, day: number): LocalDate | null {
  if (month < 1 || month > 12 || day < 1) return null
  return day <= monthEnd(year, month).day ? { year, month, day } : null
}

/** The latest year in which `month`/`day` is not after today ("3 Nov" read in January is last year's). */
export function latestYear(month: number, day: number, today: LocalDate): number {
  return month < today.month || (month === today.month && day <= today.day) ? today.year : today.year - 1
}

export function isWholeMonth(from: LocalDate, to: LocalDate): boolean {
  return from.day === 1 && from.year === to.year && from.month === to.month && to.day === monthEnd(to.year, to.month).day
}

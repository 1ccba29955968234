/**
 * The report's weeks: Monday–Sunday in the account's zone, named by their Monday, `YYYY-MM-DD`. The
 * last complete one is before "today": on a Monday the week that ended last night; on a Sunday the
 * week still running is not complete, so the one before. (When that week has no sales, the report
 * is the latest earlier week with sales: get-report.ts.)
 */
import { addDays, isoDate, weekday, zonedDateTime, zonedEpoch, type LocalDate } from '../time/calendar'

export interface ReportWeek {
  /** The Monday, `YYYY-MM-DD`: the week's name in URLs and file names. */
  id: string
  monday: LocalDate
  sunday: LocalDate
  /**
   * The 15 local midnights from the Monday of the week before to the Monday after: `bounds[0]` starts
   * the comparison week, `bounds[7]` the report's week, `bounds[14]` ends it. Instants (epoch ms).
   */
  bounds: Float64Array
  /** The report's week is `[start, end)`. */
  start: number
  end: number
  timezone: string
}

/** Days from the Monday of `date`'s week to `date` (0 on a Monday, 6 on a Sunday). */
export function daysSinceMonday(date: LocalDate): number {
  return (weekday(date) + 6) % 7
}

/** The Monday of `date`'s week. */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -daysSinceMonday(date))
}

/** The Monday of the last complete week before the local day of `now`. */
export function lastCompleteMonday(now: number, timezone: string): LocalDate {
  const local = zonedDateTime(now, timezone)
  const today: LocalDate = { year: local.year, month: local.month, day: local.day }
  return addDays(mondayOf(today), -7)
}

export function weekStarting(monday: LocalDate, timezone: string): ReportWeek {
  const bounds = new Float64Array(15)
  for (let d = 0; d <= 14; d++) bounds[d] = zonedEpoch(addDays(monday, d - 7), 0, timezone)
  return {
    id: isoDate(monday),
    monday,
    sunday: addDays(monday, 6),
    bounds,
    start: bounds[7]!,
    end: bounds[14]!,
    timezone,
  }
}

/** The report's week at `now`, in `timezone` (a known zone: see `knownZone`). */
export function reportWeekAt(now: number, timezone: string): ReportWeek {
  return weekStarting(lastCompleteMonday(now, timezone), timezone)
}

/** A week id from a URL: a real date that is a Monday, else null. */
export function parseWeekId(id: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(id)
  if (!match) return null
  const date: LocalDate = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  if (isoDate(addDays(date, 0)) !== id) return null
  return daysSinceMonday(date) === 0 ? date : null
}

/**
 * Moving a period by its own unit: "and the week before?" after last week is the week before it,
 * after October it is September (a whole calendar month), after the last 14 days it is the 14 days
 * before them. Forward is the same move the other way: "compared to last month" asks about this
 * month. A moved period keeps a relative name only when it is that period again (last week moved
 * forward is this week); otherwise it is a month, a day or a range.
 */
import type { AskedPeriod, PeriodKind } from '../types'
import {
  addDays, isoDate, isWholeMonth, localDate, mondayOf, monthEnd, monthsBefore, monthStart, period, type LocalDate,
} from './calendar'

const WEEKS: ReadonlySet<PeriodKind> = new Set(['this_week', 'last_week'])
const MONTHS: ReadonlySet<PeriodKind> = new Set(['this_month', 'last_month', 'month'])
const YEARS: ReadonlySet<PeriodKind> = new Set(['this_year', 'last_year'])
const DAYS: ReadonlySet<PeriodKind> = new Set(['today', 'yesterday', 'day'])

function isWholeYear(from: LocalDate, to: LocalDate): boolean {
  return from.year === to.year && from.month === 1 && from.day === 1 && to.month === 12 && to.day === 31
}

/** The name a moved period gets: the relative one it now is, or `fallback`. */
function named(from: LocalDate, today: LocalDate, fallback: PeriodKind, names: ReadonlyArray<[PeriodKind, LocalDate]>): PeriodKind {
  return names.find(([, start]) => isoDate(start) === isoDate(from))?.[0] ?? fallback
}

/** `asked` moved `direction` (-1 back, +1 forward) by its own unit, read from `today`. */
export function shiftPeriod(asked: AskedPeriod, direction: -1 | 1, today: LocalDate): AskedPeriod {
  const from = localDate(asked.from)
  const to = localDate(asked.to)
  if (WEEKS.has(asked.kind)) {
    const start = addDays(from, 7 * direction)
    const monday = mondayOf(today)
    const kind = named(start, today, 'range', [['this_week', monday], ['last_week', addDays(monday, -7)]])
    return period(kind, start, addDays(start, 6), today)
  }
  if (MONTHS.has(asked.kind) || isWholeMonth(from, to)) {
    const moved = monthsBefore({ year: from.year, month: from.month, day: 1 }, -direction)
    const last = monthsBefore(today, 1)
    const kind = named(moved, today, 'month', [
      ['this_month', monthStart(today.year, today.month)],
      ['last_month', monthStart(last.year, last.month)],
    ])
    return period(kind, moved, monthEnd(moved.year, moved.month), today)
  }
  if (YEARS.has(asked.kind) || isWholeYear(from, to)) {
    const year = from.year + direction
    const kind = year === today.year ? 'this_year' : year === today.year - 1 ? 'last_year' : 'range'
    return period(kind, { year, month: 1, day: 1 }, { year, month: 12, day: 31 }, today)
  }
  if (DAYS.has(asked.kind)) {
    const day = addDays(from, direction)
    const kind = named(day, today, 'day', [['today', today], ['yesterday', addDays(today, -1)]])
    return period(kind, day, day, today)
  }
  const length = asked.days
  const start = addDays(from, direction * length)
  return period('range', start, addDays(start, length - 1), today)
}

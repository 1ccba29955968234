/** The festive period a campaign is planned for: the one the owner named, else the next to come. */
import { FESTIVE_PERIODS, nextFestivePeriod, type FestivePeriod } from '../../analytics/festive-calendar'
import { isoDate, type LocalDate } from '../../time/calendar'
import { namedOccasion } from './request'

/**
 * How far ahead a campaign is planned: a festive period starting later than this is too far off
 * to name as "coming" (the insights look 30 days ahead for the owner's staffing; a campaign's
 * stock, artwork and posts take longer to prepare).
 */
export const FESTIVE_PLANNING_DAYS = 90

/**
 * The next occurrence (starting today or later) of the period the text names, whatever its
 * distance; without one, the next festive period within FESTIVE_PLANNING_DAYS. Null when neither.
 */
export function comingOccasion(today: LocalDate, text: string): FestivePeriod | null {
  const named = namedOccasion(text)
  if (named) {
    const from = isoDate(today)
    const next = FESTIVE_PERIODS.find((period) => period.key === named && period.start >= from)
    if (next) return next
  }
  return nextFestivePeriod(today, FESTIVE_PLANNING_DAYS)
}

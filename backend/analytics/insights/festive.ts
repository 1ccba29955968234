/**
 * The next Malaysian festive period within FESTIVE_LOOKAHEAD_DAYS of today, with what the same
 * period did last time when the data reaches back that far: its sales per day against the days
 * before it (up to FESTIVE_BASELINE_DAYS, at least FESTIVE_MIN_BASELINE_DAYS of them with data).
 */
import { addDays, isoDate, zonedEpoch, type LocalDate } from '../../time/calendar'
import { daysBetween, localDate, nextFestivePeriod, previousOccurrence, type FestivePeriod } from '../festive-calendar'
import { FESTIVE_OCCASIONS } from '../../occasions'
import { money } from '../numbers'
import { dayInYear, dayLabel, DEFAULT_LOCALE, inDays, moneyBrief, percent, type Locale } from '../../../kernel/format'
import { coveredDays, type Scan, type SumRange } from './scan'
import { FESTIVE_BASELINE_DAYS, FESTIVE_LOOKAHEAD_DAYS, FESTIVE_MIN_BASELINE_DAYS, FESTIVE_STAKE_DAYS, FESTIVE_STAKE_SHARE, WINDOW_DAYS } from './thresholds'
import type { Insight } from './types'

/** A change in sales per day smaller than this is "about the same as usual". */
const FESTIVE_SAME = 0.05

export interface FestivePlan {
  next: FestivePeriod
  previous: FestivePeriod | null
  /** For the scan: [0] the previous occurrence, [1] the days before it (when there is one). */
  ranges: SumRange[]
}

export function planFestive(today: LocalDate, zone: string): FestivePlan | null {
  const next = nextFestivePeriod(today, FESTIVE_LOOKAHEAD_DAYS)
  if (!next) return null
  const previous = previousOccurrence(next)
  if (!previous) return { next, previous, ranges: [] }
  const start = localDate(previous.start)
  const after = addDays(localDate(previous.end), 1)
  const baseline = addDays(start, -FESTIVE_BASELINE_DAYS)
  return {
    next,
    previous,
    ranges: [
      { from: zonedEpoch(start, 0, zone), to: zonedEpoch(after, 0, zone), fromDay: previous.start, toDay: isoDate(after) },
      { from: zonedEpoch(baseline, 0, zone), to: zonedEpoch(start, 0, zone), fromDay: isoDate(baseline), toDay: previous.start },
    ],
  }
}

interface LastTime {
  perDay: number
  usual: number
  change: number
}

/** The previous occurrence's sales per day against the days before it, when the data covers both. */
function lastTime(plan: FestivePlan, scan: Scan): LastTime | null {
  const { previous, ranges } = plan
  if (!previous || ranges.length < 2 || scan.earliest === null || scan.latest === null) return null
  if (scan.earliest > previous.start || scan.latest < previous.end) return null
  const baselineFrom = scan.earliest > ranges[1]!.fromDay ? scan.earliest : ranges[1]!.fromDay
  const baselineDays = daysBetween(baselineFrom, previous.start)
  if (baselineDays < FESTIVE_MIN_BASELINE_DAYS) return null
  const usual = scan.rangeSums[1]! / baselineDays
  if (!(usual > 0)) return null
  const perDay = scan.rangeSums[0]! / (daysBetween(previous.start, previous.end) + 1)
  return { perDay, usual, change: perDay / usual - 1 }
}

export function festiveInsight(plan: FestivePlan, scan: Scan, today: LocalDate, locale: Locale = DEFAULT_LOCALE): Insight | null {
  const days = coveredDays(scan)
  if (days < 1) return null
  let usual = 0
  for (let d = scan.firstDay; d < WINDOW_DAYS; d++) usual += scan.dayRevenue[d]!
  usual /= days
  const { next } = plan
  const start = localDate(next.start)
  const end = localDate(next.end)
  const length = daysBetween(next.start, next.end) + 1
  const until = inDays(daysBetween(isoDate(today), next.start))
  const plural = next.key === 'school-holidays'
  const runs = next.projected ? `${plural ? 'are' : 'is'} expected to run` : plural ? 'run' : 'runs'
  const when =
    length === 1
      ? `${next.name} is ${next.projected ? 'expected ' : ''}on ${dayLabel(start, today.year)} (${until})`
      : `${next.name} ${runs} from ${dayLabel(start, today.year)} to ${dayInYear(end, today.year)} (starting ${until})`
  const { advice, action } = FESTIVE_OCCASIONS[next.key]
  const stakeDays = Math.min(length, FESTIVE_STAKE_DAYS)
  const before = lastTime(plan, scan)
  if (!before || !plan.previous) {
    if (!(usual > 0)) return null
    return { kind: 'festive', text: `${when} — ${advice} (a usual day brings in ${moneyBrief(usual, locale)}).`, stake: money(FESTIVE_STAKE_SHARE * usual * stakeDays), action }
  }
  const previous = plan.previous
  const thisYear = today.year
  const span = previous.start === previous.end ? dayInYear(localDate(previous.start), thisYear) : `${dayInYear(localDate(previous.start), thisYear)}–${dayInYear(localDate(previous.end), thisYear)}`
  const moved =
    Math.abs(before.change) < FESTIVE_SAME
      ? `about the same as your usual ${moneyBrief(before.usual, locale)}`
      : `${percent(before.change)} ${before.change > 0 ? 'above' : 'below'} your usual ${moneyBrief(before.usual, locale)}`
  const then = before.change >= FESTIVE_SAME ? 'stock up and roster extra hands' : before.change <= -FESTIVE_SAME ? 'plan a lighter roster and a promotion to lift it' : advice
  return {
    kind: 'festive',
    text: `${when}. Last time (${span}) you took ${moneyBrief(before.perDay, locale)} a day, ${moved} — ${then}.`,
    stake: money(Math.max(Math.abs(before.perDay - before.usual), FESTIVE_STAKE_SHARE * before.usual) * stakeDays),
    action,
  }
}

/**
 * How the insights write numbers, times and days, one style throughout:
 * - money: `RM` then the amount, no space; from RM100 up in whole ringgit with thousands separators
 *   (RM1,240, RM412), below RM100 to the sen (RM14.20), since there the sen still mean something;
 * - counts: thousands separators (1,990 regulars);
 * - percentages: whole numbers (58%);
 * - hours: 12-hour clock with an en dash, the am/pm said once when both ends share it (3–5 pm,
 *   11 am–1 pm);
 * - days: full weekday names, a run of three or more as a range (Tuesday–Thursday), short names in
 *   actions (Tue–Thu).
 */
import type { LocalDate } from '../../time/calendar'
import { weekday } from '../../time/calendar'

/** Monday-first, as the heatmap and the scan index weekdays. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export const WEEKDAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

export function ringgit(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const sen = Math.round(abs * 100)
  if (sen < 10_000) return `${sign}RM${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`
  return `${sign}RM${count(abs)}`
}

/** A whole number with thousands separators ("14,095"). */
export function count(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A ratio (0.583) as a whole percentage ("58%"). */
export function percent(ratio: number): string {
  return `${Math.round(Math.abs(ratio) * 100)}%`
}

function clock(hour: number): string {
  const h = hour % 12
  return String(h === 0 ? 12 : h)
}

function meridiem(hour: number): 'am' | 'pm' {
  return hour % 24 < 12 ? 'am' : 'pm'
}

/** Hours `start` to `end` (0–24) as "3–5 pm", "11 am–1 pm", "10 pm–midnight". */
export function hourRange(start: number, end: number): string {
  if (end % 24 === 0) return start % 24 === 0 ? 'all day' : `${clock(start)} ${meridiem(start)}–midnight`
  if (meridiem(start) === meridiem(end)) return `${clock(start)}–${clock(end)} ${meridiem(end)}`
  return `${clock(start)} ${meridiem(start)}–${clock(end)} ${meridiem(end)}`
}

/** "Tuesday–Thursday", "Monday and Friday", "Monday, Wednesday and Friday" (Monday-first indexes, ascending). */
export function dayList(days: readonly number[], short = false): string {
  const names = short ? WEEKDAYS_SHORT : WEEKDAYS
  const runs: string[] = []
  for (let i = 0; i < days.length; ) {
    let j = i
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++
    if (j - i >= 2) runs.push(`${names[days[i]!]}–${names[days[j]!]}`)
    else for (let k = i; k <= j; k++) runs.push(names[days[k]!]!)
    i = j + 1
  }
  return list(runs)
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** "Saturday 5 Dec", with the year when it is not `thisYear`. */
export function dayLabel(date: LocalDate, thisYear: number): string {
  const name = WEEKDAYS[(weekday(date) + 6) % 7]
  return `${name} ${date.day} ${MONTHS[date.month - 1]}${date.year === thisYear ? '' : ` ${date.year}`}`
}

/** "5 Dec", or "5 Dec 2025" when the year is not `thisYear`. */
export function shortDate(date: LocalDate, thisYear: number): string {
  return `${date.day} ${MONTHS[date.month - 1]}${date.year === thisYear ? '' : ` ${date.year}`}`
}

/** "today", "tomorrow", "in 13 days". */
export function inDays(days: number): string {
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
}

/**
 * Days, times, weekdays and hours, one style throughout. Calendar days (`{ year, month, day }`, a day
 * already in the account's zone) are written from our own English names, the same in every engine
 * (ICU writes September `Sept` in some versions and `Sep` in others); Malay and Chinese names come
 * from Intl. Instants are written in the locale's timezone.
 */
import { cached, DEFAULT_LOCALE, intlTag, knownZone, type Language, type Locale } from './locale'

/** A calendar day, month 1–12. */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

/** Monday first, as the heatmap, the series and the insights index weekdays. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

type Width = 'long' | 'short'

function intlName(language: Language, part: 'weekday' | 'month', width: Width, at: number): string {
  return cached(`${part}:${language}:${width}`, () => new Intl.DateTimeFormat(intlTag(language), { [part]: width, timeZone: 'UTC' })).format(at)
}

/** `Monday` / `Mon` for a Monday-first index 0–6. */
export function weekdayName(mondayIndex: number, width: Width = 'long', locale: Locale = DEFAULT_LOCALE): string {
  const index = ((mondayIndex % 7) + 7) % 7
  // 2024-01-01 was a Monday.
  if (locale.language !== 'en') return intlName(locale.language, 'weekday', width, Date.UTC(2024, 0, 1 + index))
  const name = WEEKDAYS[index]!
  return width === 'long' ? name : name.slice(0, 3)
}

/** `November` / `Nov` for a month 1–12. */
export function monthName(month: number, width: Width = 'short', locale: Locale = DEFAULT_LOCALE): string {
  if (locale.language !== 'en') return intlName(locale.language, 'month', width, Date.UTC(2024, month - 1, 1))
  const name = MONTHS[month - 1] ?? '?'
  return width === 'long' ? name : name.slice(0, 3)
}

/** Monday-first weekday index 0–6 of a calendar day. */
export function weekdayOf({ year, month, day }: CalendarDay): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
}

/** A `YYYY-MM-DD` day as a calendar day (not checked: use it on days the server wrote). */
export function calendarDay(iso: string): CalendarDay {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return { year, month, day }
}

/** A calendar day, or the same day written `YYYY-MM-DD` (as the API sends days). */
export type DayLike = CalendarDay | string

function asDay(date: DayLike): CalendarDay {
  return typeof date === 'string' ? calendarDay(date) : date
}

/** `18 Nov 2026`, or `18 Nov` without the year (`2026年11月18日`, `11月18日` in Chinese). */
export function formatDay(date: DayLike, withYear = true, locale: Locale = DEFAULT_LOCALE): string {
  const { year, month, day } = asDay(date)
  // Chinese writes a day year first, each part with its own character: 2026年11月18日.
  if (locale.language === 'zh') return `${withYear ? `${year}年` : ''}${month}月${day}日`
  const text = `${day} ${monthName(month, 'short', locale)}`
  return withYear ? `${text} ${year}` : text
}

/** `5 Dec`, or `5 Dec 2025` when the day is not in `thisYear`. */
export function dayInYear(date: CalendarDay, thisYear: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatDay(date, date.year !== thisYear, locale)
}

/** `Saturday 5 Dec`, with the year when it is not `thisYear`. */
export function dayLabel(date: CalendarDay, thisYear: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${weekdayName(weekdayOf(date), 'long', locale)} ${dayInYear(date, thisYear, locale)}`
}

/** `Mon, 16 Nov 2026`. */
export function longDay(date: DayLike, locale: Locale = DEFAULT_LOCALE): string {
  const day = asDay(date)
  return `${weekdayName(weekdayOf(day), 'short', locale)}, ${formatDay(day, true, locale)}`
}

/**
 * `12 Oct – 18 Oct 2026`; `28 Dec 2025 – 3 Jan 2026` across a new year; `12 Oct 2026` for one day.
 * `omitYear` drops the year when both ends fall in that year.
 */
export function formatPeriod(from: CalendarDay, to: CalendarDay, omitYear?: number, locale: Locale = DEFAULT_LOCALE): string {
  const sameYear = from.year === to.year
  const showYear = !(sameYear && from.year === omitYear)
  if (from.year === to.year && from.month === to.month && from.day === to.day) return formatDay(from, showYear, locale)
  return `${formatDay(from, showYear && !sameYear, locale)} – ${formatDay(to, showYear, locale)}`
}

/** `16 – 22 November 2026`, `30 November – 6 December 2026`, `29 December 2025 – 4 January 2026`. */
export function weekRange(monday: CalendarDay, sunday: CalendarDay, locale: Locale = DEFAULT_LOCALE): string {
  const month = (date: CalendarDay) => monthName(date.month, 'long', locale)
  if (monday.year !== sunday.year) return `${monday.day} ${month(monday)} ${monday.year} – ${sunday.day} ${month(sunday)} ${sunday.year}`
  if (monday.month !== sunday.month) return `${monday.day} ${month(monday)} – ${sunday.day} ${month(sunday)} ${sunday.year}`
  return `${monday.day} – ${sunday.day} ${month(sunday)} ${sunday.year}`
}

function zoned(locale: Locale, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const timeZone = knownZone(locale.timezone)
  return cached(`dt:${key}:${locale.language}:${timeZone}`, () => new Intl.DateTimeFormat(intlTag(locale.language), { ...options, timeZone }))
}

/** The calendar day an instant falls on in the locale's zone ("today in a zone"). */
export function dayAt(ms: number, locale: Locale = DEFAULT_LOCALE): CalendarDay {
  const parts = zoned(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }, 'day').formatToParts(ms)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/** `YYYY-MM-DD` of the day an instant falls on in the locale's zone. */
export function isoDayAt(ms: number, locale: Locale = DEFAULT_LOCALE): string {
  const { year, month, day } = dayAt(ms, locale)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** `18 Nov 2026 14:05` at an instant, in the locale's zone (the server's messages). */
export function formatDayTime(ms: number, locale: Locale = DEFAULT_LOCALE): string {
  const parts = zoned(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'hm').formatToParts(ms)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${formatDay(dayAt(ms, locale), true, locale)} ${part('hour')}:${part('minute')}`
}

/** `22 Nov 2026, 6:13 pm`: when something happened, for people (the screens). */
export function formatWhen(ms: number, locale: Locale = DEFAULT_LOCALE): string {
  return zoned(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }, 'when').format(ms)
}

/** `2:35 pm`: a time of day at an instant, in the locale's zone. */
export function timeOfDay(ms: number, locale: Locale = DEFAULT_LOCALE): string {
  return zoned(locale, { hour: 'numeric', minute: '2-digit' }, 'time').format(ms)
}

function clock(hour: number): number {
  const h = ((hour % 24) + 24) % 24
  return h % 12 === 0 ? 12 : h % 12
}

function meridiem(hour: number): 'am' | 'pm' {
  return ((hour % 24) + 24) % 24 < 12 ? 'am' : 'pm'
}

/** An hour of the day as a clock reads it: `12 am`, `9 am`, `3 pm`. */
export function hourLabel(hour: number): string {
  return `${clock(hour)} ${meridiem(hour)}`
}

/** Hours `start` to `end` (0–24) in a sentence: `3–5 pm`, `11 am–1 pm`, `10 pm–midnight`. */
export function hoursBetween(start: number, end: number): string {
  if (end % 24 === 0) return start % 24 === 0 ? 'all day' : `${hourLabel(start)}–midnight`
  if (meridiem(start) === meridiem(end)) return `${clock(start)}–${hourLabel(end)}`
  return `${hourLabel(start)}–${hourLabel(end)}`
}

/** One hour as a table row writes it: `12:00–13:00`. */
export function hourSlot(hour: number): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`
}

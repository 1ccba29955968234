/**
 * How the upload answers write dates, counts and money for a Malaysian owner: '18 Nov 2026 14:05',
 * '12 Oct – 18 Oct 2026', '1,204', 'RM1,234.50'. Times are shown in the account's timezone. Month
 * names are our own: ICU's en-GB short month for September is 'Sept' in some engines, not others.
 * Days and zone math come from ../time/calendar.ts.
 */
import { isoDate, zonedDateTime, type LocalDate } from '../time/calendar'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const pad = (value: number, width = 2): string => String(value).padStart(width, '0')

/** `YYYY-MM-DD` of the day `ms` falls on in `timeZone`. */
export function isoDayAt(ms: number, timeZone: string): string {
  return isoDate(zonedDateTime(ms, timeZone))
}

/** A real calendar date written `YYYY-MM-DD`, or null. */
export function parseIsoDay(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
  return real ? { year, month, day } : null
}

/** '18 Nov 2026', or '18 Nov' without the year. */
export function formatDay({ year, month, day }: LocalDate, withYear = true): string {
  const text = `${day} ${MONTHS[month - 1] ?? '?'}`
  return withYear ? `${text} ${year}` : text
}

/** '18 Nov 2026 14:05' at `ms` in `timeZone`. */
export function formatDayTime(ms: number, timeZone: string): string {
  const time = zonedDateTime(ms, timeZone)
  return `${formatDay(time)} ${pad(time.hour)}:${pad(time.minute)}`
}

/**
 * '12 Oct – 18 Oct 2026'; '28 Dec 2025 – 3 Jan 2026' across a new year; '12 Oct 2026' for one day.
 * `omitYear` drops the year when both ends fall in that year (the uploads list, this year's files).
 */
export function formatPeriod(from: LocalDate, to: LocalDate, omitYear?: number): string {
  const sameYear = from.year === to.year
  const showYear = !(sameYear && from.year === omitYear)
  if (isoDate(from) === isoDate(to)) return formatDay(from, showYear)
  return `${formatDay(from, showYear && !sameYear)} – ${formatDay(to, showYear)}`
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}

/** '1 outlet', '3 outlets', '1,204 sales rows'. */
export function counted(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`
}

/** `RM1,234.50`, `-RM12.00`: as the dashboard, the insights and the weekly report write money. */
export function formatRm(amount: number): string {
  const digits = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${amount < 0 && digits !== '0.00' ? '-' : ''}RM${digits}`
}

/** 'a', 'a and b', 'a, b and c'. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`
}

/**
 * How the answers write periods, days and changes, in the question's language: every number and
 * name through kernel/format (money in the account's currency, Malay month and weekday names from
 * Intl 'ms-MY'), so "RM1,234.50" and "1–7 Nov 2026 (Mon–Sun)" read as the dashboard writes them.
 */
import { calendarDay, count, formatDay, money, monthName, percentChange, weekdayName, weekdayOf, type CalendarDay, type Locale } from '../../../kernel/format'
import { fill, say, type Phrase } from '../../phrase'
import { plain } from '../markdown'
import type { Measure } from '../types'

/** Up to this many days a period is written with its weekdays: a day or a week is checked by them. */
export const WEEKDAYS_UP_TO = 7

/**
 * A period the owner can check against a calendar: `1–7 Nov 2026 (Mon–Sun)`,
 * `28 Oct – 3 Nov 2026 (Wed–Tue)`, `28 Dec 2025 – 3 Jan 2026 (Sun–Sat)`, `24 Nov 2026 (Tue)`; a
 * longer period without them (`1–31 Oct 2026`), where the first and last weekday say nothing.
 */
export function periodLabel(from: string, to: string, locale: Locale): string {
  const a = calendarDay(from)
  const b = calendarDay(to)
  const weekdays = (day: typeof a) => weekdayName(weekdayOf(day), 'short', locale)
  if (locale.language === 'zh') return chinesePeriod(a, b, locale)
  if (from === to) return `${formatDay(a, true, locale)} (${weekdays(a)})`
  const sameYear = a.year === b.year
  const start = sameYear && a.month === b.month ? String(a.day) : formatDay(a, !sameYear, locale)
  const gap = sameYear && a.month === b.month ? '–' : ' – '
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
  const span = days <= WEEKDAYS_UP_TO ? ` (${weekdays(a)}–${weekdays(b)})` : ''
  return `${start}${gap}${formatDay(b, true, locale)}${span}`
}

/**
 * The same in Chinese, year first and the parts the next end repeats left out:
 * `2026年11月1日至7日（周日至周六）`, `2026年10月28日至11月3日（周三至周二）`, `2026年11月18日（周三）`.
 */
function chinesePeriod(a: CalendarDay, b: CalendarDay, locale: Locale): string {
  const weekdays = (day: CalendarDay) => weekdayName(weekdayOf(day), 'short', locale)
  const start = formatDay(a, true, locale)
  const days = Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1
  if (days === 1) return `${start}（${weekdays(a)}）`
  const end = a.year !== b.year ? formatDay(b, true, locale) : a.month !== b.month ? formatDay(b, false, locale) : `${b.day}日`
  return `${start}至${end}${days <= WEEKDAYS_UP_TO ? `（${weekdays(a)}至${weekdays(b)}）` : ''}`
}

/** A day as a chart label or a list entry: `Mon 3 Nov`. */
export function shortDay(iso: string, locale: Locale): string {
  const day = calendarDay(iso)
  return `${weekdayName(weekdayOf(day), 'short', locale)} ${formatDay(day, false, locale)}`
}

/** A day in a sentence: `3 Nov 2026`. */
export function fullDay(iso: string, locale: Locale): string {
  return formatDay(calendarDay(iso), true, locale)
}

export const MEASURE_NAMES: Record<Measure, Phrase> = {
  revenue: { en: 'Sales', ms: 'Jualan', zh: '销售额' },
  orders: { en: 'Orders', ms: 'Pesanan', zh: '订单' },
  customers: { en: 'Customers', ms: 'Pelanggan', zh: '顾客' },
  avg_order: { en: 'Average order value', ms: 'Purata nilai pesanan', zh: '平均客单价' },
}

/** A measure's value as written: money for sales and the average order, a count otherwise. */
export function measureValue(measure: Measure, value: number, locale: Locale): string {
  return measure === 'revenue' || measure === 'avg_order' ? money(value, locale) : count(value, locale)
}

/** A difference with its sign: `+RM120.00`, `-RM8.50`, `+3`, `0`. */
export function signedDifference(measure: Measure, difference: number, locale: Locale): string {
  const written = measureValue(measure, Math.abs(difference), locale)
  const zero = !/[1-9]/.test(written)
  return zero ? written : `${difference > 0 ? '+' : '-'}${written}`
}

export { percentChange }

/** A noun as it is counted: one word, or the word for one and for more (English's `customer`, `customers`). */
export type Noun = Phrase<string | readonly [one: string, more: string]>

/** A count in bold with its noun: `**1** customer`, `**3** customers`; Malay nouns do not change (`**3** pelanggan`), Chinese ones follow a measure word, with no space (`**3**位顾客`). */
export function boldCount(value: number, locale: Locale, noun: Noun): string {
  const forms = say(locale, noun)
  const word = typeof forms === 'string' ? forms : forms[value === 1 ? 0 : 1]
  return `**${count(value, locale)}**${locale.language === 'zh' ? '' : ' '}${word}`
}

const AT: Phrase = { en: ' at {outlet}', ms: ' di {outlet}', zh: '（分店：{outlet}）' }

/** Where an answer's figures are from, after its period: ` at Bangsar`, ` di Bangsar`, `（分店：Bangsar）`; nothing for all outlets. */
export function atOutlet(locale: Locale, outlet: string | null): string {
  return outlet === null ? '' : fill(locale, AT, { outlet: plain(outlet) })
}

/** Appended to a sentence when the period ran past today and was read up to today. */
export const UP_TO_TODAY: Phrase = { en: 'up to today', ms: 'setakat hari ini', zh: '截至今天' }

/** Sentences of one paragraph: a space between them, none in Chinese (each ends with its full-width stop). */
export function sentences(locale: Pick<Locale, 'language'>, parts: readonly string[]): string {
  return parts.join(locale.language === 'zh' ? '' : ' ')
}

/** Entries of a list inside a sentence: `a, b, c`; in Chinese `a、b、c`. */
export function entries(locale: Pick<Locale, 'language'>, items: readonly string[]): string {
  return items.join(locale.language === 'zh' ? '、' : ', ')
}

/** A figure's aside after its value: ` (+5.0%)`; in Chinese `（+5.0%）`, without the space. */
export function aside(locale: Pick<Locale, 'language'>, text: string): string {
  return locale.language === 'zh' ? `（${text}）` : ` (${text})`
}

/** A month as a chart label: `Nov 2026`; in Chinese `2026年11月`. */
export function monthLabel(year: number, month: number, locale: Locale): string {
  return locale.language === 'zh' ? `${year}年${month}月` : `${monthName(month, 'short', locale)} ${year}`
}

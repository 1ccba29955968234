/**
 * The words marketing answers are written with, in English, Malay and Chinese: festive dates, time
 * slots, languages, and short pieces of profile text (the occasions' own names and angles are in
 * ../../occasions.ts). Numbers and dates go through kernel/format; everything here is words.
 */
import type { FestivePeriod } from '../../analytics/festive-calendar'
import { localDate } from '../../analytics/festive-calendar'
import { formatDay, formatPeriod, hoursBetween, inDays, weekdayName, type CalendarDay, type Language, type Locale } from '../../../kernel/format'
import { say, type Phrase } from '../../phrase'

/** "5 Dec – 31 Dec" or "25 Dec", with the year when it is not this year's. */
export function festiveDates(period: FestivePeriod, locale: Locale, thisYear: number): string {
  const start = localDate(period.start)
  if (period.start === period.end) return formatDay(start, start.year !== thisYear, locale)
  return periodText(start, localDate(period.end), thisYear, locale)
}

/**
 * Two days as formatPeriod writes them (`12 Oct – 18 Nov`, the year left out when both are in
 * `omitYear`); in Chinese year first, joined with 至 and the repeated parts left out:
 * `12月5日至31日`, `2026年12月20日至2027年1月3日`.
 */
export function periodText(from: CalendarDay, to: CalendarDay, omitYear: number, locale: Locale): string {
  if (locale.language !== 'zh') return formatPeriod(from, to, omitYear, locale)
  const sameYear = from.year === to.year
  const start = formatDay(from, !(sameYear && from.year === omitYear), locale)
  if (sameYear && from.month === to.month && from.day === to.day) return start
  if (!sameYear) return `${start}至${formatDay(to, true, locale)}`
  return `${start}至${from.month === to.month ? `${to.day}日` : formatDay(to, false, locale)}`
}

const WHEN: Phrase<(days: number) => string> = {
  en: inDays,
  ms: (days) => (days <= 0 ? 'hari ini' : days === 1 ? 'esok' : `dalam ${days} hari`),
  zh: (days) => (days <= 0 ? '今天' : days === 1 ? '明天' : `还有${days}天`),
}

/** "in 17 days" / "dalam 17 hari" / "还有17天". */
export function whenFrom(days: number, language: Language): string {
  return say(language, WHEN)(days)
}

/** An hour of the day as Chinese says it: `上午9点`, `中午12点`, `下午3点`, `晚上8点`. */
function chineseHour(hour: number): string {
  const h = ((hour % 24) + 24) % 24
  return `${chinesePart(h)}${h % 12 === 0 ? 12 : h % 12}点`
}

function chinesePart(h: number): string {
  return h < 5 ? '凌晨' : h < 12 ? '上午' : h < 13 ? '中午' : h < 18 ? '下午' : '晚上'
}

/** Hours `start` to `end` in Chinese: `下午3点至5点`, `上午11点至下午1点`, `晚上10点至午夜12点`. */
function chineseHours(start: number, end: number): string {
  if (end % 24 === 0) return start % 24 === 0 ? '全天' : `${chineseHour(start)}至午夜12点`
  if (chinesePart(start % 24) === chinesePart(end % 24)) return `${chineseHour(start)}至${end % 12 === 0 ? 12 : end % 12}点`
  return `${chineseHour(start)}至${chineseHour(end)}`
}

const clock = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`

/** A weekday's name and the slot's hours, or none for a whole day. */
const SLOT: Phrase<(day: string, hours: readonly [number, number] | null) => string> = {
  en: (day, hours) => (hours ? `${day}s ${hoursBetween(hours[0], hours[1])}` : `${day}s`),
  ms: (day, hours) => (hours ? `setiap ${day}, ${clock(hours[0])}–${clock(hours[1])}` : `setiap ${day}`),
  zh: (day, hours) => `每逢${day}${hours ? chineseHours(hours[0], hours[1]) : ''}`,
}

/** "Tuesdays 3–5 pm" / "setiap Selasa, 15:00–17:00" / "每逢星期二下午3点至5点"; a whole day when `hours` is null. */
export function slotName(weekday: number, hours: readonly [number, number] | null, locale: Locale): string {
  return say(locale, SLOT)(weekdayName(weekday, 'long', locale), hours)
}

/** The languages a profile may name (in English, Malay or Chinese), and each one's name in every language. */
export const LANGUAGES: ReadonlyArray<readonly [RegExp, Phrase]> = [
  [/\b(bahasa malaysia|bahasa melayu|malay|melayu|bm)\b|马来文|马来语|国语|巫文/i, { en: 'Bahasa Malaysia', ms: 'Bahasa Melayu', zh: '马来文' }],
  [/\b(english|inggeris|bi)\b|英文|英语/i, { en: 'English', ms: 'Bahasa Inggeris', zh: '英文' }],
  [/\b(mandarin|chinese|cina|cantonese|hokkien)\b|中文|华文|华语|普通话|汉语|广东话|福建话/i, { en: 'Chinese', ms: 'Bahasa Cina', zh: '中文' }],
  [/\b(tamil)\b|淡米尔|泰米尔/i, { en: 'Tamil', ms: 'Bahasa Tamil', zh: '淡米尔文' }],
]

/**
 * The languages the profile says the business writes in: those of its first clause ("Bahasa
 * Malaysia and English; some staff speak Mandarin" names the first two), else of the whole answer.
 */
export function profileLanguages(answer: string | null, language: Language): string[] {
  if (!answer) return []
  const found = (text: string) => LANGUAGES.filter(([pattern]) => pattern.test(text)).map(([, names]) => say(language, names))
  const first = found(answer.split(/[;.\n；。]/)[0] ?? '')
  return first.length > 0 ? first : found(answer)
}

/** Each language a headline is written in, named in each language (the outer key). */
const LANGUAGE_NAMES: Phrase<Phrase> = {
  en: { en: 'English', ms: 'Bahasa Malaysia', zh: 'Simplified Chinese' },
  ms: { en: 'Bahasa Inggeris', ms: 'Bahasa Melayu', zh: 'Bahasa Cina' },
  zh: { en: '英文', ms: '马来文', zh: '简体中文' },
}

/** The language a headline is written in when the owner asked in `language`, named in `inLanguage`. */
export function languageName(language: Language, inLanguage: Language): string {
  return say(language, say(inLanguage, LANGUAGE_NAMES))
}

/** The first `most` clauses of a profile answer (split at commas and semicolons, Chinese ones too), each at most `length` characters. */
export function clauses(answer: string | null, most: number, length = 80): string[] {
  if (!answer) return []
  return answer
    .split(/[,;()\n，；、（）]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .slice(0, most)
    .map((part) => (part.length > length ? `${part.slice(0, part.lastIndexOf(' ', length - 1) > 0 ? part.lastIndexOf(' ', length - 1) : length - 1)}…` : part))
}

/**
 * The words marketing answers are written with, in English and Malay: festive names and campaign
 * angles, time slots, languages, and short pieces of profile text. Numbers and dates go through
 * src/format; everything here is words.
 */
import type { FestiveKey, FestivePeriod } from '../../analytics/festive-calendar'
import { localDate } from '../../analytics/festive-calendar'
import { formatDay, formatPeriod, inDays, weekdayName, type Locale } from '../../../src/format'
import { hoursBetween } from '../../../src/format'
import type { AskedLanguage } from '../types'

const FESTIVE_MS: Record<FestiveKey, string> = {
  'chinese-new-year': 'Tahun Baru Cina',
  ramadan: 'Ramadan',
  'hari-raya-aidilfitri': 'Hari Raya Aidilfitri',
  'hari-raya-haji': 'Hari Raya Haji',
  deepavali: 'Deepavali',
  merdeka: 'Hari Merdeka',
  'malaysia-day': 'Hari Malaysia',
  christmas: 'Krismas',
  'school-holidays': 'Cuti sekolah',
}

export function festiveName(period: FestivePeriod, language: AskedLanguage): string {
  return language === 'ms' ? FESTIVE_MS[period.key] : period.name
}

/** A campaign angle for each festive period: what owners in Malaysia usually run then. */
const FESTIVE_ANGLE: Record<FestiveKey, Record<AskedLanguage, string>> = {
  'chinese-new-year': { en: 'a reunion or gift set to pre-order, with your CNY opening days announced early', ms: 'set perjumpaan atau set hadiah untuk pra-tempahan, dengan hari buka sepanjang Tahun Baru Cina diumumkan awal' },
  ramadan: { en: 'buka puasa takeaway sets ready to collect before sunset, and late opening hours', ms: 'set bungkus untuk berbuka puasa yang siap diambil sebelum maghrib, dan waktu buka yang lebih lewat' },
  'hari-raya-aidilfitri': { en: 'a Raya promotion for customers who stay in town, and hampers or open-house catering to pre-order', ms: 'promosi Raya untuk pelanggan yang tidak balik kampung, dan hamper atau katering rumah terbuka untuk ditempah awal' },
  'hari-raya-haji': { en: 'a family sharing set for the public holiday, with your opening hours announced', ms: 'set hidangan keluarga untuk cuti umum, dengan waktu buka diumumkan' },
  deepavali: { en: 'a Deepavali special and festive treats to share, with your holiday opening hours announced', ms: 'hidangan istimewa Deepavali dan juadah untuk dikongsi, dengan waktu buka cuti umum diumumkan' },
  merdeka: { en: 'a Merdeka special in Jalur Gemilang colours, a local favourite at a celebration price', ms: 'hidangan istimewa Merdeka berwarna Jalur Gemilang, kegemaran tempatan pada harga sambutan' },
  'malaysia-day': { en: 'a Malaysia Day set of favourites from across the country', ms: 'set Hari Malaysia dengan hidangan kegemaran dari seluruh negara' },
  christmas: { en: 'festive drinks, cakes and year-end gathering sets for offices and friends', ms: 'minuman dan kek sempena perayaan, serta set jamuan hujung tahun untuk pejabat dan kawan-kawan' },
  'school-holidays': { en: 'a family or student set for the weekdays when children are home', ms: 'set keluarga atau pelajar untuk hari bekerja ketika anak-anak bercuti' },
}

export function festiveAngle(key: FestiveKey, language: AskedLanguage): string {
  return FESTIVE_ANGLE[key][language]
}

/** "5 Dec – 31 Dec" or "25 Dec", with the year when it is not this year's. */
export function festiveDates(period: FestivePeriod, locale: Locale, thisYear: number): string {
  const start = localDate(period.start)
  if (period.start === period.end) return formatDay(start, start.year !== thisYear, locale)
  return formatPeriod(start, localDate(period.end), thisYear, locale)
}

/** "in 17 days" / "dalam 17 hari". */
export function whenFrom(days: number, language: AskedLanguage): string {
  if (language === 'en') return inDays(days)
  return days <= 0 ? 'hari ini' : days === 1 ? 'esok' : `dalam ${days} hari`
}

/** "Tuesdays 3–5 pm" / "setiap Selasa, 15:00–17:00"; a whole day when `hours` is null. */
export function slotName(weekday: number, hours: readonly [number, number] | null, locale: Locale): string {
  const day = weekdayName(weekday, 'long', locale)
  if (locale.language === 'ms') {
    const pad = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`
    return hours ? `setiap ${day}, ${pad(hours[0])}–${pad(hours[1])}` : `setiap ${day}`
  }
  return hours ? `${day}s ${hoursBetween(hours[0], hours[1])}` : `${day}s`
}

const LANGUAGES: ReadonlyArray<readonly [RegExp, Record<AskedLanguage, string>]> = [
  [/\b(bahasa malaysia|bahasa melayu|malay|melayu|bm)\b/i, { en: 'Bahasa Malaysia', ms: 'Bahasa Melayu' }],
  [/\b(english|inggeris|bi)\b/i, { en: 'English', ms: 'Bahasa Inggeris' }],
  [/\b(mandarin|chinese|cina|cantonese|hokkien)\b/i, { en: 'Chinese', ms: 'Bahasa Cina' }],
  [/\b(tamil)\b/i, { en: 'Tamil', ms: 'Bahasa Tamil' }],
]

/**
 * The languages the profile says the business writes in: those of its first clause ("Bahasa
 * Malaysia and English; some staff speak Mandarin" names the first two), else of the whole answer.
 */
export function profileLanguages(answer: string | null, language: AskedLanguage): string[] {
  if (!answer) return []
  const found = (text: string) => LANGUAGES.filter(([pattern]) => pattern.test(text)).map(([, names]) => names[language])
  const first = found(answer.split(/[;.\n]/)[0] ?? '')
  return first.length > 0 ? first : found(answer)
}

/** The language a headline is written in when the owner asked in `language`. */
export function languageName(language: AskedLanguage, inLanguage: AskedLanguage): string {
  const names = { en: { en: 'English', ms: 'Bahasa Malaysia' }, ms: { en: 'Bahasa Inggeris', ms: 'Bahasa Melayu' } }
  return names[inLanguage][language]
}

/** The first `most` clauses of a profile answer (split at commas and semicolons), each at most `length` characters. */
export function clauses(answer: string | null, most: number, length = 80): string[] {
  if (!answer) return []
  return answer
    .split(/[,;()\n]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .slice(0, most)
    .map((part) => (part.length > length ? `${part.slice(0, part.lastIndexOf(' ', length - 1) > 0 ? part.lastIndexOf(' ', length - 1) : length - 1)}…` : part))
}

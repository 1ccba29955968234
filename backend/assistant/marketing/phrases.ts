/**
 * The words marketing answers are written with, in English, Malay and Chinese: festive names and campaign
 * angles, time slots, languages, and short pieces of profile text. Numbers and dates go through
 * kernel/format; everything here is words.
 */
import type { FestiveKey, FestivePeriod } from '../../analytics/festive-calendar'
import { localDate } from '../../analytics/festive-calendar'
import { formatDay, formatPeriod, inDays, weekdayName, type CalendarDay, type Locale } from '../../../kernel/format'
import { hoursBetween } from '../../../kernel/format'
import type { AskedLanguage } from '../types'

/** The festive periods' names in Malay and in Chinese as Malaysian Chinese write them (English is the calendar's own). */
export const FESTIVE_NAMES: Record<Exclude<AskedLanguage, 'en'>, Record<FestiveKey, string>> = {
  ms: {
    'chinese-new-year': 'Tahun Baru Cina',
    ramadan: 'Ramadan',
    'hari-raya-aidilfitri': 'Hari Raya Aidilfitri',
    'hari-raya-haji': 'Hari Raya Haji',
    deepavali: 'Deepavali',
    merdeka: 'Hari Merdeka',
    'malaysia-day': 'Hari Malaysia',
    christmas: 'Krismas',
    'school-holidays': 'Cuti sekolah',
  },
  zh: {
    'chinese-new-year': '农历新年',
    ramadan: '斋戒月',
    'hari-raya-aidilfitri': '开斋节',
    'hari-raya-haji': '哈芝节',
    deepavali: '屠妖节',
    merdeka: '国庆日',
    'malaysia-day': '马来西亚日',
    christmas: '圣诞节',
    'school-holidays': '学校假期',
  },
}

export function festiveName(period: FestivePeriod, language: AskedLanguage): string {
  return language === 'en' ? period.name : FESTIVE_NAMES[language][period.key]
}

/** A campaign angle for each festive period: what owners in Malaysia usually run then. */
export const FESTIVE_ANGLE: Record<FestiveKey, Record<AskedLanguage, string>> = {
  'chinese-new-year': { en: 'a reunion or gift set to pre-order, with your CNY opening days announced early', ms: 'set perjumpaan atau set hadiah untuk pra-tempahan, dengan hari buka sepanjang Tahun Baru Cina diumumkan awal', zh: '可预订的团圆饭套餐或新年礼盒，并提早公布农历新年期间的营业日期' },
  ramadan: { en: 'buka puasa takeaway sets ready to collect before sunset, and late opening hours', ms: 'set bungkus untuk berbuka puasa yang siap diambil sebelum maghrib, dan waktu buka yang lebih lewat', zh: '日落前即可取餐的开斋外带套餐，并延长夜间营业时间' },
  'hari-raya-aidilfitri': { en: 'a Raya promotion for customers who stay in town, and hampers or open-house catering to pre-order', ms: 'promosi Raya untuk pelanggan yang tidak balik kampung, dan hamper atau katering rumah terbuka untuk ditempah awal', zh: '为留在城里过节的顾客而设的开斋节优惠，以及可提早预订的礼篮或开放门户到会服务' },
  'hari-raya-haji': { en: 'a family sharing set for the public holiday, with your opening hours announced', ms: 'set hidangan keluarga untuk cuti umum, dengan waktu buka diumumkan', zh: '公共假期的家庭分享套餐，并公布假期营业时间' },
  deepavali: { en: 'a Deepavali special and festive treats to share, with your holiday opening hours announced', ms: 'hidangan istimewa Deepavali dan juadah untuk dikongsi, dengan waktu buka cuti umum diumumkan', zh: '屠妖节特餐和适合分享的节庆小吃，并公布假期营业时间' },
  merdeka: { en: 'a Merdeka special in Jalur Gemilang colours, a local favourite at a celebration price', ms: 'hidangan istimewa Merdeka berwarna Jalur Gemilang, kegemaran tempatan pada harga sambutan', zh: '以国旗色彩设计的国庆特餐，并以庆祝价推出一道本地人气美食' },
  'malaysia-day': { en: 'a Malaysia Day set of favourites from across the country', ms: 'set Hari Malaysia dengan hidangan kegemaran dari seluruh negara', zh: '汇集全国各地人气美食的马来西亚日套餐' },
  christmas: { en: 'festive drinks, cakes and year-end gathering sets for offices and friends', ms: 'minuman dan kek sempena perayaan, serta set jamuan hujung tahun untuk pejabat dan kawan-kawan', zh: '节日饮品、蛋糕，以及适合公司和朋友年末聚会的套餐' },
  'school-holidays': { en: 'a family or student set for the weekdays when children are home', ms: 'set keluarga atau pelajar untuk hari bekerja ketika anak-anak bercuti', zh: '专为孩子放假在家的平日而设的家庭或学生套餐' },
}

export function festiveAngle(key: FestiveKey, language: AskedLanguage): string {
  return FESTIVE_ANGLE[key][language]
}

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

/** "in 17 days" / "dalam 17 hari" / "还有17天". */
export function whenFrom(days: number, language: AskedLanguage): string {
  if (language === 'en') return inDays(days)
  if (language === 'zh') return days <= 0 ? '今天' : days === 1 ? '明天' : `还有${days}天`
  return days <= 0 ? 'hari ini' : days === 1 ? 'esok' : `dalam ${days} hari`
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

/** "Tuesdays 3–5 pm" / "setiap Selasa, 15:00–17:00" / "每逢星期二下午3点至5点"; a whole day when `hours` is null. */
export function slotName(weekday: number, hours: readonly [number, number] | null, locale: Locale): string {
  const day = weekdayName(weekday, 'long', locale)
  if (locale.language === 'zh') return `每逢${day}${hours ? chineseHours(hours[0], hours[1]) : ''}`
  if (locale.language === 'ms') {
    const pad = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`
    return hours ? `setiap ${day}, ${pad(hours[0])}–${pad(hours[1])}` : `setiap ${day}`
  }
  return hours ? `${day}s ${hoursBetween(hours[0], hours[1])}` : `${day}s`
}

/** The languages a profile may name (in English, Malay or Chinese), and each one's name in every language. */
export const LANGUAGES: ReadonlyArray<readonly [RegExp, Record<AskedLanguage, string>]> = [
  [/\b(bahasa malaysia|bahasa melayu|malay|melayu|bm)\b|马来文|马来语|国语|巫文/i, { en: 'Bahasa Malaysia', ms: 'Bahasa Melayu', zh: '马来文' }],
  [/\b(english|inggeris|bi)\b|英文|英语/i, { en: 'English', ms: 'Bahasa Inggeris', zh: '英文' }],
  [/\b(mandarin|chinese|cina|cantonese|hokkien)\b|中文|华文|华语|普通话|汉语|广东话|福建话/i, { en: 'Chinese', ms: 'Bahasa Cina', zh: '中文' }],
  [/\b(tamil)\b|淡米尔|泰米尔/i, { en: 'Tamil', ms: 'Bahasa Tamil', zh: '淡米尔文' }],
]

/**
 * The languages the profile says the business writes in: those of its first clause ("Bahasa
 * Malaysia and English; some staff speak Mandarin" names the first two), else of the whole answer.
 */
export function profileLanguages(answer: string | null, language: AskedLanguage): string[] {
  if (!answer) return []
  const found = (text: string) => LANGUAGES.filter(([pattern]) => pattern.test(text)).map(([, names]) => names[language])
  const first = found(answer.split(/[;.\n；。]/)[0] ?? '')
  return first.length > 0 ? first : found(answer)
}

/** The language a headline is written in when the owner asked in `language`. */
export function languageName(language: AskedLanguage, inLanguage: AskedLanguage): string {
  const names: Record<AskedLanguage, Record<AskedLanguage, string>> = {
    en: { en: 'English', ms: 'Bahasa Malaysia', zh: 'Simplified Chinese' },
    ms: { en: 'Bahasa Inggeris', ms: 'Bahasa Melayu', zh: 'Bahasa Cina' },
    zh: { en: '英文', ms: '马来文', zh: '简体中文' },
  }
  return names[inLanguage][language]
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

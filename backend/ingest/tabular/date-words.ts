/**
 * Dates and times written with words, for what the regexes of dates.ts cannot read: each cell is taken
 * apart into numbers and words (`5 de marzo de 2026`, `2026年3月5日`, `2:15 PTG`, `下午 2:15`), each word
 * looked up in the tables below (months, parts of the day, eras) or weekdays.ts's. Here too: the
 * Buddhist-era years of Thai exports, and the word named when a date cannot be read.
 */
import type { DateOrder } from '../types'
import { weekdayIndex } from './weekdays'

/**
 * Month names as exports write them in English, Malay, Indonesian, Spanish and Thai, full and short,
 * lower case without dots (`ม.ค.` is `มค`): whole words only, as a three-letter prefix would take
 * `marzo` and `Mac` alike but lose `enero`, `Agt` and `dic`.
 */
const MONTHS = new Map<string, number>(
  [
    ['january', 'jan', 'januari', 'enero', 'ene', 'มกราคม', 'มค'],
    ['february', 'feb', 'februari', 'febrero', 'กุมภาพันธ์', 'กพ'],
    ['march', 'mar', 'mac', 'maret', 'marzo', 'มีนาคม', 'มีค'],
    ['april', 'apr', 'abril', 'abr', 'เมษายน', 'เมย'],
    ['may', 'mei', 'mayo', 'พฤษภาคม', 'พค'],
    ['june', 'jun', 'juni', 'junio', 'มิถุนายน', 'มิย'],
    ['july', 'jul', 'julai', 'juli', 'julio', 'กรกฎาคม', 'กค'],
    ['august', 'aug', 'ogos', 'ogo', 'agustus', 'agu', 'agt', 'agosto', 'ago', 'สิงหาคม', 'สค'],
    ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'กันยายน', 'กย'],
    ['october', 'oct', 'oktober', 'okt', 'octubre', 'ตุลาคม', 'ตค'],
    ['november', 'nov', 'noviembre', 'พฤศจิกายน', 'พย'],
    ['december', 'dec', 'disember', 'dis', 'desember', 'des', 'diciembre', 'dic', 'ธันวาคม', 'ธค'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
)

/** The month a name gives (1–12), or 0. */
export function monthOf(name: string): number {
  return MONTHS.get(name.toLowerCase()) ?? 0
}

/** What a word before or after a time says of its hour: what 1 to 11 o'clock add, what 12 o'clock is. */
export interface Period {
  add: 0 | 12
  twelve: 0 | 12
  /** Chinese writes its day periods beside 24-hour times too (`下午 14:15`). */
  hours24?: boolean
}
export const AM: Period = { add: 0, twelve: 0 }
export const PM: Period = { add: 12, twelve: 12 }
/**
 * Malay `PG` (pagi) and `PTG` (petang), as Windows and ICU write them; Chinese day periods (CLDR's:
 * 凌晨 before dawn, 中午 about noon, 晚上 the evening, whose 12 o'clock is midnight).
 */
const PERIODS = new Map<string, Period>([
  ['am', AM], ['pm', PM], ['pg', AM], ['pagi', AM], ['ptg', PM], ['petang', PM],
  ...(['凌晨', '早上', '上午', '半夜', '午夜'] as const).map((word) => [word, { ...AM, hours24: true }] as const),
  ...(['中午', '下午'] as const).map((word) => [word, { ...PM, hours24: true }] as const),
  ['晚上', { add: 12, twelve: 0, hours24: true }],
])

/** Whether a word (lower case, no dots) names a part of the day: `pm`, `ptg`, `下午`. */
export function isDayPeriod(word: string): boolean {
  return PERIODS.has(word)
}

/** Words a time may carry besides its period: the ISO `T`, zones, Thai `น.` (o'clock). */
const TIME_WORDS = new Set(['t', 'z', 'utc', 'gmt', 'น', 'นาฬิกา'])
/** Thai exports may write the year in the Buddhist era: 2569 is 2026. */
const BUDDHIST_OFFSET = 543
/** Years after `พ.ศ.` (`BE`) are Buddhist era; `ค.ศ.` says Common Era. */
const ERAS = new Map([['พศ', BUDDHIST_OFFSET], ['be', BUDDHIST_OFFSET], ['คศ', 0]])
/** `5 de marzo de 2026`, `1st`, Thai `วันที่ 5 มีนาคม 2569` (the day). */
const FILLERS = new Set(['de', 'del', 'st', 'nd', 'rd', 'th', 'วันที่'])
/** `2026年3月5日`: the number before each says which part of the date it is. */
const CJK_PARTS = new Map<string, 'year' | 'month' | 'day'>([['年', 'year'], ['月', 'month'], ['日', 'day'], ['号', 'day'], ['號', 'day']])
/** A number, or a word with its dots (`ม.ค.`, `Sept.`, `a. m.`, `p.m.`). */
const TOKEN = /(\d+)|[\p{L}\p{M}]+(?:\.[\p{L}\p{M}]+)*\.?(?:(?<=\.)\s*[\p{L}\p{M}]\.)*/gu
/** The words around a time: before the first digit, and after the last. */
const WORDED_TIME = /^(\D*?)\s*(\d(?:.*\d)?)\s*(\D*)$/s

/**
 * `2:15 PTG`, `9:30 pg`, `下午2:15`, `14.15 น.`: the time without its words (`core`, with its zone), and
 * the part of the day they say; null when a word is none Selera knows, or there is no word.
 */
export function timeWords(text: string): { core: string; period: Period | null } | null {
  const parts = WORDED_TIME.exec(text)
  if (!parts) return null
  let core = parts[2] ?? ''
  let period: Period | null = null
  for (const word of [parts[1] ?? '', parts[3] ?? '']) {
    if (word === '') continue
    const key = wordKey(word)
    const found = PERIODS.get(key)
    if (found && period) return null
    if (found) period = found
    else if (key === 'z' || key === 'utc' || key === 'gmt') core = `${core}${word}`
    else if (!TIME_WORDS.has(key)) return null
  }
  return core === text ? null : { core, period }
}

/** A date's parts as written, in Common Era; dates.ts checks that they make a day. */
export interface DateParts {
  year: number
  month: number
  day: number
}

/**
 * A date written with words the regexes of dates.ts do not take (`5 de marzo de 2026`,
 * `2026年3月5日 星期四`, `5 มี.ค. พ.ศ. 2569`), or null. Every word must be a month, a weekday, an era or
 * a filler, and the numbers left must make a day, a month and a year: `3月5日` (no year) is none.
 */
export function wordDate(text: string, order: DateOrder): DateParts | null {
  const numbers: string[] = []
  const written = { year: '', month: '', day: '' }
  let month = 0
  let era = 0
  for (const token of dateTokens(text)) {
    if (typeof token === 'string') {
      numbers.push(token)
      continue
    }
    const part = CJK_PARTS.get(token.key)
    const named = MONTHS.get(token.key)
    if (part) {
      const number = numbers.pop()
      if (number === undefined || written[part] !== '') return null
      written[part] = number
    } else if (named !== undefined) {
      if (month > 0) return null
      month = named
    } else if (ERAS.has(token.key)) era = ERAS.get(token.key) ?? 0
    else if (!FILLERS.has(token.key) && weekdayIndex(token.key) === null) return null
  }
  if (written.month !== '') {
    if (month > 0) return null
    month = Number(written.month)
  }
  if (month > 0) return namedMonthDate(numbers, written, month, era)
  // Numbers alone, around a weekday or an era: `5/3/2569 พ.ศ.`, `星期四 2026/3/5`.
  if (written.year !== '' || written.day !== '' || numbers.length !== 3) return null
  const [first = '', second = '', third = ''] = numbers
  if (first.length === 4) return { year: eraYear(first, era), month: Number(second), day: Number(third) }
  const [day, monthNumber] = order === 'DMY' ? [first, second] : [second, first]
  return { year: eraYear(third, era), month: Number(monthNumber), day: Number(day) }
}

/** The day and year around a month: `5 de marzo de 2026`, `marzo 5, 2026`, `2026 Mac 5` (the four-digit number is the year). */
function namedMonthDate(numbers: readonly string[], written: { year: string; day: string }, month: number, era: number): DateParts | null {
  let { year, day } = written
  const [first = '', second = ''] = numbers
  if (year === '' && day === '' && numbers.length === 2) [year, day] = first.length === 4 ? [first, second] : [second, first]
  else if (numbers.length === 1 && year === '') year = first
  else if (numbers.length === 1 && day === '') day = first
  else if (numbers.length > 0) return null
  return day === '' ? null : { year: eraYear(year, era), month, day: Number(day) }
}

/** A year as written (`2026`, `26`; Buddhist-era `2569` or `69` after `พ.ศ.`) in Common Era, or NaN. */
function eraYear(text: string, era: number): number {
  if (text.length === 4) return Number(text) - era
  const century = era > 0 ? 2500 : 2000
  return text.length === 2 ? century + Number(text) - era : Number.NaN
}

interface Word {
  /** As written, for the owner: `p. k.`. */
  text: string
  /** Lower case without dots or spaces, for the tables: `pk`. */
  key: string
}

/** A cell's numbers (their digits) and words; Chinese words written together are taken apart. */
function dateTokens(text: string): Array<string | Word> {
  const tokens: Array<string | Word> = []
  for (const [whole, digits] of text.matchAll(TOKEN)) {
    if (digits !== undefined) tokens.push(digits)
    else if (whole.charCodeAt(0) < 0x2e80 || isDateWord(whole)) tokens.push({ text: whole, key: wordKey(whole) })
    else splitChinese(whole, tokens)
  }
  return tokens
}

/** `日星期四` as `日` and `星期四`, longest known word first; the rest from an unknown one on as one word. */
function splitChinese(run: string, tokens: Array<string | Word>): void {
  for (let at = 0; at < run.length; ) {
    const size = [3, 2, 1].find((length) => at + length <= run.length && isDateWord(run.slice(at, at + length)))
    const text = run.slice(at, size === undefined ? run.length : at + size)
    tokens.push({ text, key: text })
    at += text.length
  }
}

function wordKey(word: string): string {
  return word.toLowerCase().replace(/[.\s]/g, '')
}

/** Whether a key (lower case, no dots) is a word dates and times are written with, in any language Selera reads. */
function isDateWord(key: string): boolean {
  return (
    MONTHS.has(key) || PERIODS.has(key) || TIME_WORDS.has(key) || ERAS.has(key) || FILLERS.has(key) || CJK_PARTS.has(key) || weekdayIndex(key) !== null
  )
}

/**
 * The first word in a date or time cell that is no date or time word Selera knows, as written
 * (`p. k.` in `23/11/2026 11:56 p. k.`), or null: what the owner is told when no date can be read.
 */
export function unknownDateWord(cell: string): string | null {
  for (const token of dateTokens(cell)) if (typeof token !== 'string' && !isDateWord(token.key)) return token.text
  return null
}

/** พ.ศ., BE, B.E., Buddhist: a header, title or cell that says its years are Buddhist era. */
export const BUDDHIST_SIGN = /พ\.\s*ศ\.|(?<![A-Za-z])B\.?E\.?(?![A-Za-z])|[Bb]uddhist|BUDDHIST/
/** A year 2500–2600 written alone (not part of a longer number). */
const BUDDHIST_YEAR = /(?<!\d)(?:25\d\d|2600)(?!\d)/

/** The first four-digit number in a cell (its year, in a date cell), or NaN. */
export function yearIn(cell: string): number {
  const match = /(?<!\d)\d{4}(?!\d)/.exec(cell)
  return match ? Number(match[0]) : Number.NaN
}

/** Whether a year is one Thai exports write in the Buddhist era (2569 is 2026). */
export function isBuddhistYear(year: number): boolean {
  return year >= 2500 && year <= 2600
}

/** The cell with its Buddhist-era year (2500–2600) written in Common Era: `5/3/2569 14:15` → `5/3/2026 14:15`. */
export function toCommonEra(cell: string): string {
  return cell.replace(BUDDHIST_YEAR, (year) => String(Number(year) - BUDDHIST_OFFSET))
}

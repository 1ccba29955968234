/**
 * Dates and times as POS exports write them, read as wall-clock milliseconds (the clock on the
 * shop's wall, as if it were UTC); `timezone.ts` turns those into instants.
 *
 * Numeric dates are day first or month first: a value over 12 settles it (`13/05/2026`, `05/13/2026`;
 * `detectDateOrder` looks for one); when none does, `date-order.ts` weighs the other evidence.
 *
 * The regexes below read the dates and times most exports write. Only what they cannot read is taken
 * apart into numbers and words (`5 de marzo de 2026`, `2026年3月5日`, `2:15 PTG`, `下午 2:15`), each word
 * looked up in the tables of month, weekday and time-of-day words of the languages files arrive in.
 */
import type { DateBasis, DateOrder } from '../types'
import { weekdayIndex } from './weekdays'

export type { DateBasis, DateOrder }

export interface TimeOfDay {
  ms: number
  /** Minutes east of UTC when the value says (`Z`, `+08:00`), else null: the account's zone applies. */
  offsetMinutes: number | null
}

const DAY_MS = 86_400_000
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/
const WEEKDAY = String.raw`(?:[a-z]{3,9}\.?,?\s+)?`
const DAY_NAME = String.raw`(?:\s*\([a-z]{2,9}\))?`
/** `12/1/2010`, `13.05.25`, also with its weekday: `Fri 01/03/2024`, `01/03/2024 (Fri)`. */
const NUMERIC = new RegExp(String.raw`^${WEEKDAY}(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})${DAY_NAME}$`, 'i')
const DAY_MONTH = new RegExp(String.raw`^${WEEKDAY}(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{4}|\d{2})${DAY_NAME}$`, 'i')
const MONTH_DAY = new RegExp(String.raw`^${WEEKDAY}([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${DAY_NAME}$`, 'i')
/**
 * `13:45`, `1:33 PM`, `11:56 p. m.` (Spanish), `13:45:12.250+08:00`; Indonesian and Finnish exports
 * write `23.43` and `23.43.12`. `\s` takes the no-break spaces Excel and ICU put before AM and PM.
 */
const TIME =
  /^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?|\.(\d{2})(?:\.(\d{2}))?)\s*(?:([ap])\.?\s?m\.?)?\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?$/i
/** A time written with dots after the date: `13/05/25 23.43`, `20.05.2026 16.50.05`, `14.15 น.`. */
const DOTTED_TIME = /\s(\d{1,2}\.\d{2}(?:\.\d{2})?(?:\s*[ap]\.?\s?m\.?|\s*\p{L}[\p{L}\p{M}.]*)?)$/iu
/** Excel's day count (1900 system): what a date cell becomes when a sheet is read as plain numbers. */
const EXCEL_SERIAL = /^\d{5}(?:\.\d+)?$/
const EXCEL_EPOCH_DAYS = 25_569

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

/** What a word before or after a time says of its hour: what 1 to 11 o'clock add, what 12 o'clock is. */
interface Period {
  add: 0 | 12
  twelve: 0 | 12
  /** Chinese writes its day periods beside 24-hour times too (`下午 14:15`). */
  hours24?: boolean
}
const AM: Period = { add: 0, twelve: 0 }
const PM: Period = { add: 12, twelve: 12 }
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
/** Words a time may carry besides its period: the ISO `T`, zones, Thai `น.` (o'clock). */
const TIME_WORDS = new Set(['t', 'z', 'utc', 'gmt', 'น', 'นาฬิกา'])
/** Thai exports may write the year in the Buddhist era: 2569 is 2026. */
const BUDDHIST_OFFSET = 543
/** Years after `พ.ศ.` (`BE`) are Buddhist era; `ค.ศ.` says Common Era. */
const ERAS = new Map([['พศ', BUDDHIST_OFFSET], ['be', BUDDHIST_OFFSET], ['คศ', 0]])
/** `5 de marzo de 2026`, `1st`. */
const FILLERS = new Set(['de', 'del', 'st', 'nd', 'rd', 'th'])
/** `2026年3月5日`: the number before each says which part of the date it is. */
const CJK_PARTS = new Map<string, 'year' | 'month' | 'day'>([['年', 'year'], ['月', 'month'], ['日', 'day'], ['号', 'day'], ['號', 'day']])
/** A number, or a word with its dots (`ม.ค.`, `Sept.`, `a. m.`, `p.m.`). */
const TOKEN = /(\d+)|[\p{L}\p{M}]+(?:\.[\p{L}\p{M}]+)*\.?(?:(?<=\.)\s*[\p{L}\p{M}]\.)*/gu

/** Splits `18 Nov 2026 01:33 PM` at the time: the date part, and the time part (`''` when none). */
export function splitDateTime(cell: string): [string, string] {
  const colon = cell.indexOf(':')
  if (colon < 0) {
    const dotted = DOTTED_TIME.exec(cell.trimEnd())
    return dotted ? [cell.slice(0, dotted.index).trim(), (dotted[1] ?? '').trim()] : [cell.trim(), '']
  }
  let start = colon
  while (start > 0 && isDigit(cell.charCodeAt(start - 1))) start -= 1
  let datePart = cell.slice(0, start).trim()
  const last = datePart.charCodeAt(datePart.length - 1)
  if (last === T || last === COMMA) datePart = datePart.slice(0, -1).trim()
  else if (last > 0x2e80) {
    // A Chinese day period (two characters) just before the time belongs to it: `2026/3/5 下午 2:15`.
    const period = datePart.slice(-2)
    if (PERIODS.has(period)) return [datePart.slice(0, -2).trim(), `${period} ${cell.slice(start).trim()}`]
  }
  return [datePart, cell.slice(start).trim()]
}

/** Wall-clock midnight of a date part, or NaN. */
export function parseDatePart(text: string, order: DateOrder): number {
  let match = NUMERIC.exec(text)
  if (match) {
    const first = Number(match[1])
    const second = Number(match[2])
    return order === 'DMY' ? ymd(year(match[3]), second, first) : ymd(year(match[3]), first, second)
  }
  match = ISO.exec(text) ?? COMPACT.exec(text)
  if (match) return ymd(Number(match[1]), Number(match[2]), Number(match[3]))
  match = DAY_MONTH.exec(text)
  if (match) return ymd(year(match[3]), monthNumber(match[2]), Number(match[1]))
  match = MONTH_DAY.exec(text)
  if (match) return ymd(Number(match[3]), monthNumber(match[1]), Number(match[2]))
  if (EXCEL_SERIAL.test(text)) return excelSerial(Number(text), true)
  return parseWordDate(text, order)
}

/**
 * `13:45`, `1:33 PM`, `13:45:12.250`, `10:15:00+08:00`, `23.43`, an hour `14`, also with a word for the
 * time of day before or after it (`2:15 PTG`, `下午 2:15`); null when it is not a time.
 */
export function parseTime(text: string): TimeOfDay | null {
  // A bare hour, as an `Hour` column holds it.
  if (/^\d{1,2}$/.test(text)) return Number(text) < 24 ? { ms: Number(text) * 3_600_000, offsetMinutes: null } : null
  const match = TIME.exec(text)
  return match ? timeOf(match, meridiem(match)) : parseWordTime(text)
}

/** The `AM` or `PM` written in the time, or null. */
function meridiem(match: RegExpExecArray): Period | null {
  const letter = match[7]
  return letter === undefined ? null : letter === 'p' || letter === 'P' ? PM : AM
}

function timeOf(match: RegExpExecArray, period: Period | null): TimeOfDay | null {
  let hours = Number(match[1])
  const minutes = Number(match[2] ?? match[5])
  const seconds = Number(match[3] ?? match[6] ?? 0)
  const millis = Number((match[4] ?? '0').padEnd(3, '0'))
  if (period) hours = hourOf(hours, period)
  if (!(hours >= 0 && hours <= 23) || minutes > 59 || seconds > 59) return null
  return { ms: ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis, offsetMinutes: offsetOf(match[8]) }
}

/** The hour on a 24-hour clock of a 12-hour one (`0:30 AM` is 00:30 too), or -1. */
function hourOf(hours: number, period: Period): number {
  if (hours === 12) return period.twelve
  if (hours >= 1 && hours <= 11) return hours + period.add
  if (hours === 0) return 0
  return period.hours24 === true && period.add === 12 ? hours : -1
}

/** The words around a time: before the first digit, and after the last. */
const WORDED_TIME = /^(\D*?)\s*(\d(?:.*\d)?)\s*(\D*)$/s

/** `2:15 PTG`, `9:30 pg`, `下午2:15`, `14.15 น.`: a time with a word for its part of the day. */
function parseWordTime(text: string): TimeOfDay | null {
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
  if (core === text) return null
  const match = TIME.exec(core)
  // A time with its own AM or PM and a word for the part of the day besides says it twice.
  if (!match || (period && match[7])) return null
  return timeOf(match, period ?? meridiem(match))
}

/**
 * A date written with words the regexes above do not take (`5 de marzo de 2026`, `2026年3月5日 星期四`,
 * `5 มี.ค. พ.ศ. 2569`), or NaN. Every word must be a month, a weekday, an era or a filler, and the
 * numbers left must make a day, a month and a year: a date without its year (`3月5日`) is none.
 */
function parseWordDate(text: string, order: DateOrder): number {
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
      if (number === undefined || written[part] !== '') return Number.NaN
      written[part] = number
    } else if (named !== undefined) {
      if (month > 0) return Number.NaN
      month = named
    } else if (ERAS.has(token.key)) era = ERAS.get(token.key) ?? 0
    else if (!FILLERS.has(token.key) && weekdayIndex(token.key) === null) return Number.NaN
  }
  if (written.month !== '') {
    if (month > 0) return Number.NaN
    month = Number(written.month)
  }
  if (month > 0) return namedMonthDate(numbers, written, month, era)
  // Numbers alone, around a weekday or an era: `5/3/2569 พ.ศ.`, `星期四 2026/3/5`.
  if (written.year !== '' || written.day !== '' || numbers.length !== 3) return Number.NaN
  const [first = '', second = '', third = ''] = numbers
  if (first.length === 4) return ymd(eraYear(first, era), Number(second), Number(third))
  const [day, monthNumber] = order === 'DMY' ? [first, second] : [second, first]
  return ymd(eraYear(third, era), Number(monthNumber), Number(day))
}

/** The day and year around a month: `5 de marzo de 2026`, `marzo 5, 2026`, `2026 Mac 5` (the four-digit number is the year). */
function namedMonthDate(numbers: readonly string[], written: { year: string; day: string }, month: number, era: number): number {
  let { year, day } = written
  const [first = '', second = ''] = numbers
  if (year === '' && day === '' && numbers.length === 2) [year, day] = first.length === 4 ? [first, second] : [second, first]
  else if (numbers.length === 1 && year === '') year = first
  else if (numbers.length === 1 && day === '') day = first
  else if (numbers.length > 0) return Number.NaN
  return day === '' ? Number.NaN : ymd(eraYear(year, era), month, Number(day))
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

/** An Excel serial cell (`46143.4375`) as wall-clock ms, or NaN out of 1970–2100. */
export function excelSerial(serial: number, dateOnly = false): number {
  if (!(serial >= EXCEL_EPOCH_DAYS && serial < 73_051)) return Number.NaN
  const days = dateOnly ? Math.floor(serial) : serial
  return Math.round((days - EXCEL_EPOCH_DAYS) * DAY_MS)
}

export function isExcelSerial(cell: string): boolean {
  return EXCEL_SERIAL.test(cell)
}

export interface DateOrderFinding {
  order: DateOrder
  basis: DateBasis
  /** The value that settles the order (for `future` and `weekday` too), or null. */
  proof: string | null
  /** Whether any date is written as numbers that could be read either way. */
  numeric: boolean
  /** One date part as written, for the owner's note. */
  example: string | null
  /** The other order, when nothing proves this one: the owner may choose it. */
  alternative: DateOrder | null
  /** A date part the two orders read as different days (`12/1/2010`), or null. */
  ambiguous: string | null
  /** For the note: the weekday column; the days the dates span in this order and in the other; a zone. */
  column?: string
  spans?: [number, number]
  zone?: string
}

/** Looks through a date column (date parts only) for a value that settles day-first vs month-first. */
export function detectDateOrder(cells: Iterable<string>): DateOrderFinding {
  let numeric = false
  let example: string | null = null
  let previous = ''
  const found = (order: DateOrder, proof: string | null): DateOrderFinding =>
    ({ order, basis: proof ? 'proof' : 'default', proof, numeric, example, alternative: null, ambiguous: null })
  for (const cell of cells) {
    const datePart = splitDateTime(cell)[0]
    if (datePart === previous || datePart === '') continue
    previous = datePart
    example ??= datePart
    const match = NUMERIC.exec(datePart)
    if (!match) continue
    numeric = true
    const first = Number(match[1])
    const second = Number(match[2])
    if (first > 12 && first <= 31 && second >= 1 && second <= 12) return found('DMY', datePart)
    if (second > 12 && second <= 31 && first >= 1 && first <= 12) return found('MDY', datePart)
  }
  return found('DMY', null)
}

const ORDER_NAME: Record<DateOrder, string> = { DMY: 'DD/MM/YYYY', MDY: 'MM/DD/YYYY' }
const OTHER_WAY: Record<DateOrder, string> = { DMY: 'month first', MDY: 'day first' }

/** What the owner is told about how dates were read. */
export function dateOrderNote(finding: DateOrderFinding): string {
  const { order, proof, zone } = finding
  const read = `Dates read as ${ORDER_NAME[order]}`
  if (!finding.numeric) return `Dates read as written (e.g. "${finding.example ?? ''}").`
  switch (finding.basis) {
    case 'proof':
      return order === 'MDY' ? `${read}: "${proof ?? ''}" can only be month first.` : `${read} ("${proof ?? ''}" can only be day first).`
    case 'chosen':
      return `${read}, as you chose.`
    case 'future':
      return `${read}: ${OTHER_WAY[order]}, "${proof ?? ''}" would be after the upload.`
    case 'weekday':
      return `${read}: the "${finding.column ?? ''}" column agrees (e.g. "${proof ?? ''}").`
    case 'consecutive': {
      const [days, other] = finding.spans ?? [0, 0]
      return `${read}: so the dates span ${days} days; ${OTHER_WAY[order]} they would span ${other}.`
    }
    case 'sorted':
      return `${read}: so read, the rows are in date order.`
    case 'origin':
      return `${read}, the order used in the file's time zone (${zone ?? ''}).`
    case 'default':
      return order === 'MDY'
        ? `${read}, the order used in your time zone (${zone ?? ''}): nothing in the file settles it.`
        : `${read}, the Malaysian order: no date in the file has a day over 12 to settle it.`
  }
}

function ymd(y: number, m: number, d: number): number {
  if (!(y >= 1970 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return Number.NaN
  const wall = Date.UTC(y, m - 1, d)
  // Date.UTC rolls 31 April over into 1 May: such a day does not exist.
  return new Date(wall).getUTCDate() === d ? wall : Number.NaN
}

function year(text: string | undefined): number {
  const value = Number(text)
  return text?.length === 2 ? 2000 + value : value
}

function monthNumber(name: string | undefined): number {
  return MONTHS.get((name ?? '').toLowerCase()) ?? 0
}

function offsetOf(zone: string | undefined): number | null {
  if (!zone) return null
  const lower = zone.toLowerCase()
  if (lower === 'z' || lower === 'utc' || lower === 'gmt') return 0
  const digits = zone.slice(1).replace(':', '')
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)
  return zone.startsWith('-') ? -minutes : minutes
}

const T = 84
const COMMA = 44

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/**
 * Dates and times as POS exports write them, read as wall-clock milliseconds (the clock on the
 * shop's wall, as if it were UTC); `timezone.ts` turns those into instants.
 *
 * Numeric dates are day first or month first: a value over 12 settles it (`13/05/2026`, `05/13/2026`;
 * `detectDateOrder` looks for one); when none does, `date-order.ts` weighs the other evidence.
 *
 * The regexes below read the dates and times most exports write. Only what they cannot read goes to
 * date-words.ts, which takes it apart into numbers and words (`5 de marzo de 2026`, `2:15 PTG`).
 */
import type { DateBasis, DateOrder } from '../types'
import { AM, isDayPeriod, monthOf, type Period, PM, timeWords, wordDate } from './date-words'

export type { DateBasis, DateOrder }
export { unknownDateWord } from './date-words'

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
    if (isDayPeriod(period)) return [datePart.slice(0, -2).trim(), `${period} ${cell.slice(start).trim()}`]
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
  const parts = wordDate(text, order)
  return parts ? ymd(parts.year, parts.month, parts.day) : Number.NaN
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

/** `2:15 PTG`, `下午2:15`, `14.15 น.`: the time inside its words (date-words.ts), read as above. */
function parseWordTime(text: string): TimeOfDay | null {
  const worded = timeWords(text)
  const match = worded && TIME.exec(worded.core)
  // A time with its own AM or PM and a word for the part of the day besides says it twice.
  if (!worded || !match || (worded.period && match[7])) return null
  return timeOf(match, worded.period ?? meridiem(match))
}

/** The hour on a 24-hour clock of a 12-hour one (`0:30 AM` is 00:30 too), or -1. */
function hourOf(hours: number, period: Period): number {
  if (hours === 12) return period.twelve
  if (hours >= 1 && hours <= 11) return hours + period.add
  if (hours === 0) return 0
  return period.hours24 === true && period.add === 12 ? hours : -1
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
  return monthOf(name ?? '')
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
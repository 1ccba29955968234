/**
 * The periods a question names, in the order named: relative ones ("last week", "bulan lepas",
 * "past 2 weeks"), months ("Okt", "March 2026"), ranges ("1-7 Nov", "1/11 - 7/11",
 * "2026-11-01 to 2026-11-07"), days ("on 3 Nov") and years. Each pattern is tried at the start of
 * each word of the line ./text.ts reads, the longest forms first; none nests a quantifier, and the
 * line is at most MAX_READ characters, so the scan is linear.
 */
import {
  addDays, isoDate, mondayOf, monthEnd, monthsBefore, monthStart, period, realDay, type LocalDate,
} from './calendar'
import type { Line } from './text'
import { NUMBER_WORDS, WEEKDAYS } from './words'
import type { AskedPeriod } from '../types'

/** A period found in the line, with the words it covers (`first`…`last`, indices into the words). */
export interface FoundPeriod {
  period: AskedPeriod
  first: number
  last: number
}

import {
  before, count, dayOf, fullYear, INVALID, lastDays, latestWeekday, month, rangeOf, single, WEEK_OF_WORDS, weekOfMonth, type Build,
} from './period-builds'


const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`
const MON = '(mon(?:1[0-2]|[1-9]))'
const DAY = '(\\d{1,2})(?: (?:st|nd|rd|th|haribulan))?'
const YEAR = '(\\d{4})'
const SEP = '(?:-|to|till|until|hingga|sampai)'
/** "between 1 and 7 Nov": "and" joins a range only when the first day has no month of its own ("3 Nov and 10 Nov" are two days). */
const SEP_OR_AND = '(?:-|to|till|until|hingga|sampai|and|dan)'
const ISO = '(\\d{4}) [-/] (\\d{1,2}) [-/] (\\d{1,2})'
const SLASHED = '(\\d{1,2}) / (\\d{1,2})(?: / (\\d{4}|\\d{2}))?'
const UNIT = '(days?|weeks?|months?|fortnight|hari|minggu|bulan)'
const RECENT = '(?:the |in the |for the |over the )?(?:last|past|previous)'
const WEEKDAY = `(${Object.keys(WEEKDAYS).join('|')})`


const PATTERNS: ReadonlyArray<readonly [string, Build]> = [
  [`(?:the )?${WEEK_OF_WORDS} week (?:of |in )?${MON}(?: ${YEAR})?`, (g, today) => weekOfMonth(g[1], g[2], g[3], today)],
  [`minggu ${WEEK_OF_WORDS} (?:bulan |dalam |pada )?${MON}(?: ${YEAR})?`, (g, today) => weekOfMonth(g[1], g[2], g[3], today)],
  [`${COUNT} ${UNIT} ago`, (g, today) => before(count(g[1]), g[2] ?? '', today)],
  [`${ISO} ${SEP} ${ISO}`, (g, today) => {
    const from = realDay(Number(g[1]), Number(g[2]), Number(g[3]))
    const to = realDay(Number(g[4]), Number(g[5]), Number(g[6]))
    return from && to && isoDate(from) <= isoDate(to) ? period('range', from, to, today) : INVALID
  }],
  [ISO, (g, today) => {
    const day = realDay(Number(g[1]), Number(g[2]), Number(g[3]))
    return day ? period('day', day, day, today) : INVALID
  }],
  [`${SLASHED} ${SEP} ${SLASHED}`, (g, today) =>
    rangeOf({ day: g[1], month: Number(g[2]), year: g[3] }, { day: g[4], month: Number(g[5]), year: g[6] }, today)],
  [SLASHED, (g, today) => {
    const day = dayOf(g[1], Number(g[2]), g[3], today)
    return day ? period('day', day, day, today) : INVALID
  }],
  [`${DAY} ${SEP_OR_AND} ${DAY} ${MON}(?: ${YEAR})?`, (g, today) => {
    // "28-3 Nov": a first day after the last is in the month before.
    const end = month(g[3])
    const start = Number(g[1]) > Number(g[2]) ? (end === 1 ? 12 : end - 1) : end
    return rangeOf({ day: g[1], month: start }, { day: g[2], month: end, year: g[4] }, today)
  }],
  // "between 26 Oct and 1 Nov", "antara 26 Okt dan 1 Nov": "between" makes "and" join one period, whatever the months.
  [`(?:between|antara) ${DAY} ${MON}(?: ${YEAR})? ${SEP_OR_AND} ${DAY} ${MON}(?: ${YEAR})?`, (g, today) =>
    rangeOf({ day: g[1], month: month(g[2]), year: g[3] }, { day: g[4], month: month(g[5]), year: g[6] }, today)],
  [`${DAY} ${MON}(?: ${YEAR})? ${SEP} ${DAY} ${MON}(?: ${YEAR})?`, (g, today) =>
    rangeOf({ day: g[1], month: month(g[2]), year: g[3] }, { day: g[4], month: month(g[5]), year: g[6] }, today)],
  [`${MON} ${DAY}(?: ${YEAR})? ${SEP} (?:${MON} )?${DAY}(?: ${YEAR})?`, (g, today) =>
    rangeOf({ day: g[2], month: month(g[1]), year: g[3] }, { day: g[5], month: month(g[4] ?? g[1]), year: g[6] }, today)],
  [`${MON}(?: ${YEAR})? ${SEP} ${MON}(?: ${YEAR})?`, (g, today) =>
    rangeOf({ month: month(g[1]), year: g[2] }, { month: month(g[3]), year: g[4] }, today)],
  // "the week of 2 Nov": the Monday-to-Sunday week that day is in.
  [`(?:the )?week (?:of|starting|beginning) ${DAY} ${MON}(?: ${YEAR})?|minggu (?:pada |bermula )?${DAY} ${MON}(?: ${YEAR})?`, (g, today) => {
    const day = dayOf(g[1] ?? g[4], month(g[2] ?? g[5]), g[3] ?? g[6], today)
    if (!day) return INVALID
    const monday = mondayOf(day)
    return period('range', monday, addDays(monday, 6), today)
  }],
  [`${DAY} ${MON}(?: ${YEAR})?`, (g, today) => {
    const day = dayOf(g[1], month(g[2]), g[3], today)
    return day ? period('day', day, day, today) : INVALID
  }],
  // "nov 3" (not "nov 5 teratas", which is a count).
  [`${MON} ${DAY}(?: ${YEAR})?(?! (?:teratas|terbaik|terlaris|item|menu|best|top|worst|paling|seller|bestseller))`, (g, today) => {
    const day = dayOf(g[2], month(g[1]), g[3], today)
    return day ? period('day', day, day, today) : INVALID
  }],
  [`${MON}(?: ${YEAR})?`, (g, today) => {
    const number = month(g[1])
    const year = fullYear(g[2]) ?? (number <= today.month ? today.year : today.year - 1)
    return period('month', monthStart(year, number), monthEnd(year, number), today)
  }],
  // "on the 14th", "the 3rd", "14 haribulan": that day of this month, or of the month before when it is still to come.
  [`(?:on )?the (\\d{1,2}) (?:st|nd|rd|th)|(\\d{1,2}) haribulan`, (g, today) => {
    const number = Number(g[1] ?? g[2])
    const thisMonth = realDay(today.year, today.month, number)
    if (thisMonth && isoDate(thisMonth) <= isoDate(today)) return period('day', thisMonth, thisMonth, today)
    const before = monthsBefore({ year: today.year, month: today.month, day: 1 }, 1)
    const day = realDay(before.year, before.month, number)
    return day ? period('day', day, day, today) : INVALID
  }],
  [`${RECENT} ${COUNT} ${UNIT}`, (g, today) => lastDays(count(g[1]), g[2] ?? '', today)],
  [`(?:dalam |sepanjang )?${COUNT} ${UNIT} (?:lepas|terakhir|kebelakangan)`, (g, today) => lastDays(count(g[1]), g[2] ?? '', today)],
  [`(?:dalam|sepanjang) ${COUNT} ${UNIT}`, (g, today) => lastDays(count(g[1]), g[2] ?? '', today)],
  [`${RECENT} (fortnight)`, (g, today) => lastDays(1, g[1] ?? '', today)],
  [`(?:the |in the |over the )?past (week|month)`, (g, today) => lastDays(1, g[1] ?? '', today)],
  [`(?:the )?day before yesterday|kelmarin|hari sebelum semalam`, single('day', -2)],
  // "Monday of last week" (Chinese 上星期一): that week's day, not the latest Monday.
  [`${WEEKDAY} of (?:the )?(last|previous|this) week|(?:hari )?${WEEKDAY} minggu (lepas|ini)`, (g, today) => {
    const wanted = WEEKDAYS[g[1] ?? g[3] ?? ''] ?? 0
    const back = g[2] === 'this' || g[4] === 'ini' ? 0 : 7
    const day = addDays(mondayOf(today), (wanted + 6) % 7 - back)
    return period('day', day, day, today)
  }],
  [`(?:last|previous) ${WEEKDAY}|(?:hari )?${WEEKDAY} (?:lepas|sudah)`, latestWeekday(true)],
  [`(?:on |pada |hari )?${WEEKDAY}`, latestWeekday(false)],
  // A part of a day names its day ("last night", "pagi tadi"); the answer says it reads the whole day.
  ['this (?:morning|afternoon|evening)|tonight|(?:pagi|petang) (?:ini|ni|tadi)|malam (?:ini|ni)', single('today', 0)],
  ['today|hari ini', single('today', 0)],
  ['last night|yesterday (?:morning|afternoon|evening|night)|malam tadi|tadi malam|semalam (?:pagi|petang|malam)', single('yesterday', -1)],
  ['yesterday|semalam', single('yesterday', -1)],
  ['(?:this|current) weekend|hujung minggu ini', (_, today) => {
    const saturday = addDays(mondayOf(today), 5)
    return period('range', saturday, addDays(saturday, 1), today)
  }],
  ['(?:last|previous) weekend|hujung minggu lepas', (_, today) => {
    const monday = mondayOf(today)
    return period('range', addDays(monday, -2), addDays(monday, -1), today)
  }],
  ['(?:this|current) week|minggu ini', (_, today) => period('this_week', mondayOf(today), addDays(mondayOf(today), 6), today)],
  ['(?:last|previous) week|minggu lepas|minggu sebelum ini', (_, today) => {
    const monday = addDays(mondayOf(today), -7)
    return period('last_week', monday, addDays(monday, 6), today)
  }],
  ['(?:this|current) month|bulan ini', (_, today) =>
    period('this_month', monthStart(today.year, today.month), monthEnd(today.year, today.month), today)],
  ['(?:last|previous) month|bulan lepas|bulan sebelum ini', (_, today) => {
    const before = monthsBefore(today, 1)
    return period('last_month', monthStart(before.year, before.month), monthEnd(before.year, before.month), today)
  }],
  ['(?:this|current) year|tahun ini', (_, today) =>
    period('this_year', { year: today.year, month: 1, day: 1 }, { year: today.year, month: 12, day: 31 }, today)],
  ['(?:last|previous) year|tahun lepas|tahun sebelum ini', (_, today) =>
    period('last_year', { year: today.year - 1, month: 1, day: 1 }, { year: today.year - 1, month: 12, day: 31 }, today)],
  [`(?:(?:in|for|during|year|tahun|pada|dalam) )?(20\\d\\d)`, (g, today) => {
    const year = Number(g[1])
    const kind = year === today.year ? 'this_year' : year === today.year - 1 ? 'last_year' : 'range'
    return period(kind, { year, month: 1, day: 1 }, { year, month: 12, day: 31 }, today)
  }],
]

// Sticky: each pattern is tried exactly at a word's start, and must end at a word's end.
const COMPILED = PATTERNS.map(([source, build]) => [new RegExp(`(?:${source})(?= |$)`, 'y'), build] as const)

/**
 * "Up to today", "setakat hari ini", "so far": where a period ends, not a period of its own (read by
 * the like-with-like rule, ./index.ts), so "this week up to today vs last week" compares two weeks.
 */
const NOT_A_PERIOD = /(?:up to|upto|until|till|as of|setakat|sampai|hingga|sehingga) (?:today|now|hari ini|sekarang|kini)(?= |$)/y

/** The periods named in `line`, in order; words inside one are not read again. */
export function findPeriods(line: Line, today: LocalDate): FoundPeriod[] {
  const found: FoundPeriod[] = []
  const wordAtEnd = new Map(line.ends.map((end, index) => [end, index]))
  let index = 0
  while (index < line.starts.length) {
    NOT_A_PERIOD.lastIndex = line.starts[index] ?? 0
    const bound = NOT_A_PERIOD.exec(line.text)
    if (bound) {
      index = (wordAtEnd.get(bound.index + bound[0].length) ?? index) + 1
      continue
    }
    const match = matchAt(line, index, today)
    if (match) {
      const last = wordAtEnd.get(match.end) ?? index
      if (match.period !== INVALID) found.push({ period: match.period, first: index, last })
      index = last + 1
    } else {
      index++
    }
  }
  return found
}

function matchAt(line: Line, index: number, today: LocalDate): { period: AskedPeriod | typeof INVALID; end: number } | null {
  const start = line.starts[index] ?? 0
  for (const [pattern, build] of COMPILED) {
    pattern.lastIndex = start
    const match = pattern.exec(line.text)
    if (!match) continue
    const built = build(match, today)
    if (built) return { period: built, end: start + match[0].length }
  }
  return null
}

/**
 * How each period pattern of ./periods.ts builds its period from the words it matched: numbers
 * and month words read, days made real (31 February is no day), ranges put in order, and "last
 * Tuesday", "2 weeks ago", "the first week of October" counted from today.
 */
import { weekday } from '../../time/calendar'
import {
  addDays, isoDate, latestYear, mondayOf, monthEnd, monthsBefore, monthStart, period, realDay, type LocalDate,
} from './calendar'
import { NUMBER_WORDS, WEEKDAYS } from './words'
import type { AskedPeriod } from '../types'

export type Groups = ReadonlyArray<string | undefined>
/** A period; null: not this pattern after all; INVALID: a date that does not exist, read as no period at all. */
export type Build = (groups: Groups, today: LocalDate) => AskedPeriod | null | typeof INVALID
export const INVALID = 'invalid'

export function count(text: string | undefined): number {
  if (text === undefined) return Number.NaN
  return NUMBER_WORDS[text] ?? Number(text)
}

export function month(text: string | undefined): number {
  return Number((text ?? '').slice(3))
}

export function fullYear(text: string | undefined): number | null {
  if (text === undefined) return null
  const value = Number(text)
  return text.length === 2 ? 2000 + value : value
}

/** A day without a year: the latest not after today; with one, as written. */
export function dayOf(dayText: string | undefined, monthNumber: number, yearText: string | undefined, today: LocalDate): LocalDate | null {
  const day = Number(dayText)
  const year = fullYear(yearText) ?? latestYear(monthNumber, day, today)
  return realDay(year, monthNumber, day)
}

/** `from`…`to` written as two days; a year written on one end only applies to both. */
export function rangeOf(
  start: { day?: string; month: number; year?: string },
  end: { day?: string; month: number; year?: string },
  today: LocalDate,
): AskedPeriod | typeof INVALID {
  const endYear = fullYear(end.year)
  const startYear = fullYear(start.year)
  let from: LocalDate | null
  let to: LocalDate | null
  if (startYear === null && endYear !== null) {
    to = realDay(endYear, end.month, Number(end.day ?? monthEnd(endYear, end.month).day))
    from = realDay(endYear, start.month, Number(start.day ?? 1))
    if (from && to && isoDate(from) > isoDate(to)) from = realDay(endYear - 1, start.month, from.day)
  } else {
    from = dayOf(start.day ?? '1', start.month, start.year, today)
    if (!from) return INVALID
    const year = endYear ?? from.year
    to = realDay(year, end.month, Number(end.day ?? monthEnd(year, end.month).day))
    if (to && isoDate(to) < isoDate(from) && endYear === null) to = realDay(year + 1, end.month, to.day)
  }
  if (!from || !to || isoDate(to) < isoDate(from)) return INVALID
  return period('range', from, to, today)
}

export function lastDays(amount: number, unit: string, today: LocalDate): AskedPeriod | null {
  if (!Number.isFinite(amount) || amount < 1 || amount > 3660) return null
  let from: LocalDate
  if (unit.startsWith('day') || unit === 'hari') from = addDays(today, 1 - amount)
  else if (unit.startsWith('week') || unit === 'minggu') from = addDays(today, 1 - 7 * amount)
  else if (unit === 'fortnight') from = addDays(today, 1 - 14 * amount)
  else from = addDays(monthsBefore(today, amount), 1)
  return period('last_n_days', from, today, today)
}

/**
 * The latest weekday named (in the first group that matched) not after today ("Saturday" on a
 * Tuesday is three days ago); `before`: strictly before today ("last Tuesday" on a Tuesday is a week ago).
 */
export function latestWeekday(before: boolean): Build {
  return (g, today) => {
    const wanted = WEEKDAYS[g[1] ?? g[2] ?? ''] ?? 0
    let back = (weekday(today) - wanted + 7) % 7
    if (back === 0 && before) back = 7
    const day = addDays(today, -back)
    return period('day', day, day, today)
  }
}

export function single(kind: 'today' | 'yesterday' | 'day', offset: number): Build {
  return (_, today) => {
    const day = addDays(today, offset)
    return period(kind, day, day, today)
  }
}

/** "first week of October", "minggu kedua Okt": which seven days of the month (the last: its last seven). */
export const WEEK_OF: Record<string, number> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: 0, final: 0,
  pertama: 1, kedua: 2, ketiga: 3, keempat: 4, terakhir: 0,
}
export const WEEK_OF_WORDS = `(${Object.keys(WEEK_OF).join('|')})`

/** "2 weeks ago": that day, that Monday-to-Sunday week, that calendar month. */
export function before(amount: number, unit: string, today: LocalDate): AskedPeriod | null {
  if (!(amount >= 1 && amount <= 120)) return null
  if (/^(?:day|hari)/.test(unit)) return period('day', addDays(today, -amount), addDays(today, -amount), today)
  if (/^(?:week|minggu)/.test(unit)) {
    const monday = addDays(mondayOf(today), -7 * amount)
    return period('range', monday, addDays(monday, 6), today)
  }
  if (/^(?:month|bulan)/.test(unit)) {
    const { year, month: number } = monthsBefore(today, amount)
    return period('month', monthStart(year, number), monthEnd(year, number), today)
  }
  return null
}

export function weekOfMonth(which: string | undefined, monthText: string | undefined, yearText: string | undefined, today: LocalDate): AskedPeriod | null {
  const number = month(monthText)
  const year = fullYear(yearText) ?? (number <= today.month ? today.year : today.year - 1)
  const week = WEEK_OF[which ?? '']
  if (week === undefined) return null
  const end = monthEnd(year, number)
  const from = week === 0 ? addDays(end, -6) : { year, month: number, day: 7 * week - 6 }
  return period('range', from, week === 0 ? end : addDays(from, 6), today)
}

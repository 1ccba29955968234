/**
 * Local days in a zone as instants, worked out once per call so that no row needs time-zone work:
 * a grid of consecutive local days, each with the instant of its midnight, its weekday, and whether
 * it is 24 h long. The pass (./driver.ts), the query path (../query.ts) and the per-day rollups
 * (../rollups/) place rows on it.
 *
 * A midnight costs four `Intl` calls (`zonedEpoch`), about 10 µs: a 365-day period's grid of 730
 * days took 6–15 ms, more than reading its days from the rollups. So each zone's midnights are
 * kept once worked out (by day number, a few thousand at most: MIDNIGHTS_KEPT).
 */
import { zonedDateTime, zonedEpoch, type LocalDate } from '../../time/calendar'

export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000

/** Local days [first, first + days) in a zone. */
export interface DayGrid {
  first: LocalDate
  days: number
  /** start[d] is the local midnight starting day d; start[days] ends the last day. */
  start: Float64Array
  /** Monday-first weekday (0 = Monday) of each day. */
  weekdayOf: Uint8Array
  /** 1 for a day that is not 24 h long (a DST change): its rows' hours come from `Intl`. */
  irregular: Uint8Array
}

/** Midnights kept per zone; past it, they are worked out again (a store spanning more than a century). */
const MIDNIGHTS_KEPT = 50_000
const midnights = new Map<string, Map<number, number>>()

/** Days since 1970-01-01 of a calendar date (negative before). */
export function dayNumber(date: LocalDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY_MS)
}

/** The calendar date `number` days after 1970-01-01. */
export function dateOfNumber(number: number): LocalDate {
  const date = new Date(number * DAY_MS)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The local midnight starting day `number` in `zone` (as `zonedEpoch`), kept once worked out. */
export function midnightOf(number: number, zone: string): number {
  let known = midnights.get(zone)
  if (!known) midnights.set(zone, (known = new Map<number, number>()))
  let at = known.get(number)
  if (at === undefined) {
    at = zonedEpoch(dateOfNumber(number), 0, zone)
    if (known.size < MIDNIGHTS_KEPT) known.set(number, at)
  }
  return at
}

export function dayGrid(first: LocalDate, days: number, zone: string): DayGrid {
  const firstNumber = dayNumber(first)
  const start = new Float64Array(days + 1)
  const weekdayOf = new Uint8Array(days)
  const irregular = new Uint8Array(days)
  for (let d = 0; d <= days; d++) start[d] = midnightOf(firstNumber + d, zone)
  for (let d = 0; d < days; d++) {
    // 1970-01-01 was a Thursday, Monday-first weekday 3.
    weekdayOf[d] = (((firstNumber + d + 3) % 7) + 7) % 7
    irregular[d] = start[d + 1]! - start[d]! === DAY_MS ? 0 : 1
  }
  return { first, days, start, weekdayOf, irregular }
}

/** The grid day of an instant in [start[0], start[days]): one division, then corrected against the real midnights (a day need not be 24 h long). */
export function gridDay(start: Float64Array, lastDay: number, at: number): number {
  let d = Math.min(lastDay, Math.floor((at - start[0]!) / DAY_MS))
  while (d > 0 && at < start[d]!) d--
  while (d < lastDay && at >= start[d + 1]!) d++
  return d
}

/** The local hour of an instant on grid day `d`: its offset from that midnight, or `Intl` on a day that is not 24 h long. */
export function gridHour({ start, irregular }: DayGrid, d: number, at: number, zone: string): number {
  return irregular[d] ? zonedDateTime(at, zone).hour : Math.min(23, Math.floor((at - start[d]!) / HOUR_MS))
}

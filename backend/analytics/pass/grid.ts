/**
 * Local days in a zone as instants, worked out once per call so that no row needs time-zone work:
 * a grid of consecutive local days, each with the instant of its midnight, its weekday, and whether
 * it is 24 h long. The pass (./driver.ts) and the query path (../query.ts) place rows on it.
 */
import { addDays, weekday, zonedDateTime, zonedEpoch, type LocalDate } from '../../time/calendar'

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

export function dayGrid(first: LocalDate, days: number, zone: string): DayGrid {
  const start = new Float64Array(days + 1)
  const weekdayOf = new Uint8Array(days)
  const irregular = new Uint8Array(days)
  for (let d = 0; d <= days; d++) start[d] = zonedEpoch(addDays(first, d), 0, zone)
  for (let d = 0; d < days; d++) {
    weekdayOf[d] = (weekday(addDays(first, d)) + 6) % 7
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

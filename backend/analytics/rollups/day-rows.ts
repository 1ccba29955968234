/**
 * Where each row lies: its local day (an index into the rollups' days) and hour, placed on the
 * local midnights as the dashboard's pass places it (../pass/grid.ts: a day is midnight to
 * midnight, also across a DST change; a sale dated by day only has NO_HOUR), and the rows of each
 * day, in row order. A row whose amount or instant is not a number lies nowhere, as the pass skips it.
 *
 * The rows of one day are what the few figures that need instants read (the previous period's last
 * day cut at the time of day, Orders Today, the span around now): at most a few days' rows, not
 * the account's.
 */
import type { SalesColumns } from '../../sales/account-sales'
import { addDays, localDay, zonedDateTime } from '../../time/calendar'
import { DAY_MS, dayGrid, dayNumber, HOUR_MS, type DayGrid } from '../pass/grid'
import { NO_HOUR } from '../pass/hour-slots'

export type PlacedSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount'> & Partial<Pick<SalesColumns, 'untimed'>>

export interface DayRows {
  /** The rollups' days: day k is grid day k (a day before the first row's and after the last's, so the midnights decide, not `Intl`). */
  grid: DayGrid
  /** Day number (days since 1970-01-01, ../pass/grid.ts) of day 0. */
  firstNumber: number
  /** Day of each row; -1: it lies nowhere. */
  dayOf: Int32Array
  /** Local hour of each row that lies somewhere (NO_HOUR: its time of day is unknown). */
  hourOf: Uint8Array
  /** The rows of day k are rows[start[k]] … rows[start[k + 1] - 1], ascending. */
  start: Int32Array
  rows: Int32Array
  /** The first and last instant of a row that lies somewhere (±Infinity: none). */
  earliestAt: number
  latestAt: number
}

const NO_DAYS = { year: 1970, month: 1, day: 1 }

export function placeRows(sales: PlacedSales, zone: string): DayRows {
  const { length, timestamp, netAmount, untimed } = sales
  let earliestAt = Infinity
  let latestAt = -Infinity
  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    const amount = netAmount[row]!
    if (at - at !== 0 || amount - amount !== 0) continue // not finite
    if (at < earliestAt) earliestAt = at
    if (at > latestAt) latestAt = at
  }
  const dayOf = new Int32Array(length).fill(-1)
  const hourOf = new Uint8Array(length)
  if (earliestAt > latestAt) return { grid: dayGrid(NO_DAYS, 0, zone), firstNumber: dayNumber(NO_DAYS), dayOf, hourOf, start: new Int32Array(1), rows: new Int32Array(0), earliestAt, latestAt }

  const first = addDays(localDay(earliestAt, zone), -1)
  const firstNumber = dayNumber(first)
  const days = dayNumber(localDay(latestAt, zone)) + 2 - firstNumber
  const grid = dayGrid(first, days, zone)
  const { start: dayStart, irregular } = grid
  const gridStart = dayStart[0]!
  const lastDay = days - 1
  const start = new Int32Array(days + 1)
  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    const amount = netAmount[row]!
    if (at - at !== 0 || amount - amount !== 0) continue
    let d = Math.max(0, Math.min(lastDay, Math.floor((at - gridStart) / DAY_MS)))
    while (d > 0 && at < dayStart[d]!) d--
    while (d < lastDay && at >= dayStart[d + 1]!) d++
    dayOf[row] = d
    hourOf[row] = untimed?.[row] ? NO_HOUR : irregular[d] ? zonedDateTime(at, zone).hour : Math.min(23, Math.floor((at - dayStart[d]!) / HOUR_MS))
    start[d + 1]!++
  }
  for (let d = 0; d < days; d++) start[d + 1]! += start[d]!
  const rows = new Int32Array(start[days]!)
  const next = start.slice(0, days)
  for (let row = 0; row < length; row++) {
    const d = dayOf[row]!
    if (d >= 0) rows[next[d]!++] = row
  }
  return { grid, firstNumber, dayOf, hourOf, start, rows, earliestAt, latestAt }
}

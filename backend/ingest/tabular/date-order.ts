/**
 * Day-first or month-first when no date in the file can only be read one way (docs/product.md#how-uploads-are-read).
 * Every piece of evidence comes before the account's default, strongest first: the owner's choice;
 * a reading that puts a date after the upload is impossible; a weekday column (or a weekday in the
 * cell) that agrees with one reading only; then what is only likely: the dates span a few days one
 * way and months the other (exports cover a period), or the rows are in date order one way only;
 * the file's own time zone. Whatever is not proved offers the other order to the owner.
 */
import { type DateOrder, type DateOrderFinding, detectDateOrder, parseDatePart, splitDateTime } from './dates'
import { weekdayIndex } from './weekdays'

const DAY_MS = 86_400_000
/** At least this many distinct dates before their spread says anything (fewer spread by chance). */
const SPREAD_MIN_DATES = 4
/** …and a date on at least one day in this many of the days they span. */
const SPREAD_MIN_DENSITY = 4
/** At least this many changes of date, row to row, before their order says anything. */
const SEQUENCE_MIN_STEPS = 5
const SEQUENCE_CLOSE = 2_000

export interface DateEvidence {
  /** The owner's choice (the upload's `date_order`): taken unless a date proves the other order. */
  chosen?: DateOrder | null
  /** The upload's instant: a reading that puts a date after it is impossible. */
  now?: number | null
  /** The date column's name, for a weekday written in the date cell. */
  dateColumn: string
  /** A weekday column beside the dates: its name and its cells, row for row with the dates. */
  weekdays?: { column: string; cells: readonly string[] } | null
  /** The order written where the file's own time zone column points (Square's `Eastern Time (US & Canada)`). */
  origin?: { order: DateOrder; zone: string } | null
  /** The account's order, when nothing in the file settles it. */
  fallback: { order: DateOrder; zone: string }
}

interface Readings {
  /** Each distinct date part → its wall-clock day read day first and month first (NaN when it is none). */
  days: Map<string, [dmy: number, mdy: number]>
  /** The date parts in row order, where they change. */
  sequence: string[]
  /** Date part → the weekday written beside it (Monday 0), when there is one. */
  weekdays: Map<string, number>
}

export function decideDateOrder(cells: readonly string[], evidence: DateEvidence): DateOrderFinding {
  const proved = detectDateOrder(cells)
  if (proved.proof || !proved.numeric) return proved
  const readings = readAll(cells, evidence.weekdays?.cells ?? null)
  const ambiguous = [...readings.days].find(([, [dmy, mdy]]) => dmy !== mdy && !Number.isNaN(dmy) && !Number.isNaN(mdy))?.[0] ?? null
  const decide = (order: DateOrder, basis: DateOrderFinding['basis'], extra: Partial<DateOrderFinding> = {}): DateOrderFinding => {
    const certain = basis === 'future' || basis === 'weekday'
    return { ...proved, order, basis, ambiguous, alternative: ambiguous && !certain ? other(order) : null, ...extra }
  }
  if (ambiguous === null) return decide(evidence.fallback.order, 'default', { zone: evidence.fallback.zone })
  if (evidence.chosen) return decide(evidence.chosen, 'chosen')
  const future = evidence.now ? afterUpload(readings, evidence.now) : null
  if (future) return decide(future.order, 'future', { proof: future.proof })
  const weekday = weekdayAgreement(readings)
  if (weekday) return decide(weekday.order, 'weekday', { proof: weekday.proof, column: evidence.weekdays?.column ?? evidence.dateColumn })
  const spread = spreadOf(readings)
  const sorted = sortedOrder(readings)
  if (spread && (!sorted || sorted === spread.order)) return decide(spread.order, 'consecutive', { spans: spread.spans })
  if (sorted && !spread) return decide(sorted, 'sorted')
  if (evidence.origin) return decide(evidence.origin.order, 'origin', { zone: evidence.origin.zone })
  return decide(evidence.fallback.order, 'default', { zone: evidence.fallback.zone })
}

/** Zones of the places that write the month first: the United States (and its territories) and the Philippines. */
const MONTH_FIRST_ZONES =
  /^(?:America\/(?:New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Boise|Detroit|Menominee|Puerto_Rico|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/(?:Honolulu|Guam|Saipan|Pago_Pago)|Asia\/Manila|US\/.+)$/

/** The order numeric dates are written in where the zone is (day first but in the zones above). */
export function zoneDateOrder(zone: string): DateOrder {
  return MONTH_FIRST_ZONES.test(zone) ? 'MDY' : 'DMY'
}

export function other(order: DateOrder): DateOrder {
  return order === 'DMY' ? 'MDY' : 'DMY'
}

function readAll(cells: readonly string[], weekdayCells: readonly string[] | null): Readings {
  const days = new Map<string, [number, number]>()
  const sequence: string[] = []
  const weekdays = new Map<string, number>()
  let previous = ''
  cells.forEach((cell, row) => {
    const part = splitDateTime(cell)[0]
    if (part === '') return
    if (part !== previous && sequence.length < SEQUENCE_CLOSE) sequence.push(part)
    previous = part
    if (!days.has(part)) days.set(part, [parseDatePart(part, 'DMY'), parseDatePart(part, 'MDY')])
    if (weekdays.has(part)) return
    const weekday = weekdayIndex(weekdayCells ? (weekdayCells[row] ?? '') : writtenWeekday(part))
    if (weekday !== null) weekdays.set(part, weekday)
  })
  return { days, sequence, weekdays }
}

/** `Fri 01/03/2024`, `01/03/2024 (Fri)`: the weekday written in the date cell itself. */
function writtenWeekday(part: string): string {
  return /^([a-z]+)/i.exec(part)?.[1] ?? /\(([a-z]+)\)$/i.exec(part)?.[1] ?? ''
}

/** The one order under which no date comes after the upload (a day of slack for any zone). */
function afterUpload({ days }: Readings, now: number): { order: DateOrder; proof: string } | null {
  const late = (index: 0 | 1) => [...days].find(([, readings]) => readings[index] > now + DAY_MS)?.[0] ?? null
  const [dmy, mdy] = [late(0), late(1)]
  if (dmy && !mdy) return { order: 'MDY', proof: dmy }
  if (mdy && !dmy) return { order: 'DMY', proof: mdy }
  return null
}

/** The order whose weekdays match the written ones (nearly) all the time while the other's do not. */
function weekdayAgreement({ days, weekdays }: Readings): { order: DateOrder; proof: string } | null {
  let tested = 0
  let dmyMatches = 0
  let mdyMatches = 0
  let proof = ''
  for (const [part, written] of weekdays) {
    const [dmy, mdy] = days.get(part) ?? [Number.NaN, Number.NaN]
    if (Number.isNaN(dmy) || Number.isNaN(mdy) || weekdayOfDay(dmy) === weekdayOfDay(mdy)) continue
    tested += 1
    proof ||= part
    if (weekdayOfDay(dmy) === written) dmyMatches += 1
    if (weekdayOfDay(mdy) === written) mdyMatches += 1
  }
  if (tested === 0) return null
  if (dmyMatches >= tested * 0.9 && mdyMatches <= tested * 0.5) return { order: 'DMY', proof }
  if (mdyMatches >= tested * 0.9 && dmyMatches <= tested * 0.5) return { order: 'MDY', proof }
  return null
}

/**
 * A few weeks one way, with a sale on at least one day in 4 of them, and at least three times as long
 * (and a month more) the other: an export covers a period, day after day. Four dates scattered over a
 * month (1, 2, 5 Jan and 1 Feb) say nothing.
 */
function spreadOf({ days }: Readings): { order: DateOrder; spans: [number, number] } | null {
  if (days.size < SPREAD_MIN_DATES) return null
  /** The days the dates span read one way, and how many distinct days they are. */
  const extent = (index: 0 | 1): [span: number, dates: number] => {
    const values = [...new Set([...days.values()].map((readings) => readings[index]).filter((day) => !Number.isNaN(day)))]
    if (values.length < SPREAD_MIN_DATES) return [Number.NaN, values.length]
    return [Math.round((Math.max(...values) - Math.min(...values)) / DAY_MS) + 1, values.length]
  }
  const [dmy, dmyDates] = extent(0)
  const [mdy, mdyDates] = extent(1)
  const wins = (own: number, dates: number, rival: number) => own <= 62 && dates * SPREAD_MIN_DENSITY >= own && rival >= own * 3 && rival - own >= 28
  if (wins(dmy, dmyDates, mdy)) return { order: 'DMY', spans: [dmy, mdy] }
  if (wins(mdy, mdyDates, dmy)) return { order: 'MDY', spans: [mdy, dmy] }
  return null
}

/** Rows in date order (either way) under one order, and clearly not under the other. */
function sortedOrder({ days, sequence }: Readings): DateOrder | null {
  const sortedness = (index: 0 | 1): number => {
    let up = 0
    let down = 0
    let last = Number.NaN
    for (const part of sequence) {
      const day = days.get(part)?.[index] ?? Number.NaN
      if (Number.isNaN(day)) continue
      if (day > last) up += 1
      else if (day < last) down += 1
      last = day
    }
    return up + down >= SEQUENCE_MIN_STEPS ? Math.max(up, down) / (up + down) : Number.NaN
  }
  const [dmy, mdy] = [sortedness(0), sortedness(1)]
  if (dmy >= 0.9 && mdy <= 0.7) return 'DMY'
  if (mdy >= 0.9 && dmy <= 0.7) return 'MDY'
  return null
}

function weekdayOfDay(wallMs: number): number {
  return (new Date(wallMs).getUTCDay() + 6) % 7
}

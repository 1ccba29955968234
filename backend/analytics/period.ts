/**
 * The period the dashboard reads (docs/product.md#dashboard-numbers): by default the PERIOD_DAYS
 * local days ending today; GET /metrics and GET /insights may choose another with `?from&to`
 * (local days in the account's zone, both included: Selera's extension, docs/spec-deviations.md).
 * The metrics and series read a period on one grid of local days: the previous period (as many
 * days, just before it), then the period.
 */
import { PeriodQuerySchema } from '../../src/api/schemas/dashboard'
import { knownZone } from '../../src/format'
import { accountTimezone } from '../accounts/preferences'
import type { BackendContext } from '../context'
import { apiError } from '../errors'
import { addDays, isoDate, localDay, type LocalDate } from '../time/calendar'
import { daysBetween, localDate } from './festive-calendar'
import { dayGrid, type DayGrid } from './pass/grid'

/** Days in the default period (and in the previous period it is compared with). */
export const PERIOD_DAYS = 30

/** Local days `from` … `to`, both included. */
export interface LocalPeriod {
  from: LocalDate
  to: LocalDate
}

export interface PeriodGrid extends LocalPeriod {
  today: LocalDate
  /** Days in the period, and so in the previous period. */
  days: number
  /** The previous period, then the period: grid day `days` is `from`, the last grid day is `to`. */
  grid: DayGrid
}

/** The PERIOD_DAYS days ending `today`, today included. */
export function defaultPeriod(today: LocalDate): LocalPeriod {
  return { from: addDays(today, 1 - PERIOD_DAYS), to: today }
}

/** The grid of a period (the default one without `chosen`), "today" being `now`'s local day in `zone`. */
export function periodGrid(now: number, zone: string, chosen?: LocalPeriod | null): PeriodGrid {
  const today = localDay(now, zone)
  const { from, to } = chosen ?? defaultPeriod(today)
  const days = daysBetween(isoDate(from), isoDate(to)) + 1
  return { today, from, to, days, grid: dayGrid(addDays(from, -days), 2 * days, zone) }
}

export function samePeriod(a: LocalPeriod, b: LocalPeriod): boolean {
  return isoDate(a.from) === isoDate(b.from) && isoDate(a.to) === isoDate(b.to)
}

/**
 * The period a request's query chose, null when it chose none (`from` and `to` both absent). A
 * query the contract refuses (PeriodQuerySchema: a day that is not one, one end without the other,
 * `from` after `to`, too long) or a `to` after the account's today is a 400 `{detail}` that says
 * why: a period not yet lived has no sales to read, and saying so beats answering zeros.
 */
export function chosenPeriod(ctx: BackendContext, accountId: string, query: unknown): LocalPeriod | null {
  const parsed = PeriodQuerySchema.safeParse(query)
  if (!parsed.success) throw apiError(400, parsed.error.issues.map((issue) => issue.message).join('; '))
  const { from, to } = parsed.data
  if (from === undefined || to === undefined) return null
  const zone = knownZone(accountTimezone(ctx, accountId))
  const today = isoDate(localDay(ctx.now(), zone))
  if (to > today) throw apiError(400, `to (${to}) is after today (${today} in ${zone})`)
  return { from: localDate(from), to: localDate(to) }
}

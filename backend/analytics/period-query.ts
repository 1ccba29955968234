/**
 * The period a GET /metrics or GET /insights request chose with `?from&to` (./period.ts says what
 * is read of it), checked with the contract's PeriodQuerySchema and the account's clock.
 */
import { PeriodQuerySchema } from '../../src/api/schemas/dashboard'
import { knownZone } from '../../src/format'
import { accountTimezone } from '../accounts/preferences'
import type { BackendContext } from '../context'
import { apiError } from '../errors'
import { isoDate, localDay } from '../time/calendar'
import { localDate } from './festive-calendar'
import type { LocalPeriod } from './period'

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

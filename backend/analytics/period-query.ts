/**
 * What a GET /metrics or GET /insights request chose with `?from&to&outlet`: a period (./period.ts
 * says what is read of it) and an outlet (./outlets.ts), checked with the contract's
 * PeriodQuerySchema, the account's clock and the account's outlets.
 */
import { PeriodQuerySchema } from '../../kernel/contract/dashboard'
import { knownZone } from '../../kernel/format'
import { accountTimezone } from '../accounts/preferences'
import type { BackendContext } from '../context'
import { apiError } from '../errors'
import { isoDate, localDay } from '../time/calendar'
import { localDate } from './festive-calendar'
import { accountOutlets } from './outlets'
import type { LocalPeriod } from './period'

export interface ChosenQuery {
  /** Null when the query chose none (`from` and `to` both absent): the default period. */
  period: LocalPeriod | null
  /** Null: every outlet. */
  outlet: string | null
}

/**
 * The period and outlet a request's query chose. A query the contract refuses (PeriodQuerySchema:
 * a day that is not one, one end without the other, `from` after `to`, too long, an empty
 * outlet), a `to` after the account's today, or an outlet the account has no sales from is a 400
 * `{detail}` that says why: a period not yet lived, or an outlet never sold from, has no sales to
 * read, and saying so beats answering zeros.
 */
export async function chosenQuery(ctx: BackendContext, accountId: string, query: unknown): Promise<ChosenQuery> {
  const parsed = PeriodQuerySchema.safeParse(query)
  if (!parsed.success) throw apiError(400, parsed.error.issues.map((issue) => issue.message).join('; '))
  const { from, to, outlet } = parsed.data
  let period: LocalPeriod | null = null
  if (from !== undefined && to !== undefined) {
    const zone = knownZone(await accountTimezone(ctx, accountId))
    const today = isoDate(localDay(ctx.now(), zone))
    if (to > today) throw apiError(400, `to (${to}) is after today (${today} in ${zone})`)
    period = { from: localDate(from), to: localDate(to) }
  }
  if (outlet !== undefined && !(await accountOutlets(ctx.store.sales, accountId)).includes(outlet)) {
    throw apiError(400, `No sales from an outlet named "${outlet}"`)
  }
  return { period, outlet: outlet ?? null }
}

/**
 * The dashboard's answers for an account, computed once for GET /metrics and GET /insights: the
 * dashboard asks for both at the same time, and each used to read all the rows itself. Kept per
 * account and period while the store's revision for it, its zone, and the clock (within the
 * `validUntil` that `computeDashboard` and `computePeriodDashboard` give, see ./dashboard.ts) say
 * the answer is the same: so the second request of the pair, and any request until a row's time
 * comes or the day turns, reads nothing.
 *
 * A chosen period (./period.ts) is answered with today's figures, which are the default answer's:
 * that one is kept (or computed) first, then the period's own, kept under its days. An owner flips
 * between a few periods, so KEPT_PERIODS are kept besides the default, the least recently read
 * going first.
 *
 * Keyed by the sales store itself (a WeakMap), so a test database or a reset store never sees
 * another's entries.
 */
import type { BackendContext } from '../context'
import type { SalesStorage } from '../store'
import { accountTimezone } from '../accounts/preferences'
import { knownZone } from '../../src/format'
import { isoDate, localDay } from '../time/calendar'
import { computeDashboard, computePeriodDashboard, withToday, type Dashboard, type PeriodDashboard } from './dashboard'
import { defaultPeriod, samePeriod, type LocalPeriod } from './period'

/** Chosen periods kept per account, besides the default. */
export const KEPT_PERIODS = 4

interface Stamp {
  revision: number
  timezone: string
  /** The `now` it was computed at: it holds from there up to the answer's `validUntil`. */
  since: number
}

interface Kept<T> extends Stamp {
  answer: T
}

interface AccountEntries {
  current?: Kept<Dashboard>
  /** By `from/to`, the least recently read first. */
  periods: Map<string, Kept<PeriodDashboard>>
}

const stores = new WeakMap<SalesStorage, Map<string, AccountEntries>>()

/**
 * The account's dashboard at the backend's now, over `chosen` (a period ./period.ts accepted) or
 * the default period. Shared between requests: read it, do not modify it.
 */
export function dashboardOf(ctx: BackendContext, accountId: string, chosen?: LocalPeriod | null): Dashboard {
  const store = ctx.store.sales
  const now = ctx.now()
  const timezone = accountTimezone(ctx, accountId)
  const stamp: Stamp = { revision: store.revisionOf(accountId), timezone, since: now }
  const entries = entriesOf(store, accountId)
  const input = () => ({ sales: store.salesOf(accountId), dayTotals: store.dayTotalsOf(accountId), now, timezone })

  if (!holds(entries.current, stamp)) entries.current = { ...stamp, answer: computeDashboard(input()) }
  const current = entries.current.answer
  if (!chosen || samePeriod(chosen, defaultPeriod(localDay(now, knownZone(timezone))))) return current

  const key = `${isoDate(chosen.from)}/${isoDate(chosen.to)}`
  let period = entries.periods.get(key)
  entries.periods.delete(key)
  if (!holds(period, stamp)) period = { ...stamp, answer: computePeriodDashboard(input(), chosen) }
  entries.periods.set(key, period)
  for (const stale of entries.periods.keys()) {
    if (entries.periods.size <= KEPT_PERIODS) break
    entries.periods.delete(stale)
  }
  return withToday(period.answer, current)
}

function entriesOf(store: SalesStorage, accountId: string): AccountEntries {
  let accounts = stores.get(store)
  if (!accounts) stores.set(store, (accounts = new Map<string, AccountEntries>()))
  let entries = accounts.get(accountId)
  if (!entries) accounts.set(accountId, (entries = { periods: new Map() }))
  return entries
}

function holds<T extends { validUntil: number }>(kept: Kept<T> | undefined, { revision, timezone, since: now }: Stamp): kept is Kept<T> {
  return kept !== undefined && kept.revision === revision && kept.timezone === timezone && now >= kept.since && now < kept.answer.validUntil
}

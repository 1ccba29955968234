/**
 * The dashboard's answers for an account, computed once for GET /metrics and GET /insights: the
 * dashboard asks for both at the same time, and each used to read all the rows itself. They are
 * read from the account's per-day rollups (./rollups/: built again by each upload, removal and
 * manual day, kept per revision of its sales and zone, then any period reads its days), the same answers `computeDashboard` and
 * `computePeriodDashboard` give from the rows. Kept per
 * account, outlet and period while the store's revision for it, its zone, and the clock (within
 * the `validUntil` that `computeDashboard` and `computePeriodDashboard` give, see ./dashboard.ts)
 * say the answer is the same: so the second request of the pair, and any request until a row's
 * time comes or the day turns, reads nothing.
 *
 * A chosen period (./period.ts) is answered with today's figures, which are the default answer's
 * (of the same outlet): that one is kept (or computed) first, then the period's own, kept under
 * its days. An owner flips between a few periods and outlets, so KEPT_PERIODS periods and
 * KEPT_OUTLETS default answers are kept, the least recently read going first. A chosen outlet's
 * answers read that outlet's rows alone (./outlets.ts).
 *
 * Keyed by the sales store itself (a WeakMap), so a test database or a reset store never sees
 * another's entries.
 */
import type { BackendContext } from '../context'
import type { SalesStorage } from '../store'
import { accountTimezone } from '../accounts/preferences'
import { knownZone } from '../../src/format'
import { isoDate, localDay } from '../time/calendar'
import { withToday, type Dashboard, type PeriodDashboard } from './dashboard'
import { KEPT_OUTLETS } from './outlets'
import { defaultPeriod, samePeriod, type LocalPeriod } from './period'
import { rollupDashboard, rollupPeriodDashboard } from './rollups/dashboard'
import { rollupsOf } from './rollups/kept'

/** Chosen periods kept per account (of any outlet), besides the default answers. */
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
  /** The default period's answers by outlet ('': all), the least recently read first. */
  current: Map<string, Kept<Dashboard>>
  /** By outlet and `from/to`, the least recently read first. */
  periods: Map<string, Kept<PeriodDashboard>>
}

const stores = new WeakMap<SalesStorage, Map<string, AccountEntries>>()

/**
 * The account's dashboard at the backend's now, over `chosen` (a period ./period.ts accepted) or
 * the default period, of `outlet` (one the account has sales from) or all. Shared between
 * requests: read it, do not modify it.
 */
export function dashboardOf(ctx: BackendContext, accountId: string, chosen?: LocalPeriod | null, outlet?: string | null): Dashboard {
  const store = ctx.store.sales
  const now = ctx.now()
  const timezone = accountTimezone(ctx, accountId)
  const stamp: Stamp = { revision: store.revisionOf(accountId), timezone, since: now }
  const entries = entriesOf(store, accountId)
  const zone = knownZone(timezone)
  const read = () => rollupsOf(store, accountId, outlet ?? null, zone)

  const scope = outlet ?? ''
  const current = keep(entries.current, scope, KEPT_OUTLETS, stamp, () => {
    const { rollups, dayTotals } = read()
    return rollupDashboard(rollups, dayTotals, now)
  }).answer
  if (!chosen || samePeriod(chosen, defaultPeriod(localDay(now, zone)))) return current

  const key = JSON.stringify([scope, isoDate(chosen.from), isoDate(chosen.to)])
  const period = keep(entries.periods, key, KEPT_PERIODS, stamp, () => {
    const { rollups, dayTotals } = read()
    return rollupPeriodDashboard(rollups, dayTotals, now, chosen)
  })
  return withToday(period.answer, current)
}

/** The answer kept under `key` when it still holds, else a new one; the most recently read, at most `most` kept. */
function keep<T extends { validUntil: number }>(kept: Map<string, Kept<T>>, key: string, most: number, stamp: Stamp, compute: () => T): Kept<T> {
  let entry = kept.get(key)
  kept.delete(key)
  if (!holds(entry, stamp)) entry = { ...stamp, answer: compute() }
  kept.set(key, entry)
  for (const stale of kept.keys()) {
    if (kept.size <= most) break
    kept.delete(stale)
  }
  return entry
}

function entriesOf(store: SalesStorage, accountId: string): AccountEntries {
  let accounts = stores.get(store)
  if (!accounts) stores.set(store, (accounts = new Map<string, AccountEntries>()))
  let entries = accounts.get(accountId)
  if (!entries) accounts.set(accountId, (entries = { current: new Map(), periods: new Map() }))
  return entries
}

function holds<T extends { validUntil: number }>(kept: Kept<T> | undefined, { revision, timezone, since: now }: Stamp): kept is Kept<T> {
  return kept !== undefined && kept.revision === revision && kept.timezone === timezone && now >= kept.since && now < kept.answer.validUntil
}

/**
 * The dashboard's answers for an account, computed once for GET /metrics and GET /insights: the
 * dashboard asks for both at the same time, and each used to read all the rows itself. They are
 * read from the account's per-day rollups (./rollups/: built again by each upload, removal and
 * manual day, kept per revision of its sales and zone, then any period reads its days), the same
 * answers `computeDashboard` and `computePeriodDashboard` give from the rows. Kept per account,
 * outlet and period while the store's revision for it, its zone, and the clock (within the
 * `validUntil` that `computeDashboard` and `computePeriodDashboard` give, see ./dashboard.ts) say
 * the answer is the same: so the second request of the pair, and any request until a row's time
 * comes or the day turns, reads nothing.
 *
 * A chosen period (./period.ts) is answered with today's figures, which are the default answer's
 * (of the same outlet): that one is kept (or computed) first, then the period's own, kept under its
 * days. An owner flips between a few periods and outlets, so KEPT_PERIODS periods and KEPT_OUTLETS
 * default answers are kept, the least recently read going first. A chosen outlet's answers read
 * that outlet's rows alone (./outlets.ts).
 *
 * The insights are written in the account's currency and ranked for the owner's goals
 * (../accounts/owner-goals.ts), so an answer is also kept only while those stay the same. A new
 * currency or goal computes the answer again from the same rollups (a read of their days, no pass
 * over the rows): the rollups are kept by zone alone, since a currency only changes how amounts are
 * written and a goal only the insights' order.
 *
 * Keyed by the sales storage's `cacheKey` (a WeakMap; a transaction's view has the same), so a test
 * database or a reset store never sees another's entries.
 */
import type { BackendContext } from '../context'
import type { SalesStorage } from '../store'
import { ownerGoals } from '../accounts/owner-goals'
import { accountLocale } from '../accounts/preferences'
import { isoDate, localDay } from '../time/calendar'
import { withToday, type Dashboard, type PeriodDashboard } from './dashboard'
import { KEPT_OUTLETS } from './outlets'
import { defaultPeriod, samePeriod, type LocalPeriod } from './period'
import { rollupDashboard, rollupPeriodDashboard } from './rollups/dashboard'
import { rollupsOf } from './rollups/kept'
import { SharedWork } from '../shared-work'

/** Chosen periods kept per account (of any outlet), besides the default answers. */
export const KEPT_PERIODS = 4

interface Stamp {
  revision: string
  timezone: string
  /** How the insights are written and ranked: the currency, and the owner's goals (joined). */
  audience: string
  /** The `now` it was computed at: it holds from there up to the answer's `validUntil`. */
  since: number
}

interface Kept<T> extends Stamp {
  answer: T
}

interface Answers<T> {
  /** By key, the least recently read first. */
  kept: Map<string, Kept<T>>
  /** Computations under way, shared by the requests that arrive together (GET /metrics and GET /insights). */
  running: SharedWork<Kept<T>>
}

interface AccountEntries {
  /** The default period's answers by outlet ('': all). */
  current: Answers<Dashboard>
  /** By outlet and `from/to`. */
  periods: Answers<PeriodDashboard>
}

const stores = new WeakMap<object, Map<string, AccountEntries>>()

/**
 * The account's dashboard at the backend's now, over `chosen` (a period ./period.ts accepted) or
 * the default period, of `outlet` (one the account has sales from) or all. Shared between
 * requests: read it, do not modify it.
 */
export async function dashboardOf(ctx: BackendContext, accountId: string, chosen?: LocalPeriod | null, outlet?: string | null): Promise<Dashboard> {
  const store = ctx.store.sales
  const now = ctx.now()
  const { timezone: zone, currency } = await accountLocale(ctx, accountId)
  const audience = { currency, goals: (await ownerGoals(ctx, accountId)).titles }
  const stamp: Stamp = { revision: await store.revisionOf(accountId), timezone: zone, audience: JSON.stringify(audience), since: now }
  const entries = entriesOf(store, accountId)
  const read = () => rollupsOf(store, accountId, outlet ?? null, zone)

  const scope = outlet ?? ''
  const current = (await keep(entries.current, scope, KEPT_OUTLETS, stamp, async () => {
    const { rollups, dayTotals } = await read()
    return rollupDashboard(rollups, dayTotals, now, audience)
  })).answer
  if (!chosen || samePeriod(chosen, defaultPeriod(localDay(now, zone)))) return current

  const key = JSON.stringify([scope, isoDate(chosen.from), isoDate(chosen.to)])
  const period = await keep(entries.periods, key, KEPT_PERIODS, stamp, async () => {
    const { rollups, dayTotals } = await read()
    return rollupPeriodDashboard(rollups, dayTotals, now, chosen, audience)
  })
  return withToday(period.answer, current)
}

/** The answer kept under `key` when it still holds, else a new one; the most recently read, at most `most` kept. */
async function keep<T extends { validUntil: number }>({ kept, running }: Answers<T>, key: string, most: number, stamp: Stamp, compute: () => Promise<T>): Promise<Kept<T>> {
  let entry = kept.get(key)
  if (!holds(entry, stamp)) {
    const run = () => running.run(JSON.stringify([key, stamp.revision, stamp.timezone, stamp.audience]), async () => ({ ...stamp, answer: await compute() }))
    entry = await run()
    // A computation shared from a request a moment earlier may not hold at this one's now (a day ended between them).
    if (!holds(entry, stamp)) entry = { ...stamp, answer: await compute() }
  }
  kept.delete(key)
  kept.set(key, entry)
  for (const stale of kept.keys()) {
    if (kept.size <= most) break
    kept.delete(stale)
  }
  return entry
}

function entriesOf(store: SalesStorage, accountId: string): AccountEntries {
  let accounts = stores.get(store.cacheKey)
  if (!accounts) stores.set(store.cacheKey, (accounts = new Map<string, AccountEntries>()))
  let entries = accounts.get(accountId)
  if (!entries) accounts.set(accountId, (entries = { current: { kept: new Map(), running: new SharedWork() }, periods: { kept: new Map(), running: new SharedWork() } }))
  return entries
}

function holds<T extends { validUntil: number }>(kept: Kept<T> | undefined, { revision, timezone, audience, since: now }: Stamp): kept is Kept<T> {
  return kept !== undefined && kept.revision === revision && kept.timezone === timezone && kept.audience === audience && now >= kept.since && now < kept.answer.validUntil
}

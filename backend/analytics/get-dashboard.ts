/**
 * The dashboard's answers for an account, computed once for GET /metrics and GET /insights: the
 * dashboard asks for both at the same time, and each used to read all the rows itself. Kept per
 * account while the store's revision for it, its zone, and the clock (within the `validUntil` that
 * `computeDashboard` gives, see ./dashboard.ts) say the answer is the same: so the second request
 * of the pair, and any request until a row's time comes or the day turns, reads nothing.
 *
 * Keyed by the sales store itself (a WeakMap), so a test database or a reset store never sees
 * another's entries; one entry per account.
 */
import type { BackendContext } from '../context'
import type { SalesStorage } from '../store'
import { accountTimezone } from '../accounts/preferences'
import { computeDashboard, type Dashboard } from './dashboard'

interface Kept {
  revision: number
  timezone: string
  /** The `now` it was computed at: it holds from there up to `dashboard.validUntil`. */
  since: number
  dashboard: Dashboard
}

const stores = new WeakMap<SalesStorage, Map<string, Kept>>()

/** The account's dashboard at the backend's now. Shared between requests: read it, do not modify it. */
export function dashboardOf(ctx: BackendContext, accountId: string): Dashboard {
  const store = ctx.store.sales
  const now = ctx.now()
  const timezone = accountTimezone(ctx, accountId)
  const revision = store.revisionOf(accountId)
  let accounts = stores.get(store)
  if (!accounts) stores.set(store, (accounts = new Map<string, Kept>()))
  const kept = accounts.get(accountId)
  if (kept && kept.revision === revision && kept.timezone === timezone && now >= kept.since && now < kept.dashboard.validUntil) return kept.dashboard
  const dashboard = computeDashboard({ sales: store.salesOf(accountId), dayTotals: store.dayTotalsOf(accountId), now, timezone })
  accounts.set(accountId, { revision, timezone, since: now, dashboard })
  return dashboard
}

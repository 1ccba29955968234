/**
 * The rollups of an account (or of one outlet of it, ../outlets.ts), kept while the store's
 * revision for the account and its zone stay the same. An upload, a removal or a manual day builds
 * the account's again before it answers (`refreshRollups`, one pass over the rows), so the
 * dashboard read after it reads days; a change of zone, or an outlet's, is built when first read
 * (docs/decisions/012-per-day-rollups.md). An owner compares a few outlets, so the account's and
 * KEPT_OUTLETS outlets' are kept, the least recently read going first. Keyed by the sales storage's
 * `cacheKey` (a WeakMap; a transaction's view has the same), so a test database or a reset store
 * never sees another's.
 */
import type { SalesStorage } from '../../store'
import type { BackendContext } from '../../context'
import { accountTimezone } from '../../accounts/preferences'
import { knownZone } from '../../../kernel/format'
import { KEPT_OUTLETS, salesIn, type AccountSales } from '../outlets'
import { buildRollups, type Rollups } from './rollups'
import { SharedWork, sharedWorkOf } from '../../shared-work'

export interface AccountRollups {
  rollups: Rollups
  dayTotals: AccountSales['dayTotals']
}

interface Kept extends AccountRollups {
  revision: string
}

const stores = new WeakMap<object, Map<string, Map<string, Kept>>>()
/** Builds under way, shared by the reads that arrive together. */
const builds = new WeakMap<object, SharedWork<Kept>>()

/** The rollups of the account's sales in `zone` (a known zone), or of `outlet`'s alone; with the day totals they go with. */
export async function rollupsOf(store: SalesStorage, accountId: string, outlet: string | null, zone: string): Promise<AccountRollups> {
  let accounts = stores.get(store.cacheKey)
  if (!accounts) stores.set(store.cacheKey, (accounts = new Map<string, Map<string, Kept>>()))
  let kept = accounts.get(accountId)
  if (!kept) accounts.set(accountId, (kept = new Map<string, Kept>()))
  const revision = await store.revisionOf(accountId)
  const key = JSON.stringify([outlet ?? '', zone])
  let entry = kept.get(key)
  kept.delete(key)
  if (!entry || entry.revision !== revision) {
    entry = await sharedWorkOf(builds, store.cacheKey).run(JSON.stringify([accountId, key, revision]), async () => {
      const { sales, dayTotals } = await salesIn(store, accountId, outlet)
      return { revision, rollups: buildRollups(sales, zone), dayTotals }
    })
  }
  kept.set(key, entry)
  for (const [stale, { revision: old }] of kept) {
    if (old !== revision) kept.delete(stale)
  }
  for (const stale of kept.keys()) {
    if (kept.size <= KEPT_OUTLETS + 1) break
    kept.delete(stale)
  }
  return entry
}

/**
 * Builds the account's rollups (every outlet, in its zone) for its sales as they are now: called
 * where the sales change (an upload, a removal, a manual day), so that cost is paid with the change
 * and not by the dashboard's next read.
 */
export async function refreshRollups(ctx: BackendContext, accountId: string): Promise<void> {
  await rollupsOf(ctx.store.sales, accountId, null, knownZone(await accountTimezone(ctx, accountId)))
}

/** Whether the account's rollups in `zone` are those of its sales now (tests: nothing is built by asking). */
export async function rollupsCurrent(store: SalesStorage, accountId: string, zone: string): Promise<boolean> {
  const entry = stores.get(store.cacheKey)?.get(accountId)?.get(JSON.stringify(['', zone]))
  return entry !== undefined && entry.revision === await store.revisionOf(accountId)
}

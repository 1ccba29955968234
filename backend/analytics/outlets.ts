/**
 * The dashboard's outlet choice (`?outlet=`, docs/product.md#chosen-period): the outlets an account
 * has sales from, and one outlet's sales, which the dashboard then reads as if they were all the
 * account had (../sales/outlet-rows.ts for the rows; the day totals of that outlet).
 *
 * Filtering a million rows takes a few milliseconds, so an outlet's rows are kept per account while
 * the store's revision for it stays the same: GET /metrics and GET /insights, which ask together,
 * and any period read for that outlet, filter once. An owner compares a few outlets, so
 * KEPT_OUTLETS are kept, the least recently read going first. Keyed by the sales storage's
 * `cacheKey` (a WeakMap; a transaction's view has the same), so a test database or a reset store
 * never sees another's.
 */
import type { DayTotal } from '../ingest/types'
import { outletRows } from '../sales/outlet-rows'
import type { SalesColumns } from '../sales/account-sales'
import type { SalesStorage } from '../store'
import { UNKNOWN } from './series'

/** Outlets whose rows are kept per account. */
export const KEPT_OUTLETS = 3

/** What the dashboard reads of an account: its rows and day totals, or one outlet's. */
export interface AccountSales {
  sales: SalesColumns
  dayTotals: readonly DayTotal[]
}

interface KeptOutlets {
  revision: string
  /** By outlet name, the least recently read first. */
  outlets: Map<string, AccountSales>
}

const stores = new WeakMap<object, Map<string, KeptOutlets>>()

/**
 * Every outlet named by the rows' dictionary (which lists what the rows use) or a day total, by
 * name; a blank name and 'Unknown', the series' name for rows without one, are none.
 */
export function outletNames(outlets: readonly string[], dayTotals: readonly DayTotal[]): string[] {
  const names = new Set<string>()
  const add = (name: string | null) => {
    if (name !== null && name.trim() !== '' && name !== UNKNOWN) names.add(name)
  }
  outlets.forEach(add)
  for (const day of dayTotals) add(day.outlet)
  return [...names].sort((a, b) => a.localeCompare(b))
}

/** The account's outlets (`metrics.outlets`). */
export async function accountOutlets(store: SalesStorage, accountId: string): Promise<string[]> {
  return outletNames((await store.salesOf(accountId)).dict.outlet, await store.dayTotalsOf(accountId))
}

/** The account's sales, or, with `outlet`, that outlet's rows and day totals alone. Shared: read them, do not modify them. */
export async function salesIn(store: SalesStorage, accountId: string, outlet: string | null): Promise<AccountSales> {
  const all = { sales: await store.salesOf(accountId), dayTotals: await store.dayTotalsOf(accountId) }
  if (outlet === null) return all
  const kept = await keptOf(store, accountId)
  let sales = kept.outlets.get(outlet)
  kept.outlets.delete(outlet)
  sales ??= { sales: outletRows(all.sales, outlet), dayTotals: all.dayTotals.filter((day) => day.outlet === outlet) }
  kept.outlets.set(outlet, sales)
  for (const stale of kept.outlets.keys()) {
    if (kept.outlets.size <= KEPT_OUTLETS) break
    kept.outlets.delete(stale)
  }
  return sales
}

async function keptOf(store: SalesStorage, accountId: string): Promise<KeptOutlets> {
  let accounts = stores.get(store.cacheKey)
  if (!accounts) stores.set(store.cacheKey, (accounts = new Map<string, KeptOutlets>()))
  const revision = await store.revisionOf(accountId)
  let kept = accounts.get(accountId)
  if (!kept || kept.revision !== revision) accounts.set(accountId, (kept = { revision, outlets: new Map() }))
  return kept
}

/**
 * What the question reader (../understand/) needs to know about an account: its local today, and
 * the item and outlet names as the account spells them, for fuzzy matching ("nasi lemk" → Nasi
 * Lemak Ayam). The names are kept per revision of the account's sales, like the rest of the
 * analytics: a question reads them without a pass over anything; today is read from the clock each
 * time (the day turns).
 */
import type { BackendContext } from '../../context'
import type { SalesStorage } from '../../store'
import { accountLocale } from '../../accounts/preferences'
import { accountOutlets } from '../../analytics/outlets'
import { isoDate, localDay } from '../../time/calendar'
import type { AccountVocabulary } from '../types'

interface KeptNames {
  revision: string
  items: readonly string[]
  outlets: readonly string[]
}

const stores = new WeakMap<object, Map<string, KeptNames>>()

export async function vocabularyOf(ctx: BackendContext, accountId: string): Promise<AccountVocabulary> {
  const { timezone } = await accountLocale(ctx, accountId)
  const { items, outlets } = await namesOf(ctx.store.sales, accountId)
  return { today: isoDate(localDay(ctx.now(), timezone)), items, outlets }
}

async function namesOf(store: SalesStorage, accountId: string): Promise<KeptNames> {
  let accounts = stores.get(store.cacheKey)
  if (!accounts) stores.set(store.cacheKey, (accounts = new Map<string, KeptNames>()))
  const revision = await store.revisionOf(accountId)
  const kept = accounts.get(accountId)
  if (kept && kept.revision === revision) return kept
  const named = (await store.salesOf(accountId)).dict.item.filter((name) => name.trim() !== '')
  // Sorted, so the same data gives the same vocabulary whatever order the uploads came in.
  const items = [...new Set(named)].sort((a, b) => a.localeCompare(b))
  const entry = { revision, items, outlets: await accountOutlets(store, accountId) }
  accounts.set(accountId, entry)
  return entry
}

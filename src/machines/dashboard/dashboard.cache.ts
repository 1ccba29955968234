import { getAccessToken } from '../../api/auth-token'
import { apiCache, CACHE_KEYS, type TtlCache } from '../../api/cache'
import { DASHBOARD_CACHE_TTL_MS } from '../../api/constants'
import type { DashboardData } from './dashboard.actors'

/** The Dashboard data of docs/product.md#entities, as cached per token: metrics, insights, reportUrl, timestamp. */
export interface DashboardEntry extends DashboardData {
  /** When the data arrived, epoch ms: the screen's 'Last updated'. */
  timestamp: number
}

/** The signed-in owner's cached dashboard entry (docs/product.md#dashboard-states: per token, 2 minutes once stored). */
export interface DashboardStore {
  /** The entry if stored less than DASHBOARD_CACHE_TTL_MS ago, else null. */
  read(): DashboardEntry | null
  write(entry: DashboardEntry): void
  clear(): void
  /** The clock of the cache, for the entry's timestamp. */
  now(): number
}

export interface DashboardStoreOptions {
  cache?: TtlCache
  /** The same clock as `cache`'s (tests pass a fake one to both). */
  now?: () => number
  /** The token the entry is kept under; the in-memory session's by default. Signed out, nothing is kept. */
  token?: () => string | null
}

export function createDashboardStore({ cache = apiCache, now = Date.now, token = getAccessToken }: DashboardStoreOptions = {}): DashboardStore {
  return {
    read() {
      const key = token()
      return key ? (cache.get<DashboardEntry>(key, CACHE_KEYS.dashboard) ?? null) : null
    },
    write(entry) {
      const key = token()
      if (key) cache.set(key, CACHE_KEYS.dashboard, entry, DASHBOARD_CACHE_TTL_MS)
    },
    clear() {
      const key = token()
      if (key) cache.delete(key, CACHE_KEYS.dashboard)
    },
    now,
  }
}

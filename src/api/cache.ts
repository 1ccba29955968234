/**
 * The client caches of docs/product.md#limits-and-constants: one TTL cache keyed by access token
 * and resource, in memory only, so a token never lands in browser storage as a key. Keying by token
 * means a new sign-in never sees the previous account's data, even before anyone clears it.
 */

export interface CacheOptions {
  /** Milliseconds since some epoch; injectable so tests drive the TTLs with a fake clock. */
  now?: () => number
}

export interface TtlCache {
  /** The value stored under (token, key) if still fresh; an expired entry is dropped and `undefined` returned. */
  get<T>(token: string, key: string): T | undefined
  /** Stores a value fresh for `ttlMs` from now, replacing any previous one. */
  set(token: string, key: string, value: unknown, ttlMs: number): void
  delete(token: string, key: string): void
  /** Forgets everything stored for one token (sign-out, token refresh). */
  clearToken(token: string): void
  clear(): void
}

interface Entry {
  value: unknown
  expiresAt: number
}

/** Resource keys the client caches under. */
export const CACHE_KEYS = {
  dashboard: 'dashboard',
  dashboardSelection: 'dashboard-selection',
  settings: 'settings',
  assetTypes: 'asset-types',
  chatHistory: 'chat-history',
} as const

export function createCache(options: CacheOptions = {}): TtlCache {
  const now = options.now ?? Date.now
  const byToken = new Map<string, Map<string, Entry>>()

  function remove(token: string, key: string): void {
    const entries = byToken.get(token)
    if (!entries) return
    entries.delete(key)
    if (entries.size === 0) byToken.delete(token)
  }

  return {
    get<T>(token: string, key: string): T | undefined {
      const entry = byToken.get(token)?.get(key)
      if (!entry) return undefined
      // Fresh while younger than its TTL: an entry stored at t with 120000 ms is gone at t + 120000.
      if (now() >= entry.expiresAt) {
        remove(token, key)
        return undefined
      }
      return entry.value as T
    },
    set(token, key, value, ttlMs) {
      if (!(ttlMs > 0)) throw new RangeError(`Cache TTL must be a positive number of milliseconds, got ${ttlMs}`)
      let entries = byToken.get(token)
      if (!entries) {
        entries = new Map()
        byToken.set(token, entries)
      }
      entries.set(key, { value, expiresAt: now() + ttlMs })
    },
    delete: remove,
    clearToken(token) {
      byToken.delete(token)
    },
    clear() {
      byToken.clear()
    },
  }
}

/** The app's one cache. Machines read and write it through their actors; tests build their own with `createCache`. */
export const apiCache: TtlCache = createCache()

/**
 * Drops the signed-in owner's cached dashboard (docs/product.md#dashboard-states keeps it 2 minutes),
 * so the next visit loads it again instead of showing what no longer holds: after new or removed
 * sales, and after new preferences (its amounts and times are written in the account's currency and zone).
 */
export function forgetDashboard(token: string | null): void {
  if (token) apiCache.delete(token, CACHE_KEYS.dashboard)
}

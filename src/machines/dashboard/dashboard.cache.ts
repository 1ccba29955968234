import { getAccessToken } from '../../api/auth-token'
import { apiCache, CACHE_KEYS, type TtlCache } from '../../api/cache'
import { DASHBOARD_CACHE_TTL_MS } from '../../../kernel/limits'
import type { Currency } from '../../../kernel/contract'
import type { DashboardData } from './dashboard.actors'
import type { DashboardSelection } from './dashboard.period'

/** The Dashboard data of docs/product.md#entities, as cached per token and selection: metrics, insights, reportUrl, timestamp. */
export interface DashboardEntry extends DashboardData {
  /** When the data arrived, epoch ms: the screen's 'Last updated'. */
  timestamp: number
  /** The selection it answers (./dashboard.period.ts `selectionKey`): the days read and the outlet. */
  key: string
}

/** What the dashboard remembers of the owner's choice between visits: the selection, the zone its presets were read in, and the currency. */
export interface RememberedSelection {
  selection: DashboardSelection
  zone: string
  currency?: Currency | null
}

/**
 * The signed-in owner's cached dashboard entries (docs/product.md#dashboard-states: per token, 2
 * minutes once stored; Selera keeps one per period and outlet, docs/product.md#dashboard-period),
 * and the period and outlet they last chose, for the session.
 */
export interface DashboardStore {
  /** The entry stored under `key` less than DASHBOARD_CACHE_TTL_MS ago, else null. */
  read(key: string): DashboardEntry | null
  write(entry: DashboardEntry): void
  /** Forgets every entry (Refresh; an upload or a removal does the same through the cache). */
  clear(): void
  remembered(): RememberedSelection | null
  remember(choice: RememberedSelection): void
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

/** Entries kept per token: an owner flips between a few periods and outlets. */
export const KEPT_ENTRIES = 8
/** How long the choice of period and outlet is remembered: a working day (the token is in memory only, so never past a reload). */
export const SELECTION_TTL_MS = 12 * 60 * 60 * 1000

type Entries = Record<string, DashboardEntry>

export function createDashboardStore({ cache = apiCache, now = Date.now, token = getAccessToken }: DashboardStoreOptions = {}): DashboardStore {
  const fresh = (entry: DashboardEntry) => now() - entry.timestamp < DASHBOARD_CACHE_TTL_MS
  const entries = (key: string): Entries => cache.get<Entries>(key, CACHE_KEYS.dashboard) ?? {}
  return {
    read(key) {
      const owner = token()
      const entry = owner ? entries(owner)[key] : undefined
      return entry && fresh(entry) ? entry : null
    },
    write(entry) {
      const owner = token()
      if (!owner) return
      const kept = Object.values(entries(owner)).filter((other) => other.key !== entry.key && fresh(other))
      const newest = [...kept.sort((a, b) => a.timestamp - b.timestamp).slice(-(KEPT_ENTRIES - 1)), entry]
      cache.set(owner, CACHE_KEYS.dashboard, Object.fromEntries(newest.map((one) => [one.key, one])), DASHBOARD_CACHE_TTL_MS)
    },
    clear() {
      const owner = token()
      if (owner) cache.delete(owner, CACHE_KEYS.dashboard)
    },
    remembered() {
      const owner = token()
      return owner ? (cache.get<RememberedSelection>(owner, CACHE_KEYS.dashboardSelection) ?? null) : null
    },
    remember(choice) {
      const owner = token()
      if (owner) cache.set(owner, CACHE_KEYS.dashboardSelection, choice, SELECTION_TTL_MS)
    },
    now,
  }
}

import { getAccessToken } from '../../api/auth-token'
import { apiCache, CACHE_KEYS, type TtlCache } from '../../api/cache'
import { DEFAULT_CACHE_TTL_MS } from '../../../kernel/limits'
import type { Goal, SettingsResponse } from '../../../kernel/contract'

/** What the Settings screen loads (docs/product.md#settings-states): the saved settings and the goals to choose from. */
export interface SettingsEntry {
  settings: SettingsResponse
  goals: Goal[]
}

/**
 * The signed-in owner's cached settings: per token, 5 minutes once stored, in memory only
 * (src/api/cache.ts). A save writes its section into the entry, so coming back shows what was saved.
 */
export interface SettingsStore {
  read(): SettingsEntry | null
  write(entry: SettingsEntry): void
  /** Replaces one saved section in the cached entry, if there is one. */
  update<K extends keyof SettingsResponse>(section: K, value: SettingsResponse[K]): void
}

export interface SettingsStoreOptions {
  cache?: TtlCache
  token?: () => string | null
}

export function createSettingsStore({ cache = apiCache, token = getAccessToken }: SettingsStoreOptions = {}): SettingsStore {
  return {
    read() {
      const current = token()
      return current ? (cache.get<SettingsEntry>(current, CACHE_KEYS.settings) ?? null) : null
    },
    write(entry) {
      const current = token()
      if (current) cache.set(current, CACHE_KEYS.settings, entry, DEFAULT_CACHE_TTL_MS)
    },
    update(section, value) {
      const current = token()
      const entry = current ? cache.get<SettingsEntry>(current, CACHE_KEYS.settings) : undefined
      if (current && entry) cache.set(current, CACHE_KEYS.settings, { ...entry, settings: { ...entry.settings, [section]: value } }, DEFAULT_CACHE_TTL_MS)
    },
  }
}

export const settingsStore = createSettingsStore()

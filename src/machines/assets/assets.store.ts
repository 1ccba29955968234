import { getAccessToken } from '../../api/auth-token'
import { apiCache, CACHE_KEYS, type TtlCache } from '../../api/cache'
import { ASSET_TYPES_CACHE_TTL_MS, VALIDATION_RECHECK_MS } from '../../../kernel/limits'
import type { AssetType, ValidationStatus } from '../../../kernel/contract'

/** The browser storage key of docs/product.md#browser-storage: when the validation status was last checked (ms since the epoch). */
export const LAST_VALIDATION_CHECK_KEY = 'last_validation_check'

/** The last status this tab was told, kept beside the asset types under the same token. */
const STATUS_KEY = 'validation-status'

/** A status check's answer, with when it was asked. */
export interface CheckedStatus {
  status: ValidationStatus
  at: number
}

/**
 * What the assets panel keeps between visits (docs/product.md#limits-and-constants): the asset
 * types, 10 minutes per token in the app's memory cache; when the status was last checked, in
 * localStorage under `last_validation_check`; and that status itself, in memory with the types, so
 * a panel opened again within 5 minutes shows it without asking. The token keys both caches, so
 * another owner signing in on this browser is never shown the last one's.
 */
export interface AssetsStore {
  now(): number
  cachedTypes(): AssetType[] | null
  saveTypes(types: AssetType[]): void
  /** The last check, when it is younger than 5 minutes; else null (time to check again). */
  freshStatus(): CheckedStatus | null
  /** Remembers a check's answer and stamps `last_validation_check`. */
  saveStatus(status: ValidationStatus, at: number): void
}

export interface AssetsStoreOptions {
  cache?: TtlCache
  token?: () => string | null
  now?: () => number
  storage?: () => Pick<Storage, 'getItem' | 'setItem'> | null
}

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage)

export function createAssetsStore({ cache = apiCache, token = getAccessToken, now = Date.now, storage = browserStorage }: AssetsStoreOptions = {}): AssetsStore {
  const lastCheck = (): number | null => {
    try {
      const stamp = Number(storage()?.getItem(LAST_VALIDATION_CHECK_KEY) ?? NaN)
      return Number.isFinite(stamp) ? stamp : null
    } catch {
      return null
    }
  }
  return {
    now,
    cachedTypes() {
      const current = token()
      return current ? (cache.get<AssetType[]>(current, CACHE_KEYS.assetTypes) ?? null) : null
    },
    saveTypes(types) {
      const current = token()
      if (current) cache.set(current, CACHE_KEYS.assetTypes, types, ASSET_TYPES_CACHE_TTL_MS)
    },
    freshStatus() {
      const current = token()
      const checked = lastCheck()
      // Older than 5 minutes, or stamped in the future (a clock put back): check again.
      if (!current || checked === null || now() - checked >= VALIDATION_RECHECK_MS || now() < checked) return null
      const status = cache.get<ValidationStatus>(current, STATUS_KEY)
      return status ? { status, at: checked } : null
    },
    saveStatus(status, at) {
      const current = token()
      if (current) cache.set(current, STATUS_KEY, status, VALIDATION_RECHECK_MS)
      try {
        storage()?.setItem(LAST_VALIDATION_CHECK_KEY, String(at))
      } catch {
        // A full or blocked storage only costs a check the next time the panel opens.
      }
    },
  }
}

export const assetsStore = createAssetsStore()

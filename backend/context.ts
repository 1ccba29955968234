/** What every domain function needs: the storage, the time, the signing secret. Injected, never global. */
import type { Store } from './store'

export interface BackendContext {
  store: Store
  /** Milliseconds since the epoch. */
  now: () => number
  jwtSecret: string
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

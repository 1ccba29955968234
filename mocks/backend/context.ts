/** What every domain function needs: the data, the time, the signing secret. Injected, never global. */
import type { Db } from '../db/models'

export interface BackendContext {
  db: Db
  /** Milliseconds since the epoch. */
  now: () => number
  jwtSecret: string
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

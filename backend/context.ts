/** What every domain function needs: the storage, the time, the signing secret. Injected, never global. */
import type { Store } from './store'

export interface BackendContext {
  store: Store
  /** Milliseconds since the epoch. */
  now: () => number
  jwtSecret: string
}

/** Runs `work` in one transaction of the context's store, with the context of that transaction. */
export function withTransaction<T>(ctx: BackendContext, work: (ctx: BackendContext) => Promise<T>): Promise<T> {
  return ctx.store.transaction((store) => work({ ...ctx, store }))
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

/** What every domain function needs: the storage, the time, the host's secrets and costs. Injected, never global. */
import type { TokenKeys } from './auth/jwt'
import type { Store } from './store'

export interface BackendContext {
  store: Store
  /** Milliseconds since the epoch. */
  now: () => number
  /** The host's secret: it signs file links, and the access tokens when the host has no `accessTokenKeys`. */
  jwtSecret: string
  /** What signs the access tokens: the server's ES256 key pair (backend/auth/jwt.ts); without it, HS256 with `jwtSecret` (the demo). */
  accessTokenKeys?: TokenKeys
  /** PBKDF2 rounds for a password hashed now (backend/auth/secrets.ts): the host's choice, no default. */
  passwordIterations: number
  /**
   * The caller's network address as the host knows it (the server: the connection's, or the one its
   * trusted proxies forwarded), for the auth service's limits per address; unset where there is
   * none to know (the demo, in one browser).
   */
  clientAddress?: string
  /**
   * The auth service is another's (a hosted Supabase project, whose keys `accessTokenKeys` verifies):
   * accounts are not signed up here, so `POST /auth` makes the account of a verified token that has
   * none, from its claims (backend/auth/authenticate.ts).
   */
  accountsFromTokens?: boolean
}

/** Runs `work` in one transaction of the context's store, with the context of that transaction. */
export function withTransaction<T>(ctx: BackendContext, work: (ctx: BackendContext) => Promise<T>): Promise<T> {
  return ctx.store.transaction((store) => work({ ...ctx, store }))
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

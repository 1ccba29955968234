/**
 * Which host the contract tests talk to, and what they may inspect of it. The same files run on:
 * - `msw`: the demo's fake backend in-process (msw intercepts `fetch`), the default;
 * - `http`: the demo's HTTP mock server (`npm run mock-server`) in the test's process;
 * - `server`: Selera's server on its embedded database (PGlite), in the test's process;
 * - `server:postgres`: the same server on the Postgres of `SELERA_TEST_DATABASE_URL`.
 * `SELERA_CONTRACT_HOST` names it (vite.config.ts sets it per project).
 */
import type { StoreTableName } from '../../backend/account-scope'
import { sharedSecretKeys, type TokenKeys } from '../../backend/auth/jwt'
import type { BackendContext } from '../../backend/context'
import type { Store } from '../../backend/store'
import { resetMockData, store } from '../../mocks/db'
import { DEMO_JWT_SECRET } from '../../mocks/demo-secrets'
import type { ServerHost } from './server/contract-host'

export type ContractHost = 'msw' | 'http' | 'server' | 'server:postgres'

export const CONTRACT_HOST = (process.env.SELERA_CONTRACT_HOST ?? 'msw') as ContractHost

/** Over a socket: every host but msw. */
export const OVER_HTTP = CONTRACT_HOST !== 'msw'

/** On Selera's server; else on the demo's fake backend, whose own features (chaos, demo reset) only it has. */
export const ON_SERVER = CONTRACT_HOST === 'server' || CONTRACT_HOST === 'server:postgres'

let serverHost: ServerHost | null = null

export function setServerHost(host: ServerHost | null): void {
  serverHost = host
}

/** Every table of the host's storage, all accounts' records (the demo's memory, or the server's database as its owner). */
export function storedTables(): Pick<Store, StoreTableName> {
  if (!ON_SERVER) return store
  if (!serverHost) throw new Error('The server host is not started: tests/setup/vitest.setup.ts starts it for the server projects')
  return serverHost.tables
}

/**
 * The domain as the host's requests of `accountId` see it, for answers the HTTP calls must equal:
 * the host's store through that account's view, the clock given.
 */
export function hostContext(accountId: string, now: () => number): BackendContext {
  const root = serverHost ? serverHost.store() : store
  return { store: root.forAccount(accountId), now, jwtSecret: 'unused', passwordIterations: 1000 }
}

/** What signs the host's access tokens: the demo's published secret (HS256), or the server's key pair (ES256). */
export function hostTokenKeys(): TokenKeys {
  return serverHost ? serverHost.accessTokenKeys : sharedSecretKeys(DEMO_JWT_SECRET)
}

/** Back to the seeded data, on whichever host. */
export async function resetHost(): Promise<void> {
  if (serverHost) return serverHost.reset()
  return resetMockData()
}

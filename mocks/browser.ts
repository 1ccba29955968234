/**
 * The demo's fake backend in the browser: the same handlers behind a service worker. Loaded only
 * by `src/main.tsx`'s dynamic import in demo mode, so a live build ships none of it.
 */
import { setupWorker } from 'msw/browser'
import type { MockBases } from './bases'
import { DEMO_LATENCY, setChaosStorage, setLatency } from './chaos'
import { setDefaultImageComposer } from './composer'
import { persistence } from './db'
import { createIdbSnapshotStore } from './db/snapshot-store'
import { createHandlers } from './handlers'

let started: Promise<void> | null = null

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Some privacy modes throw on access; the demo then simply has no stored chaos rules.
    return null
  }
}

async function start(bases: MockBases): Promise<void> {
  // Restore the demo data of earlier visits (or seed it) before the first request can be answered.
  if (globalThis.indexedDB) await persistence.hydrate(createIdbSnapshotStore({ indexedDB: globalThis.indexedDB }))
  else await persistence.reset()
  setChaosStorage(browserStorage())
  setLatency(DEMO_LATENCY)
  // Images are composed in a module worker, started (and its wasm loaded) on the first one: the page never composes.
  setDefaultImageComposer(() => import('./composer/browser').then(({ createWorkerComposer }) => createWorkerComposer()))
  await setupWorker(...createHandlers(bases)).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** Idempotent: a second call (hot reload, a double mount) waits for the first instead of starting twice. */
export function startDemoWorker(bases: MockBases): Promise<void> {
  started ??= start(bases).catch((error: unknown) => {
    started = null
    throw error
  })
  return started
}

export { resetMockData } from './db'

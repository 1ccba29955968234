import { assign, setup } from 'xstate'
import { loadDashboardActor, type DashboardData } from './dashboard.actors'
import { createDashboardStore, type DashboardEntry, type DashboardStore } from './dashboard.cache'

export type { DashboardData } from './dashboard.actors'
export type { DashboardEntry, DashboardStore } from './dashboard.cache'

export type DashboardEvent =
  /** The header's Refresh: clears the cached entry and loads again (docs/product.md#dashboard-states). */
  | { type: 'dashboard.refresh' }
  /** Try Again on the 'Something went wrong' card. */
  | { type: 'dashboard.retry' }

export interface DashboardContext {
  /** Where the entry is cached: the app's cache under the signed-in token unless a test says otherwise. */
  store: DashboardStore
  /** What the screen shows once loaded; null while there is nothing to show. */
  entry: DashboardEntry | null
}

export interface DashboardInput {
  store?: DashboardStore
}

export type DashboardInvokeId = 'loadDashboard'

type Loaded = { output: DashboardData }
/** Hands a done event's data to a parameterised action (setup's types know only our own events). */
const loadedOf = ({ event }: { event: { output: DashboardData } }): Loaded => ({ output: event.output })

/**
 * The dashboard (docs/product.md#dashboard-states): loading (skeletons) → loaded | error. The three
 * GETs run in parallel in one actor; what they bring is cached per token for 2 minutes, so a visit
 * within that time starts loaded from the cache and makes no request. Refresh clears the cached
 * entry and loads again; Try Again loads again after a failure.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: undefined as DashboardInput | undefined,
    tags: {} as 'busy',
  },
  actors: { loadDashboard: loadDashboardActor },
  guards: {
    hasEntry: ({ context }) => context.entry !== null,
  },
  actions: {
    keepEntry: assign({ entry: ({ context }, { output }: Loaded) => ({ ...output, timestamp: context.store.now() }) }),
    storeEntry: ({ context }) => {
      if (context.entry) context.store.write(context.entry)
    },
    clearCachedEntry: ({ context }) => context.store.clear(),
    forgetEntry: assign({ entry: null }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => {
    const store = input?.store ?? createDashboardStore()
    // The visit's cached entry, read once: the cache decides its freshness.
    return { store, entry: store.read() }
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // A cached entry (only ever at the start of a visit) is shown at once; the load never starts.
      always: { guard: 'hasEntry', target: 'loaded' },
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'loaded', actions: [{ type: 'keepEntry', params: loadedOf }, 'storeEntry'] },
        onError: { target: 'error' },
      },
    },
    loaded: {
      on: { 'dashboard.refresh': { target: 'loading', actions: ['clearCachedEntry', 'forgetEntry'] } },
    },
    error: {
      on: {
        'dashboard.retry': { target: 'loading' },
        'dashboard.refresh': { target: 'loading', actions: 'clearCachedEntry' },
      },
    },
  },
})

import { assign, setup } from 'xstate'
import type { Currency, DashboardPeriod, DashboardQuery, PreferenceSettings } from '../../../kernel/contract'
import { DASHBOARD_CACHE_TTL_MS } from '../../../kernel/limits'
import { DEFAULT_TIMEZONE, isoDayAt, localeIn } from '../../../kernel/format'
import { loadDashboardActor, type DashboardData } from './dashboard.actors'
import { createDashboardStore, type DashboardEntry, type DashboardStore } from './dashboard.cache'
import { customPeriodProblem, DEFAULT_SELECTION, latestDataPeriod, queryOf, selectionKey, type DashboardSelection, type PeriodChoice } from './dashboard.period'

export type { DashboardData } from './dashboard.actors'
export type { DashboardEntry, DashboardStore } from './dashboard.cache'
export type { DashboardSelection, PeriodChoice } from './dashboard.period'

export type DashboardEvent =
  /** The header's Refresh: clears the cached entries and loads again (docs/product.md#dashboard-states). */
  | { type: 'dashboard.refresh' }
  /** Try Again on the 'Something went wrong' card. */
  | { type: 'dashboard.retry' }
  /** A preset period, or a custom range of two days (docs/product.md#dashboard-period). */
  | { type: 'dashboard.choosePeriod'; period: PeriodChoice }
  /** One outlet of the account's, or null for all. */
  | { type: 'dashboard.chooseOutlet'; outlet: string | null }
  /** The offer of an empty period: the latest 30 days that have sales. */
  | { type: 'dashboard.showLatest' }

/** What is being asked for: the selection's query on the day it was chosen, and the key its answer is cached under. */
export interface DashboardAsked {
  key: string
  query: DashboardQuery
}

export interface DashboardContext {
  /** Where entries are cached: the app's cache under the signed-in token unless a test says otherwise. */
  store: DashboardStore
  /** The period and outlet chosen. */
  selection: DashboardSelection
  /** The account's zone, as the last answer said: presets are read in its days. */
  zone: string
  /** The account's currency, as the last answer said (the cards' titles name it before the numbers arrive); null until one has. */
  currency: Currency | null
  asked: DashboardAsked
  /**
   * What the screen shows: the answer to `asked` once loaded; while another selection loads, the
   * previous one's (shown as out of date); null while there is nothing to show.
   */
  entry: DashboardEntry | null
  /** The account's outlets, as the last answer listed them (the outlet choice's options). */
  outlets: string[]
  /**
   * This visit's answers by key, besides the cache: going back to a period or outlet within 2
   * minutes asks nothing, and the machine knows it without reading the cache (so a test's model
   * of the machine knows it too).
   */
  answers: Record<string, DashboardEntry>
}

export interface DashboardInput {
  store?: DashboardStore
  /**
   * A period the address names (`/dashboard?from=2026-11-16&to=2026-11-22`, the link under a chat
   * answer): opened as a custom period when it is one the period bar would accept, else ignored.
   */
  period?: DashboardPeriod | null
  /**
   * The account's currency and zone as the session knows them (sign-in, Settings): the cards name the
   * currency and the presets read the zone's days before any answer has (an account with no sales
   * answers none). Null when not known.
   */
  account?: Pick<PreferenceSettings, 'currency' | 'timezone'> | null
}

export type DashboardInvokeId = 'loadDashboard'

type Loaded = { output: DashboardData }
/** Hands a done event's data to a parameterised action (setup's types know only our own events). */
const loadedOf = ({ event }: { event: { output: DashboardData } }): Loaded => ({ output: event.output })

/** The query and cache key of `selection`, read on the store's today in `zone`. */
function ask(store: DashboardStore, selection: DashboardSelection, zone: string): DashboardAsked {
  const today = isoDayAt(store.now(), localeIn(zone))
  return { key: selectionKey(selection, today), query: queryOf(selection, today) }
}

/** The context after choosing `selection`: what it asks, and its answer if one is fresh (else the one on screen stays, out of date). */
function choose(context: DashboardContext, selection: DashboardSelection): Partial<DashboardContext> {
  const asked = ask(context.store, selection, context.zone)
  const known = context.answers[asked.key]
  const fresh = known && context.store.now() - known.timestamp < DASHBOARD_CACHE_TTL_MS ? known : null
  return { selection, asked, entry: fresh ?? context.store.read(asked.key) ?? context.entry }
}

/**
 * The dashboard (docs/product.md#dashboard-states): loading (skeletons) → loaded | error. The three
 * GETs run in parallel in one actor; what they bring is cached per token, period and outlet for 2
 * minutes, so a visit within that time starts loaded from the cache and makes no request. Refresh
 * clears the cached entries and loads again; Try Again loads again after a failure.
 *
 * The period and outlet (docs/product.md#dashboard-period) can be chosen at any time: the choice
 * loads at once (a load still running is dropped), showing the previous numbers as out of date
 * until the new ones arrive, and is remembered for the session. A period without sales in an
 * account that has some elsewhere offers the latest 30 days with sales (`dashboard.showLatest`).
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
    hasAnswer: ({ context }) => context.entry !== null && context.entry.key === context.asked.key,
    /** One of the account's outlets (or all), other than the one on screen: a select fires no change for the same. */
    otherOutlet: ({ context }, { outlet }: { outlet: string | null }) => outlet !== context.selection.outlet && (outlet === null || context.outlets.includes(outlet)),
    offersLatest: ({ context }) => latestDataPeriod(context.entry?.metrics ?? null) !== null,
  },
  actions: {
    keepEntry: assign(({ context }, { output }: Loaded) => {
      const entry = { ...output, timestamp: context.store.now(), key: context.asked.key }
      return {
        entry,
        answers: { ...context.answers, [entry.key]: entry },
        zone: output.metrics?.timezone ?? context.zone,
        currency: output.metrics?.currency ?? context.currency,
        outlets: output.metrics?.outlets ?? (output.metrics === null ? [] : context.outlets),
      }
    }),
    storeEntry: ({ context }) => {
      if (context.entry) context.store.write(context.entry)
    },
    clearCachedEntries: ({ context }) => context.store.clear(),
    forgetEntry: assign({ entry: null }),
    forgetAnswers: assign({ answers: {} }),
    askAgain: assign({ asked: ({ context }) => ask(context.store, context.selection, context.zone) }),
    choosePeriod: assign(({ context }, { period }: { period: PeriodChoice }) => choose(context, { ...context.selection, period })),
    chooseOutlet: assign(({ context }, { outlet }: { outlet: string | null }) => choose(context, { ...context.selection, outlet })),
    chooseLatest: assign(({ context }) => {
      const latest = latestDataPeriod(context.entry?.metrics ?? null)
      return latest ? choose(context, { ...context.selection, period: { preset: 'custom', ...latest } }) : {}
    }),
    rememberSelection: ({ context }) => context.store.remember({ selection: context.selection, zone: context.zone, currency: context.currency }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => {
    const store = input?.store ?? createDashboardStore()
    const remembered = store.remembered()
    const kept = remembered?.selection ?? DEFAULT_SELECTION
    const zone = input?.account?.timezone ?? remembered?.zone ?? DEFAULT_TIMEZONE
    const named = input?.period
    const selection: DashboardSelection =
      named && customPeriodProblem(named, isoDayAt(store.now(), localeIn(zone))) === null ? { ...kept, period: { preset: 'custom', ...named } } : kept
    const asked = ask(store, selection, zone)
    // The visit's cached entry, read once: the cache decides its freshness.
    const entry = store.read(asked.key)
    const currency = entry?.metrics?.currency ?? input?.account?.currency ?? remembered?.currency ?? null
    return { store, selection, zone, currency, asked, entry, outlets: entry?.metrics?.outlets ?? [], answers: entry ? { [entry.key]: entry } : {} }
  },
  initial: 'loading',
  on: {
    'dashboard.choosePeriod': { target: '.loading', reenter: true, actions: [{ type: 'choosePeriod', params: ({ event }) => event }, 'rememberSelection'] },
    'dashboard.chooseOutlet': {
      guard: { type: 'otherOutlet', params: ({ event }) => event },
      target: '.loading',
      reenter: true,
      actions: [{ type: 'chooseOutlet', params: ({ event }) => event }, 'rememberSelection'],
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      // A cached answer is shown at once; the load never starts.
      always: { guard: 'hasAnswer', target: 'loaded' },
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ query: context.asked.query }),
        onDone: { target: 'loaded', actions: [{ type: 'keepEntry', params: loadedOf }, 'storeEntry'] },
        onError: { target: 'error' },
      },
    },
    loaded: {
      on: {
        'dashboard.refresh': { target: 'loading', actions: ['clearCachedEntries', 'forgetAnswers', 'forgetEntry', 'askAgain'] },
        'dashboard.showLatest': { guard: 'offersLatest', target: 'loading', actions: ['chooseLatest', 'rememberSelection'] },
      },
    },
    error: {
      on: {
        'dashboard.retry': { target: 'loading', actions: 'askAgain' },
        'dashboard.refresh': { target: 'loading', actions: ['clearCachedEntries', 'forgetAnswers', 'askAgain'] },
      },
    },
  },
})

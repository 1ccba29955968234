import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import { getGoals } from '../../api/goals'
import type { Goal, PreferenceSettings, SettingsResponse } from '../../../kernel/contract'
import { getSettings } from '../../api/settings'
import { fromApiPromise } from '../shared/api-actor'
import { SETTINGS_TABS, type SettingsTab } from './settings-forms.machine'
import { settingsStore, type SettingsStore } from './settings.store'

export type SettingsEvent =
  | { type: 'settings.tab'; tab: SettingsTab }
  /** Try again after 'Failed to load settings' (or goals that did not load). */
  | { type: 'settings.retry' }

export interface SettingsContext {
  tab: SettingsTab
  /** The saved settings; null while loading and when GET /settings failed. */
  settings: SettingsResponse | null
  /** The goals to choose from; null while loading and when GET /goals failed. */
  goals: Goal[] | null
}

/** What was loaded: either part is null when its call failed. */
export interface SettingsLoaded {
  settings: SettingsResponse | null
  goals: Goal[] | null
}

export interface SettingsMachineInput {
  /** The tab to open on (`/settings#security`); Profile when null. */
  tab: SettingsTab | null
}

export type SettingsInvokeId = 'loadSettings'

/** The preferences as loaded, which the screen hands to the session (the frame applies the theme and language; screens read the currency and zone). */
export interface PreferencesEmitted {
  type: 'settings.preferences'
  preferences: PreferenceSettings
}

/**
 * Loads what is missing: from the cache when it holds both parts, else `GET /settings` and `GET
 * /goals` side by side (the goals call sends no token). Each part is null when its call failed, so a
 * failed settings load still shows the goals (docs/product.md#settings-states); it rejects only when
 * both failed.
 */
export function createSettingsLoader(store: SettingsStore = settingsStore) {
  return fromApiPromise<SettingsLoaded, SettingsLoaded>(async ({ input, signal }) => {
    const cached = store.read()
    if (cached) return cached
    const [settings, goals] = await Promise.allSettled([input.settings ?? getSettings(signal), input.goals ?? getGoals(signal)])
    // Nothing at all: the server could not be reached (the machine says the same as for a failed settings load).
    if (settings.status === 'rejected' && goals.status === 'rejected') throw settings.reason
    const loaded = { settings: settings.status === 'fulfilled' ? settings.value : null, goals: goals.status === 'fulfilled' ? goals.value : null }
    if (loaded.settings && loaded.goals) store.write({ settings: loaded.settings, goals: loaded.goals })
    return loaded
  })
}

export const loadSettings = createSettingsLoader()

export const isSettingsTab = (tab: unknown): tab is SettingsTab => SETTINGS_TABS.includes(tab as SettingsTab)

/**
 * The Settings screen (docs/product.md#settings-states): loading ('Loading your
 * settings...') → ready. Ready knows which tab is open and what loaded; when a part failed it says so
 * ('Failed to load settings') and `settings.retry` loads the missing part again. Each tab's form is
 * its own machine (./settings-forms.machine.ts), started from what this one loaded.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsMachineInput,
    emitted: {} as PreferencesEmitted,
    tags: {} as 'busy',
  },
  actors: { loadSettings },
  guards: {
    somethingMissing: ({ context }) => context.settings === null || context.goals === null,
  },
  actions: {
    keepLoaded: assign(({ context }, loaded: SettingsLoaded) => ({ settings: loaded.settings ?? context.settings, goals: loaded.goals ?? context.goals })),
    applyPreferences: enqueueActions(({ enqueue }, loaded: SettingsLoaded) => {
      if (loaded.settings) enqueue.emit({ type: 'settings.preferences', preferences: loaded.settings.preferences })
    }),
    selectTab: assign(({ event }) => {
      assertEvent(event, 'settings.tab')
      return { tab: event.tab }
    }),
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({ tab: input.tab ?? 'profile', settings: null, goals: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ settings: context.settings, goals: context.goals }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepLoaded', params: ({ event }) => event.output },
            { type: 'applyPreferences', params: ({ event }) => event.output },
          ],
        },
        // Neither part: ready all the same, with what it had (the screen says 'Failed to load settings').
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'settings.tab': { actions: 'selectTab' },
        'settings.retry': { guard: 'somethingMissing', target: 'loading' },
      },
    },
  },
})

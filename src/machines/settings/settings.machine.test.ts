import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createCache } from '../../api/cache'
import { DEFAULT_SETTINGS, type Goal, type SettingsResponse } from '../../../kernel/contract'
import { createSettingsLoader, settingsMachine, type PreferencesEmitted, type SettingsLoaded, type SettingsMachineInput } from './settings.machine'
import { createSettingsStore } from './settings.store'

const SAVED: SettingsResponse = { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, theme: 'dark' } }
const GOALS: Goal[] = [{ title: 'Increase revenue' }, { title: 'Reduce food waste' }]

/** The machine with a loader the test settles; each load records what it already had. */
function world(input: SettingsMachineInput = { tab: null }) {
  const loads: Array<{ input: SettingsLoaded; resolve: (loaded: SettingsLoaded) => void }> = []
  const machine = settingsMachine.provide({
    actors: { loadSettings: fromPromise<SettingsLoaded, SettingsLoaded>(({ input }) => new Promise((resolve) => loads.push({ input, resolve }))) },
  })
  const actor = createActor(machine, { input }).start()
  const applied: PreferencesEmitted[] = []
  actor.on('settings.preferences', (event) => applied.push(event))
  return { actor, loads, applied }
}

describe('settings machine', () => {
  it('loads (busy) both parts, opens on Profile, and hands the screen the saved preferences to apply', async () => {
    const w = world()
    expect(w.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(w.loads[0]!.input).toEqual({ settings: null, goals: null })
    w.loads[0]!.resolve({ settings: SAVED, goals: GOALS })
    const snapshot = await waitFor(w.actor, (s) => s.matches('ready'))
    expect(snapshot.context).toEqual({ tab: 'profile', settings: SAVED, goals: GOALS })
    expect(w.applied).toEqual([{ type: 'settings.preferences', preferences: SAVED.preferences }])
  })

  it('opens on the tab it is given and moves between tabs once loaded', async () => {
    const w = world({ tab: 'security' })
    expect(w.actor.getSnapshot().context.tab).toBe('security')
    w.loads[0]!.resolve({ settings: SAVED, goals: GOALS })
    await waitFor(w.actor, (s) => s.matches('ready'))
    w.actor.send({ type: 'settings.tab', tab: 'goals' })
    expect(w.actor.getSnapshot().context.tab).toBe('goals')
  })

  it('a failed settings load keeps the goals; Try again asks only for what is missing; nothing to apply meanwhile', async () => {
    const w = world()
    w.loads[0]!.resolve({ settings: null, goals: GOALS })
    await waitFor(w.actor, (s) => s.matches('ready'))
    expect(w.applied).toEqual([])
    w.actor.send({ type: 'settings.retry' })
    expect(w.loads[1]!.input).toEqual({ settings: null, goals: GOALS })
    w.loads[1]!.resolve({ settings: SAVED, goals: GOALS })
    const snapshot = await waitFor(w.actor, (s) => s.matches('ready'))
    expect(snapshot.context.settings).toEqual(SAVED)
    expect(w.applied).toHaveLength(1)
  })

  it('Try again does nothing when everything loaded', async () => {
    const w = world()
    w.loads[0]!.resolve({ settings: SAVED, goals: GOALS })
    await waitFor(w.actor, (s) => s.matches('ready'))
    w.actor.send({ type: 'settings.retry' })
    expect(w.actor.getSnapshot().value).toBe('ready')
    expect(w.loads).toHaveLength(1)
  })
})

describe('the settings loader', () => {
  const token = () => 'token-1'
  it('answers from the cache when it holds both parts, and a save updates the cached section', async () => {
    const cache = createCache({ now: () => 0 })
    const store = createSettingsStore({ cache, token })
    store.write({ settings: DEFAULT_SETTINGS, goals: GOALS })
    store.update('preferences', SAVED.preferences)
    const actor = createActor(createSettingsLoader(store), { input: { settings: null, goals: null } }).start()
    const snapshot = await waitFor(actor, (s) => s.status === 'done')
    expect(snapshot.output).toEqual({ settings: SAVED, goals: GOALS })
  })

  it('expires after 5 minutes', () => {
    let now = 0
    const store = createSettingsStore({ cache: createCache({ now: () => now }), token })
    store.write({ settings: DEFAULT_SETTINGS, goals: GOALS })
    now = 299_999
    expect(store.read()).not.toBeNull()
    now = 300_000
    expect(store.read()).toBeNull()
  })
})

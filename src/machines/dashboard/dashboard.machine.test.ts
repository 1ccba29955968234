import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { DASHBOARD_CACHE_TTL_MS } from '../../../kernel/limits'
import { ApiError } from '../../api/errors'
import { getAccessToken } from '../../api/auth-token'
import { dashboardMachine } from './dashboard.machine'
import { DEFAULT_SELECTION } from './dashboard.period'
import { DATA, EMPTY, DEFAULT_KEY, controlledLoad, world, start } from '../../../tests/utils/dashboard-machine'

describe('dashboard machine', () => {
  it('opens on a period the address names (the link under a chat answer) when the period bar would accept it', () => {
    const named = { from: '2025-11-03', to: '2025-11-09' }
    const load = controlledLoad()
    const machine = dashboardMachine.provide({ actors: { loadDashboard: load.logic } })
    const opened = createActor(machine, { input: { store: world().store, period: named } }).start()
    expect(opened.getSnapshot().context.selection).toEqual({ period: { preset: 'custom', ...named }, outlet: null })
    expect(load.calls[0]!.input.query).toEqual({ period: named })

    // Reversed, or ending after the store's today (2025-11-13): the default period instead.
    for (const period of [{ from: '2025-11-09', to: '2025-11-03' }, { from: '2025-11-10', to: '2025-11-14' }]) {
      const refused = createActor(machine, { input: { store: world().store, period } }).start()
      expect(refused.getSnapshot().context.selection).toEqual(DEFAULT_SELECTION)
    }
  })

  it('starts loading (busy) with one load for the three GETs', () => {
    const { actor, load } = start(world())
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.entry).toBeNull()
    expect(load.calls).toHaveLength(1)
    expect(actor.getSnapshot().can({ type: 'dashboard.refresh' })).toBe(false)
  })

  it('loaded: keeps the data with its timestamp, and caches that entry for the token', async () => {
    const w = world()
    const { actor, load } = start(w)
    w.time.advance(250)
    load.calls[0]!.resolve(DATA)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    const entry = { ...DATA, timestamp: w.time.now(), key: DEFAULT_KEY }
    expect(snapshot.context.entry).toEqual(entry)
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(w.store.read(DEFAULT_KEY)).toEqual(entry)
    expect(w.cache.get('token-a', 'dashboard')).toEqual({ [DEFAULT_KEY]: entry })
    expect(w.cache.get('token-b', 'dashboard')).toBeUndefined()
  })

  it('a visit within 120000 ms starts loaded from the cache, without a request, showing the first timestamp', async () => {
    const w = world()
    const first = start(w)
    first.load.calls[0]!.resolve(DATA)
    await waitFor(first.actor, (s) => s.matches('loaded'))
    const stored = first.actor.getSnapshot().context.entry!
    first.actor.stop()

    w.time.advance(DASHBOARD_CACHE_TTL_MS - 1)
    const again = start(w)
    expect(again.actor.getSnapshot().value).toBe('loaded')
    expect(again.actor.getSnapshot().context.entry).toEqual(stored)
    expect(again.load.calls).toHaveLength(0)
    // Not even later: the load was never started.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(again.load.calls).toHaveLength(0)
  })

  it('at 120000 ms the entry has expired: the visit loads again', () => {
    const w = world()
    w.store.write({ ...DATA, timestamp: w.time.now(), key: DEFAULT_KEY })
    w.time.advance(DASHBOARD_CACHE_TTL_MS)
    const { actor, load } = start(w)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load.calls).toHaveLength(1)
  })

  it('another token (a new sign-in) does not see the entry', () => {
    const w = world()
    w.store.write({ ...DATA, timestamp: w.time.now(), key: DEFAULT_KEY })
    w.signIn('token-b')
    const { actor, load } = start(w)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load.calls).toHaveLength(1)
  })

  it('signed out, nothing is read or kept', async () => {
    const w = world(null)
    const { actor, load } = start(w)
    load.calls[0]!.resolve(DATA)
    await waitFor(actor, (s) => s.matches('loaded'))
    w.signIn('token-a')
    expect(w.store.read(DEFAULT_KEY)).toBeNull()
  })

  it('Refresh clears the cached entry and loads again, then caches the new entry', async () => {
    const w = world()
    const { actor, load } = start(w)
    load.calls[0]!.resolve(DATA)
    await waitFor(actor, (s) => s.matches('loaded'))

    w.time.advance(30_000)
    actor.send({ type: 'dashboard.refresh' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.entry).toBeNull()
    expect(w.cache.get('token-a', 'dashboard')).toBeUndefined()
    expect(load.calls).toHaveLength(2)

    const fresher = { ...DATA, insights: [{ text: 'Something new', goal: null }] }
    load.calls[1]!.resolve(fresher)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.entry).toEqual({ ...fresher, timestamp: w.time.now(), key: DEFAULT_KEY })
    expect(w.store.read(DEFAULT_KEY)).toEqual(snapshot.context.entry)
  })

  it('a failed load → error, nothing cached; Try Again loads again', async () => {
    const w = world()
    const { actor, load } = start(w)
    load.calls[0]!.reject(new ApiError('http', 'GET /insights failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches('error'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(w.store.read(DEFAULT_KEY)).toBeNull()
    expect(actor.getSnapshot().can({ type: 'dashboard.retry' })).toBe(true)

    actor.send({ type: 'dashboard.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    load.calls[1]!.resolve(DATA)
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('Refresh from the error card loads again too; Try Again is not offered once loaded', async () => {
    const w = world()
    const { actor, load } = start(w)
    load.calls[0]!.reject(new ApiError('network', 'x'))
    await waitFor(actor, (s) => s.matches('error'))
    actor.send({ type: 'dashboard.refresh' })
    expect(actor.getSnapshot().value).toBe('loading')
    load.calls[1]!.resolve(DATA)
    const loaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(loaded.can({ type: 'dashboard.retry' })).toBe(false)
  })

  it('empty data (a new business) is loaded, and cached like any other', async () => {
    const w = world()
    const { actor, load } = start(w)
    load.calls[0]!.resolve(EMPTY)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.entry).toMatchObject(EMPTY)
    expect(w.store.read(DEFAULT_KEY)).toMatchObject(EMPTY)
  })

  it('stopping during a load (leaving the screen) aborts it', () => {
    const { actor, load } = start(world())
    actor.stop()
    expect(load.calls[0]!.signal.aborted).toBe(true)
  })

  it('the default load asks the fake backend: signed out, the three GETs are refused, which is an error, not a crash', async () => {
    expect(getAccessToken()).toBeNull()
    const actor = createActor(dashboardMachine, { input: {} }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 5_000 })
    expect(actor.getSnapshot().value).toBe('error')
  })
})

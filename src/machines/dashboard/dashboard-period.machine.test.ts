import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { DASHBOARD_CACHE_TTL_MS } from '../../../kernel/limits'
import type { DashboardData } from './dashboard.actors'
import { dashboardMachine } from './dashboard.machine'
import { selectionKey } from './dashboard.period'
import { DATA, EMPTY, TODAY, controlledLoad, world, start } from '../../../tests/utils/dashboard-machine'

describe('dashboard machine: the period and the outlet', () => {
  const OLD: DashboardData = {
    ...DATA,
    metrics: { revenue: 0, orders: 0, customers: 0, avg_order: 0, period: { from: '2025-10-15', to: TODAY, orders: 0 }, span: { first: '2024-09-02', last: '2024-11-20' }, outlets: ['Bangsar', 'Cheras'] },
  }

  async function loaded(w = world(), data = DATA) {
    const started = start(w)
    started.load.calls[0]!.resolve(data)
    await waitFor(started.actor, (s) => s.matches('loaded'))
    return { ...started, w }
  }

  it('the first load asks the default (no query); a preset asks its days on the account\'s today, and loads at once', async () => {
    const { actor, load } = await loaded()
    expect(load.calls[0]!.input).toEqual({ query: {} })
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last7' } })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load.calls[1]!.input).toEqual({ query: { period: { from: '2025-11-07', to: TODAY } } })
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'lastMonth' } })
    expect(load.calls[2]!.input).toEqual({ query: { period: { from: '2025-10-01', to: '2025-10-31' } } })
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'custom', from: '2025-01-01', to: '2025-03-31' } })
    expect(load.calls[3]!.input).toEqual({ query: { period: { from: '2025-01-01', to: '2025-03-31' } } })
  })

  it('while the new period loads, the previous numbers stay (out of date) and a load still running is dropped', async () => {
    const { actor, load } = await loaded()
    const shown = actor.getSnapshot().context.entry
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last90' } })
    expect(actor.getSnapshot().context.entry).toBe(shown)
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'thisMonth' } })
    expect(load.calls[1]!.signal.aborted).toBe(true)
    load.calls[2]!.resolve(EMPTY)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.entry).toMatchObject({ ...EMPTY, key: selectionKey({ period: { preset: 'thisMonth' }, outlet: null }, TODAY) })
  })

  it('each period and outlet is cached under its own key: going back to one within 2 minutes asks nothing', async () => {
    const { actor, load } = await loaded()
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last7' } })
    load.calls[1]!.resolve({ ...DATA, insights: [{ text: 'Week', goal: null }] })
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last30' } })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context.entry?.insights).toEqual(DATA.insights)
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last7' } })
    expect(actor.getSnapshot().context.entry?.insights).toEqual([{ text: 'Week', goal: null }])
    expect(load.calls).toHaveLength(2)
  })

  it('an outlet is chosen among those the answer listed, and asked with the period; all outlets again drops it', async () => {
    const { actor, load } = await loaded(world(), OLD)
    actor.send({ type: 'dashboard.chooseOutlet', outlet: 'Nowhere' })
    expect(actor.getSnapshot().value).toBe('loaded')
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last7' } })
    actor.send({ type: 'dashboard.chooseOutlet', outlet: 'Cheras' })
    expect(load.calls.at(-1)!.input).toEqual({ query: { period: { from: '2025-11-07', to: TODAY }, outlet: 'Cheras' } })
    actor.send({ type: 'dashboard.chooseOutlet', outlet: null })
    expect(load.calls.at(-1)!.input).toEqual({ query: { period: { from: '2025-11-07', to: TODAY } } })
  })

  it('an empty period with older sales offers the latest 30 days with data, and takes them in one event', async () => {
    const { actor, load } = await loaded(world(), OLD)
    expect(actor.getSnapshot().can({ type: 'dashboard.showLatest' })).toBe(true)
    actor.send({ type: 'dashboard.showLatest' })
    expect(load.calls[1]!.input).toEqual({ query: { period: { from: '2024-10-22', to: '2024-11-20' } } })
    expect(actor.getSnapshot().context.selection.period).toEqual({ preset: 'custom', from: '2024-10-22', to: '2024-11-20' })
    load.calls[1]!.resolve(DATA)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.can({ type: 'dashboard.showLatest' })).toBe(false)
  })

  it('no offer for a period with sales, nor for an account without any', async () => {
    expect((await loaded(world(), DATA)).actor.getSnapshot().can({ type: 'dashboard.showLatest' })).toBe(false)
    expect((await loaded(world(), EMPTY)).actor.getSnapshot().can({ type: 'dashboard.showLatest' })).toBe(false)
  })

  it('keeps the account’s currency as the last answer said, for the cards’ titles, and remembers it with the choice', async () => {
    const w = world()
    const { actor, load } = await loaded(w, { ...OLD, metrics: { ...OLD.metrics!, currency: 'SGD' } })
    expect(actor.getSnapshot().context.currency).toBe('SGD')
    actor.send({ type: 'dashboard.chooseOutlet', outlet: 'Bangsar' })
    // An answer that does not say (a backend without Selera's field) keeps the one known.
    load.calls.at(-1)!.resolve(OLD)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.currency).toBe('SGD')
    actor.stop()
    w.time.advance(DASHBOARD_CACHE_TTL_MS)
    // The next visit's skeleton already names it.
    expect(start(w).actor.getSnapshot().context.currency).toBe('SGD')
    expect(start(world()).actor.getSnapshot().context.currency).toBeNull()
  })

  it('an account with no sales (its answer names no currency) keeps the currency and zone the session knows', async () => {
    const w = world()
    const load = controlledLoad()
    const input = { store: w.store, account: { currency: 'SGD', timezone: 'Asia/Singapore' } } as const
    const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: load.logic } }), { input }).start()
    expect(actor.getSnapshot().context).toMatchObject({ currency: 'SGD', zone: 'Asia/Singapore' })
    load.calls[0]!.resolve(EMPTY)
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context).toMatchObject({ currency: 'SGD', zone: 'Asia/Singapore' })
  })

  it('the choice is remembered for the session: the next visit asks the same period and outlet', async () => {
    const w = world()
    const { actor, load } = await loaded(w, OLD)
    actor.send({ type: 'dashboard.chooseOutlet', outlet: 'Bangsar' })
    actor.send({ type: 'dashboard.choosePeriod', period: { preset: 'last90' } })
    load.calls.at(-1)!.resolve(OLD)
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.stop()
    w.time.advance(DASHBOARD_CACHE_TTL_MS)
    const again = start(w)
    expect(again.actor.getSnapshot().context.selection).toEqual({ period: { preset: 'last90' }, outlet: 'Bangsar' })
    expect(again.load.calls[0]!.input).toEqual({ query: { period: { from: '2025-08-16', to: TODAY }, outlet: 'Bangsar' } })
  })
})

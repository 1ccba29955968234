import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { createCache } from '../../api/cache'
import { DASHBOARD_CACHE_TTL_MS } from '../../../kernel/limits'
import { ApiError } from '../../api/errors'
import { getAccessToken, setAccessToken } from '../../api/auth-token'
import { apiUrl } from '../../api/http'
import type { Metrics } from '../../../kernel/contract'
import { loadDashboardActor, type DashboardData, type LoadDashboardInput } from './dashboard.actors'
import { createDashboardStore } from './dashboard.cache'
import { dashboardMachine } from './dashboard.machine'
import { DEFAULT_SELECTION, selectionKey } from './dashboard.period'

const METRICS: Metrics = { revenue: 48210.5, orders: 37, customers: 412, avg_order: 38.7, changes: { revenue: 12.5, orders: -4, customers: null, avg_order: 0 } }
const DATA: DashboardData = {
  metrics: METRICS,
  insights: [
    { text: 'Saturday 12–2 pm brings in a quarter of your revenue.', goal: 'Increase sales and revenue' },
    { text: 'Kopi O is slipping.', goal: null },
  ],
  reportUrl: 'http://localhost/api/reports/weekly-2026-11-16.pdf',
  reportWeek: { from: '2026-11-16', to: '2026-11-22', latest: true },
}
const EMPTY: DashboardData = { metrics: null, insights: [], reportUrl: null, reportWeek: null }
/** 2025-11-13 02:13 UTC: 10:13 in Kuala Lumpur. */
const START = 1_763_000_000_000
const TODAY = '2025-11-13'
/** The default selection's key on the test's day: where the first load is cached. */
const DEFAULT_KEY = selectionKey(DEFAULT_SELECTION, TODAY)

/** A fake clock shared by the cache and the entry's timestamp. */
function clock(start = START) {
  let time = start
  return { now: () => time, advance: (ms: number) => void (time += ms) }
}

/** A load the test settles; each call records whether it was aborted. */
function controlledLoad() {
  const calls: Array<{ signal: AbortSignal; input: LoadDashboardInput; resolve: (data: DashboardData) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<DashboardData, LoadDashboardInput>(
    ({ signal, input }) =>
      new Promise<DashboardData>((resolve, reject) => {
        calls.push({ signal, input, resolve, reject })
      }),
  )
  return { logic, calls }
}

function world(token: string | null = 'token-a') {
  const time = clock()
  const cache = createCache({ now: time.now })
  let current = token
  const store = createDashboardStore({ cache, now: time.now, token: () => current })
  return { time, cache, store, signIn: (next: string | null) => void (current = next) }
}

function start(w: ReturnType<typeof world>) {
  const load = controlledLoad()
  const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: load.logic } }), { input: { store: w.store } }).start()
  return { actor, load }
}

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

describe('loadDashboard actor', () => {
  /** Answers the three GETs only once all three have arrived: a sequential load would never finish. */
  function answerWhenAllThreeArrive(answers: Record<'metrics' | 'insights' | 'report', () => Response>) {
    const arrived: string[] = []
    let release!: () => void
    const allThere = new Promise<void>((resolve) => (release = resolve))
    for (const name of ['metrics', 'insights', 'report'] as const) {
      server.use(
        http.get(apiUrl(`/${name}`), async () => {
          arrived.push(name)
          if (arrived.length === 3) release()
          await allThere
          return answers[name]()
        }),
      )
    }
    return arrived
  }

  it('runs the three GETs in parallel, with the token, and hands back the data', async () => {
    setAccessToken('token-parallel')
    const arrived = answerWhenAllThreeArrive({
      metrics: () => HttpResponse.json({ metrics: METRICS }),
      insights: () => HttpResponse.json({ insights: DATA.insights.map((insight) => insight.text), serves: DATA.insights.map((insight) => insight.goal) }),
      report: () => HttpResponse.json({ report_url: DATA.reportUrl, week: DATA.reportWeek }),
    })
    const actor = createActor(loadDashboardActor, { input: { query: {} } }).start()
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 5_000 })
    expect(done.output).toEqual(DATA)
    expect([...arrived].sort()).toEqual(['insights', 'metrics', 'report'])
  })

  it('one failing GET fails the load as a whole: the machine shows the error and the others are aborted', async () => {
    setAccessToken('token-parallel')
    const never = () => new Promise<Response>(() => undefined)
    server.use(
      http.get(apiUrl('/metrics'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
      http.get(apiUrl('/insights'), never),
      http.get(apiUrl('/report'), never),
    )
    const signals = new Map<string, AbortSignal>()
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.set(new URL(input instanceof Request ? input.url : input.toString()).pathname.split('/').pop()!, init.signal)
      return realFetch(input, init)
    })
    const w = world('token-parallel')
    const actor = createActor(dashboardMachine, { input: { store: w.store } }).start()
    await waitFor(actor, (s) => s.matches('error'), { timeout: 5_000 })
    expect([...signals.keys()].sort()).toEqual(['insights', 'metrics', 'report'])
    expect(signals.get('insights')!.aborted).toBe(true)
    expect(signals.get('report')!.aborted).toBe(true)
    expect(w.store.read(DEFAULT_KEY)).toBeNull()
  })
})

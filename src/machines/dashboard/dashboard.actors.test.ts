import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { setAccessToken } from '../../api/auth-token'
import { apiUrl } from '../../api/http'
import { loadDashboardActor } from './dashboard.actors'
import { dashboardMachine } from './dashboard.machine'
import { METRICS, DATA, DEFAULT_KEY, world } from '../../../tests/utils/dashboard-machine'

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

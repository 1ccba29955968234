/**
 * The dashboard machine's model for tests/model/dashboard.model.test.tsx: one gesture and samples per
 * event, the outcomes of its load and how the fake backend is arranged for each, and what the real
 * screen shows in every state.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import {
  dashboardMachine,
  type DashboardData,
  type DashboardEntry,
  type DashboardEvent,
  type DashboardInvokeId,
  type DashboardStore,
  type DashboardContext,
} from '../../src/machines/dashboard/dashboard.machine'
import { addDaysIso, latestDataPeriod, PERIOD_PRESETS, type PeriodChoice } from '../../src/machines/dashboard/dashboard.period'
import { isoDayAt } from '../../kernel/format'
import { DASHBOARD_TEXT, INSIGHTS_TEXT, PERIOD_TEXT, REPORT_LABELS, REPORT_TEXT } from '../../src/ui/screens/dashboard/messages'
import { EMPTY_CARDS, STAT_CARDS } from '../../src/ui/screens/dashboard/stat-cards'
import { setChaosRule } from './chaos'
import type { Driver } from './driver'
import type { EventFixtures, OutcomeFixtures } from './graph'
import type { RenderedRoute } from './render'

export interface Ctx {
  driver: Driver
  route: RenderedRoute
  /** The live machine's last snapshot: the choice on screen is checked against it (the model's projection leaves the preset out, or the graph would grow sevenfold). */
  live: () => AnyMachineSnapshot
}

/** Forwards the harness's inspection and keeps the live dashboard machine's last snapshot. */
export function watchLive(inspect: (event: InspectionEvent) => void) {
  let last: AnyMachineSnapshot | null = null
  const watch = (event: InspectionEvent) => {
    if (event.type === '@xstate.snapshot' && (event.snapshot as AnyMachineSnapshot).machine?.id === dashboardMachine.id) last = event.snapshot as AnyMachineSnapshot
    inspect(event)
  }
  return {
    watch,
    live: () => {
      if (!last) throw new Error('The dashboard machine has not started')
      return last
    },
  }
}

export const ENDPOINTS = ['metrics', 'insights', 'report'] as const
export const DATA_REQUESTS = ENDPOINTS.length

/** The demo business's outlets, as the fake backend lists them. */
export const DEMO_OUTLETS = ['Bangsar', 'Mont Kiara', 'SS15 Subang Jaya']
export const TODAY = isoDayAt(Date.now())
/** A custom range the demo has sales in. */
export const CUSTOM: PeriodChoice = { preset: 'custom', from: addDaysIso(TODAY, -75), to: addDaysIso(TODAY, -50) }

/** One gesture per dashboard event (the same names Playwright's dashboard spec clicks). */
const dashboardGestures = {
  refresh: (driver: Driver) => driver.click('button', DASHBOARD_TEXT.refresh),
  retry: (driver: Driver) => driver.click('button', DASHBOARD_TEXT.retry),
  period: async (driver: Driver, period: PeriodChoice) => {
    if (period.preset !== 'custom') return driver.click('button', PERIOD_TEXT.presets[period.preset])
    await driver.disclose(PERIOD_TEXT.custom)
    await driver.fill(PERIOD_TEXT.from, period.from)
    await driver.fill(PERIOD_TEXT.to, period.to)
    await driver.click('button', PERIOD_TEXT.show)
  },
  outlet: (driver: Driver, outlet: string | null) => driver.select(PERIOD_TEXT.outlet, outlet ?? ''),
  showLatest: (driver: Driver) => driver.click('button', /^Show \d/),
}

export const events = {
  'dashboard.refresh': { samples: [{ type: 'dashboard.refresh' }], perform: ({ driver }) => dashboardGestures.refresh(driver) },
  'dashboard.retry': { samples: [{ type: 'dashboard.retry' }], perform: ({ driver }) => dashboardGestures.retry(driver) },
  'dashboard.choosePeriod': {
    samples: [...PERIOD_PRESETS.map((preset) => ({ type: 'dashboard.choosePeriod' as const, period: { preset } })), { type: 'dashboard.choosePeriod', period: CUSTOM }],
    perform: ({ driver }, { period }) => dashboardGestures.period(driver, period),
  },
  'dashboard.chooseOutlet': {
    samples: [
      { type: 'dashboard.chooseOutlet', outlet: DEMO_OUTLETS[0]! },
      { type: 'dashboard.chooseOutlet', outlet: null },
    ],
    perform: ({ driver }, { outlet }) => dashboardGestures.outlet(driver, outlet),
  },
  'dashboard.showLatest': { samples: [{ type: 'dashboard.showLatest' }], perform: ({ driver }) => dashboardGestures.showLatest(driver) },
} satisfies EventFixtures<DashboardEvent, Ctx>

/** The model's samples: the shape of the data decides what the screen shows, not the numbers. */
export const WITH_DATA: DashboardData = {
  metrics: { revenue: 1, orders: 1, customers: 1, avg_order: 1, outlets: DEMO_OUTLETS },
  insights: [{ text: 'An insight', goal: null }],
  reportUrl: apiUrl('/reports/weekly-2026-11-16.pdf'),
  reportWeek: { from: '2026-11-16', to: '2026-11-22', latest: true },
}
const EMPTY: DashboardData = { metrics: null, insights: [], reportUrl: null, reportWeek: null }
/**
 * An account whose sales stop before the period (an export of last year): nothing in the period,
 * and an offer of the latest 30 days with sales, which lie where the demo has sales (so the real
 * answer to the offer has numbers).
 */
const OLD_METRICS = {
  revenue: 0,
  orders: 0,
  customers: 0,
  avg_order: 0,
  period: { from: addDaysIso(TODAY, -29), to: TODAY, orders: 0 },
  span: { first: addDaysIso(TODAY, -400), last: addDaysIso(TODAY, -40) },
  outlets: DEMO_OUTLETS,
}
export const OLD_DATA: DashboardData = { ...WITH_DATA, metrics: OLD_METRICS }

/** The demo business as the fake backend has it: numbers, insights and a complete week. */
export function realData() {
  for (const name of ENDPOINTS) setChaosRule(`GET /${name}`, null)
}

/** A business with nothing yet, as the three GETs answer for it. */
/** The demo's insights and report, with the numbers of an account whose sales all lie before the period. */
function oldData() {
  realData()
  setChaosRule('GET /metrics', { status: 200, body: { metrics: OLD_METRICS } })
}

function emptyData() {
  setChaosRule('GET /metrics', { status: 200, body: { metrics: null } })
  setChaosRule('GET /insights', { status: 200, body: { insights: [] } })
  setChaosRule('GET /report', { status: 200, body: { report_url: null } })
}

/** The outcome events, one object each: journeys name the same objects as the outcomes, which is how their fixtures are found. */
const LOADED = {
  data: { type: 'xstate.done.actor.loadDashboard', output: WITH_DATA },
  empty: { type: 'xstate.done.actor.loadDashboard', output: EMPTY },
  old: { type: 'xstate.done.actor.loadDashboard', output: OLD_DATA },
} as const
export const loadedWith = (output: DashboardData) => Object.values(LOADED).find((event) => event.output === output)!
export const choosePeriod = (period: PeriodChoice) => ({ type: 'dashboard.choosePeriod', period })

export const outcomes = {
  'xstate.done.actor.loadDashboard': [
    { event: LOADED.data, arrange: realData, requests: DATA_REQUESTS },
    { event: LOADED.empty, arrange: emptyData, requests: DATA_REQUESTS },
    { event: LOADED.old, arrange: oldData, requests: DATA_REQUESTS },
  ],
  'xstate.error.actor.loadDashboard': {
    event: { type: 'xstate.error.actor.loadDashboard', error: new ApiError('http', 'GET /insights failed with 500', { status: 500 }) },
    arrange: () => {
      realData()
      setChaosRule('GET /insights', { status: 500 })
    },
    requests: DATA_REQUESTS,
  },
} satisfies OutcomeFixtures<DashboardInvokeId>

interface Shown {
  metrics: boolean
  insights: boolean
  report: boolean
  /** The period is empty and older sales are offered. */
  offer: boolean
}

/**
 * What decides what the screen shows and what can happen next: which panels have something (the
 * empty states, docs/product.md#dashboard-messages), the offer of the latest data, whether there
 * are outlets to choose and whether one is chosen.
 */
export function shown(snapshot: AnyMachineSnapshot) {
  const { entry, outlets, selection } = snapshot.context as DashboardContext
  const panels: Shown | null = entry && {
    metrics: entry.metrics !== null,
    insights: entry.insights.length > 0,
    report: entry.reportUrl !== null,
    offer: latestDataPeriod(entry.metrics) !== null,
  }
  // The outlet choice is on screen with several outlets, or with one chosen (the way back to all).
  return { panels, outlets: outlets.length > 1 || selection.outlet !== null, outlet: selection.outlet !== null }
}

const refreshButton = () => screen.getByRole('button', { name: DASHBOARD_TEXT.refresh })
export const region = (name: string) => screen.getByRole('region', { name })
const errorHeading = () => screen.queryByRole('heading', { name: DASHBOARD_TEXT.failedTitle })

/**
 * The period choice is on screen in every state, the live machine's preset pressed, the outlet
 * choice with the outlets when there are several (which the model's projection holds).
 */
function expectChoice({ live }: Ctx, snapshot: AnyMachineSnapshot) {
  const { selection } = live().context as DashboardContext
  const { outlets } = shown(snapshot)
  const periods = screen.getByRole('group', { name: PERIOD_TEXT.period })
  for (const preset of PERIOD_PRESETS) {
    expect(within(periods).getByRole('button', { name: PERIOD_TEXT.presets[preset] })).toHaveAttribute('aria-pressed', String(selection.period.preset === preset))
  }
  if (outlets) expect(screen.getByLabelText(PERIOD_TEXT.outlet)).toHaveValue(selection.outlet ?? '')
  else expect(screen.queryByLabelText(PERIOD_TEXT.outlet)).not.toBeInTheDocument()
}

const offerHeading = () => screen.queryByRole('heading', { name: PERIOD_TEXT.noSalesInPeriod })

export const screens = {
  loading: (ctx: Ctx, snapshot: AnyMachineSnapshot) => {
    const busy = document.querySelector('[aria-busy="true"]')
    expect(busy).not.toBeNull()
    // The first status in it (the out-of-date panels keep theirs).
    expect(within(busy as HTMLElement).getAllByRole('status')[0]).toHaveTextContent(DASHBOARD_TEXT.loading)
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'true')
    expect(errorHeading()).not.toBeInTheDocument()
    expectChoice(ctx, snapshot)
    // Skeletons, or the previous period's numbers out of date while the new one loads (no offer then).
    if ((snapshot.context as DashboardContext).entry) expect(busy).toHaveClass('dashboard--stale')
    else expect(screen.queryByRole('region', { name: DASHBOARD_TEXT.salesMetricsTitle })).not.toBeInTheDocument()
    expect(offerHeading()).not.toBeInTheDocument()
  },
  loaded: (ctx: Ctx, snapshot: AnyMachineSnapshot) => {
    const panels = shown(snapshot).panels!
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'false')
    expect(screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')).not.toBeNull()
    expect(errorHeading()).not.toBeInTheDocument()
    expectChoice(ctx, snapshot)
    const metrics = region(DASHBOARD_TEXT.salesMetricsTitle)
    if (panels.metrics) {
      for (const card of STAT_CARDS) expect(screen.getByRole('listitem', { name: card.title })).toHaveTextContent(/\d/)
      expect(within(metrics).getByText(DASHBOARD_TEXT.rawMetricsLabel)).toBeInTheDocument()
    } else {
      expect(metrics).toHaveTextContent(DASHBOARD_TEXT.noMetrics)
      for (const card of STAT_CARDS) expect(screen.getByRole('listitem', { name: card.title })).toHaveTextContent(EMPTY_CARDS.note)
    }
    if (panels.offer) {
      const offer = offerHeading()!.closest('section')!
      expect(within(offer).getByRole('button', { name: /^Show \d/ })).toBeInTheDocument()
    } else expect(offerHeading()).not.toBeInTheDocument()
    const insights = region(INSIGHTS_TEXT.title)
    if (panels.insights) expect(within(insights).getAllByRole('listitem').length).toBeGreaterThan(0)
    else expect(insights).toHaveTextContent(INSIGHTS_TEXT.none)
    const report = region(REPORT_TEXT.title)
    if (panels.report) expect(within(report).getByRole('button', { name: REPORT_LABELS.download })).toBeInTheDocument()
    else expect(report).toHaveTextContent(REPORT_TEXT.none)
  },
  error: (ctx: Ctx, snapshot: AnyMachineSnapshot) => {
    const heading = errorHeading()
    expect(heading).toBeInTheDocument()
    const card = heading!.closest('section')!
    expect(within(card).getByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.failed)
    expect(within(card).getByRole('button', { name: DASHBOARD_TEXT.retry })).toBeInTheDocument()
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'false')
    expect(screen.queryByRole('region', { name: DASHBOARD_TEXT.salesMetricsTitle })).not.toBeInTheDocument()
    expectChoice(ctx, snapshot)
  },
}

/** A store for the traversal only (the real screen uses the app's cache): empty, or holding an entry. */
export function modelStore(entry: DashboardEntry | null): DashboardStore {
  return { read: (key) => (entry?.key === key ? entry : null), write: () => undefined, clear: () => undefined, remembered: () => null, remember: () => undefined, now: () => Date.now() }
}

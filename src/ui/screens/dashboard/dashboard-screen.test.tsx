import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { pinClock } from '../../../../tests/utils/clock'
import { watchRequests } from '../../../../tests/utils/backend-gate'
import { renderRoute, type RenderedRoute } from '../../../../tests/utils/render'
import { apiCache } from '../../../api/cache'
import { apiUrl } from '../../../api/http'
import { getMetrics } from '../../../api/metrics'
import { DEFAULT_PREFERENCES, type Metrics } from '../../../../kernel/contract'
import { putSettings } from '../../../api/settings'
import { DASHBOARD_TEXT, INSIGHTS_TEXT, REPORT_LABELS, REPORT_TEXT } from './messages'
import { count, formatWhen, localeIn, money } from '../../../../kernel/format'
import { CARD_TEXT, EMPTY_CARDS, STAT_CARDS } from './stat-cards'

const inFlight = watchRequests(server)
afterEach(async () => {
  await inFlight.settled()
  apiCache.clear()
})
afterAll(() => inFlight.stop())

/** The dashboard GETs the fake backend received, by name. */
function recordDashboardRequests() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const name = /\/(metrics|insights|report)$/.exec(new URL(request.url).pathname)?.[1]
    if (name) seen.push(name)
  }
  server.events.on('request:start', listener)
  afterEach(() => server.events.removeListener('request:start', listener))
  return seen
}

async function open(user: 'demo' | 'new' = 'demo'): Promise<RenderedRoute> {
  const route = await renderRoute('/dashboard', { user })
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  return route
}

const refreshButton = () => screen.getByRole('button', { name: DASHBOARD_TEXT.refresh })
const region = (name: string) => screen.getByRole('region', { name })
const card = (title: string) => screen.getByRole('listitem', { name: title })
const lastUpdated = () => screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')!

/** Loaded: the cards or the Sales Metrics panel are up and Refresh is offered. */
async function loaded() {
  await waitFor(() => expect(refreshButton()).toHaveAttribute('aria-disabled', 'false'), { timeout: 8_000 })
  expect(screen.queryByRole('heading', { name: DASHBOARD_TEXT.failedTitle })).not.toBeInTheDocument()
}

const RM = /^RM\d{1,3}(,\d{3})*\.\d{2}$/

describe('dashboard screen: the demo owner (docs/product.md#dashboard)', () => {
  it('opens on the period the address names (the link under a chat answer), then shows plain /dashboard', async () => {
    await pinClock()
    const asked: string[] = []
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/metrics')) asked.push(url.search)
    }
    server.events.on('request:start', listener)
    try {
      const { location } = await renderRoute('/dashboard?from=2026-11-09&to=2026-11-15', { user: 'demo' })
      await loaded()
      expect(asked).toEqual(['?from=2026-11-09&to=2026-11-15'])
      await waitFor(() => expect(location().search).toBe(''))
      expect(location().pathname).toBe('/dashboard')
    } finally {
      server.events.removeListener('request:start', listener)
    }
  })

  it('shows skeletons, busy, while the three GETs are out; then the four cards with RM values and their changes', async () => {
    // A weekday afternoon: between midnight and opening time no order has landed today, and Orders
    // Today has nothing to compare.
    await pinClock()
    setChaosRule('GET /metrics', { delayMs: 300 })
    await open('demo')
    const busy = document.querySelector('[aria-busy="true"]')
    expect(busy).not.toBeNull()
    expect(within(busy as HTMLElement).getByRole('status')).toHaveTextContent(DASHBOARD_TEXT.loading)
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('listitem', { name: STAT_CARDS[0].title })).not.toBeInTheDocument()

    await loaded()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    for (const { title, key } of STAT_CARDS) {
      const item = card(title)
      expect(within(item).getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
      expect(within(item).getByText(key === 'revenue' || key === 'avg_order' ? RM : /^\d{1,3}(,\d{3})*$/)).toBeInTheDocument()
      // Direction in words (and an arrow), sign and comparison: not colour alone.
      expect(item).toHaveTextContent(/(Up \+|Down -|No change )\d+\.\d% vs (previous 30 days, to \d{1,2}:\d{2} [ap]m|same time last week)/)
    }
  })

  it('the cards say exactly what GET /metrics says', async () => {
    await open('demo')
    await loaded()
    const metrics = await getMetrics()
    expect(metrics).not.toBeNull()
    expect(card('Total Revenue (RM)')).toHaveTextContent(money(metrics!.revenue))
    expect(card('Orders Today')).toHaveTextContent(count(metrics!.orders))
    expect(card('Active Customers')).toHaveTextContent(count(metrics!.customers))
    expect(card('Avg Order Value (RM)')).toHaveTextContent(money(metrics!.avg_order))
  })

  it('charts come with text alternatives: a caption and the numbers as a table; the heatmap is a table', async () => {
    await open('demo')
    await loaded()
    const panel = region(DASHBOARD_TEXT.salesMetricsTitle)
    // jsdom has no 2D canvas: no chart is drawn, the text alternative stands alone.
    expect(panel.querySelector('canvas')).toBeNull()
    for (const title of ['Daily revenue', 'Best sellers', 'Revenue by outlet', 'Revenue by channel', 'Revenue by payment method']) {
      const figure = within(panel).getByText(title, { selector: '.chart__title' }).closest('figure')!
      const table = within(figure).getByRole('table', { name: title })
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    }
    const daily = within(panel).getByRole('table', { name: 'Daily revenue' })
    expect(within(daily).getAllByRole('row')).toHaveLength(31)
    expect(within(daily).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Revenue', 'Same day, 30 days earlier'])

    const heatmap = within(panel).getByRole('table', { name: 'Revenue by weekday and hour (RM), in this period' })
    expect(within(heatmap).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(within(heatmap).getAllByRole('cell').some((cell) => RM.test(cell.textContent ?? ''))).toBe(true)
    expect(within(panel).getByText('When you sell').closest('figure')).toHaveTextContent(/Busiest: \w+day \d+ [ap]m–\d+ [ap]m \(RM[\d,]+\.\d{2}\)/)
  })

  it("'Show raw metrics' discloses the whole metrics object as formatted text", async () => {
    const route = await open('demo')
    await loaded()
    const panel = region(DASHBOARD_TEXT.salesMetricsTitle)
    const summary = within(panel).getByText(DASHBOARD_TEXT.rawMetricsLabel)
    const details = summary.closest('details')!
    expect(details.open).toBe(false)
    await route.user.click(summary)
    expect(details.open).toBe(true)
    const text = String(within(details).getByRole('region', { name: 'Raw metrics' }).textContent)
    expect(text).toContain('\n  "revenue": ')
    // The same object as the API's, but `period.until`, the instant it was read up to (now, to the second).
    const shown = JSON.parse(text) as Metrics
    const fresh = (await getMetrics())!
    expect(shown.period?.until).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    expect(shown).toEqual({ ...fresh, period: { ...fresh.period, until: shown.period?.until } })
  })

  it('AI Insights lists the insights; the Weekly Report panel offers the download', async () => {
    await open('demo')
    await loaded()
    const insights = within(region(INSIGHTS_TEXT.title)).getAllByRole('listitem')
    expect(insights.length).toBeGreaterThan(0)
    expect(insights[0]!.textContent.length).toBeGreaterThan(20)
    const report = region(REPORT_TEXT.title)
    expect(report).toHaveTextContent('Reports are generated weekly.')
    expect(within(report).getByRole('button', { name: REPORT_LABELS.download })).toBeInTheDocument()
  })

  it("'Last updated' is the entry's time in the account's zone", async () => {
    await open('demo')
    await loaded()
    const time = lastUpdated()
    expect(time.textContent).toBe(formatWhen(Date.parse(time.dateTime), localeIn('Asia/Kuala_Lumpur')))
  })

  it("a change with nothing to compare with says so; the time follows the zone the server names", async () => {
    setChaosRule('GET /metrics', {
      status: 200,
      body: { metrics: { revenue: 1234.5, orders: 3, customers: 2, avg_order: 411.5, changes: { revenue: null, orders: null, customers: 0, avg_order: null }, timezone: 'Asia/Bangkok' } },
    })
    await open('demo')
    await loaded()
    expect(card('Total Revenue (RM)')).toHaveTextContent(`RM1,234.50— ${CARD_TEXT.noEarlierData}`)
    expect(card('Active Customers')).toHaveTextContent('No change 0.0%')
    const time = lastUpdated()
    expect(time.textContent).toBe(formatWhen(Date.parse(time.dateTime), localeIn('Asia/Bangkok')))
  })
})

describe('dashboard screen: the account’s currency and goals (docs/product.md#money-and-time)', () => {
  it('a Singapore-dollar account sees S$ on the cards, the charts’ tables, the insights and the heatmap, never RM', async () => {
    const route = await open('demo')
    await loaded()
    expect(card('Total Revenue (RM)')).toHaveTextContent(/RM[\d,]+\.\d{2}/)
    await putSettings({ preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    await route.user.click(refreshButton())
    await waitFor(() => expect(card('Total Revenue (S$)')).toHaveTextContent(/^Total Revenue \(S\$\)S\$[\d,]+\.\d{2}/))
    await loaded()
    expect(card('Avg Order Value (S$)')).toHaveTextContent(/S\$[\d,]+\.\d{2}/)
    expect(within(region(DASHBOARD_TEXT.salesMetricsTitle)).getByRole('region', { name: 'Daily revenue, as a table' })).toHaveTextContent(/S\$[\d,]+\.\d{2}/)
    expect(within(region(DASHBOARD_TEXT.salesMetricsTitle)).getByRole('table', { name: /Revenue by weekday and hour \(S\$\)/ })).toHaveTextContent(/S\$/)
    expect(region(INSIGHTS_TEXT.title)).toHaveTextContent(/S\$[\d,]+/)
    // Amounts only: the raw metrics object keeps its plain numbers.
    expect(document.body.textContent).not.toMatch(/RM\d/)
  })

  it('tags each insight that serves one of the owner’s goals (the demo café’s profile names several)', async () => {
    await open('demo')
    await loaded()
    const insights = within(region(INSIGHTS_TEXT.title)).getAllByRole('listitem')
    const tagged = insights.filter((item) => within(item).queryByText(/^Serves your goal: /))
    expect(tagged.length).toBeGreaterThan(0)
    for (const item of tagged) expect(item).toHaveTextContent(/Serves your goal: (Increase sales and revenue|Improve customer retention|Launch a loyalty programme|Grow delivery orders|Open a new outlet)$/)
  })
})

describe('dashboard screen: a new business', () => {
  it('shows the three empty states, word for word', async () => {
    await open('new')
    await loaded()
    expect(region(DASHBOARD_TEXT.salesMetricsTitle)).toHaveTextContent(DASHBOARD_TEXT.noMetrics)
    expect(region(INSIGHTS_TEXT.title)).toHaveTextContent(INSIGHTS_TEXT.none)
    expect(region(REPORT_TEXT.title)).toHaveTextContent(REPORT_TEXT.none)
    // The four cards stay, with a dash and the way to fill them (docs/product.md#dashboard-cards),
    // not skeletons that vanish.
    for (const { title } of STAT_CARDS) expect(card(title)).toHaveTextContent(`${title}${EMPTY_CARDS.value}${EMPTY_CARDS.hidden}${EMPTY_CARDS.note}`)
    expect(screen.getByRole('link', { name: EMPTY_CARDS.action })).toHaveAttribute('href', '/upload')
    expect(screen.queryByText(DASHBOARD_TEXT.rawMetricsLabel)).not.toBeInTheDocument()
  })
})

describe('dashboard screen: failure, cache and refresh', () => {
  it("a failed GET shows 'Something went wrong'; Try Again reloads and recovers", async () => {
    setChaosRule('GET /insights', { status: 500 })
    const route = await open('demo')
    const heading = await screen.findByRole('heading', { level: 2, name: DASHBOARD_TEXT.failedTitle }, { timeout: 8_000 })
    const errorCard = heading.closest('section')!
    expect(within(errorCard).getByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.failed)
    expect(screen.queryByRole('listitem', { name: STAT_CARDS[0].title })).not.toBeInTheDocument()

    setChaosRule('GET /insights', null)
    await route.user.click(within(errorCard).getByRole('button', { name: DASHBOARD_TEXT.retry }))
    await loaded()
    expect(card('Total Revenue (RM)')).toHaveTextContent(/RM[\d,]+\.\d{2}/)
  })

  it('a visit within 2 minutes renders from the cache without a request; Refresh clears it and loads again', async () => {
    const requests = recordDashboardRequests()
    const route = await open('demo')
    await loaded()
    expect([...requests].sort()).toEqual(['insights', 'metrics', 'report'])
    const firstUpdate = lastUpdated().dateTime

    // Away and back, as an owner does from the navigation.
    await route.user.click(screen.getByRole('link', { name: 'Upload Data' }))
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    await route.user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    // Loaded at once: no skeletons, no request, the first time.
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    expect(card('Total Revenue (RM)')).toBeInTheDocument()
    expect(lastUpdated().dateTime).toBe(firstUpdate)
    expect(requests).toHaveLength(3)

    await new Promise((resolve) => setTimeout(resolve, 5))
    await route.user.click(refreshButton())
    await loaded()
    expect(requests).toHaveLength(6)
    expect(Date.parse(lastUpdated().dateTime)).toBeGreaterThan(Date.parse(firstUpdate))
  })
})

describe('dashboard screen: the weekly report download', () => {
  /** jsdom has neither object URLs nor downloads: record both. */
  function stubDownloads() {
    const created: Blob[] = []
    const revoked: string[] = []
    const saved: Array<{ href: string; download: string }> = []
    vi.stubGlobal('URL', Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        created.push(blob)
        return `blob:selera/${created.length}`
      },
      revokeObjectURL: (href: string) => void revoked.push(href),
    }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href')!, download: this.download })
    })
    return { created, revoked, saved }
  }
  afterEach(() => vi.unstubAllGlobals())

  it('fetches the PDF with the token, saves it under its weekly name through an object URL, and revokes it on leaving', async () => {
    const downloads = stubDownloads()
    const route = await open('demo')
    await loaded()
    const report = region(REPORT_TEXT.title)
    await route.user.click(within(report).getByRole('button', { name: REPORT_LABELS.download }))

    const again = await within(report).findByRole('link', { name: REPORT_LABELS.saveAgain }, { timeout: 8_000 })
    const fileName = again.getAttribute('download')!
    expect(fileName).toMatch(/^selera-weekly-report-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect(again).toHaveAttribute('href', 'blob:selera/1')
    expect(downloads.created).toHaveLength(1)
    expect(await downloads.created[0]!.slice(0, 5).text()).toBe('%PDF-')
    expect(downloads.saved).toEqual([{ href: 'blob:selera/1', download: fileName }])
    expect(within(report).getByRole('status')).toHaveTextContent(`Downloaded ${fileName}.`)

    route.unmount()
    expect(downloads.revoked).toEqual(['blob:selera/1'])
  })

  it('a failed download says so and offers Try again, which succeeds', async () => {
    const downloads = stubDownloads()
    // The next weekly PDF fails, whichever week the link names.
    server.use(http.get(apiUrl('/reports/:file'), () => HttpResponse.json({ detail: 'Report generation failed' }, { status: 500 }), { once: true }))
    const route = await open('demo')
    await loaded()
    const report = region(REPORT_TEXT.title)
    await route.user.click(within(report).getByRole('button', { name: REPORT_LABELS.download }))
    await waitFor(() => expect(within(report).getByRole('alert')).toHaveTextContent(REPORT_TEXT.failed), { timeout: 8_000 })
    expect(downloads.created).toHaveLength(0)

    await route.user.click(within(report).getByRole('button', { name: REPORT_LABELS.retry }))
    await within(report).findByRole('link', { name: REPORT_LABELS.saveAgain }, { timeout: 8_000 })
    expect(within(report).getByRole('alert')).toBeEmptyDOMElement()
    expect(downloads.saved).toHaveLength(1)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { pinClock } from '../../../../tests/utils/clock'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { renderRoute } from '../../../../tests/utils/render'
import { apiCache } from '../../../api/cache'
import { getMetrics } from '../../../api/metrics'
import { DEFAULT_PREFERENCES, type Metrics } from '../../../../kernel/contract'
import { putSettings } from '../../../api/settings'
import { DASHBOARD_TEXT, INSIGHTS_TEXT, REPORT_LABELS, REPORT_TEXT } from './messages'
import { count, formatWhen, localeIn, money } from '../../../../kernel/format'
import { CARD_TEXT, EMPTY_CARDS, STAT_CARDS } from './stat-cards'
import { open, refreshButton, region, card, lastUpdated, loaded, RM } from '../../../../tests/utils/dashboard-screen'

settleRequestsAfterEach(server, () => apiCache.clear())

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

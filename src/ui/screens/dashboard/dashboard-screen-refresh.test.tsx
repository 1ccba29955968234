import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { apiCache } from '../../../api/cache'
import { DASHBOARD_TEXT } from './messages'
import { STAT_CARDS } from './stat-cards'
import { open, refreshButton, card, lastUpdated, loaded } from '../../../../tests/utils/dashboard-screen'

settleRequestsAfterEach(server, () => apiCache.clear())

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

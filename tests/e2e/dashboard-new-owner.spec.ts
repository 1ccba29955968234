/**
 * A new owner's dashboard: empty, then the numbers of the export they upload, read from the file
 * itself (a Square export; an export that lies a year back). The demo owner's: dashboard.spec.ts.
 */
import { readFileSync } from 'node:fs'
import { openFromNavigation } from '../utils/e2e-page'
import { expect, test } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { NEW_OWNER } from '../utils/e2e-sign-in'
import { playwrightFileDriver, uploadGestures, UPLOAD_LABELS } from '../utils/gestures/upload'
import { openDashboard, card, panel, loaded, expectUsableAt } from '../utils/e2e-dashboard'
import { SQUARE_EXPORT, squareExpectations } from '../utils/square-export'

test('a new owner sees the empty states, uploads a Square export, and then its numbers', async ({ page }) => {
  const expected = squareExpectations(readFileSync(SQUARE_EXPORT, 'utf8'))
  // The fake backend runs in the page: on the evening of the export's last day, its rows are "the last 30 days".
  await page.clock.install({ time: new Date(`${expected.today}T20:00:00+08:00`) })

  await openDashboard(page, NEW_OWNER)
  await loaded(page)
  await expect(panel(page, 'Sales Metrics')).toContainText('No metrics data available')
  await expect(panel(page, 'AI Insights')).toContainText('No insights available yet')
  await expect(panel(page, 'Weekly Report')).toContainText('No report available')

  await openFromNavigation(page, 'Upload Data')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your Business Data')
  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { path: SQUARE_EXPORT })
  await expect(page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')).toContainText('Your file has been received and processed.', {
    timeout: 15_000,
  })

  await openFromNavigation(page, 'Dashboard')
  // The empty dashboard of a minute ago was cached (2 minutes per token); the completed upload dropped it, so
  // the new numbers show without Refresh.
  await loaded(page)
  for (const [title, value] of Object.entries(expected.cards)) {
    await expect(card(page, title)).toContainText(value)
  }
  // Nothing before the export to compare with.
  await expect(card(page, 'Total Revenue (RM)')).toContainText('No earlier data')
  await expect(panel(page, 'Sales Metrics').getByRole('img', { name: /^Line chart of daily revenue/ })).toBeVisible()
})

/** `days` days after a `YYYY-MM-DD` day. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

test('an owner whose export lies a year back is offered its latest 30 days, takes them, and reads the file’s numbers', async ({ page }, testInfo) => {
  const expected = squareExpectations(readFileSync(SQUARE_EXPORT, 'utf8'))
  // A year after the export's last day: the default 30 days hold none of its sales.
  await page.clock.install({ time: new Date(`${dayAfter(expected.today, 365)}T11:00:00+08:00`) })

  await openDashboard(page, NEW_OWNER)
  await loaded(page)
  await openFromNavigation(page, 'Upload Data')
  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { path: SQUARE_EXPORT })
  await expect(page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')).toContainText('Your file has been received and processed.', {
    timeout: 15_000,
  })
  await openFromNavigation(page, 'Dashboard')
  await loaded(page)

  const offer = page.getByRole('region', { name: 'No sales in this period' })
  await expect(offer).toContainText('Your latest sales are from 25 May 2026.')
  await expect(card(page, 'Total Revenue (RM)')).toContainText('RM0.00')
  // The weekly report is the last complete week with sales, and says so.
  await expect(panel(page, 'Weekly Report')).toContainText('Last week had no sales: this is your report for the last week that did, 25 – 31 May 2026')
  await expectUsableAt(page, (width) => testInfo.outputPath(`dashboard-offer-${width}.png`))

  await offer.getByRole('button', { name: 'Show 26 Apr – 25 May 2026' }).click()
  await loaded(page)
  await expect(offer).toBeHidden()
  await expect(panel(page, 'Sales Metrics')).toContainText('Sun, 26 Apr 2026 to Mon, 25 May 2026')
  await expect(panel(page, 'AI Insights')).toContainText('as they stood at the end of Mon, 25 May 2026')
  const { 'Orders Today': _today, ...periodCards } = expected.cards
  for (const [title, value] of Object.entries(periodCards)) await expect(card(page, title)).toContainText(value)
  // Today, a year on, has no orders; the file's days are all in the period.
  await expect(card(page, 'Orders Today')).toContainText('0')
  // Nothing before the export to compare with.
  await expect(card(page, 'Total Revenue (RM)')).toContainText('No earlier data')
})

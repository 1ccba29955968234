/** The Dashboard for the browser tests (tests/e2e/dashboard*.spec.ts): opened as an owner would, its cards and panels. */
import { expect, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, openFromNavigation } from './e2e-page'
import { signInAs } from './e2e-sign-in'

/** Signs in and opens the dashboard from the navigation: a full page load would drop the in-memory session. */
export async function openDashboard(page: Page, owner: { email: string; password: string }) {
  await signInAs(page, owner)
  await openFromNavigation(page, 'Dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
}

export const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
export const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

export async function loaded(page: Page) {
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 })
}

/** At 1280 and 360 px: no axe violations, nothing wider than the screen (useful at 360 px), and a screenshot at `path(width)`. */
export async function expectUsableAt(page: Page, path: (width: number) => string, fullPage = false) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: path(width), fullPage, animations: 'disabled' })
  }
}

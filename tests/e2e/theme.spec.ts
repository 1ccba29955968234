import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { AXE_TAGS, backgroundLuminance } from '../utils/e2e-page'
import { signInAs } from '../utils/e2e-sign-in'

const THEME_KEY = 'selera-theme'


const theme = (page: Page) => page.locator('html')

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('a device set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('with no theme chosen the page is dark, and it follows the device live', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
    expect(await backgroundLuminance(page)).toBeLessThan(0.05)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('system')

    await page.emulateMedia({ colorScheme: 'light' })
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8)
  })

  test('a stored light choice overrides the device', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY)
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8)
  })

  test('the empty page before the app has run is already dark', async ({ page }) => {
    // Hold every script back, as a slow line would: only the HTML and the stylesheet are in.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined()
    expect(await backgroundLuminance(page)).toBeLessThan(0.05)
    release()
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
  })

  test('no axe violations in dark on the landing page and sign-in', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
    await expectNoAxeViolations(page)
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('no axe violations in dark on the dashboard, whose charts redraw in a new theme', async ({ page }) => {
    await signInAs(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 })
    const daily = page.getByRole('img', { name: /^Line chart of daily revenue/ })
    await expect(daily).toBeVisible()
    await expectNoAxeViolations(page)

    // A canvas keeps the colours it was drawn with: another theme must draw it again.
    const pixels = () => daily.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
    const dark = await pixels()
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'))
    await expect.poll(pixels).not.toBe(dark)
  })
})

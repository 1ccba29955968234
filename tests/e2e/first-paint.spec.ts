import { expect, test, type Page } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { DEMO_OWNER as DEMO, expectSignedIn } from '../utils/e2e-sign-in'
import { signInGestures } from '../utils/gestures/sign-in'

const STARTING = 'Starting the demo...'

/**
 * Holds back the script of the demo's fake backend (the chunk with msw in it, found by its content,
 * not its hashed name) until `release()`: the page must paint, and take a click, without it.
 */
async function holdFakeBackend(page: Page): Promise<{ release: () => void; held: Promise<void> }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let seen!: () => void
  const held = new Promise<void>((resolve) => (seen = resolve))
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('INTEGRITY_CHECK_REQUEST')) {
      seen()
      await released
    }
    await route.fulfill({ response, body })
  })
  return { release, held }
}

test.describe('the demo paints at once, as soon as the live product would', () => {
  test('the landing page shows while the fake backend is still loading', async ({ page }) => {
    const backend = await holdFakeBackend(page)
    await page.goto('/')
    await backend.held
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start free trial' })).toBeEnabled()
    // Nobody waits for data on the landing page, so nothing says the demo is starting.
    await expect(page.getByText(STARTING)).toHaveCount(0)
    backend.release()
  })

  test('Sign In clicked before the fake backend is up waits, says so, then signs in', async ({ page }) => {
    const backend = await holdFakeBackend(page)
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await backend.held
    await signInGestures.signIn(playwrightDriver(page), DEMO.email, DEMO.password)
    await expect(page.getByRole('status').filter({ hasText: STARTING })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    backend.release()
    await expectSignedIn(page)
    await expect(page.getByText(STARTING)).toHaveCount(0)
  })

  test('Sign In right after a cold load signs in, whatever the race with the fake backend', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/login')
    await signInGestures.signIn(playwrightDriver(page), DEMO.email, DEMO.password)
    await expectSignedIn(page)
    await expect(page.getByText('Kopi Kita Café')).toBeVisible()
    expect(errors).toEqual([])
  })
})

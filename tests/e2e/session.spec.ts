import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { DEMO_OWNER as DEMO, expectSignedIn, FIRST_SIGN_IN_MS, submitSignIn } from '../utils/e2e-sign-in'
import { signInGestures } from '../utils/gestures/sign-in'

const PROFILE_TITLE = 'Company Profile - Help our AI understand your business better'
const NAV = ['Company Profile', 'Dashboard', 'Upload Data', 'AI Chat', 'Generated Media', 'Settings']

async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await submitSignIn(page, { email, password })
}

/** Everything the page keeps in web storage, cookies and IndexedDB, as one string. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [document.cookie]
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!
        parts.push(key, store.getItem(key) ?? '')
      }
    }
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(new Error(String(open.error)))
      })
      for (const name of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(new Error(String(request.error)))
        })
        parts.push(JSON.stringify(all))
      }
      db.close()
    }
    return parts.join('\n')
  })
}

test.describe('signing in and out', () => {
  test('the demo owner signs in, sees every signed-in route, and signs out', async ({ page }) => {
    const tokenAnswer = page.waitForResponse((response) => response.url().includes('/auth/v1/token'))
    await signIn(page)
    const session = (await (await tokenAnswer).json()) as { access_token: string; refresh_token: string }

    await expectSignedIn(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFILE_TITLE)
    await expect(page.getByText('Kopi Kita Café')).toBeVisible()

    // Tokens live in memory only: nothing the browser keeps holds either of them.
    const stored = await everythingStored(page)
    expect(session.access_token.length).toBeGreaterThan(40)
    expect(stored).not.toContain(session.access_token)
    expect(stored).not.toContain(session.refresh_token)
    expect(page.url()).not.toContain(session.access_token)

    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, path, title] of [
      ['Dashboard', '/dashboard', 'Dashboard'],
      ['Upload Data', '/upload', 'Upload Your Business Data'],
      ['AI Chat', '/chat', 'AI Business Assistant'],
      ['Generated Media', '/media', 'Generated Media'],
      ['Settings', '/settings', 'Settings'],
      ['Company Profile', '/profile', PROFILE_TITLE],
    ] as const) {
      await nav.getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    }
    expect(await nav.getByRole('link').allTextContents()).toEqual(NAV)

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('You have signed out.')).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a wrong password says only "Invalid email or password" and keeps the form', async ({ page }) => {
    await signIn(page, DEMO.email, 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password', { timeout: FIRST_SIGN_IN_MS })
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.email)
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a backend that refuses the token keeps the owner out with the same message', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selera:chaos', JSON.stringify({ 'POST /auth': { status: 503 } })))
    await signIn(page)
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password', { timeout: FIRST_SIGN_IN_MS })
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a reload forgets the session: the token was only ever in memory', async ({ page }) => {
    await signIn(page)
    await expectSignedIn(page)
    await page.reload()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('routes', () => {
  for (const path of ['/profile', '/dashboard', '/upload', '/chat', '/media', '/settings']) {
    test(`${path} needs a signed-in owner`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    })
  }

  test('an unknown path goes to the landing page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Get Started Today' })).toBeVisible()
  })
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the signed-in navigation collapses behind a toggle that closes on a choice', async ({ page }) => {
    await signIn(page)
    await expectSignedIn(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.screenshot({ path: test.info().outputPath('dashboard-360.png'), fullPage: true })
  })

  test('the sign-in page fits and has no accessibility violations', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
    await page.screenshot({ path: test.info().outputPath('login-360.png'), fullPage: true })
  })
})

test('the sign-in page has no accessibility violations at 1280 px, with an error showing too', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: test.info().outputPath('login-1280.png'), fullPage: true })
  await signInGestures.signIn(playwrightDriver(page), DEMO.email, 'wrong')
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('the signed-in layout has no accessibility violations', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFILE_TITLE)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: test.info().outputPath('profile-1280.png'), fullPage: true })
})

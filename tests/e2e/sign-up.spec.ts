import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { FIRST_SIGN_IN_MS } from '../utils/e2e-sign-in'
import { signUpGestures } from '../utils/gestures/sign-up'

const NEW_OWNER = { businessName: 'Kedai Kopi Ah Seng', fullName: 'Tan Ah Seng', email: 'owner@kedai.my', password: 'kopi-o-kosong' }

test.describe('creating an account', () => {
  test('a new owner goes from Get started free to their Company Profile, then signs in again with the new password', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Get started free' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.screenshot({ path: test.info().outputPath('signup-1280.png'), fullPage: true })

    const driver = playwrightDriver(page)
    // A taken address first: the form says so and keeps what was typed.
    await signUpGestures.signUp(driver, { ...NEW_OWNER, email: 'demo@selera.my' })
    await expect(page.getByRole('alert')).toHaveText('There is already an account for this e-mail address. Sign in instead, or use another address.', { timeout: FIRST_SIGN_IN_MS })
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

    await signUpGestures.change(driver, 'email', NEW_OWNER.email)
    await signUpGestures.submit(driver)
    await expect(page).toHaveURL(/\/profile$/, { timeout: FIRST_SIGN_IN_MS })
    await expect(page.getByText('Kedai Kopi Ah Seng')).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await page.getByLabel('Email').fill(NEW_OWNER.email)
    await page.getByLabel('Password', { exact: true }).fill(NEW_OWNER.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByText('Kedai Kopi Ah Seng')).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the sign-up page fits and has no accessibility violations', async ({ page }) => {
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.screenshot({ path: test.info().outputPath('signup-360.png'), fullPage: true })
  })
})

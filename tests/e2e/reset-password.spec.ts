import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../utils/e2e-page'
import { expectSignedIn, FIRST_SIGN_IN_MS, NEW_OWNER, signInAs, submitSignIn } from '../utils/e2e-sign-in'

const NEW_PASSWORD = 'teh-tarik-2026'

test('forgot password in the demo: the reset link, a new password, signed in; the next sign-in needs the new password', async ({ page }, testInfo) => {
  // The first visit seeds the demo's accounts; a sign-in proves they are there.
  await signInAs(page, NEW_OWNER)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

  await page.getByLabel('Email').fill(NEW_OWNER.email)
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('status')).toHaveText("If an account exists for that e-mail address, we've sent it a link to reset your password.")
  await page.getByRole('link', { name: 'Open the reset link (demo)' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible({ timeout: FIRST_SIGN_IN_MS })
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: testInfo.outputPath(`reset-password-${width}.png`), animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill('teh-tarik-2025')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expectSignedIn(page)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

  // The link worked once, and the old password no longer does.
  await page.getByRole('button', { name: 'Logout' }).click()
  await submitSignIn(page, NEW_OWNER)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await submitSignIn(page, { ...NEW_OWNER, password: NEW_PASSWORD })
  await expectSignedIn(page)
})

test('a reset link that is not (or no longer) valid says so and leads back to sign in', async ({ page }) => {
  await page.goto('/reset-password?token_hash=not-a-real-token&type=recovery')
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired. A link works once, within an hour of the e-mail.', { timeout: FIRST_SIGN_IN_MS })
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
})

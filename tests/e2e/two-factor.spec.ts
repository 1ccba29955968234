import { expect, test, type Locator, type Page } from '@playwright/test'
import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../../backend/auth/totp'
import { playwrightDriver } from '../utils/driver-playwright'
import { expectLogged, expectNoAxeViolations, failOnUnexpectedConsole, openFromNavigation } from '../utils/e2e-page'
import { DEMO_OWNER as DEMO, expectSignedIn, FIRST_SIGN_IN_MS, signInAs, submitSignIn } from '../utils/e2e-sign-in'
import { SETTINGS_LABELS as LABELS, settingsGestures } from '../utils/gestures/settings'
import { signInGestures } from '../utils/gestures/sign-in'

const PROFILE_TITLE = 'Company Profile - Help our AI understand your business better'
const STEP_MS = TOTP_PERIOD_SECONDS * 1000

async function openSecurity(page: Page): Promise<Locator> {
  await openFromNavigation(page, 'Settings')
  await settingsGestures.openTab(playwrightDriver(page), 'security')
  const security = page.getByRole('tabpanel', { name: 'Security', exact: true })
  await expect(security.getByRole('heading', { name: 'Security', exact: true })).toBeVisible()
  return security
}

/**
 * The demo's auth service runs in the page, so its clock is the page's, which the test fakes
 * (`page.clock`): it runs at the normal pace, and moves on at once when a code needs the next step.
 */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now())

/**
 * What an authenticator app holding `secret` shows now, and the 30-second step it belongs to. The
 * auth service takes a code once per step (a step not after the last one used is refused as used),
 * so a code for a step already used needs the next step first: the page's clock is moved there, as
 * 30 seconds of waiting would.
 */
async function freshCode(page: Page, secret: string, lastUsedStep: number | null): Promise<{ code: string; step: number }> {
  let now = await pageNow(page)
  if (lastUsedStep !== null && totpStep(now) <= lastUsedStep) {
    now = (lastUsedStep + 1) * STEP_MS + 1_000
    await page.clock.setSystemTime(now)
  }
  return { code: await totpCode(secret, now), step: totpStep(now) }
}

/**
 * Six digits no authenticator app holding `secret` shows now: the current code with one digit
 * changed, checked against the steps either side too (the auth service accepts a step of drift).
 */
async function wrongCode(page: Page, secret: string): Promise<string> {
  const now = await pageNow(page)
  const near = await Promise.all([-2, -1, 0, 1, 2].map((offset) => totpCode(secret, now + offset * STEP_MS)))
  for (let digit = 0; digit < 6; digit++) {
    const changed = near[2]!.slice(0, digit) + String((Number(near[2]![digit]) + 1) % 10) + near[2]!.slice(digit + 1)
    if (!near.includes(changed)) return changed
  }
  throw new Error('no wrong code found')
}


async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('You have signed out.')).toBeVisible()
}

failOnUnexpectedConsole()

test('two-factor sign-in: turned on with the shown key, then asked for at sign-in (a wrong code refused), then turned off again', async ({ page }, testInfo) => {
  // Three codes, each from a later 30-second step than the one before, on the page's fake clock; on
  // top of three sign-ins (the first seeds the demo data, up to 20 s when busy).
  test.setTimeout(60_000)
  await page.clock.install()
  const driver = playwrightDriver(page)
  await signInAs(page)
  let security = await openSecurity(page)
  const twoFactorSwitch = security.getByRole('switch', { name: LABELS.security.twoFactor })
  await expect(twoFactorSwitch).toHaveAttribute('aria-checked', 'false')

  // On: the QR code and the setup key, in groups of four, for the app.
  await settingsGestures.toggleTwoFactor(driver)
  const setup = security.getByRole('group', { name: /^Scan this QR code with an authenticator app/ })
  await expect(setup.getByRole('img', { name: 'QR code to add Selera to your authenticator app' })).toBeVisible()
  const shownKey = setup.locator('p', { has: page.getByText(LABELS.security.setupKey, { exact: true }) }).locator('code')
  await expect(shownKey).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
  const secret = (await shownKey.textContent())!.replace(/\s+/g, '')
  expect(secret).toHaveLength(32)
  await expect(setup.getByLabel(LABELS.security.code, { exact: true })).toHaveAttribute('autocomplete', 'one-time-code')
  await expectNoAxeViolations(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: testInfo.outputPath('two-factor-setup-1280.png'), fullPage: true, animations: 'disabled' })

  const turnOn = await freshCode(page, secret, null)
  await settingsGestures.confirmTwoFactor(driver, turnOn.code, 'on')
  await expect(security.getByRole('status').filter({ hasText: 'Two-factor authentication is on. Selera will ask for a code from your authenticator app at every sign-in.' })).toBeVisible()
  await expect(twoFactorSwitch).toHaveAttribute('aria-checked', 'true')
  await expect(setup).toBeHidden()

  // A right password now leads to the code step, not into the app.
  await logout(page)
  await submitSignIn(page, DEMO)
  const step = page.getByRole('form', { name: 'Two-step verification' })
  await expect(step).toBeVisible({ timeout: FIRST_SIGN_IN_MS })
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Company Profile' })).toHaveCount(0)
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
  const codeField = step.getByLabel('Six-digit code', { exact: true })
  await expect(codeField).toBeFocused()

  expectLogged(page, /^error: Failed to load resource: the server responded with a status of 422 /)
  await signInGestures.typeCode(driver, await wrongCode(page, secret))
  await signInGestures.verifyCode(driver)
  await expect(codeField).toHaveAccessibleDescription('That code is not right. Enter the code your authenticator app shows now.')
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/login$/)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('two-factor-code-step-wrong-1280.png'), fullPage: true, animations: 'disabled' })

  const signIn = await freshCode(page, secret, turnOn.step)
  await signInGestures.typeCode(driver, signIn.code)
  await signInGestures.verifyCode(driver)
  await expectSignedIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFILE_TITLE)

  // Off again: the switch asks for a current code.
  security = await openSecurity(page)
  await expect(twoFactorSwitch).toHaveAttribute('aria-checked', 'true')
  await settingsGestures.toggleTwoFactor(driver)
  const stop = security.getByRole('group', { name: 'To turn two-factor authentication off, enter the current code from your authenticator app.' })
  await expect(stop.getByLabel(LABELS.security.code, { exact: true })).toBeVisible()
  const turnOff = await freshCode(page, secret, signIn.step)
  await settingsGestures.confirmTwoFactor(driver, turnOff.code, 'off')
  await expect(security.getByRole('status').filter({ hasText: 'Two-factor authentication is off.' })).toBeVisible()
  await expect(twoFactorSwitch).toHaveAttribute('aria-checked', 'false')

  // And the password alone lets the owner in again.
  await logout(page)
  await submitSignIn(page, DEMO)
  await expectSignedIn(page)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0)
})

/**
 * Settings in light and dark: the theme chosen in Preferences, and no axe violations on /profile
 * and on every Settings tab in either theme. Each tab's paths: settings.spec.ts.
 */
import { expect, test } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { backgroundLuminance, expectNoAxeViolations, failOnUnexpectedConsole } from '../utils/e2e-page'
import { DEMO_OWNER as DEMO, signInAs } from '../utils/e2e-sign-in'
import { SETTINGS_LABELS as LABELS, settingsGestures as gestures } from '../utils/gestures/settings'
import { TABS, SAVED, PROFILE_TITLE, panel, openSettings, openTab, shoot, status } from '../utils/e2e-settings'

failOnUnexpectedConsole()

test('the dark theme chosen in Preferences paints the page dark, and every tab is drawn in light and dark', async ({ page }, testInfo) => {
  await signInAs(page)
  await openSettings(page)
  // The demo owner's theme is 'Same as my device', and this device is light.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  for (const tab of TABS) {
    await openTab(page, tab)
    await shoot(page, testInfo.outputPath(`settings-light-${tab}-1280.png`))
  }

  await openTab(page, 'preferences')
  await gestures.choosePreference(playwrightDriver(page), 'theme', 'dark')
  await expect(status(panel(page, 'preferences'), SAVED)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await backgroundLuminance(page)).toBeLessThan(0.05)

  for (const tab of TABS.filter((name) => name !== 'preferences' && name !== 'security')) {
    await openTab(page, tab)
    await shoot(page, testInfo.outputPath(`settings-dark-${tab}-1280.png`))
  }
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await openTab(page, 'preferences')
    await shoot(page, testInfo.outputPath(`settings-dark-preferences-${width}.png`))
    await openTab(page, 'security')
    // The password fields open, with a refusal showing: the error's colour in dark too.
    if (width === 1280) {
      await gestures.changePassword(playwrightDriver(page), { current: DEMO.password, next: 'kopi-kita-2026', confirm: 'kopi-kita' })
      await gestures.saveSecurity(playwrightDriver(page))
      await expect(panel(page, 'security').getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription('Passwords do not match')
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, testInfo.outputPath(`settings-dark-security-${width}.png`))
  }

  // The device remembers the choice: the sign-in page after a reload is dark before any settings load.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await backgroundLuminance(page)).toBeLessThan(0.05)
})

/**
 * No axe violations on /profile, and on every Settings tab (the Security tab with its password fields
 * open), in `theme`: two tests, as seven whole-page analyses take long on a busy machine.
 */
function describeAccessibility(theme: 'light' | 'dark') {
  test(`no axe violations on /profile in ${theme}`, async ({ page }) => {
    await signInAs(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFILE_TITLE)
    await expect(page.getByRole('button', { name: 'Save Company Profile' })).toBeEnabled()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectNoAxeViolations(page)
  })

  test(`no axe violations on any Settings tab in ${theme}`, async ({ page }) => {
    // Six whole-page analyses: about 15 s on a quiet machine, twice that beside other work.
    test.slow()
    await signInAs(page)
    await openSettings(page)
    for (const tab of TABS) {
      await openTab(page, tab)
      if (tab === 'security') await playwrightDriver(page).click('button', LABELS.security.changePassword)
      await expectNoAxeViolations(page)
    }
    // The account's theme ('Same as my device') applied when Settings loaded: still the device's.
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  })
}

describeAccessibility('light')

test.describe('a device set to dark', () => {
  test.use({ colorScheme: 'dark' })
  describeAccessibility('dark')
})

import { expect, test } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { expectLogged, failOnUnexpectedConsole, openFromNavigation } from '../utils/e2e-page'
import { DEMO_OWNER as DEMO, FIRST_SIGN_IN_MS, signInAs, submitSignIn } from '../utils/e2e-sign-in'
import { settingsGestures as gestures } from '../utils/gestures/settings'
import { SAVED, PROFILE_TITLE, panel, openSettings, openTab, reloadAndReturn, shoot, status } from '../utils/e2e-settings'

failOnUnexpectedConsole()

test.describe('each tab’s main path at 1280 px', () => {
  test('Profile: a new phone number is saved and kept after a reload', async ({ page }) => {
    await signInAs(page)
    await openSettings(page)
    const profile = panel(page, 'profile')
    await expect(profile.getByLabel('Full Name', { exact: true })).toHaveValue('Aisyah Rahman')
    await expect(profile.getByLabel('Phone Number', { exact: true })).toHaveValue('+60 12-382 4417')
    // Typed with spaces around it: saved trimmed (docs/product.md#settings-tabs).
    await gestures.setPhone(playwrightDriver(page), '  +60 17-555 0123 ')
    await gestures.saveProfile(playwrightDriver(page))
    await expect(status(profile, SAVED)).toBeVisible()

    await reloadAndReturn(page, 'profile')
    await expect(panel(page, 'profile').getByLabel('Phone Number', { exact: true })).toHaveValue('+60 17-555 0123')
    await expect(panel(page, 'profile').getByLabel('Full Name', { exact: true })).toHaveValue('Aisyah Rahman')
  })

  test('Goals: Add Goal waits for a goal and a description, and the submission is listed', async ({ page }) => {
    await signInAs(page)
    await openSettings(page)
    await openTab(page, 'goals')
    const goals = panel(page, 'goals')
    const select = goals.getByLabel('Business goal', { exact: true })
    const options = await select.getByRole('option').allTextContents()
    expect(options[0]).toBe('Select a business goal')
    expect(options.length).toBeGreaterThan(1)
    await expect(select).toHaveAccessibleDescription(`${options.length - 1} goals available`)
    const recent = goals.getByRole('region', { name: 'Recent submissions' })
    await expect(recent).toContainText('No goal submissions yet')

    const add = goals.getByRole('button', { name: 'Add Goal' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription('Please select a goal and provide a description')
    const goal = options[1]!
    await select.selectOption(goal)
    await expect(add).toBeDisabled()
    const description = 'Fill the 3–5 pm slump at Bangsar with a teh tarik and kuih set'
    await gestures.describeGoal(playwrightDriver(page), goal, description)
    await expect(add).toBeEnabled()
    await gestures.addGoal(playwrightDriver(page))
    await expect(status(goals, 'Goal submitted successfully!')).toBeVisible()

    // The form empties; the submission heads the list, with its time.
    await expect(select).toHaveValue('')
    await expect(goals.getByLabel('Goal Description', { exact: true })).toHaveValue('')
    await expect(add).toBeDisabled()
    const item = recent.getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(goal)
    await expect(item).toContainText(description)
    await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  })

  test('Notifications: System Updates turned on is saved and kept after a reload', async ({ page }) => {
    await signInAs(page)
    await openSettings(page)
    await openTab(page, 'notifications')
    const notifications = panel(page, 'notifications')
    const systemUpdates = notifications.getByRole('switch', { name: 'System Updates' })
    await expect(systemUpdates).toHaveAttribute('aria-checked', 'false')
    await expect(notifications.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute('aria-checked', 'true')
    await gestures.toggleSystemUpdates(playwrightDriver(page))
    await expect(systemUpdates).toHaveAttribute('aria-checked', 'true')
    await gestures.saveNotifications(playwrightDriver(page))
    await expect(status(notifications, SAVED)).toBeVisible()

    await reloadAndReturn(page, 'notifications')
    await expect(panel(page, 'notifications').getByRole('switch', { name: 'System Updates' })).toHaveAttribute('aria-checked', 'true')
    await expect(panel(page, 'notifications').getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute('aria-checked', 'true')
  })

  test('Preferences: the currency is saved as soon as it changes, and kept after a reload', async ({ page }) => {
    await signInAs(page)
    await openSettings(page)
    await openTab(page, 'preferences')
    const preferences = panel(page, 'preferences')
    const currency = preferences.getByLabel('Currency', { exact: true })
    await expect(currency).toHaveValue('MYR')
    await gestures.choosePreference(playwrightDriver(page), 'currency', 'SGD')
    await expect(status(preferences, SAVED)).toBeVisible()
    await expect(currency).toBeEnabled()

    await reloadAndReturn(page, 'preferences')
    await expect(panel(page, 'preferences').getByLabel('Currency', { exact: true })).toHaveValue('SGD')
  })

  test('Support: Submit waits for a description; a High request is sent', async ({ page }) => {
    await signInAs(page)
    await openSettings(page)
    await openTab(page, 'support')
    const support = panel(page, 'support')
    const submit = support.getByRole('button', { name: 'Submit Support Request' })
    await expect(support.getByLabel('Priority', { exact: true })).toHaveValue('medium')
    await expect(submit).toBeDisabled()
    // Blank is empty.
    await support.getByLabel('Description', { exact: true }).fill('   ')
    await expect(submit).toBeDisabled()
    await gestures.describeProblem(playwrightDriver(page), 'high', 'Our March sales file from the Puchong outlet shows half the usual orders')
    await expect(support.getByLabel('Priority', { exact: true })).toHaveValue('high')
    await expect(submit).toBeEnabled()
    await gestures.submitSupport(playwrightDriver(page))
    await expect(status(support, 'Support request submitted successfully!')).toBeVisible()
    await expect(support.getByLabel('Description', { exact: true })).toHaveValue('')
    await expect(submit).toBeDisabled()
  })
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the tabs become a select labelled Section, and Security opens the Security panel', async ({ page }, testInfo) => {
    await signInAs(page)
    await openSettings(page)
    await expect(page.getByRole('tablist', { name: 'Settings sections' })).toBeHidden()
    const section = page.getByLabel('Section', { exact: true })
    await expect(section).toBeVisible()
    await expect(section).toHaveValue('profile')
    await expect(section.getByRole('option')).toHaveText(['Profile', 'Goals', 'Notifications', 'Preferences', 'Security', 'Support'])
    await gestures.pickSection(playwrightDriver(page), 'security')
    await expect(panel(page, 'security').getByRole('heading', { name: 'Security', exact: true })).toBeVisible()
    await expect(panel(page, 'security').getByRole('switch', { name: 'Two-factor authentication' })).toBeVisible()
    await expect(panel(page, 'profile')).toBeHidden()
    await expect(page).toHaveURL(/\/settings#security$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await shoot(page, testInfo.outputPath('settings-security-360.png'))
  })
})

test('a changed password: a mismatch is refused first, then the old password no longer signs in and the new one does', async ({ page }) => {
  const NEW_PASSWORD = 'kopi-kita-2026'
  await signInAs(page)
  await openSettings(page)
  await openTab(page, 'security')
  const security = panel(page, 'security')
  const driver = playwrightDriver(page)
  await gestures.changePassword(driver, { current: DEMO.password, next: NEW_PASSWORD, confirm: 'kopi-kita-2025' })
  await gestures.saveSecurity(driver)
  const confirm = security.getByLabel('Confirm new password', { exact: true })
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match')
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(status(security, SAVED)).toHaveCount(0)

  await gestures.confirmPassword(driver, NEW_PASSWORD)
  await gestures.saveSecurity(driver)
  await expect(status(security, SAVED)).toBeVisible()
  // A saved change empties the three fields.
  for (const label of ['Current password', 'New password', 'Confirm new password']) await expect(security.getByLabel(label, { exact: true })).toHaveValue('')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('You have signed out.')).toBeVisible()
  expectLogged(page, /^error: Failed to load resource: the server responded with a status of 400 /)
  await submitSignIn(page, DEMO)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password', { timeout: FIRST_SIGN_IN_MS })
  await expect(page).toHaveURL(/\/login$/)

  await submitSignIn(page, { email: DEMO.email, password: NEW_PASSWORD })
  await expect(page).toHaveURL(/\/profile$/, { timeout: FIRST_SIGN_IN_MS })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFILE_TITLE)
})

test('a failed settings load says so, leaves Goals working, and Try again loads the profile', async ({ page }) => {
  await signInAs(page)
  // The fake backend reads the chaos rules on every request (README, "The chaos knob").
  await page.evaluate(() => localStorage.setItem('selera:chaos', JSON.stringify({ 'GET /settings': { status: 500 } })))
  expectLogged(page, /^error: Failed to load resource: the server responded with a status of 500 /)
  await openFromNavigation(page, 'Settings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load settings' })
  await expect(failure).toBeVisible()
  const retry = failure.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeEnabled()
  // The four forms of saved settings stay away rather than show defaults an owner could save over them.
  await expect(panel(page, 'profile')).toContainText('These settings could not be loaded, so they cannot be changed right now.')
  await expect(panel(page, 'profile').getByLabel('Full Name', { exact: true })).toHaveCount(0)

  await openTab(page, 'goals')
  const select = panel(page, 'goals').getByLabel('Business goal', { exact: true })
  await expect(select).toBeEnabled()
  expect(await select.getByRole('option').count()).toBeGreaterThan(1)

  await page.evaluate(() => localStorage.removeItem('selera:chaos'))
  await retry.click()
  await expect(page.getByText('Failed to load settings')).toHaveCount(0)
  await openTab(page, 'profile')
  await expect(panel(page, 'profile').getByLabel('Full Name', { exact: true })).toHaveValue('Aisyah Rahman')
})

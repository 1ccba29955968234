/** The Settings screen for the browser tests (tests/e2e/settings*.spec.ts): its tabs and panels, opened as an owner would. */
import { expect, type Locator, type Page } from '@playwright/test'
import { playwrightDriver } from './driver-playwright'
import { openFromNavigation } from './e2e-page'
import { DEMO_OWNER as DEMO, expectSignedIn } from './e2e-sign-in'
import { SETTINGS_LABELS as LABELS, settingsGestures as gestures, type SettingsTabName } from './gestures/settings'
import { signInGestures } from './gestures/sign-in'

export const TABS: readonly SettingsTabName[] = ['profile', 'goals', 'notifications', 'preferences', 'security', 'support']
/** Each tab's heading inside its panel: the panel has loaded. */
const PANEL_HEADINGS: Record<SettingsTabName, string> = {
  profile: 'Your profile',
  goals: 'Business goals',
  notifications: 'Notifications',
  preferences: 'Preferences',
  security: 'Security',
  support: 'Support',
}
export const SAVED = 'Settings saved successfully!'
export const PROFILE_TITLE = 'Company Profile - Help our AI understand your business better'

export const panel = (page: Page, tab: SettingsTabName): Locator => page.getByRole('tabpanel', { name: LABELS.tabs[tab], exact: true })

/** Settings from the navigation (a full page load would drop the in-memory session), its Profile tab loaded. */
export async function openSettings(page: Page) {
  await openFromNavigation(page, 'Settings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(panel(page, 'profile').getByRole('heading', { name: PANEL_HEADINGS.profile })).toBeVisible()
}

/** A tab by its tab (1280 px) or by the Section select (360 px), and its panel shown. */
export async function openTab(page: Page, tab: SettingsTabName) {
  const driver = playwrightDriver(page)
  if (await page.getByRole('tablist', { name: 'Settings sections' }).isVisible()) await gestures.openTab(driver, tab)
  else await gestures.pickSection(driver, tab)
  await expect(panel(page, tab).getByRole('heading', { name: PANEL_HEADINGS[tab], exact: true })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(tab === 'profile' ? '/settings$' : `/settings#${tab}$`))
}

/** A reload forgets the session (the token is in memory only): sign in again and come back to the tab. */
export async function reloadAndReturn(page: Page, tab: SettingsTabName) {
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await signInGestures.signIn(playwrightDriver(page), DEMO.email, DEMO.password)
  await expectSignedIn(page)
  await openSettings(page)
  await openTab(page, tab)
}

/** A full-page screenshot from the top: scrolled, the sticky header would be drawn over the page's middle. */
export async function shoot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
}

export const status = (scope: Locator, text: string) => scope.getByRole('status').filter({ hasText: text })

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { NEW_OWNER, signInAs } from '../utils/e2e-sign-in'

const TITLE = 'Company Profile - Help our AI understand your business better'
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

test('a new owner fills in the profile, saves it, and finds it again after a reload and a new sign-in', async ({ page }, testInfo) => {
  await signInAs(page, NEW_OWNER)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  const save = page.getByRole('button', { name: 'Save Company Profile' })
  await expect(save).toBeEnabled()

  await page.getByLabel('Headquarters location').fill('Jalan Alor, Kuala Lumpur')
  await page.getByLabel('Number of branches').fill('2')
  await page.getByLabel('Average transaction value (RM)').fill('14.50')
  await page.getByLabel('Top goals').fill('Fill the tables after 3 pm')
  await save.click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved successfully!' })).toBeVisible()
  // The banner shows for 3 seconds.
  await expect(page.getByText('Profile saved successfully!')).toBeHidden({ timeout: 5_000 })

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: testInfo.outputPath(`profile-${width}.png`), animations: 'disabled' })
  }

  // The token lives in memory only: a reload signs the owner out; the profile stays with the account.
  await page.reload()
  await signInAs(page, NEW_OWNER)
  await expect(page.getByLabel('Headquarters location')).toHaveValue('Jalan Alor, Kuala Lumpur')
  await expect(page.getByLabel('Number of branches')).toHaveValue('2')
  await expect(page.getByLabel('Average transaction value (RM)')).toHaveValue('14.5')
  await expect(page.getByLabel('Top goals')).toHaveValue('Fill the tables after 3 pm')
})

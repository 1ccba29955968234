import type { Page } from '@playwright/test'
import type { Driver } from './driver'

/** Drives real Chromium with Playwright's role and label locators. */
export function playwrightDriver(page: Page): Driver {
  return {
    async fill(label, value) {
      await page.getByLabel(label, { exact: typeof label === 'string' }).fill(value)
    },
    async select(label, value) {
      await page.getByLabel(label, { exact: typeof label === 'string' }).selectOption(value)
    },
    async click(role, name) {
      await page.getByRole(role, { name, exact: typeof name === 'string' }).click()
    },
    async disclose(summary) {
      await page.getByText(summary, { exact: true }).click()
    },
    async press(key) {
      await page.keyboard.press(key)
    },
    async pressIn(label, key) {
      const field = page.getByLabel(label, { exact: typeof label === 'string' })
      await field.click()
      await field.press(key)
    },
  }
}

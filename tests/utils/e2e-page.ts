/**
 * What every browser journey checks of the page besides its own steps: no unexpected console error,
 * warning or page error (CONVENTIONS.md, Tests), and no axe violations where it asks.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

const logged = new WeakMap<Page, { messages: string[]; expected: RegExp[] }>()

/**
 * Registers, for the spec file that calls it, the hooks that fail a test on any error or warning the
 * page logged, or error it threw, that the test did not declare with `expectLogged`. Chromium logs
 * every 4xx/5xx answer: a test that causes one says so.
 */
export function failOnUnexpectedConsole(): void {
  test.beforeEach(({ page }) => {
    const log = { messages: [] as string[], expected: [] as RegExp[] }
    logged.set(page, log)
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') log.messages.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => log.messages.push(`pageerror: ${error.message}`))
  })
  test.afterEach(({ page }) => {
    const log = logged.get(page)!
    expect(log.messages.filter((message) => !log.expected.some((pattern) => pattern.test(message)))).toEqual([])
  })
}

/** The test causes a log line matching `pattern` on purpose (a refused code's 422, a chaos 500). */
export function expectLogged(page: Page, pattern: RegExp): void {
  logged.get(page)!.expected.push(pattern)
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The WCAG relative luminance of the page's background, as the browser computed it (0 black, 1 white). */
export function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g)!.map(Number)
    const linear = (channel: number) => {
      const c = channel / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
  })
}

/**
 * Opens a page from the signed-in navigation, as an owner does (a full page load would drop the
 * in-memory session). A narrow screen folds the links behind the menu button: the header renders
 * once sign-in lands, so this waits for the button or the link before choosing.
 */
export async function openFromNavigation(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const toggle = nav.getByRole('button', { name: 'Open menu' })
  const link = nav.getByRole('link', { name: label })
  await expect(toggle.or(link).first()).toBeVisible()
  if (await toggle.isVisible()) await toggle.click()
  await link.click()
}

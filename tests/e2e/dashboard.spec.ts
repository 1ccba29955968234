import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEMO_OWNER as DEMO } from '../utils/e2e-sign-in'
import { openDashboard, card, panel, loaded, expectUsableAt } from '../utils/e2e-dashboard'

const CARDS = ['Total Revenue (RM)', 'Orders Today', 'Active Customers', 'Avg Order Value (RM)'] as const
const RM = /^RM\d{1,3}(,\d{3})*\.\d{2}$/
/** Writes the README's dashboard screenshots when set (`SCREENSHOTS=1 npx playwright test tests/e2e/dashboard.spec.ts`). */
const SCREENSHOT_DIR = process.env.SCREENSHOTS ? 'docs/screenshots' : null

test.describe('the demo owner’s dashboard', () => {
  test('four cards in RM, charts with their text alternatives, insights, no axe violations at 1280 and 360 px', async ({ page }, testInfo) => {
    await openDashboard(page, DEMO)
    await loaded(page)
    for (const title of CARDS) {
      const item = card(page, title)
      await expect(item).toBeVisible()
      if (title.endsWith('(RM)')) await expect(item.getByText(RM)).toBeVisible()
      await expect(item).toContainText(/(Up|Down|No change|No earlier data)/)
    }
    await expect(page.getByText(/^Last updated \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m$/)).toBeVisible()

    const metrics = panel(page, 'Sales Metrics')
    const daily = metrics.getByRole('img', { name: /^Line chart of daily revenue/ })
    await expect(daily).toBeVisible()
    expect(await daily.evaluate((canvas) => canvas.tagName)).toBe('CANVAS')
    // chart.js drew on it: some pixel is not blank.
    await expect.poll(() => daily.evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data.some((value) => value !== 0))).toBe(true)
    await metrics.getByText('Show the numbers: Daily revenue').click()
    await expect(metrics.getByRole('table', { name: 'Daily revenue' }).getByRole('row')).toHaveCount(31)
    await expect(metrics.getByRole('table', { name: /Revenue by weekday and hour/ })).toBeVisible()
    await metrics.getByText('Show the numbers: Daily revenue').click()

    await expect(panel(page, 'AI Insights').getByRole('listitem').first()).toBeVisible()
    await expect(panel(page, 'Weekly Report').getByRole('button', { name: 'Download weekly report (PDF)' })).toBeVisible()

    await expectUsableAt(page, (width) => (SCREENSHOT_DIR ? `${SCREENSHOT_DIR}/dashboard-${width}.png` : testInfo.outputPath(`dashboard-${width}.png`)), true)
  })

  test('the weekly report downloads as a PDF named for its week', async ({ page }, testInfo) => {
    await openDashboard(page, DEMO)
    await loaded(page)
    const report = panel(page, 'Weekly Report')
    const downloading = page.waitForEvent('download')
    await report.getByRole('button', { name: 'Download weekly report (PDF)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^selera-weekly-report-\d{4}-\d{2}-\d{2}\.pdf$/)
    const path = testInfo.outputPath(download.suggestedFilename())
    await download.saveAs(path)
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await expect(report.getByRole('status')).toHaveText(`Downloaded ${download.suggestedFilename()}.`)
    await expect(report.getByRole('link', { name: 'Save the PDF again' })).toHaveAttribute('download', download.suggestedFilename())
  })

  test('switches between presets and a custom range: each reads its own days, and says what it compares with', async ({ page }, testInfo) => {
    await openDashboard(page, DEMO)
    await loaded(page)
    const periods = page.getByRole('group', { name: 'Period' })
    const metrics = panel(page, 'Sales Metrics')
    const dailyRows = () => metrics.getByRole('table', { name: 'Daily revenue' }).getByRole('row')
    await expect(periods.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')
    const revenue30 = await card(page, 'Total Revenue (RM)').getByText(RM).textContent()
    await expect(card(page, 'Total Revenue (RM)')).toContainText(/vs previous 30 days, to \d{1,2}:\d{2}\s[ap]m/)

    await periods.getByRole('button', { name: 'Last 7 days' }).click()
    await loaded(page)
    await expect(periods.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true')
    await expect(periods.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false')
    await expect(card(page, 'Total Revenue (RM)')).toContainText(/vs previous 7 days, to /)
    await expect(card(page, 'Total Revenue (RM)').getByText(RM)).not.toHaveText(revenue30!)
    await metrics.getByText('Show the numbers: Daily revenue').click()
    await expect(dailyRows()).toHaveCount(8)
    await expect(dailyRows().last()).toContainText('(so far, to ')

    await periods.getByRole('button', { name: 'Last month' }).click()
    await loaded(page)
    // A month that ended: compared with the month's length before it, whole days.
    await expect(card(page, 'Total Revenue (RM)')).toContainText(/vs previous (28|29|30|31) days$/)

    // A custom range: the 14 days that ended a week ago.
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date()))
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
    await page.getByText('Custom range', { exact: true }).click()
    await page.getByLabel('From', { exact: true }).fill(day(-20))
    await page.getByLabel('To', { exact: true }).fill(day(-7))
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await loaded(page)
    for (const preset of ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This month', 'Last month']) {
      await expect(periods.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false')
    }
    await expect(card(page, 'Total Revenue (RM)')).toContainText(/vs previous 14 days$/)
    // Insights of a period that ended: what the data said at its end, and the panel says so.
    await expect(panel(page, 'AI Insights')).toContainText('From your own sales as they stood at the end of')
    // The numbers opened above stay open: the table now has the 14 days.
    await expect(dailyRows()).toHaveCount(15)

    await expectUsableAt(page, (width) => testInfo.outputPath(`dashboard-custom-${width}.png`))

    // Back to a preset read a minute ago: answered from the cache, at once.
    await periods.getByRole('button', { name: 'Last 7 days' }).click()
    await loaded(page)
    await expect(card(page, 'Total Revenue (RM)')).toContainText(/vs previous 7 days, to /)
  })

  test('one outlet: every card, chart and insight is of that outlet, and All outlets brings the chain back', async ({ page }) => {
    await openDashboard(page, DEMO)
    await loaded(page)
    const all = await card(page, 'Total Revenue (RM)').getByText(RM).textContent()
    const outlet = page.getByLabel('Outlet', { exact: true })
    await expect(outlet.getByRole('option')).toHaveText(['All outlets', 'Bangsar', 'Mont Kiara', 'SS15 Subang Jaya'])
    await outlet.selectOption('Mont Kiara')
    await loaded(page)
    await expect(panel(page, 'Sales Metrics').locator('.panel__lede')).toContainText(', Mont Kiara')
    await expect(card(page, 'Total Revenue (RM)').getByText(RM)).not.toHaveText(all!)
    const byOutlet = panel(page, 'Sales Metrics').getByRole('img', { name: /^Bar chart of revenue by outlet/ })
    await expect(byOutlet).toHaveAccessibleName(/all of it from Mont Kiara/)
    await outlet.selectOption('')
    await loaded(page)
    await expect(card(page, 'Total Revenue (RM)').getByText(RM)).toHaveText(all!)
  })

  test("a failed load shows 'Something went wrong', and Try Again recovers", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selera:chaos', JSON.stringify({ 'GET /insights': { status: 500 } })))
    await openDashboard(page, DEMO)
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('Failed to load dashboard data. Please try again.')
    await page.evaluate(() => localStorage.removeItem('selera:chaos'))
    await page.getByRole('button', { name: 'Try Again' }).click()
    await loaded(page)
    await expect(card(page, 'Total Revenue (RM)').getByText(RM)).toBeVisible()
  })
})

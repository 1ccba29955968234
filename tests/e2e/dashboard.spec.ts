import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { openFromNavigation } from '../utils/e2e-page'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { DEMO_OWNER as DEMO, NEW_OWNER, signInAs } from '../utils/e2e-sign-in'
import { playwrightFileDriver, uploadGestures, UPLOAD_LABELS } from '../utils/gestures/upload'

const CARDS = ['Total Revenue (RM)', 'Orders Today', 'Active Customers', 'Avg Order Value (RM)'] as const
const RM = /^RM\d{1,3}(,\d{3})*\.\d{2}$/
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** Writes the README's dashboard screenshots when set (`SCREENSHOTS=1 npx playwright test tests/e2e/dashboard.spec.ts`). */
const SCREENSHOT_DIR = process.env.SCREENSHOTS ? 'docs/screenshots' : null

/** Signs in and opens the dashboard from the navigation: a full page load would drop the in-memory session. */
async function openDashboard(page: Page, owner: { email: string; password: string }) {
  await signInAs(page, owner)
  await openFromNavigation(page, 'Dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

async function loaded(page: Page) {
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 })
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** At 1280 and 360 px: no axe violations, nothing wider than the screen (useful at 360 px), and a screenshot at `path(width)`. */
async function expectUsableAt(page: Page, path: (width: number) => string, fullPage = false) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: path(width), fullPage, animations: 'disabled' })
  }
}

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

// ---------------------------------------------------------------------------------------------
// A new owner uploads a Square export. The numbers it implies, read from the file itself.

const SQUARE = 'mocks/fixtures/pos/square-transactions.csv'

/** RFC 4180 rows: quoted fields may hold commas ("$1,250.00"). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') field += text[++i]
      else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length > 0) rows.push([...row, field])
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''))
}

/** Square writes `$1,125.00` and a refund as `($13.90)`. */
function squareMoney(text: string): number {
  const negative = /^\(.*\)$/.test(text.trim())
  const value = Number(text.replace(/[^\d.]/g, ''))
  return negative ? -value : value
}

/**
 * What the dashboard must show for the export, by the definitions of
 * docs/product.md#dashboard-numbers, with "today" the export's last day: revenue is the net sales
 * of every row; an order is a transaction id (a refund shares its sale's); customers are distinct
 * Customer IDs; the average order is revenue over orders.
 */
function squareExpectations(text: string) {
  const [header, ...rows] = csvRows(text)
  const column = (name: string) => header!.indexOf(name)
  const [date, net, transaction, customer] = ['Date', 'Net Sales', 'Transaction ID', 'Customer ID'].map(column) as [number, number, number, number]
  const today = rows.map((row) => row[date]!).sort().at(-1)!
  const revenue = rows.reduce((sum, row) => sum + squareMoney(row[net]!), 0)
  const orders = new Set(rows.map((row) => row[transaction]))
  const ordersToday = new Set(rows.filter((row) => row[date] === today).map((row) => row[transaction]))
  const customers = new Set(rows.map((row) => row[customer]).filter(Boolean))
  const rm = (value: number) => `RM${value.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  return {
    today,
    cards: {
      'Total Revenue (RM)': rm(revenue),
      'Orders Today': String(ordersToday.size),
      'Active Customers': String(customers.size),
      'Avg Order Value (RM)': rm(Math.round((revenue / orders.size) * 100) / 100),
    },
  }
}

test('a new owner sees the empty states, uploads a Square export, and then its numbers', async ({ page }) => {
  const expected = squareExpectations(readFileSync(SQUARE, 'utf8'))
  // The fake backend runs in the page: on the evening of the export's last day, its rows are "the last 30 days".
  await page.clock.install({ time: new Date(`${expected.today}T20:00:00+08:00`) })

  await openDashboard(page, NEW_OWNER)
  await loaded(page)
  await expect(panel(page, 'Sales Metrics')).toContainText('No metrics data available')
  await expect(panel(page, 'AI Insights')).toContainText('No insights available yet')
  await expect(panel(page, 'Weekly Report')).toContainText('No report available')

  await openFromNavigation(page, 'Upload Data')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your Business Data')
  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { path: SQUARE })
  await expect(page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')).toContainText('Your file has been received and processed.', {
    timeout: 15_000,
  })

  await openFromNavigation(page, 'Dashboard')
  // The empty dashboard of a minute ago was cached (2 minutes per token); the completed upload dropped it, so
  // the new numbers show without Refresh.
  await loaded(page)
  for (const [title, value] of Object.entries(expected.cards)) {
    await expect(card(page, title)).toContainText(value)
  }
  // Nothing before the export to compare with.
  await expect(card(page, 'Total Revenue (RM)')).toContainText('No earlier data')
  await expect(panel(page, 'Sales Metrics').getByRole('img', { name: /^Line chart of daily revenue/ })).toBeVisible()
})

/** `days` days after a `YYYY-MM-DD` day. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

test('an owner whose export lies a year back is offered its latest 30 days, takes them, and reads the file’s numbers', async ({ page }, testInfo) => {
  const expected = squareExpectations(readFileSync(SQUARE, 'utf8'))
  // A year after the export's last day: the default 30 days hold none of its sales.
  await page.clock.install({ time: new Date(`${dayAfter(expected.today, 365)}T11:00:00+08:00`) })

  await openDashboard(page, NEW_OWNER)
  await loaded(page)
  await openFromNavigation(page, 'Upload Data')
  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { path: SQUARE })
  await expect(page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')).toContainText('Your file has been received and processed.', {
    timeout: 15_000,
  })
  await openFromNavigation(page, 'Dashboard')
  await loaded(page)

  const offer = page.getByRole('region', { name: 'No sales in this period' })
  await expect(offer).toContainText('Your latest sales are from 25 May 2026.')
  await expect(card(page, 'Total Revenue (RM)')).toContainText('RM0.00')
  // The weekly report is the last complete week with sales, and says so.
  await expect(panel(page, 'Weekly Report')).toContainText('Last week had no sales: this is your report for the last week that did, 25 – 31 May 2026')
  await expectUsableAt(page, (width) => testInfo.outputPath(`dashboard-offer-${width}.png`))

  await offer.getByRole('button', { name: 'Show 26 Apr – 25 May 2026' }).click()
  await loaded(page)
  await expect(offer).toBeHidden()
  await expect(panel(page, 'Sales Metrics')).toContainText('Sun, 26 Apr 2026 to Mon, 25 May 2026')
  await expect(panel(page, 'AI Insights')).toContainText('as they stood at the end of Mon, 25 May 2026')
  const { 'Orders Today': _today, ...periodCards } = expected.cards
  for (const [title, value] of Object.entries(periodCards)) await expect(card(page, title)).toContainText(value)
  // Today, a year on, has no orders; the file's days are all in the period.
  await expect(card(page, 'Orders Today')).toContainText('0')
  // Nothing before the export to compare with.
  await expect(card(page, 'Total Revenue (RM)')).toContainText('No earlier data')
})

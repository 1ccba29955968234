import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { openFromNavigation } from '../utils/e2e-page'
import { NEW_OWNER, signInAs } from '../utils/e2e-sign-in'
import { manualEntryGestures } from '../utils/gestures/manual-entry'
import { playwrightFileDriver, UPLOAD_LABELS, uploadGestures } from '../utils/gestures/upload'
import { REMOVAL_LABELS, uploadRemovalGestures } from '../utils/gestures/upload-removal'
import { LEAVE_MESSAGES, LINK_TEXT, MANUAL_DAY_TAKEN, MANUAL_TEXT } from '../../src/ui/screens/upload/messages'

const KL = 'Asia/Kuala_Lumpur'

/** `YYYY-MM-DD` in Kuala Lumpur, `offset` days from today: the fake backend in the page reads the same clock. */
function klDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: KL, dateStyle: 'short' }).format(Date.now())
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
}

/** From the navigation: a full page load would drop the in-memory session. */
async function navigate(page: Page, label: 'Dashboard' | 'Upload Data') {
  await openFromNavigation(page, label)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label === 'Dashboard' ? 'Dashboard' : 'Upload Your Business Data')
}

const salesMetrics = (page: Page) => page.getByRole('region', { name: 'Sales Metrics', exact: true })
const refreshed = (page: Page) => expect(page.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 })

test('a new owner uploads an export, removes it from Recent uploads, and has the empty states again', async ({ page }) => {
  const sheet = `Date,Amount\n${klDay(-2)},12.50\n${klDay(-1)},8.00\n`
  await signInAs(page, NEW_OWNER)
  await navigate(page, 'Upload Data')
  const history = page.getByRole('region', { name: UPLOAD_LABELS.history })
  await expect(history).toContainText('No uploads yet')

  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { name: 'my-week.csv', mimeType: 'text/csv', contents: sheet })
  await expect(page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')).toContainText('Your file has been received and processed.', { timeout: 15_000 })
  await expect(history.getByRole('listitem').filter({ hasText: 'my-week.csv' })).toBeVisible()

  // The dashboard counts it (and the app keeps that answer for 2 minutes).
  await page.getByRole('link', { name: LINK_TEXT.viewDashboard }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await refreshed(page)
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Total Revenue (RM)' }) })).toContainText('RM20.50')

  await navigate(page, 'Upload Data')
  const driver = playwrightDriver(page)
  await uploadRemovalGestures.ask(driver, { file_name: 'my-week.csv', summary: '' })
  const dialog = page.getByRole('alertdialog', { name: 'Remove my-week.csv?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: REMOVAL_LABELS.cancel })).toBeFocused()
  expect((await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations).toEqual([])
  await uploadRemovalGestures.confirm(driver)

  await expect(history.getByRole('status')).toHaveText(/^Removed my-week\.csv: 2 sales rows, .+\.$/)
  await expect(dialog).toHaveCount(0)
  await expect(history).toContainText('No uploads yet')
  await expect(history.getByRole('listitem')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: UPLOAD_LABELS.history })).toBeFocused()

  // Neither the app's cached dashboard nor the backend's kept numbers survive the removal.
  await navigate(page, 'Dashboard')
  await refreshed(page)
  await expect(salesMetrics(page)).toContainText('No metrics data available')
})

test('a manual entry for a day that has one asks: replace it or add to it', async ({ page }) => {
  const day = klDay(-1)
  const entry = { date: day, sales: '1234.56' }
  await signInAs(page, NEW_OWNER)
  await navigate(page, 'Upload Data')
  const driver = playwrightDriver(page)
  const manual = page.getByRole('region', { name: 'Enter sales manually' })
  const history = page.getByRole('region', { name: UPLOAD_LABELS.history })
  const entries = history.getByRole('listitem')
  const question = manual.getByRole('group', { name: MANUAL_DAY_TAKEN.question })

  await manualEntryGestures.enter(driver, entry)
  await expect(manual.getByRole('status')).toContainText(MANUAL_TEXT.success)
  await expect(entries).toHaveCount(1)

  // The same day again: asked, nothing stored yet.
  await manualEntryGestures.enter(driver, entry)
  await expect(question).toBeFocused()
  await expect(question).toContainText(/already has a manual entry: RM1,234\.56\./)
  await expect(manual.getByRole('button', { name: 'Submit manual data' })).toBeDisabled()
  await expect(entries).toHaveCount(1)
  await manualEntryGestures.replace(driver)
  await expect(manual.getByRole('status')).toContainText('It replaces a manual entry of RM1,234.56.')
  await expect(entries).toHaveCount(1)

  // And once more, added to it this time: two entries, the day's total said.
  await manualEntryGestures.enter(driver, { date: day, sales: '100.00', orders: '8' })
  await expect(question).toBeVisible()
  await manualEntryGestures.add(driver)
  await expect(manual.getByRole('status')).toContainText('now has RM1,334.56 entered by hand.')
  await expect(entries).toHaveCount(2)
  await expect(history).toContainText('RM100.00 and 8 orders')
})

test('leaving mid-upload asks first: the browser’s question for a reload, ours inside the app', async ({ page }) => {
  await signInAs(page, NEW_OWNER)
  await navigate(page, 'Upload Data')
  // A slow network: the upload stays under way while the owner tries to leave.
  await page.evaluate(() => localStorage.setItem('selera:chaos', JSON.stringify({ 'POST /upload': { delayMs: 20_000 } })))
  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { name: 'slow.csv', mimeType: 'text/csv', contents: `Date,Amount\n${klDay(-1)},5.00\n` })
  const filePanel = page.getByRole('region', { name: UPLOAD_LABELS.filePanel })
  await expect(filePanel.getByRole('button', { name: UPLOAD_LABELS.cancel })).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Dashboard' }).click()
  const dialog = page.getByRole('alertdialog', { name: LEAVE_MESSAGES.title })
  await expect(dialog).toContainText('slow.csv is still uploading.')
  await dialog.getByRole('button', { name: LEAVE_MESSAGES.stay }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/upload$/)
  await expect(filePanel.getByRole('button', { name: UPLOAD_LABELS.cancel })).toBeVisible()

  const asked = page.waitForEvent('dialog')
  void page.reload().catch(() => undefined)
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  await question.dismiss()
  await expect(filePanel.getByRole('button', { name: UPLOAD_LABELS.cancel })).toBeVisible()

  await nav.getByRole('link', { name: 'Dashboard' }).click()
  await dialog.getByRole('button', { name: LEAVE_MESSAGES.leave }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
})

for (const width of [1280, 360]) {
  test(`at ${width} px: dates nothing in the file settles are offered the other way, and read so in one click`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    // 03/04 and 05/04: day first 3 and 5 April, month first 4 March and 4 May; two days two apart settle nothing.
    const sheet = 'Date,Receipt,Amount\n03/04/2026 09:15,A1,12.50\n05/04/2026 13:40,A2,8.00\n'
    await signInAs(page, NEW_OWNER)
    await navigate(page, 'Upload Data')
    const filePanel = page.getByRole('region', { name: UPLOAD_LABELS.filePanel })
    const history = page.getByRole('region', { name: UPLOAD_LABELS.history })
    await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), { name: 'till.csv', mimeType: 'text/csv', contents: sheet })
    const status = filePanel.getByRole('status')
    await expect(status).toContainText('Generic sales sheet: 2 sales rows, 3 Apr – 5 Apr 2026.', { timeout: 15_000 })

    // The essentials fit; how the file was read is one click away.
    const details = status.getByText('How Selera read this file')
    await expect(status.locator('details')).not.toHaveAttribute('open')
    await details.click()
    await expect(status.getByRole('list')).toContainText('Dates read as DD/MM/YYYY')
    const reread = filePanel.getByRole('button', { name: 'Read dates month first instead' })
    await expect(reread).toHaveAccessibleDescription('03/04/2026 was read as 3 Apr 2026; month first it is 4 Mar 2026.')
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    await filePanel.screenshot({ path: testInfo.outputPath(`upload-details-${width}.png`) })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await reread.click()
    await expect(status).toContainText('Generic sales sheet: 2 sales rows, 4 Mar – 4 May 2026; it replaces the earlier reading of till.csv.', { timeout: 15_000 })
    await expect(filePanel.getByRole('button', { name: 'Read dates day first instead' })).toBeVisible()
    // One upload, read the new way.
    await expect(history.getByRole('listitem')).toHaveCount(1)
    await expect(history.getByRole('listitem')).toContainText('4 Mar – 4 May')
  })
}

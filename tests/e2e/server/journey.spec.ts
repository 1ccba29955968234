/**
 * Selera for real: the server (`npm run server`) with the live build, on its embedded database and
 * on Postgres, in Chromium. A new owner creates an account, uploads an export, reads its numbers on
 * the dashboard, asks the assistant, uploads a logo and a product photo and makes an image, saves a
 * setting and signs out; the server is stopped and started again, and everything is still there.
 * Then the server is killed in the middle of an upload, and after a restart the owner's data is
 * whole and the upload can be sent again.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { playwrightDriver } from '../../utils/driver-playwright'
import { uploadLogoAndPhoto } from '../../utils/e2e-brand-assets'
import { card, loaded, panel } from '../../utils/e2e-dashboard'
import { expectLogged, failOnUnexpectedConsole, openFromNavigation } from '../../utils/e2e-page'
import { embeddedData, POSTGRES_URL, postgresData, startServerProcess, type RunningServer, type ServerData } from '../../utils/e2e-server'
import { SAVED, openSettings, panel as settingsPanel, status } from '../../utils/e2e-settings'
import { FIRST_SIGN_IN_MS, signInAs } from '../../utils/e2e-sign-in'
import { settingsGestures } from '../../utils/gestures/settings'
import { signUpGestures } from '../../utils/gestures/sign-up'
import { playwrightFileDriver, UPLOAD_LABELS, uploadGestures } from '../../utils/gestures/upload'
import { SQUARE_EXPORT, squareExpectations, squareExportEndingOn } from '../../utils/square-export'

failOnUnexpectedConsole()

const OWNER = { businessName: 'Kedai Kopi Ah Seng', fullName: 'Tan Ah Seng', email: 'owner@kedai.my', password: 'kopi-o-kosong' }
const PHONE = '+60 17-555 0123'
/** The first image loads the server's composer (wasm and fonts): seconds on a busy machine. */
const GENERATION_MS = 60_000

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
}

/** Yesterday in Kuala Lumpur (the new account's timezone): the moved export's last day, inside the dashboard's last 30 days. */
function yesterdayInKualaLumpur(): string {
  return daysBefore(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'short' }).format(Date.now()), 1)
}

const EXPORT = squareExportEndingOn(readFileSync(SQUARE_EXPORT, 'utf8'), yesterdayInKualaLumpur())
const EXPECTED = squareExpectations(EXPORT).cards
const EXPORT_FILE = { name: 'square-transactions.csv', mimeType: 'text/csv', contents: Buffer.from(EXPORT) }

/**
 * A bigger export of the same shop the week before (the rows many times over, each sale its own
 * transaction), for an upload the server is still working on when it is killed: 1,500 copies are
 * about 7.5 MB, under the 10 MB an upload may be.
 */
const BIG_COPIES = 1_500
const EARLIER = squareExportEndingOn(readFileSync(SQUARE_EXPORT, 'utf8'), daysBefore(yesterdayInKualaLumpur(), 8))
const [BIG_HEADER, ...BIG_ROWS] = EARLIER.trimEnd().split('\n')
const BIG = [BIG_HEADER, ...Array.from({ length: BIG_COPIES }, (_, copy) => BIG_ROWS.map((row) => row.replace(/,sq-(\w+),pay-(\d+),/, `,sq-$1-${copy},pay-$2-${copy},`))).flat()].join('\n')
const BIG_FILE = { name: 'square-earlier.csv', mimeType: 'text/csv', contents: Buffer.from(BIG) }
/** The dashboard's figures with both files stored. */
const WITH_BIG = squareExpectations(`${BIG}\n${EXPORT.trimEnd().split('\n').slice(1).join('\n')}\n`).cards

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' })
const answers = (page: Page) => conversation(page).getByRole('listitem').filter({ hasText: /^AI Assistant/ })

async function expectDashboardFigures(page: Page): Promise<void> {
  await openFromNavigation(page, 'Dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await loaded(page)
  for (const title of ['Total Revenue (RM)', 'Active Customers', 'Avg Order Value (RM)'] as const) await expect(card(page, title)).toContainText(EXPECTED[title])
}

async function upload(page: Page, file: typeof EXPORT_FILE): Promise<void> {
  await openFromNavigation(page, 'Upload Data')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your Business Data')
  await uploadGestures.upload(playwrightFileDriver(playwrightDriver(page), page), file)
}

/** Each database's server on a port of its own, the same across its restarts (playwright.config.ts chose them). */
const [EMBEDDED_PORT, POSTGRES_PORT] = (process.env.SELERA_E2E_SERVER_PORTS ?? '').split(',').map(Number)

const DATABASES: { name: string; data: () => Promise<ServerData> | ServerData; port: number | undefined; when: boolean }[] = [
  { name: 'its embedded database (PGlite)', data: embeddedData, port: EMBEDDED_PORT, when: true },
  // The Postgres server .ci/run starts; on a machine without one, the embedded run above stands.
  { name: 'Postgres', data: postgresData, port: POSTGRES_PORT, when: POSTGRES_URL !== '' },
]

for (const database of DATABASES) {
  test.describe(`the server on ${database.name}`, () => {
    test.skip(!database.when, 'SELERA_TEST_DATABASE_URL names no Postgres server')
    test.describe.configure({ mode: 'serial' })
    test.use({ baseURL: `http://127.0.0.1:${String(database.port)}` })

    let data: ServerData
    let server: RunningServer | null = null

    test.beforeAll(async () => {
      if (!database.port) throw new Error('No port for the server: playwright.config.ts sets SELERA_E2E_SERVER_PORTS')
      data = await database.data()
    })
    test.afterAll(async () => {
      await server?.stop()
      await data?.dispose()
    })

    test('an owner signs up, uploads, reads the dashboard, asks, makes an image, saves a setting and signs out; after a restart all of it is there', async ({ page }) => {
      test.setTimeout(240_000)
      server = await startServerProcess(data, database.port!)
      await page.goto('/login')
      await page.getByRole('link', { name: 'Get started free' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
      await signUpGestures.signUp(playwrightDriver(page), OWNER)
      await expect(page).toHaveURL(/\/profile$/, { timeout: FIRST_SIGN_IN_MS })
      await expect(page.getByText(OWNER.businessName)).toBeVisible()

      await upload(page, EXPORT_FILE)
      await expect(page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')).toContainText('Your file has been received and processed.', { timeout: 30_000 })
      await expectDashboardFigures(page)
      await expect(panel(page, 'Sales Metrics').getByRole('img', { name: /^Line chart of daily revenue/ })).toBeVisible()

      await openFromNavigation(page, 'AI Chat')
      const box = page.getByRole('textbox', { name: 'Message' })
      await box.fill('What were my total sales in the last 30 days?')
      await box.press('Enter')
      await expect(answers(page)).toHaveCount(1, { timeout: 15_000 })
      await expect(answers(page).first()).toContainText(EXPECTED['Total Revenue (RM)'])

      await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Marketing' }).click()
      const request = 'create an image post for our teh tarik'
      await box.fill(request)
      await box.press('Enter')
      const preview = conversation(page).getByRole('region', { name: `Image preview: ${request}` })
      await expect(preview).toBeVisible({ timeout: 15_000 })
      await preview.getByRole('button', { name: 'Generate Images' }).click()
      // A new owner has no brand assets yet: the asset modal asks for a logo and a product photo.
      const modal = page.getByRole('dialog', { name: 'Upload Company Assets' })
      await expect(modal.getByText('2 assets still needed')).toBeVisible({ timeout: 15_000 })
      await uploadLogoAndPhoto(modal, OWNER.businessName, 'Roti Bakar Set')
      await page.keyboard.press('Escape')
      await expect(modal).toBeHidden()
      await preview.getByRole('button', { name: 'Generate Images' }).click()
      const image = preview.getByRole('figure', { name: 'Generated image' })
      await expect(image.getByText(/^Resolution: \d+x\d+$/)).toBeVisible({ timeout: GENERATION_MS })
      await expect.poll(() => image.getByRole('img').evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 }).toBe(true)

      await openSettings(page)
      await settingsGestures.setPhone(playwrightDriver(page), PHONE)
      await settingsGestures.saveProfile(playwrightDriver(page))
      await expect(status(settingsPanel(page, 'profile'), SAVED)).toBeVisible()

      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

      // Stopped as Ctrl+C stops it, and started again on the same data.
      expect(await server.stop()).toBe(0)
      server = await startServerProcess(data, database.port!)
      await signInAs(page, OWNER)
      await expectDashboardFigures(page)
      await openFromNavigation(page, 'AI Chat')
      await expect(conversation(page)).toContainText('What were my total sales in the last 30 days?')
      await expect(conversation(page)).toContainText(EXPECTED['Total Revenue (RM)'])
      await openFromNavigation(page, 'Generated Media')
      await expect(page.getByText('1 image', { exact: true })).toBeVisible({ timeout: 15_000 })
      const thumbnail = page.getByRole('list', { name: 'Generated images' }).getByRole('img')
      await expect(thumbnail).toHaveAttribute('alt', request)
      // Its file, through a link signed with the secret the server keeps in its data folder.
      await expect.poll(() => thumbnail.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
      await openSettings(page)
      await expect(settingsPanel(page, 'profile').getByLabel('Phone Number', { exact: true })).toHaveValue(PHONE)
    })

    test('killed in the middle of an upload, it starts again with the owner’s data whole, and the upload can be sent again', async ({ page }) => {
      test.setTimeout(180_000)
      server ??= await startServerProcess(data, database.port!)
      await signInAs(page, OWNER)
      // Killed once the upload has left the browser: whatever the server had done of it is undone or whole.
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload')
      await upload(page, BIG_FILE)
      await sent
      // The page's calls while the server is down fail, as they should.
      expectLogged(page, /^error: Failed to load resource: net::ERR_[A-Z_]+$/)
      await server.kill()
      // The page says what became of it: processed (it was stored before the kill) or failed.
      const filePanel = page.getByRole('region', { name: UPLOAD_LABELS.filePanel })
      await expect(filePanel.getByRole('alert').or(filePanel.getByText('Your file has been received and processed.'))).toBeVisible({ timeout: 30_000 })

      server = await startServerProcess(data, database.port!)
      await signInAs(page, OWNER)
      await openFromNavigation(page, 'Dashboard')
      await loaded(page)
      const revenue = card(page, 'Total Revenue (RM)')
      await expect(revenue).toContainText(/RM[\d,]+\.\d{2}/)
      const stored = (await revenue.textContent())!.includes(WITH_BIG['Total Revenue (RM)'])
      test.info().annotations.push({ type: 'killed upload', description: stored ? 'stored whole before the kill' : 'not stored' })
      if (!stored) await expect(revenue).toContainText(EXPECTED['Total Revenue (RM)'])

      // Sent again: stored now, or recognised as the file already stored; the figures are the two files'.
      await upload(page, BIG_FILE)
      const answer = page.getByRole('region', { name: UPLOAD_LABELS.filePanel }).getByRole('status')
      await expect(answer).toContainText(stored ? /^Duplicate content detected/ : 'Your file has been received and processed.', { timeout: 30_000 })
      await openFromNavigation(page, 'Dashboard')
      await loaded(page)
      await expect(card(page, 'Total Revenue (RM)')).toContainText(WITH_BIG['Total Revenue (RM)'])
    })
  })
}

/** The Upload Data screen for the browser tests (tests/e2e/upload*.spec.ts): the demo's samples, its panels, opened as an owner would. */
import { readdirSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { openFromNavigation } from './e2e-page'
import { playwrightDriver } from './driver-playwright'
import { DEMO_OWNER, signInAs } from './e2e-sign-in'
import { PER_ITEM_REPORTS, POS_SAMPLES_DIR } from './pos-samples'
import { playwrightFileDriver, UPLOAD_LABELS, type UploadDriver } from './gestures/upload'

export const POS = POS_SAMPLES_DIR
/** Every sample export and document the fake backend reads (the legacy .xls/.doc are refused on purpose). */
/** Every sample an owner's upload stores (the per-item reports are refused by design: tests/contract/upload-file.contract.test.ts). */
export const SAMPLES = readdirSync(POS).filter((name) => /\.(csv|txt|xlsx|pdf|docx)$/.test(name) && !PER_ITEM_REPORTS.has(name))
export const LOYVERSE = 'loyverse-receipts-by-item.csv'

export const COMPLETED = 'Your file has been received and processed.'
export const FAILED = 'Upload failed. Please try again.'

interface UploadPage {
  page: Page
  driver: UploadDriver
  filePanel: Locator
  manualPanel: Locator
  history: Locator
}

/** Signs the demo owner in and opens Upload Data from the navigation, as an owner would. */
export async function openUpload(page: Page): Promise<UploadPage> {
  await signInAs(page, DEMO_OWNER)
  await openFromNavigation(page, 'Upload Data')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your Business Data')
  const history = page.getByRole('region', { name: UPLOAD_LABELS.history })
  await expect(history.getByRole('listitem').first()).toBeVisible()
  return {
    page,
    driver: playwrightFileDriver(playwrightDriver(page), page),
    filePanel: page.getByRole('region', { name: UPLOAD_LABELS.filePanel }),
    manualPanel: page.getByRole('region', { name: 'Enter sales manually' }),
    history,
  }
}

/** Sets chaos rules for the fake backend in this page (read on every request). */
export async function chaos(page: Page, rules: Record<string, unknown>) {
  await page.evaluate((value) => localStorage.setItem('selera:chaos', JSON.stringify(value)), rules)
}

export const chosenFile = (ui: UploadPage) => ui.filePanel.getByRole('group', { name: 'Selected file' })

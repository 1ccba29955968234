import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { manualEntryGestures } from '../utils/gestures/manual-entry'
import { uploadGestures } from '../utils/gestures/upload'
import { POS, LOYVERSE, COMPLETED, openUpload, chaos } from '../utils/e2e-upload'

/** No accessibility violations, nothing wider than the viewport, and a screenshot to look at. */
async function checkPage(page: Page, shot: string, parts: Locator[] = []) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([])
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await page.screenshot({ path: test.info().outputPath(shot), fullPage: true })
  // Close-ups of the panels: a full page at 360 px is too long to read.
  for (const [i, part] of parts.entries()) await part.screenshot({ path: test.info().outputPath(shot.replace('.png', `-part${i + 1}.png`)) })
}

test.describe('accessibility and layout', () => {
  test('at 1280 px: side by side, no violations with every kind of message showing', async ({ page }) => {
    // Five uploads and an axe scan after each: about 15 s alone, more on a busy 2-core machine.
    test.slow()
    const ui = await openUpload(page)
    const [file, manual] = [await ui.filePanel.boundingBox(), await ui.manualPanel.boundingBox()]
    expect(Math.abs(file!.y - manual!.y)).toBeLessThan(2)
    expect(manual!.x).toBeGreaterThan(file!.x + file!.width - 1)
    await checkPage(page, 'upload-1280-empty.png')
    await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
    await manualEntryGestures.enter(ui.driver, { date: '2026-11-01', sales: '1234.50', emails: 'aminah@kopi.my' })
    await expect(ui.manualPanel.getByRole('status')).toContainText('Manual data submitted successfully!')
    await checkPage(page, 'upload-1280-success.png')
    await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
    await expect(ui.filePanel.getByRole('status')).toContainText('Duplicate content detected')
    await uploadGestures.select(ui.driver, { path: `${POS}/legacy-sales-2019.xls` })
    await uploadGestures.start(ui.driver)
    await expect(ui.filePanel.getByRole('alert')).toContainText('Excel 97')
    await checkPage(page, 'upload-1280-error.png')
  })

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 800 } })

    test('stacked, no sideways scroll, no violations', async ({ page }) => {
      const ui = await openUpload(page)
      const [file, manual] = [await ui.filePanel.boundingBox(), await ui.manualPanel.boundingBox()]
      expect(manual!.y).toBeGreaterThan(file!.y + file!.height - 1)
      await checkPage(page, 'upload-360-empty.png', [ui.filePanel, ui.manualPanel])
      await uploadGestures.select(ui.driver, { name: 'a-rather-long-file-name-from-the-pos-export-2026-11.csv', mimeType: 'text/csv', contents: readFileSync(`${POS}/generic-sales.csv`) })
      await uploadGestures.start(ui.driver)
      await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
      await checkPage(page, 'upload-360-success.png', [ui.filePanel, ui.history.getByRole('listitem').first()])
      await chaos(page, { 'POST /upload': { delayMs: 4_000 } })
      await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
      await expect(ui.filePanel.getByRole('progressbar')).toBeVisible()
      await checkPage(page, 'upload-360-uploading.png', [ui.filePanel])
    })
  })
})

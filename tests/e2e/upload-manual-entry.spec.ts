import { expect, test } from '@playwright/test'
import { manualEntryGestures } from '../utils/gestures/manual-entry'
import { openUpload, chaos } from '../utils/e2e-upload'

test.describe('manual entry', () => {
  test('a day’s sales are recorded, the form is cleared and the recent uploads show it', async ({ page }) => {
    const ui = await openUpload(page)
    await manualEntryGestures.enter(ui.driver, { date: '2026-11-01', sales: '1234.50', emails: 'aminah@kopi.my, wei@kopi.my' })
    const status = ui.manualPanel.getByRole('status')
    await expect(status).toContainText('Manual data submitted successfully! Our AI is processing your data.')
    await expect(status).toContainText('Recorded RM1,234.50 for 1 Nov 2026 with 2 customers.')
    await expect(page.getByLabel('Sales amount (RM)')).toHaveValue('')
    await expect(ui.history.getByRole('listitem').first()).toContainText('Manual entry')
  })

  test('a failed submit keeps the form', async ({ page }) => {
    const ui = await openUpload(page)
    await chaos(page, { 'POST /upload': { status: 503 } })
    await manualEntryGestures.enter(ui.driver, { date: '2026-11-01', sales: '88.20' })
    await expect(ui.manualPanel.getByRole('alert')).toHaveText('Manual submission failed. Please try again.')
    await expect(page.getByLabel('Sales amount (RM)')).toHaveValue('88.20')
  })
})

import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { UPLOAD_LABELS, uploadGestures } from '../utils/gestures/upload'
import { POS, SAMPLES, LOYVERSE, COMPLETED, FAILED, openUpload, chaos, chosenFile } from '../utils/e2e-upload'

test.describe('uploading files', () => {
  for (const name of SAMPLES) {
    test(`the sample ${name} is received, understood and listed`, async ({ page }) => {
      const ui = await openUpload(page)
      await uploadGestures.upload(ui.driver, { path: `${POS}/${name}` })
      const status = ui.filePanel.getByRole('status')
      await expect(status).toContainText(COMPLETED, { timeout: 15_000 })
      await expect(status).toContainText(/(sales rows|daily totals?|text chunks?|rows)/)
      await expect(chosenFile(ui)).toHaveCount(0)
      await expect(ui.history.getByRole('listitem').filter({ hasText: name })).toBeVisible()
    })
  }

  test('the same content again is a duplicate, and the file stays', async ({ page }) => {
    const ui = await openUpload(page)
    await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
    await uploadGestures.upload(ui.driver, { name: 'may-again.csv', mimeType: 'text/csv', contents: readFileSync(`${POS}/${LOYVERSE}`) })
    await expect(ui.filePanel.getByRole('status')).toHaveText(
      /^Duplicate content detected: may-again\.csv has the same content as loyverse-receipts-by-item\.csv, uploaded .+$/,
    )
    await expect(chosenFile(ui)).toContainText('may-again.csv')
  })

  test('the same name with other content is a conflict with a suggestion, and the file stays', async ({ page }) => {
    const ui = await openUpload(page)
    await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
    await uploadGestures.upload(ui.driver, { name: LOYVERSE, mimeType: 'text/csv', contents: readFileSync(`${POS}/square-items-detail.csv`) })
    await expect(ui.filePanel.getByRole('status')).toHaveText(/^A file named loyverse-receipts-by-item\.csv was already uploaded on .+\. Rename it to .+ and upload again\.$/)
    await expect(chosenFile(ui)).toContainText(LOYVERSE)
  })

  test('a legacy Excel file gets the server’s advice as an error, and the file stays', async ({ page }) => {
    const ui = await openUpload(page)
    await uploadGestures.upload(ui.driver, { path: `${POS}/legacy-sales-2019.xls` })
    await expect(ui.filePanel.getByRole('alert')).toContainText(/Excel 97.2003/)
    await expect(chosenFile(ui)).toContainText('legacy-sales-2019.xls')
  })

  test('a file in another currency is refused with both currencies named and what to do, and the file stays', async ({ page }) => {
    const ui = await openUpload(page)
    await uploadGestures.upload(ui.driver, { path: 'tests/fixtures/pos-vendors/foodpanda-orders-thb.csv' })
    const alert = ui.filePanel.getByRole('alert')
    await expect(alert).toContainText('"foodpanda-orders-thb.csv" is in THB (the header "Subtotal (THB)"); your account reports in MYR.')
    await expect(alert).toContainText('Upload a file in MYR: Selera does not convert between currencies.')
    await expect(chosenFile(ui)).toContainText('foodpanda-orders-thb.csv')
  })

  test('a file of the wrong type is refused and not kept, whether chosen or dropped', async ({ page }) => {
    const ui = await openUpload(page)
    await uploadGestures.select(ui.driver, { name: 'logo.png', mimeType: 'image/png', contents: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })
    await expect(ui.filePanel.getByRole('alert')).toHaveText('Please upload a supported file: CSV, Excel, TXT, PDF, or Word document.')
    await expect(chosenFile(ui)).toHaveCount(0)

    await uploadGestures.select(ui.driver, { path: `${POS}/${LOYVERSE}` })
    await expect(chosenFile(ui)).toContainText(LOYVERSE)
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }))
      return transfer
    })
    await page.getByRole('group', { name: 'Drop a file to upload' }).dispatchEvent('drop', { dataTransfer: dropped })
    await expect(ui.filePanel.getByRole('alert')).toHaveText('Please upload a supported file: CSV, Excel, TXT, PDF, or Word document.')
    await expect(chosenFile(ui)).toHaveCount(0)
  })

  test('a dropped export is uploaded like a chosen one', async ({ page }) => {
    const ui = await openUpload(page)
    const text = readFileSync(`${POS}/generic-sales.csv`, 'utf8')
    const dropped = await page.evaluateHandle((contents) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([contents], 'dropped-sales.csv', { type: 'text/csv' }))
      return transfer
    }, text)
    await page.getByRole('group', { name: 'Drop a file to upload' }).dispatchEvent('drop', { dataTransfer: dropped })
    await expect(chosenFile(ui)).toContainText('dropped-sales.csv')
    await uploadGestures.start(ui.driver)
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
  })

  test('a file over 10MB is refused before any upload', async ({ page }) => {
    const ui = await openUpload(page)
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/upload')) posted += 1
    })
    await uploadGestures.select(ui.driver, { name: 'whole-year.csv', mimeType: 'text/csv', contents: Buffer.alloc(11 * 1024 * 1024, 'a') })
    await expect(ui.filePanel.getByRole('alert')).toHaveText('whole-year.csv is 11.0 MB. The maximum is 10MB.')
    await expect(chosenFile(ui)).toHaveCount(0)
    await uploadGestures.start(ui.driver)
    await expect(ui.filePanel.getByRole('alert')).toHaveText('Please select a file.')
    expect(posted).toBe(0)
  })

  test("Upload with no file says 'Please select a file.'", async ({ page }) => {
    const ui = await openUpload(page)
    await uploadGestures.start(ui.driver)
    await expect(ui.filePanel.getByRole('alert')).toHaveText('Please select a file.')
  })

  test('a network failure keeps the chosen file, and a retry goes through', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selera:chaos', JSON.stringify({ 'POST /upload': { network: true } })))
    const ui = await openUpload(page)
    await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
    await expect(ui.filePanel.getByRole('alert')).toHaveText(FAILED)
    await expect(chosenFile(ui)).toContainText(LOYVERSE)
    await chaos(page, {})
    await uploadGestures.start(ui.driver)
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
  })

  test('while uploading: progress with its percent, then Cancel keeps the file', async ({ page }) => {
    const ui = await openUpload(page)
    await chaos(page, { 'POST /upload': { delayMs: 4_000 } })
    await uploadGestures.upload(ui.driver, { path: `${POS}/${LOYVERSE}` })
    const progress = ui.filePanel.getByRole('progressbar', { name: UPLOAD_LABELS.progress })
    await expect(progress).toBeVisible()
    await expect(ui.filePanel.getByText(/^\d{1,3}%$/)).toBeVisible()
    await expect(ui.filePanel.getByRole('button', { name: UPLOAD_LABELS.uploading })).toBeDisabled()
    await uploadGestures.cancel(ui.driver)
    await expect(ui.filePanel.getByRole('status')).toHaveText('Upload cancelled. Your file is still selected.')
    await expect(chosenFile(ui)).toContainText(LOYVERSE)
    await expect(ui.filePanel.getByRole('button', { name: UPLOAD_LABELS.upload })).toBeFocused()
  })

  test('in the demo the progress reaches 100 % once the file has arrived, says it is being read, then the result', async ({ page }, testInfo) => {
    const ui = await openUpload(page)
    // Big enough (40,000 sales, about 1.9 MB) that reading it takes the fake backend a visible while.
    const rows = Array.from({ length: 40_000 }, (_, i) => `${String((i % 28) + 1).padStart(2, '0')}/10/2026 ${String(8 + (i % 12)).padStart(2, '0')}:15,R${i},Kopi O,${(2 + (i % 9)).toFixed(2)}`)
    const path = testInfo.outputPath('a-month-of-sales.csv')
    writeFileSync(path, ['Date,Receipt,Item,Amount', ...rows].join('\n'))
    // Every state of the bar, as the page drew it (a MutationObserver misses no render).
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seenProgress: string[] }).seenProgress = seen
      new MutationObserver(() => {
        const bar = document.querySelector('progress')
        const note = document.querySelector('.upload-progress__note')
        const last = bar ? `${bar.value}${note ? ' reading' : ''}` : document.querySelector('.upload-banner') ? 'result' : 'none'
        if (seen.at(-1) !== last) seen.push(last)
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    await uploadGestures.upload(ui.driver, { path })
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED, { timeout: 30_000 })
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress)
    // 0 % while the file goes, 100 % and 'Sent. Reading your file...' while it is read, then the answer.
    expect(seen).toContain('0')
    expect(seen).toContain('100 reading')
    expect(seen.indexOf('100 reading')).toBeGreaterThan(seen.indexOf('0'))
    expect(seen.indexOf('result', seen.indexOf('100 reading'))).toBeGreaterThan(seen.indexOf('100 reading'))
  })

  test('works from the keyboard: Tab to the file input, Enter opens the dialog, Tab to Upload', async ({ page }) => {
    const ui = await openUpload(page)
    const input = page.getByLabel(UPLOAD_LABELS.fileInput, { exact: true })
    // Listening turns on Chromium's file-chooser interception, which Playwright does not wait for:
    // started right before the Enter, the key could reach the page first on a busy machine and open
    // a chooser nobody reported. Started here, the round trips below give it time to be on.
    const chooser = page.waitForEvent('filechooser')
    await input.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(input).toBeFocused()
    await page.keyboard.press('Enter')
    await (await chooser).setFiles(`${POS}/generic-sales.csv`)
    await expect(chosenFile(ui)).toContainText('generic-sales.csv')
    await page.keyboard.press('Tab')
    await expect(ui.filePanel.getByRole('button', { name: 'Remove generic-sales.csv' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(ui.filePanel.getByRole('button', { name: UPLOAD_LABELS.upload })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ui.filePanel.getByRole('status')).toContainText(COMPLETED)
  })

  test('a sample link downloads the bundled export', async ({ page }) => {
    const ui = await openUpload(page)
    const download = page.waitForEvent('download')
    await ui.filePanel.getByRole('link', { name: 'Loyverse receipts (CSV)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(LOYVERSE)
    expect(readFileSync(await file.path()).equals(readFileSync(`${POS}/${LOYVERSE}`))).toBe(true)
  })
})

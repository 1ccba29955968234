import { expect, test, type Page } from '@playwright/test'
import { playwrightDriver } from '../utils/driver-playwright'
import { leadGestures } from '../utils/gestures/lead'
import { DEMO_OWNER, signInAs } from '../utils/e2e-sign-in'

/** The fake backend's saved snapshots (IndexedDB `selera-demo`, store `snapshots`, whatever the version key), as text. */
function savedDemoData(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('selera-demo')
        open.onerror = () => reject(new Error('cannot open selera-demo'))
        open.onsuccess = () => {
          const request = open.result.transaction('snapshots').objectStore('snapshots').getAll()
          request.onerror = () => reject(new Error('cannot read the snapshots'))
          request.onsuccess = () => resolve(JSON.stringify(request.result ?? null))
        }
      }),
  )
}

test('the demo keeps its data across reloads, and Reset demo data puts it back to the seed', async ({ page }) => {
  const lead = { email: 'siti@kedaisiti.my', company_name: 'Kedai Siti', country: 'MY' }
  await page.goto('/')
  await leadGestures.leaveLead(playwrightDriver(page), lead)
  await expect(page.getByRole('status').filter({ hasText: "Thanks! We'll tailor your onboarding." })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await savedDemoData(page)).toContain(lead.email)

  await signInAs(page, DEMO_OWNER)
  await page.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByRole('button', { name: 'Yes, reset' })).toBeFocused()
  await page.getByRole('button', { name: 'Yes, reset' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Demo data reset. Sign in to start again.')).toBeVisible()
  const saved = await savedDemoData(page)
  expect(saved).not.toContain(lead.email)
  expect(saved).toContain('demo@selera.my')
})

/** Opens Upload Data from the navigation and answers the Recent uploads list, as its items' text. */
async function recentUploads(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload Data' }).click()
  const items = page.getByRole('region', { name: 'Recent uploads' }).getByRole('listitem')
  await expect(items.first()).toBeVisible()
  return items.allInnerTexts()
}

async function revenue(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  const card = page.getByRole('listitem', { name: 'Total Revenue (RM)' }).filter({ hasText: /\d/ })
  await expect(card).toBeVisible()
  return card.innerText()
}

test('two tabs of a first visit: the demo’s sales are made once, by the tab that reads them first, and the other tab shows the same', async ({ page, context }) => {
  await signInAs(page, DEMO_OWNER)
  const other = await context.newPage()
  // Both tabs are up before either reads a sale: each holds the seed with the sales still to be made.
  await signInAs(other, DEMO_OWNER)
  const uploads = await recentUploads(page)
  expect(uploads.filter((item) => item.includes('loyverse-receipts-')).length).toBe(uploads.length)
  expect(await recentUploads(other)).toEqual(uploads)
  expect(await revenue(other)).toBe(await revenue(page))
})

/**
 * The AI chat in the browser: the demo owner asks for last week's sales and the
 * figure is the dashboard's for the same week; a document uploaded in the chat is what the next
 * answer quotes; hostile text shows as text and runs nothing. At 1280 and 360 px, with no axe
 * violations.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_OWNER, signInAs } from '../utils/e2e-sign-in'
import { expectNoAxeViolations, failOnUnexpectedConsole, openFromNavigation } from '../utils/e2e-page'

failOnUnexpectedConsole()

/** Writes the README's chat screenshots when set (`SCREENSHOTS=1 npx playwright test tests/e2e/chat.spec.ts`). */
const SCREENSHOT_DIR = process.env.SCREENSHOTS ? 'docs/screenshots' : null

async function openChat(page: Page) {
  await signInAs(page, DEMO_OWNER)
  await openFromNavigation(page, 'AI Chat')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Business Assistant')
  // A fresh browser: no conversation yet, the welcome and its four questions.
  await expect(page.getByRole('list', { name: 'Example questions' }).getByRole('button')).toHaveCount(4)
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' })
const answers = (page: Page) => conversation(page).getByRole('listitem').filter({ hasText: /^AI Assistant/ })

/** Types and sends with Enter, then waits for the answer after 'AI is thinking...'. */
async function ask(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count()
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill(question)
  await box.press('Enter')
  await expect(answers(page)).toHaveCount(before + 1, { timeout: 15_000 })
  await expect(page.getByText('AI is thinking...')).toHaveCount(0)
  return answers(page).nth(before)
}

const RM = /RM\d{1,3}(?:,\d{3})*\.\d{2}/

test.describe('the AI chat', () => {
  test('questions in the four ways of writing, each answer opening with how it was read, and no figure for another shop or the future', async ({ page }) => {
    test.setTimeout(90_000)
    await openChat(page)
    const chinese = await ask(page, '这个月卖得最好的是什么？')
    await expect(chinese).toContainText('理解为：畅销品项')
    await expect(chinese.getByRole('table').first()).toBeVisible()

    const weekdays = await ask(page, 'Which day of the week is busiest?')
    await expect(weekdays).toContainText('Read as: sales by day of the week · no period named · all outlets')
    await expect(weekdays).toContainText('the last 8 full weeks')
    await expect(weekdays.getByRole('table').first().getByRole('row')).toHaveCount(8)

    const malay = await ask(page, 'hari apa paling lengang?')
    await expect(malay).toContainText('Dibaca sebagai: jualan mengikut hari dalam minggu')

    const manglish = await ask(page, 'sales this month so far vs last month berapa')
    // Like with like: this month so far against as many days of last month, from the 1st.
    await expect(manglish).toContainText(/Read as: sales · 1(?:–(\d+))? \w+ 20\d\d.*? vs 1(?:–\1)? \w+ 20\d\d/)

    const typo = await ask(page, 'sales last wek')
    await expect(typo).toContainText('I did not understand “wek”')

    const elsewhere = await ask(page, 'How much does the kopitiam across the road make?')
    await expect(elsewhere).toContainText('I only see your own sales')
    await expect(elsewhere).not.toContainText(RM)
    const future = await ask(page, 'How much will we sell in 2028?')
    await expect(future).toContainText('I do not forecast')
    await expect(future).not.toContainText(RM)
    await expectNoAxeViolations(page)
  })

  test('last week’s sales: the figure the assistant states is the dashboard’s for the same Monday-to-Sunday week', async ({ page }) => {
    await openChat(page)
    const total = await ask(page, 'What were my sales last week?')
    await expect(total).toContainText(/\(Mon–Sun\)/)
    await expect(total.getByText('Sources')).toBeVisible()
    const stated = RM.exec((await total.textContent()) ?? '')?.[0]
    expect(stated).toBeTruthy()

    // The same week day by day: a chart with its table, and the link to the dashboard for that week.
    const daily = await ask(page, 'daily sales last week')
    await expect(daily).toContainText(stated!)
    await expect(daily.getByRole('table')).toBeVisible()
    await expect(daily.getByRole('table').getByRole('row')).toHaveCount(7)
    await daily.getByRole('link', { name: 'See it on the dashboard' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    const revenue = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Total Revenue (RM)', exact: true }) })
    await expect(revenue).toContainText(stated!, { timeout: 15_000 })
  })

  test('Enter sends right after the chat opens, while the conversation loads, and right after a mode switch while an answer is coming', async ({ page }) => {
    await signInAs(page, DEMO_OWNER)
    // A slow line: the history and the answer take 5 s, so each Enter comes while the chat is busy,
    // with room for a loaded machine to get the typing done inside that time.
    await page.evaluate(() => localStorage.setItem('selera:chaos', JSON.stringify({ 'GET /chat/history': { delayMs: 5_000 }, 'POST /chat': { delayMs: 5_000 } })))
    await openFromNavigation(page, 'AI Chat')
    const box = page.getByRole('textbox', { name: 'Message' })
    const waiting = page.getByRole('status').filter({ hasText: 'Your message goes as soon as the assistant is ready.' })
    const asked = (question: string) => conversation(page).getByRole('listitem').filter({ hasText: question })

    await expect(page.getByText('Loading your conversation…')).toBeVisible()
    await box.fill('What were my sales last week?')
    await box.press('Enter')
    await expect(waiting).toBeVisible()
    await expect(asked('What were my sales last week?')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('AI is thinking...')).toBeVisible()
    await expect(waiting).toHaveCount(0)

    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Marketing' }).click()
    await box.fill('A campaign idea for quiet afternoons')
    await box.press('Enter')
    await expect(waiting).toBeVisible()
    await page.evaluate(() => localStorage.removeItem('selera:chaos'))
    await expect(asked('A campaign idea for quiet afternoons')).toBeVisible({ timeout: 15_000 })
    await expect(answers(page)).toHaveCount(2, { timeout: 15_000 })
    await expect(box).toHaveValue('')
    await expect(waiting).toHaveCount(0)

    // And with nothing on its way: a switch back to General, then Enter at once.
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'General' }).click()
    await box.fill('How many orders yesterday?')
    await box.press('Enter')
    await expect(asked('How many orders yesterday?')).toBeVisible()
    await expect(answers(page)).toHaveCount(3, { timeout: 15_000 })
  })

  test('a document uploaded in the chat is what the next answer quotes, with its file name as the source', async ({ page }) => {
    await openChat(page)
    const prices = [
      'Supplier price list, Syarikat Bekalan Maju, November 2026',
      'Gula pasir (sugar), 1 kg bag: RM3.20, delivered every Tuesday',
      'Santan (coconut milk), 1 litre: RM7.80',
      'Beras wangi (fragrant rice), 10 kg: RM38.00',
    ].join('\n')
    await page.locator('input[type="file"]').setInputFiles({ name: 'supplier-prices-nov.txt', mimeType: 'text/plain', buffer: Buffer.from(prices) })
    const tray = page.getByRole('region', { name: 'Attached files' })
    await expect(tray).toContainText('supplier-prices-nov.txt')
    await tray.getByRole('button', { name: 'Upload All' }).click()
    await expect(tray.getByText('Upload Complete: 1 successful, 0 duplicates detected, 0 errors')).toBeVisible({ timeout: 15_000 })

    const answer = await ask(page, 'How much is sugar from the supplier?')
    await expect(answer).toContainText('RM3.20')
    await expect(answer.getByRole('listitem').filter({ hasText: 'supplier-prices-nov.txt' })).toBeVisible()
  })

  test('hostile text shows as text and runs nothing, in the owner’s message and in a quoted document', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openChat(page)
    const hostile = '<img src=x onerror=alert(1)> <script>alert(2)</script> [menu](javascript:alert(3)) **<b>bold</b>**'
    await page.locator('input[type="file"]').setInputFiles({ name: 'kedai-sop.txt', mimeType: 'text/plain', buffer: Buffer.from(`Closing SOP for the kitchen: ${hostile} then lock the back door at 10 pm.`) })
    await page.getByRole('region', { name: 'Attached files' }).getByRole('button', { name: 'Upload All' }).click()
    await expect(page.getByText(/Upload Complete: 1 successful/)).toBeVisible({ timeout: 15_000 })

    await ask(page, hostile)
    await expect(conversation(page).getByText(hostile, { exact: true })).toBeVisible()
    const quoted = await ask(page, 'What does the closing SOP say about the back door?')
    await expect(quoted).toContainText('<img src=x onerror=alert(1)>')
    await expect(quoted).toContainText('<script>alert(2)</script>')

    const log = conversation(page)
    await expect(log.locator('img, script, iframe, object, embed, b')).toHaveCount(0)
    for (const href of await log.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) expect(href).not.toMatch(/^javascript:/i)
    expect(dialogs).toEqual([])
  })

  test('usable at 1280 and 360 px with a conversation on screen: no sideways scroll, no axe violations', async ({ page }) => {
    await openChat(page)
    await ask(page, 'What are my best sellers this month?')
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await expectNoAxeViolations(page)
      if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-${width}.png`, animations: 'disabled' })
    }
  })
})

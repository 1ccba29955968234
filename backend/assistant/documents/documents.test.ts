/**
 * Answers from documents uploaded as an owner uploads them: .txt files through the real upload and
 * ingest (backend/uploads/upload-file.ts), so the chunks searched are the ingest's own.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../../tests/utils/backend/context'
import { uploadFile } from '../../uploads/upload-file'
import { MAX_ANSWER_CHARS } from '../types'
import { documentAnswer, searchDocuments, SNIPPET_CHARS } from './index'
import { MAX_QUERY_TERMS, questionTerms } from './search'

const ME = NEW_ACCOUNT.id
const OTHER = DEMO_ACCOUNT.id

const SUPPLIER_PRICES = `Kedai Borong Seri Murni: price list for November 2026
Prices include delivery to Bangsar and Mont Kiara on Tuesdays and Fridays. Orders close at 5 pm the day before.

Dry goods
Sugar, white, 1 kg: RM 3.20
Sugar, brown, 1 kg: RM 4.10
Basmati rice, 5 kg: RM 42.00
Santan (coconut milk), 1 L: RM 12.50
Ikan bilis, grade A, 1 kg: RM 38.00

Payment: 30 days credit for regular accounts, cash on delivery for new ones.`

const HARGA_PEMBEKAL = `Senarai harga Pembekal Maju Jaya, November 2026
Gula pasir 1 kg: RM 3.30
Tepung gandum 1 kg: RM 2.80
Minyak masak 5 kg: RM 29.90
Telur gred A (30 biji): RM 13.50
Penghantaran percuma untuk pesanan melebihi RM 300.`

const CLOSING_SOP = `Kopi Kita café: standard operating procedure (SOP) for opening and closing

Opening: the first shift arrives at 6.30 am, switches on the coffee machine and checks that the chiller is below 5 degrees. Doors open at 7.30 am.

Closing: last orders are taken at 9.30 pm and we close at 10.00 pm daily, 11.00 pm on Fridays and Saturdays. Clean the grill, empty the bins and lock the back door before leaving.

Cash: count the drawer with the manager on duty and write the total in the closing book.`

const SOP_DAPUR = `SOP dapur Kopi Kita
Kedai dibuka pada pukul 7.30 pagi dan ditutup pada pukul 10.00 malam.
Sambal mesti disimpan dalam peti sejuk dan dibuang selepas dua hari.
Semua pekerja mesti mencuci tangan sebelum menyentuh makanan.`

const MENU = `Menu Kopi Kita

Nasi Lemak Set: RM 12.90
Nasi lemak with sambal, fried chicken, boiled egg, ikan bilis, peanuts and cucumber. Comes with a Kopi O or Teh O.

Mee Goreng Mamak: RM 9.50
Fried yellow noodles with prawns, tofu and egg.

Roti Bakar Set: RM 6.50
Toast with kaya and butter, and two half-boiled eggs.`

const LIBRARY: readonly (readonly [string, string])[] = [
  ['supplier-prices-nov.txt', SUPPLIER_PRICES],
  ['senarai-harga-pembekal.txt', HARGA_PEMBEKAL],
  ['closing-sop.txt', CLOSING_SOP],
  ['sop-dapur.txt', SOP_DAPUR],
  ['menu.txt', MENU],
]

async function uploadText(ctx: TestContext, name: string, text: string, account = ME) {
  const answer = await uploadFile(ctx, account, { name, mime: 'text/plain', bytes: new TextEncoder().encode(text) })
  expect(answer).toMatchObject({ upload_completed: true, status: 'completed' })
  return answer
}

async function library(account = ME): Promise<TestContext> {
  const ctx = await testContext()
  for (const [name, text] of LIBRARY) await uploadText(ctx, name, text, account)
  return ctx
}

describe('documentAnswer: a question about the documents quotes the passage, with its file as the source', () => {
  it.each([
    ['how much is sugar from the supplier?', 'en', 'supplier-prices-nov.txt', 'From supplier-prices-nov.txt:', ['**Sugar**, white, 1 kg: RM 3.20', '**Sugar**, brown, 1 kg: RM 4.10']],
    ['harga gula', 'ms', 'senarai-harga-pembekal.txt', 'Daripada senarai-harga-pembekal.txt:', ['**Gula** pasir 1 kg: RM 3.30']],
    ['what time do we close according to the SOP', 'en', 'closing-sop.txt', 'From closing-sop.txt:', ['we **close** at 10.00 pm daily']],
    ['what time do we open', 'en', 'closing-sop.txt', 'From closing-sop.txt:', ['Doors **open** at 7.30 am']],
    ["what's in the nasi lemak set", 'en', 'menu.txt', 'From menu.txt:', ['**Nasi Lemak Set**: RM 12.90', '**Nasi lemak** with sambal, fried chicken']],
    ['pukul berapa kedai tutup', 'ms', 'sop-dapur.txt', 'Daripada sop-dapur.txt:', ['**Kedai** dibuka pada **pukul** 7.30 pagi']],
    ['Harga GULA pasír?', 'ms', 'senarai-harga-pembekal.txt', 'Daripada senarai-harga-pembekal.txt:', ['**Gula pasir** 1 kg: RM 3.30']],
    ['how much is the santan', 'en', 'supplier-prices-nov.txt', 'From supplier-prices-nov.txt:', ['**Santan** \\(coconut milk\\), 1 L: RM 12.50']],
  ] as const)('%s', async (question, language, file, framing, quotes) => {
    const ctx = await library()
    const answer = await documentAnswer(ctx, ME, question, language)
    expect(answer).not.toBeNull()
    const first = answer!.text.split('\n\n')[0]!
    expect(first.startsWith(`${framing}\n`)).toBe(true)
    for (const quote of quotes) expect(first).toContain(quote)
    expect(answer!.sources[0]).toBe(file)
    expect(answer!.sources.length).toBeLessThanOrEqual(2)
    expect(answer!.text.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS)
  })

  it('finds the passage despite a typo in a longer word', async () => {
    const ctx = await library()
    const answer = await documentAnswer(ctx, ME, 'price of suger from the supplier', 'en')
    expect(answer?.sources[0]).toBe('supplier-prices-nov.txt')
    // The typo "suger" matched "Sugar" by the index's own rule, so the screen shows it matched.
    expect(answer?.text).toContain('**Sugar**, white')
  })

  it('quotes a bounded snippet cut between words, with … where it was cut', async () => {
    const ctx = await testContext()
    const filler = (word: string) => Array.from({ length: 60 }, (_, i) => `${word}${i}`).join(' ')
    await uploadText(ctx, 'long-sop.txt', `${filler('alpha')} The grease trap is emptied every Monday by Syarikat Bersih. ${filler('omega')}`)
    const answer = await documentAnswer(ctx, ME, 'when is the grease trap emptied', 'en')
    const quote = answer!.text.split('\n')[1]!
    expect(quote).toMatch(/^…alpha\d+ /)
    expect(quote).toMatch(/ omega\d+…$/)
    expect(quote).toContain('The **grease trap** is **emptied** every Monday by Syarikat Bersih.')
    expect(quote.replaceAll('**', '').length).toBeLessThanOrEqual(SNIPPET_CHARS + 2)
  })

  it('quotes a second passage from another document when it scores near the first, at most two', async () => {
    const ctx = await library()
    const hits = await searchDocuments(ctx, ME, 'sambal', { limit: 10 })
    expect(hits.map((hit) => hit.fileName).sort()).toEqual(['menu.txt', 'sop-dapur.txt'])
    const answer = await documentAnswer(ctx, ME, 'sambal', 'en')
    expect(answer!.sources).toEqual(hits.map((hit) => hit.fileName))
    const passages = answer!.text.split('\n\n')
    expect(passages).toHaveLength(2)
    expect(passages.find((passage) => passage.startsWith('From menu.txt:\n'))).toContain('Nasi lemak with **sambal**, fried chicken')
    expect(passages.find((passage) => passage.startsWith('From sop-dapur.txt:\n'))).toContain('**Sambal** mesti disimpan dalam peti sejuk')
  })

  it('leaves out a second document that scores far below the first', async () => {
    const ctx = await library()
    const hits = await searchDocuments(ctx, ME, 'ikan bilis price', { limit: 10 })
    // The menu has 'ikan bilis'; the Malay price list only 'harga', the translation of 'price'.
    expect(hits.map((hit) => hit.fileName)).toEqual(['supplier-prices-nov.txt', 'menu.txt', 'senarai-harga-pembekal.txt'])
    for (const hit of hits.slice(1)) expect(hit.score).toBeLessThan(hits[0]!.score / 2)
    expect((await documentAnswer(ctx, ME, 'ikan bilis price', 'en'))!.sources).toEqual(['supplier-prices-nov.txt'])
  })

  it('shows a word found as itself in bold, not the words a letter away from it', async () => {
    const ctx = await library()
    const answer = await documentAnswer(ctx, ME, 'price of sugar', 'en')
    expect(answer!.text).toContain('**price** list')
    expect(answer!.text).toContain('Basmati rice, 5 kg')
  })
})

describe('documentAnswer: nothing to quote', () => {
  it.each(['hello', 'what is the weather', 'thanks!', 'apa khabar', 'what is this', 'tell me a joke about football', '?', 'good morning', 'who are you', 'terima kasih', 'cuaca hari ini macam mana', 'selamat pagi'])('%s finds nothing among real documents', async (question) => {
    const ctx = await library()
    expect(await documentAnswer(ctx, ME, question, 'en')).toBeNull()
  })

  it('answers null for an account without documents', async () => {
    const ctx = await testContext()
    expect(await documentAnswer(ctx, ME, 'how much is sugar from the supplier?', 'en')).toBeNull()
    expect(await searchDocuments(ctx, ME, 'sugar')).toEqual([])
  })

  it('never shows one account another account’s documents', async () => {
    const ctx = await testContext()
    await uploadText(ctx, 'supplier-prices-nov.txt', SUPPLIER_PRICES, OTHER)
    expect((await documentAnswer(ctx, OTHER, 'how much is sugar from the supplier?', 'en'))?.sources).toEqual(['supplier-prices-nov.txt'])
    expect(await documentAnswer(ctx, ME, 'how much is sugar from the supplier?', 'en')).toBeNull()
    expect(await searchDocuments(ctx, ME, 'sugar supplier')).toEqual([])
    await uploadText(ctx, 'menu.txt', MENU, ME)
    expect((await searchDocuments(ctx, ME, 'sugar nasi lemak', { limit: 10 })).map((hit) => hit.fileName)).toEqual(['menu.txt'])
    expect((await searchDocuments(ctx, OTHER, 'sugar nasi lemak', { limit: 10 })).map((hit) => hit.fileName)).toEqual(['supplier-prices-nov.txt'])
  })
})

describe('documentAnswer: a long message', () => {
  it('searches its first words only, and still answers', async () => {
    const ctx = await library()
    const pasted = `harga gula ${Array.from({ length: 5000 }, (_, i) => `perkataan${i}`).join(' ')}`
    expect(questionTerms(pasted)).toHaveLength(MAX_QUERY_TERMS)
    // The search is bounded, but the coverage counts every word searched: a page of other words quotes nothing.
    expect(await documentAnswer(ctx, ME, pasted, 'ms')).toBeNull()
    expect((await searchDocuments(ctx, ME, pasted))[0]?.fileName).toBe('senarai-harga-pembekal.txt')
  })
})

describe('documentAnswer: a document’s own text is shown as text', () => {
  it('escapes markup, formatting and links of the passage and of the file name', async () => {
    const ctx = await testContext()
    const hostile = 'Wifi password for staff <img src=x onerror=alert(1)> <script>alert("x")</script> **bold** [click](javascript:alert(1)) | table _under_ #tag'
    await uploadText(ctx, 'staff_notes (1).txt', hostile)
    const answer = await documentAnswer(ctx, ME, 'what is the wifi password', 'en')
    expect(answer).toEqual({
      text:
        'From staff\\_notes \\(1\\).txt:\n' +
        '**Wifi password** for staff <img src=x onerror=alert\\(1\\)> <script>alert\\("x"\\)</script> \\*\\*bold\\*\\* \\[click\\]\\(javascript:alert\\(1\\)\\) \\| table \\_under\\_ \\#tag',
      sources: ['staff_notes (1).txt'],
    })
  })

  it('keeps a passage that starts with "- " or "1. " from becoming a list, and leaves the same inside a line alone', async () => {
    const ctx = await testContext()
    await uploadText(ctx, 'checklist.txt', '- Mop the floor nightly - 1. then dry it')
    const answer = await documentAnswer(ctx, ME, 'mop the floor', 'en')
    expect(answer?.text).toBe('From checklist.txt:\n\\- **Mop** the **floor** nightly - 1. then dry it')
  })
})

/**
 * The index is kept with the account's data: built once per store and account, then brought up to
 * date by the uploads and removals since, through the real upload and removal code; a reset or a
 * reload of stored data is followed without any hook in those folders.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { createDb } from '../../../mocks/db/models'
import { seedDb } from '../../../mocks/db/seed'
import { restoreSnapshot, takeSnapshot } from '../../../mocks/db/snapshot'
import { createStore } from '../../../mocks/db/store'
import { T0, TEST_SECRET, testContext, type TestContext } from '../../../tests/utils/backend/context'
import type { BackendContext } from '../../context'
import { removeUpload } from '../../uploads/remove-upload'
import { uploadFile } from '../../uploads/upload-file'
import { accountIndex, indexesBuilt } from './kept-index'
import { searchDocuments } from './search'

const ME = NEW_ACCOUNT.id

const PRICES = 'Supplier price list. Sugar, white, 1 kg: RM 3.20. Santan, 1 L: RM 12.50.'
const SOP = 'Kitchen SOP. The grease trap is emptied every Monday.'
const MENU = 'Menu. Nasi Lemak Set: RM 12.90, with sambal, fried chicken and a boiled egg.'

async function uploadText(ctx: BackendContext, name: string, text: string, account = ME): Promise<string> {
  const answer = await uploadFile(ctx, account, { name, mime: 'text/plain', bytes: new TextEncoder().encode(text) })
  expect(answer).toMatchObject({ upload_completed: true })
  return (await ctx.store.uploads.find({ account_id: account, file_name: name }))!.id
}

const files = async (ctx: BackendContext, question: string, account = ME) => (await searchDocuments(ctx, account, question, { limit: 10 })).map((hit) => hit.fileName)

describe('the kept index follows uploads and removals without being built again', () => {
  it('adds a second document and drops a removed one, in the same index', async () => {
    const ctx = await testContext()
    await uploadText(ctx, 'prices.txt', PRICES)
    const before = indexesBuilt()
    expect(await files(ctx, 'sugar')).toEqual(['prices.txt'])
    expect(indexesBuilt()).toBe(before + 1)
    const index = await accountIndex(ctx.store, ME)

    const menuId = await uploadText(ctx, 'menu.txt', MENU)
    expect(await files(ctx, 'nasi lemak')).toEqual(['menu.txt'])
    expect(await files(ctx, 'sugar')).toEqual(['prices.txt'])
    expect(index.search.documentCount).toBe(2)

    await removeUpload(ctx, ME, menuId)
    expect(await files(ctx, 'nasi lemak')).toEqual([])
    expect(await files(ctx, 'sugar')).toEqual(['prices.txt'])
    expect(index.search.documentCount).toBe(1)
    expect([...index.uploads.values()].map((upload) => upload.fileName)).toEqual(['prices.txt'])

    // The same content can come back after its removal, and is found again.
    await uploadText(ctx, 'menu.txt', MENU)
    expect(await files(ctx, 'nasi lemak')).toEqual(['menu.txt'])
    expect(await accountIndex(ctx.store, ME)).toBe(index)
    expect(indexesBuilt()).toBe(before + 1)
  })

  it('reads only the chunks it does not hold yet', async () => {
    const ctx = await testContext()
    await uploadText(ctx, 'prices.txt', PRICES)
    const index = await accountIndex(ctx.store, ME)
    const added: string[] = []
    const addAll = index.search.addAll.bind(index.search)
    index.search.addAll = (chunks) => {
      added.push(...chunks.map((chunk) => chunk.id))
      addAll(chunks)
    }
    await files(ctx, 'sugar')
    expect(added).toEqual([])
    const menuId = await uploadText(ctx, 'menu.txt', MENU)
    await files(ctx, 'sugar')
    await files(ctx, 'sugar')
    expect(added).toEqual([`${menuId}:0`])
  })

  it('keeps a document of many chunks and quotes the chunk that holds the answer', async () => {
    const ctx = await testContext()
    const paragraphs = Array.from({ length: 12 }, (_, i) => `Section ${i + 1}. ${'The kitchen team follows the daily checklist and signs it. '.repeat(4)}`)
    paragraphs[9] = 'Section 10. The grease trap is emptied every Monday by Syarikat Bersih, who also service the hood.'
    await uploadText(ctx, 'kitchen-sop.txt', paragraphs.join('\n\n'))
    const stored = await ctx.store.documentChunks.findAll({ account_id: ME }, [['seq', 'asc']])
    expect(stored.length).toBeGreaterThan(2)
    const [hit] = await searchDocuments(ctx, ME, 'grease trap')
    const holder = stored.find((chunk) => chunk.text.includes('grease trap'))!
    expect(hit).toMatchObject({ fileName: 'kitchen-sop.txt', seq: holder.seq, text: holder.text })
  })
})

describe('the kept index follows the stored data, whatever changed it', () => {
  function contextOn(db: ReturnType<typeof createDb>): BackendContext {
    return { store: createStore(db), now: () => T0, jwtSecret: TEST_SECRET, passwordIterations: 1000 }
  }

  it('forgets the documents of a demo reset, and finds those of a reload, each store with its own index', async () => {
    const db = createDb({ crossTabSync: false })
    await seedDb(db)
    const seeded = takeSnapshot(db)
    const ctx = contextOn(db)
    await uploadText(ctx, 'prices.txt', PRICES)
    expect(await files(ctx, 'sugar')).toEqual(['prices.txt'])
    await uploadText(ctx, 'menu.txt', MENU)
    await uploadText(ctx, 'sop.txt', SOP)
    await uploadText(ctx, 'mine.txt', 'Sugar syrup for the iced drinks is made every morning.', DEMO_ACCOUNT.id)
    const saved = takeSnapshot(db)

    // A reset puts the seed back into the same database, under the same store.
    restoreSnapshot(db, seeded)
    expect(await files(ctx, 'sugar')).toEqual([])

    // A reload reads the saved data into a new database: a new store, indexed once.
    const reloaded = createDb({ crossTabSync: false })
    restoreSnapshot(reloaded, saved)
    const after = contextOn(reloaded)
    const before = indexesBuilt()
    expect(await files(after, 'sugar')).toEqual(['prices.txt'])
    expect(await files(after, 'santan')).toEqual(['prices.txt'])
    expect(await files(after, 'nasi lemak')).toEqual(['menu.txt'])
    expect(await files(after, 'grease trap')).toEqual(['sop.txt'])
    expect(indexesBuilt()).toBe(before + 1)
    expect(await files(after, 'sugar syrup', DEMO_ACCOUNT.id)).toEqual(['mine.txt'])
  })

  it('reads an upload again when its id comes back with other content', async () => {
    const ctx: TestContext = await testContext()
    const id = await uploadText(ctx, 'prices.txt', PRICES)
    expect(await files(ctx, 'sugar')).toEqual(['prices.txt'])
    const record = (await ctx.store.uploads.find({ id }))!
    // As a restore of other saved data would: the same id, another file.
    await removeUpload(ctx, ME, id)
    await ctx.store.documentChunks.insert({ id: `${id}:0`, account_id: ME, upload_id: id, seq: 0, text: MENU })
    await ctx.store.uploads.insert({ ...record, file_name: 'menu.txt', content_hash: 'another', uploaded_at: new Date(T0 + 60_000).toISOString() })
    expect(await files(ctx, 'sugar')).toEqual([])
    expect(await files(ctx, 'nasi lemak')).toEqual(['menu.txt'])
  })

  it('indexes only the account’s own chunks, even under an upload id another account uses', async () => {
    const ctx = await testContext()
    const id = await uploadText(ctx, 'prices.txt', PRICES)
    await ctx.store.documentChunks.insert({ id: `${id}:other`, account_id: DEMO_ACCOUNT.id, upload_id: id, seq: 1, text: MENU })
    expect(await files(ctx, 'nasi lemak')).toEqual([])
    expect(await files(ctx, 'nasi lemak', DEMO_ACCOUNT.id)).toEqual([])
    expect(await files(ctx, 'sugar', DEMO_ACCOUNT.id)).toEqual([])
  })
})

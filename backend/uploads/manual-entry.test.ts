import { describe, expect, it } from 'vitest'
import { UploadResponseSchema, UploadsResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { refusalOf } from '../../tests/utils/backend/refusal'
import { fakeIngest, fileOf } from '../../tests/utils/backend/fake-ingest'
import { DEFAULT_PREFERENCES } from '../../kernel/contract'
import { saveSettings } from '../settings/settings'
import { uploadManualEntry, type ManualInput } from './manual-entry'
import { rollupsCurrent } from '../analytics/rollups/kept'
import { listUploads } from './records'
import { removeUpload } from './remove-upload'
import { uploadFile } from './upload-file'

const ME = NEW_ACCOUNT.id
const entry = (fields: Partial<ManualInput>): ManualInput => ({ date: '2025-01-14', sales: '1234.50', emails: null, ...fields })

const refusal = (ctx: Awaited<ReturnType<typeof testContext>>, input: ManualInput) => refusalOf(() => uploadManualEntry(ctx, ME, input))

describe('uploadManualEntry', () => {
  it('records the amount as a day total with its customers, not as orders', async () => {
    const ctx = await testContext()
    const answer = UploadResponseSchema.parse(await uploadManualEntry(ctx, ME, entry({ emails: ' Aisyah@KopiKita.my , hafiz@warung.my,aisyah@kopikita.my ' })))
    expect(answer).toEqual({ upload_completed: true, status: 'completed', message: 'Recorded RM1,234.50 for 14 Jan 2025 with 2 customers.', suggestion: null, chunks_created: 1 })
    const [record] = await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']])
    expect(await ctx.store.sales.dayTotalsOf(ME)).toEqual([
      { date: '2025-01-14', netAmount: 1234.5, orders: null, outlet: null, customers: ['email:aisyah@kopikita.my', 'email:hafiz@warung.my'], uploadId: record!.id },
    ])
    expect((await ctx.store.sales.salesOf(ME)).length).toBe(0)
    expect(record).toMatchObject({ kind: 'manual', file_name: null, content_hash: null, format: 'Manual entry', rows: 1, chunks: 1, from: '2025-01-14', to: '2025-01-14' })
    expect(await ctx.store.sales.dayTotalsOf(DEMO_ACCOUNT.id)).toEqual([])
  })

  it.each([
    ['0', 'Recorded RM0.00 for 14 Jan 2025.'],
    ['7', 'Recorded RM7.00 for 14 Jan 2025.'],
    ['0012.3', 'Recorded RM12.30 for 14 Jan 2025.'],
    [' 99999999.99 ', 'Recorded RM99,999,999.99 for 14 Jan 2025.'],
  ])('reads sales %j exactly', async (sales, message) => {
    expect((await uploadManualEntry(await testContext(), ME, entry({ sales }))).message).toBe(message)
  })

  it('writes amounts in the account’s currency: its own amounts, nothing converted', async () => {
    const ctx = await testContext()
    await saveSettings(ctx, ME, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD', timezone: 'Asia/Singapore' } })
    expect((await uploadManualEntry(ctx, ME, entry({ orders: '3' }))).message).toBe('Recorded S$1,234.50 and 3 orders for 14 Jan 2025.')
    expect((await ctx.store.sales.dayTotalsOf(ME))[0]!.netAmount).toBe(1234.5)
    expect((await uploadManualEntry(ctx, ME, entry({}))).message).toBe('14 Jan 2025 already has a manual entry: S$1,234.50.')
    expect((await uploadManualEntry(ctx, ME, entry({ sales: '10', mode: 'add' }))).message).toBe('Recorded S$10.00 for 14 Jan 2025. 14 Jan 2025 now has S$1,244.50 entered by hand.')
    expect(await refusal(ctx, entry({ sales: '-5' }))).toEqual({ status: 400, detail: 'Sales must be an amount in S$ such as 1234.50: not negative, at most two decimals.' })
    await saveSettings(ctx, ME, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'USD' } })
    expect(await refusal(ctx, entry({ sales: '100000001' }))).toEqual({ status: 400, detail: 'Sales above US$100,000,000.00 for one day cannot be entered by hand.' })
  })

  it('lists an entry in the currency the account has now, and says the currency (GET /uploads)', async () => {
    const ctx = await testContext()
    await uploadManualEntry(ctx, ME, entry({ orders: '3', emails: 'aisyah@kopikita.my' }))
    expect(await listUploads(ctx, ME)).toMatchObject({ uploads: [{ summary: 'Manual entry, RM1,234.50 and 3 orders for 14 Jan 2025, 1 customer' }], currency: 'MYR' })
    await saveSettings(ctx, ME, 's1', { preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    expect(await listUploads(ctx, ME)).toMatchObject({ uploads: [{ summary: 'Manual entry, S$1,234.50 and 3 orders for 14 Jan 2025, 1 customer' }], currency: 'SGD' })
  })

  it('reports invalid e-mail addresses instead of keeping them, and records the rest', async () => {
    const ctx = await testContext()
    const answer = await uploadManualEntry(ctx, ME, entry({ emails: 'aisyah@kopikita.my, bob@, not an email;x@y' }))
    expect(answer).toMatchObject({
      upload_completed: true,
      message: 'Recorded RM1,234.50 for 14 Jan 2025 with 1 customer. Not recorded: “bob@”, “not”, “an”, “email”, “x@y” (not valid e-mail addresses).',
      suggestion: 'Correct them and send them again for the same date with sales of 0.00, added to this entry, so the sales are not counted twice.',
    })
    expect((await ctx.store.sales.dayTotalsOf(ME))[0]!.customers).toEqual(['email:aisyah@kopikita.my'])
    expect((await uploadManualEntry(ctx, ME, entry({ date: '2025-01-13', emails: 'bob@' }))).message).toBe('Recorded RM1,234.50 for 13 Jan 2025. Not recorded: “bob@” (not a valid e-mail address).')
  })

  it('adds up entries for the same day when asked to add (./manual-day.test.ts has the question)', async () => {
    const ctx = await testContext()
    await uploadManualEntry(ctx, ME, entry({ sales: '100' }))
    await uploadManualEntry(ctx, ME, entry({ sales: '50.25', mode: 'add' }))
    expect((await ctx.store.sales.dayTotalsOf(ME)).reduce((sum, day) => sum + day.netAmount, 0)).toBe(150.25)
  })

  it.each([
    ['a missing date', { date: null }, 'A date is required, written YYYY-MM-DD.'],
    ['a date in another format', { date: '14/01/2025' }, '14/01/2025 is not a calendar date written YYYY-MM-DD.'],
    ['a date not on the calendar', { date: '2025-02-29' }, '2025-02-29 is not a calendar date written YYYY-MM-DD.'],
    ['a date after tomorrow', { date: '2025-01-17' }, '2025-01-17 is in the future: sales can be recorded up to 16 Jan 2025.'],
    ['missing sales', { sales: ' ' }, 'A sales amount is required.'],
    ['negative sales', { sales: '-5' }, 'Sales must be an amount in RM such as 1234.50: not negative, at most two decimals.'],
    ['three decimals', { sales: '1.234' }, 'Sales must be an amount in RM such as 1234.50: not negative, at most two decimals.'],
    ['an exponent', { sales: '1e3' }, 'Sales must be an amount in RM such as 1234.50: not negative, at most two decimals.'],
    ['an absurd amount', { sales: '100000000.01' }, 'Sales above RM100,000,000.00 for one day cannot be entered by hand.'],
    ['a very long number', { sales: '9'.repeat(400) }, 'Sales above RM100,000,000.00 for one day cannot be entered by hand.'],
  ])('refuses %s with 400 and stores nothing', async (_, fields, detail) => {
    const ctx = await testContext()
    expect(await refusal(ctx, entry(fields))).toEqual({ status: 400, detail })
    expect(await ctx.store.uploads.count({ account_id: ME })).toBe(0)
    expect(await ctx.store.sales.dayTotalsOf(ME)).toEqual([])
  })

  it('judges "tomorrow" in the account’s timezone (Kuala Lumpur), not UTC', async () => {
    const ctx = await testContext()
    // 2025-01-15 20:00 UTC is already 04:00 on the 16th in Kuala Lumpur: the 17th is tomorrow there.
    ctx.advance(12 * 3600_000)
    expect((await uploadManualEntry(ctx, ME, entry({ date: '2025-01-17' }))).upload_completed).toBe(true)
    expect((await refusal(ctx, entry({ date: '2025-01-18' }))).status).toBe(400)
  })
})

describe('listUploads', () => {
  it('lists files and manual entries newest first, for the account alone', async () => {
    const ctx = await testContext()
    await uploadFile(ctx, ME, fileOf('week-1.csv', '2025-01-06T02:00:00Z,10,Bangsar\n'), fakeIngest())
    ctx.advance(60_000)
    await uploadManualEntry(ctx, ME, entry({ emails: 'a@b.my' }))
    await uploadManualEntry(ctx, ME, entry({ date: '2025-01-15', sales: '10' }))
    // The demo account starts with its seeded weekly exports: count what this entry adds.
    const demoBefore = (await listUploads(ctx, DEMO_ACCOUNT.id)).uploads.length
    await uploadManualEntry(ctx, DEMO_ACCOUNT.id, entry({}))
    const { uploads } = UploadsResponseSchema.parse(await listUploads(ctx, ME))
    expect(uploads.map((upload) => [upload.kind, upload.file_name, upload.summary])).toEqual([
      ['manual', null, 'Manual entry, RM10.00 for 15 Jan 2025'],
      ['manual', null, 'Manual entry, RM1,234.50 for 14 Jan 2025, 1 customer'],
      ['file', 'week-1.csv', 'POS export, Loyverse receipts by item, 1 sales row, 1 outlet, 6 Jan'],
    ])
    expect(uploads[0]).toMatchObject({ uploaded_at: '2025-01-15T08:01:00.000Z', rows: 1, chunks: 1 })
    expect((await listUploads(ctx, DEMO_ACCOUNT.id)).uploads).toHaveLength(demoBefore + 1)
  })
})

describe('the dashboard’s rollups follow every change as it is made', () => {
  it('an upload, a manual day (added or replaced) and a removal leave them current, before any dashboard read', async () => {
    const ctx = await testContext()
    const current = () => rollupsCurrent(ctx.store.sales, ME, 'Asia/Kuala_Lumpur')
    expect(await current()).toBe(false)
    await uploadFile(ctx, ME, fileOf('week-1.csv', '2025-01-06T02:00:00Z,10,Bangsar\n'), fakeIngest())
    expect(await current()).toBe(true)
    await uploadManualEntry(ctx, ME, entry({}))
    expect(await current()).toBe(true)
    await uploadManualEntry(ctx, ME, entry({ sales: '20', mode: 'replace' }))
    expect(await current()).toBe(true)
    const [newest] = (await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']])).sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at))
    await removeUpload(ctx, ME, newest!.id)
    expect(await current()).toBe(true)
    // And what the store changes without telling them is not: the next read builds them.
    await ctx.store.sales.addDayTotals(ME, 'direct', [{ date: '2025-01-10', netAmount: 1, orders: null, outlet: null, customers: [] }])
    expect(await current()).toBe(false)
  })
})

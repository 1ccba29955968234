import { describe, expect, it } from 'vitest'
import { UploadResponseSchema, UploadsResponseSchema } from '../../kernel/contract'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { fakeIngest, fileOf } from '../../tests/utils/backend/fake-ingest'
import { refusalOf } from '../../tests/utils/backend/refusal'
import { uploadManualEntry, type ManualInput } from './manual-entry'
import { listUploads } from './records'
import { uploadFile } from './upload-file'

const ME = NEW_ACCOUNT.id
// testContext's clock: 2025-01-15 16:00 in Kuala Lumpur.
const entry = (fields: Partial<ManualInput>): ManualInput => ({ date: '2025-01-14', sales: '1234.56', emails: null, ...fields })
const dayTotals = async (ctx: TestContext) => (await ctx.store.sales.dayTotalsOf(ME)).map((day) => [day.date, day.netAmount, day.orders])
const summaries = async (ctx: TestContext) => UploadsResponseSchema.parse(await listUploads(ctx, ME)).uploads.map((upload) => upload.summary)

const refusal = (ctx: TestContext, input: ManualInput) => refusalOf(() => uploadManualEntry(ctx, ME, input))

describe('a manual entry for a day that already has one (docs/product.md#manual-entry)', () => {
  it('is not stored silently: the answer asks (manual_exists) and stores nothing', async () => {
    const ctx = await testContext()
    await uploadManualEntry(ctx, ME, entry({}))
    const answer = UploadResponseSchema.parse(await uploadManualEntry(ctx, ME, entry({})))
    expect(answer).toEqual({
      upload_completed: false,
      status: 'manual_exists',
      message: '14 Jan 2025 already has a manual entry: RM1,234.56.',
      suggestion: 'Send the entry again to replace what the day has, or to add to it.',
      chunks_created: 0,
    })
    expect(await dayTotals(ctx)).toEqual([['2025-01-14', 1234.56, null]])
    expect(await summaries(ctx)).toHaveLength(1)
  })

  it('replace: the day’s earlier entries go, the new one stays, and the answer says what it replaced', async () => {
    const ctx = await testContext()
    await uploadManualEntry(ctx, ME, entry({ sales: '100' }))
    await uploadManualEntry(ctx, ME, entry({ sales: '50', mode: 'add' }))
    await uploadManualEntry(ctx, ME, entry({ date: '2025-01-13', sales: '70' }))
    const answer = await uploadManualEntry(ctx, ME, entry({ sales: '1300', mode: 'replace' }))
    expect(answer).toMatchObject({ upload_completed: true, message: 'Recorded RM1,300.00 for 14 Jan 2025. It replaces 2 manual entries of RM150.00.' })
    expect((await dayTotals(ctx)).sort()).toEqual([['2025-01-13', 70, null], ['2025-01-14', 1300, null]])
    expect(await summaries(ctx)).toEqual(['Manual entry, RM1,300.00 for 14 Jan 2025', 'Manual entry, RM70.00 for 13 Jan 2025'])
  })

  it('add: stored beside the earlier one, counted together, and the answer gives the day’s new total', async () => {
    const ctx = await testContext()
    await uploadManualEntry(ctx, ME, entry({}))
    expect((await uploadManualEntry(ctx, ME, entry({ mode: 'add' }))).message).toBe('Recorded RM1,234.56 for 14 Jan 2025. 14 Jan 2025 now has RM2,469.12 entered by hand.')
    expect(await dayTotals(ctx)).toEqual([['2025-01-14', 1234.56, null], ['2025-01-14', 1234.56, null]])
    expect((await uploadManualEntry(ctx, ME, entry({}))).message).toBe('14 Jan 2025 already has 2 manual entries: RM2,469.12 in all.')
  })

  it('a mode for a day without an entry simply stores it', async () => {
    const ctx = await testContext()
    expect((await uploadManualEntry(ctx, ME, entry({ mode: 'replace' }))).message).toBe('Recorded RM1,234.56 for 14 Jan 2025.')
    expect((await uploadManualEntry(ctx, ME, entry({ date: '2025-01-13', mode: 'add' }))).message).toBe('Recorded RM1,234.56 for 13 Jan 2025.')
  })

  it('counts only manual entries: a file’s sales on that day are the POS’s, which an entry may add to', async () => {
    const ctx = await testContext()
    await uploadFile(ctx, ME, fileOf('daily.csv', 'DAYS\n2025-01-14,980\n'), fakeIngest())
    expect((await uploadManualEntry(ctx, ME, entry({}))).upload_completed).toBe(true)
  })

  it('refuses a mode it does not know', async () => {
    expect(await refusal(await testContext(), entry({ mode: 'merge' }))).toEqual({ status: 400, detail: "The mode must be 'replace' or 'add', not 'merge'." })
  })
})

describe('a manual entry’s number of orders', () => {
  it('is stored with the day total and said in the answer and the list', async () => {
    const ctx = await testContext()
    const answer = await uploadManualEntry(ctx, ME, entry({ orders: ' 52 ', emails: 'a@kopi.my' }))
    expect(answer.message).toBe('Recorded RM1,234.56 and 52 orders for 14 Jan 2025 with 1 customer.')
    expect(await dayTotals(ctx)).toEqual([['2025-01-14', 1234.56, 52]])
    expect(await summaries(ctx)).toEqual(['Manual entry, RM1,234.56 and 52 orders for 14 Jan 2025, 1 customer'])
  })

  it('is optional: blank is none, 0 is zero', async () => {
    const ctx = await testContext()
    await uploadManualEntry(ctx, ME, entry({ orders: '' }))
    await uploadManualEntry(ctx, ME, entry({ date: '2025-01-13', orders: '0' }))
    expect(await dayTotals(ctx)).toEqual([['2025-01-14', 1234.56, null], ['2025-01-13', 1234.56, 0]])
  })

  it.each([
    ['a negative count', '-3', 'Orders must be a whole number such as 52, not negative.'],
    ['a fraction', '2.5', 'Orders must be a whole number such as 52, not negative.'],
    ['an exponent', '1e3', 'Orders must be a whole number such as 52, not negative.'],
    ['an absurd count', '100001', 'More than 100,000 orders in one day cannot be entered by hand.'],
    ['a very long number', '9'.repeat(400), 'More than 100,000 orders in one day cannot be entered by hand.'],
  ])('refuses %s with 400 and stores nothing', async (_, orders, detail) => {
    const ctx = await testContext()
    expect(await refusal(ctx, entry({ orders }))).toEqual({ status: 400, detail })
    expect(await ctx.store.sales.dayTotalsOf(ME)).toEqual([])
  })
})

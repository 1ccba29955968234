import { describe, expect, it } from 'vitest'
import { UploadRemovedSchema, UploadResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { fakeIngest, fileOf } from '../../tests/utils/backend/fake-ingest'
import { dashboardOf } from '../analytics/get-dashboard'
import { refusalOf } from '../../tests/utils/backend/refusal'
import { uploadManualEntry } from './manual-entry'
import { listUploads } from './records'
import { removeUpload } from './remove-upload'
import { uploadFile } from './upload-file'

const ME = NEW_ACCOUNT.id
const OTHER = DEMO_ACCOUNT.id
// testContext's clock: 2025-01-15 16:00 in Kuala Lumpur; these sales fall in the dashboard's period.
const SALES = '2025-01-10T02:00:00Z,12.50,Bangsar\n2025-01-11T03:00:00Z,8.00,Mont Kiara\n2025-01-12T04:00:00Z,15.90,Bangsar\n'
const MORE_SALES = '2025-01-13T02:00:00Z,20.00,Bangsar\n'

async function upload(ctx: TestContext, name: string, text: string, account = ME): Promise<string> {
  UploadResponseSchema.parse(await uploadFile(ctx, account, fileOf(name, text), fakeIngest()))
  return (await ctx.store.uploads.find({ account_id: account, file_name: name }))!.id
}

describe('removeUpload', () => {
  it('takes a sales file’s rows and record out, answers how many rows and which days, and keeps the other uploads', async () => {
    const ctx = await testContext()
    const id = await upload(ctx, 'sales.csv', SALES)
    const kept = await upload(ctx, 'more.csv', MORE_SALES)
    const answer = UploadRemovedSchema.parse(await removeUpload(ctx, ME, id))
    expect(answer).toEqual({ id, file_name: 'sales.csv', kind: 'file', rows: 3, days: 0, chunks: 0, from: '2025-01-10', to: '2025-01-12' })
    expect((await ctx.store.sales.salesOf(ME)).length).toBe(1)
    expect((await ctx.store.sales.salesOf(ME)).uploadIds).toEqual([kept])
    expect((await listUploads(ctx, ME)).uploads.map((record) => record.file_name)).toEqual(['more.csv'])
  })

  it('takes out a daily summary’s day totals and a manual entry’s', async () => {
    const ctx = await testContext()
    const daily = await upload(ctx, 'daily.csv', 'DAYS\n2025-01-01,1200.50\n2025-01-02,980\n')
    await uploadManualEntry(ctx, ME, { date: '2025-01-14', sales: '88.10', emails: null })
    const manual = (await ctx.store.uploads.find({ account_id: ME, kind: 'manual' }))!.id
    expect(await removeUpload(ctx, ME, daily)).toMatchObject({ file_name: 'daily.csv', rows: 0, days: 2, from: '2025-01-01', to: '2025-01-02' })
    expect((await ctx.store.sales.dayTotalsOf(ME)).map((day) => day.uploadId)).toEqual([manual])
    expect(await removeUpload(ctx, ME, manual)).toEqual({ id: manual, file_name: null, kind: 'manual', rows: 0, days: 1, chunks: 0, from: '2025-01-14', to: '2025-01-14' })
    expect(await ctx.store.sales.dayTotalsOf(ME)).toEqual([])
    expect((await listUploads(ctx, ME)).uploads).toEqual([])
  })

  it('takes out a document’s text chunks', async () => {
    const ctx = await testContext()
    const id = await upload(ctx, 'menu.pdf', 'DOC\nOur nasi lemak.\n\nOur kopi.')
    expect(await removeUpload(ctx, ME, id)).toMatchObject({ rows: 0, days: 0, chunks: 2, from: null, to: null })
    expect(await ctx.store.documentChunks.count({ upload_id: id })).toBe(0)
  })

  it('answers 404 for an unknown id and for another owner’s upload, which it leaves as it was', async () => {
    const ctx = await testContext()
    const theirs = await upload(ctx, 'theirs.csv', SALES, OTHER)
    const notFound = { status: 404, detail: 'There is no such upload among yours. It may have been removed already.' }
    expect(await refusalOf(() => removeUpload(ctx, ME, 'no-such-upload'))).toEqual(notFound)
    expect(await refusalOf(() => removeUpload(ctx, ME, theirs))).toEqual(notFound)
    expect(await ctx.store.uploads.find({ id: theirs })).not.toBeNull()
    expect((await ctx.store.sales.salesOf(OTHER)).uploadIds).toContain(theirs)
  })

  it('moves the account’s revision, so the dashboard kept for it is computed again', async () => {
    const ctx = await testContext()
    const id = await upload(ctx, 'sales.csv', SALES)
    const before = await ctx.store.sales.revisionOf(ME)
    expect((await dashboardOf(ctx, ME)).metrics?.revenue).toBe(36.4)
    await removeUpload(ctx, ME, id)
    expect(await ctx.store.sales.revisionOf(ME)).not.toBe(before)
    expect((await dashboardOf(ctx, ME)).metrics).toBeNull()
  })

  it('frees the name and the content: the same file can be uploaded again', async () => {
    const ctx = await testContext()
    const id = await upload(ctx, 'sales.csv', SALES)
    await removeUpload(ctx, ME, id)
    const again = UploadResponseSchema.parse(await uploadFile(ctx, ME, fileOf('sales.csv', SALES), fakeIngest()))
    expect(again).toMatchObject({ upload_completed: true, status: 'completed' })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { UploadResponseSchema, UploadsResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { UPLOAD_MAX_BYTES } from '../../kernel/limits'
import { rowsOf } from '../../tests/utils/backend/sales-batches'
import { fakeIngest, fileOf } from '../../tests/utils/backend/fake-ingest'
import { listUploads } from './records'
import { uploadFile } from './upload-file'

const ME = NEW_ACCOUNT.id
// testContext's clock: 2025-01-15 08:00 UTC, 16:00 in Kuala Lumpur.
const SALES = '2025-01-10T02:00:00Z,12.50,Bangsar\n2025-01-11T03:00:00Z,8.00,Mont Kiara\n\n2025-01-12T04:00:00Z,15.90,Bangsar\n'
const OTHER_SALES = '2025-01-13T02:00:00Z,20.00,Bangsar\n'

async function upload(ctx: Awaited<ReturnType<typeof testContext>>, ingest: ReturnType<typeof fakeIngest>, name: string, text: string | Uint8Array, account = ME) {
  return UploadResponseSchema.parse(await uploadFile(ctx, account, fileOf(name, text), ingest))
}

async function stored(ctx: Awaited<ReturnType<typeof testContext>>, account = ME) {
  return { uploads: await ctx.store.uploads.count({ account_id: account }), rows: (await ctx.store.sales.salesOf(account)).length }
}

describe('uploadFile: a file that is understood', () => {
  it('stores the rows and a record, and says what it understood', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    expect(await upload(ctx, ingest, 'sales.csv', SALES)).toEqual({
      upload_completed: true,
      status: 'completed',
      message: 'POS export, Loyverse receipts by item: 3 sales rows, 2 outlets, 10 Jan – 12 Jan 2025. 1 blank row skipped.',
      suggestion: null,
      chunks_created: 1,
      details: { columns: [], notes: [] },
    })
    expect(ingest.calls).toMatchObject([{ name: 'sales.csv', mime: 'text/csv', timezone: 'Asia/Kuala_Lumpur' }])
    expect(new TextDecoder().decode(ingest.calls[0]!.bytes)).toBe(SALES)
    expect(rowsOf(await ctx.store.sales.salesOf(ME)).map((row) => row.amount)).toEqual([12.5, 8, 15.9])
    const [record] = await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']])
    expect(record).toMatchObject({ account_id: ME, kind: 'file', file_name: 'sales.csv', format: 'Loyverse receipts by item', rows: 3, chunks: 1, outlets: ['Bangsar', 'Mont Kiara'], from: '2025-01-10', to: '2025-01-12', status: 'completed' })
    expect((await ctx.store.sales.salesOf(ME)).uploadIds).toEqual([record!.id])
    expect(UploadsResponseSchema.parse(await listUploads(ctx, ME)).uploads).toEqual([
      { id: record!.id, file_name: 'sales.csv', uploaded_at: '2025-01-15T08:00:00.000Z', kind: 'file', rows: 3, chunks: 1, summary: 'POS export, Loyverse receipts by item, 3 sales rows, 2 outlets, 10 Jan – 12 Jan' },
    ])
  })

  it('stores a summary export as day totals', async () => {
    const ctx = await testContext()
    const answer = await upload(ctx, fakeIngest(), 'daily.csv', 'DAYS\n2025-01-01,1200.50\n2025-01-02,980\n')
    expect(answer).toMatchObject({ upload_completed: true, chunks_created: 1, message: 'POS export, StoreHub daily summary: 2 daily totals, 1 outlet, 1 Jan – 2 Jan 2025.' })
    expect((await ctx.store.sales.dayTotalsOf(ME)).map((day) => [day.date, day.netAmount])).toEqual([['2025-01-01', 1200.5], ['2025-01-02', 980]])
    expect((await ctx.store.sales.salesOf(ME)).length).toBe(0)
  })

  it('stores a document’s chunks for the assistant and counts them', async () => {
    const ctx = await testContext()
    const answer = await upload(ctx, fakeIngest(), 'menu.pdf', 'DOC\nOur nasi lemak.\n\nOur kopi.\n\nOur hours.')
    expect(answer).toMatchObject({ upload_completed: true, chunks_created: 3, message: 'PDF document: 3 text chunks for the assistant.' })
    const [record] = await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']])
    const chunks = (await ctx.store.documentChunks.findAll({ upload_id: record!.id }, [['seq', 'asc']])).sort((a, b) => a.seq - b.seq)
    expect(chunks.map((chunk) => [chunk.account_id, chunk.text])).toEqual([[ME, 'Our nasi lemak.'], [ME, 'Our kopi.'], [ME, 'Our hours.']])
    expect(record).toMatchObject({ rows: 0, chunks: 3, from: null, to: null, summary: 'PDF document, 3 text chunks' })
  })

  it('keeps only the file’s own name from a path some browsers send', async () => {
    const ctx = await testContext()
    await upload(ctx, fakeIngest(), 'C:\\fakepath\\sales.csv', SALES)
    expect((await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']]))[0]!.file_name).toBe('sales.csv')
  })
})

describe('uploadFile: content_exists and filename_conflict store nothing', () => {
  it('finds the same content under another name, even re-saved with CRLF and a BOM', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    await upload(ctx, ingest, 'sales.csv', SALES)
    ctx.advance(3600_000)
    for (const [name, text] of [['week-2.csv', SALES], ['sales-copy.csv', `\uFEFF${SALES.replaceAll('\n', '\r\n')}\r\n`], ['sales.csv', SALES]] as const) {
      expect(await upload(ctx, ingest, name, text)).toEqual({
        upload_completed: false,
        status: 'content_exists',
        message: `${name} has the same content as sales.csv, uploaded 15 Jan 2025 16:00`,
        suggestion: null,
        chunks_created: 0,
      })
    }
    expect(ingest.calls).toHaveLength(1)
    expect(await stored(ctx)).toEqual({ uploads: 1, rows: 3 })
  })

  it('refuses the same name with other content, proposing a free name that moves on as names are taken', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    await upload(ctx, ingest, 'sales.csv', SALES)
    const conflict = await upload(ctx, ingest, 'sales.csv', OTHER_SALES)
    expect(conflict).toEqual({
      upload_completed: false,
      status: 'filename_conflict',
      message: 'A file named sales.csv was already uploaded on 15 Jan 2025',
      suggestion: 'Rename it to sales (2).csv and upload again.',
      chunks_created: 0,
    })
    expect(await stored(ctx)).toEqual({ uploads: 1, rows: 3 })
    expect((await upload(ctx, ingest, 'sales (2).csv', OTHER_SALES)).status).toBe('completed')
    const third = '2025-01-14T02:00:00Z,30.00,Bangsar\n'
    expect((await upload(ctx, ingest, 'SALES.csv', third)).suggestion).toBe('Rename it to SALES (3).csv and upload again.')
    expect((await upload(ctx, ingest, 'sales (2).csv', third)).suggestion).toBe('Rename it to sales (3).csv and upload again.')
    expect(await stored(ctx)).toEqual({ uploads: 2, rows: 4 })
  })

  it('compares only with the same account’s uploads', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    // The demo account starts with its seeded weeks of sales: count what this upload adds.
    const before = await stored(ctx, DEMO_ACCOUNT.id)
    await upload(ctx, ingest, 'sales.csv', SALES)
    expect((await upload(ctx, ingest, 'sales.csv', SALES, DEMO_ACCOUNT.id)).status).toBe('completed')
    expect(await stored(ctx, DEMO_ACCOUNT.id)).toEqual({ uploads: before.uploads + 1, rows: before.rows + 3 })
    expect((await listUploads(ctx, DEMO_ACCOUNT.id)).uploads).toHaveLength(before.uploads + 1)
  })

  it('stores the same file sent twice at once only once', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    const answers = await Promise.all([upload(ctx, ingest, 'sales.csv', SALES), upload(ctx, ingest, 'sales.csv', SALES)])
    expect(answers.map((answer) => answer.status).sort()).toEqual(['completed', 'content_exists'])
    expect(await stored(ctx)).toEqual({ uploads: 1, rows: 3 })
  })
})

describe('uploadFile: refusals', () => {
  it('refuses over 10 MB before hashing or parsing; exactly 10 MB goes through', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    const digest = vi.spyOn(crypto.subtle, 'digest')
    const answer = await upload(ctx, ingest, 'big.csv', new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x0a))
    expect(answer).toEqual({
      upload_completed: false,
      status: 'too_large',
      message: 'big.csv is 10.1 MB: files can be up to 10 MB.',
      suggestion: 'Export a shorter period (one month per file, for example) and upload each file.',
      chunks_created: 0,
    })
    expect(digest).not.toHaveBeenCalled()
    expect(ingest.calls).toHaveLength(0)
    await upload(ctx, ingest, 'big.csv', new Uint8Array(UPLOAD_MAX_BYTES).fill(0x20))
    expect(ingest.calls).toHaveLength(1)
  })

  it('answers an empty file without parsing it', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    expect(await upload(ctx, ingest, 'sales.csv', '')).toMatchObject({ upload_completed: false, status: 'empty', message: 'sales.csv is empty.' })
    expect(ingest.calls).toHaveLength(0)
  })

  it('passes the parser’s refusal on with a next step, stores nothing, and does not hold the name', async () => {
    const ctx = await testContext()
    const ingest = fakeIngest()
    expect(await upload(ctx, ingest, 'sales.csv', 'REFUSE no_sales_columns')).toEqual({
      upload_completed: false,
      status: 'no_sales_columns',
      message: 'Refused: no_sales_columns.',
      suggestion: 'Make sure the sheet has a header row with at least a date column and an amount column.',
      chunks_created: 0,
    })
    // The parser's message for a legacy file already says how to save it anew: no second telling.
    expect((await upload(ctx, ingest, 'old.xls', 'REFUSE legacy_format')).suggestion).toBeNull()
    expect(await stored(ctx)).toEqual({ uploads: 0, rows: 0 })
    expect((await upload(ctx, ingest, 'sales.csv', SALES)).status).toBe('completed')
  })
})

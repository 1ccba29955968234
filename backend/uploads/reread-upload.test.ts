/**
 * A file whose numeric dates nothing settles (deviation 34): the answer says which order was
 * assumed and offers the other; sent again with `date_order`, the file is read again and the new
 * reading replaces the stored one.
 */
import { describe, expect, it } from 'vitest'
import { UploadResponseSchema } from '../../kernel/contract'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { fileOf } from '../../tests/utils/backend/fake-ingest'
import { ingestFile } from '../ingest/ingest-file'
import { listUploads } from './records'
import { uploadFile } from './upload-file'

const ME = NEW_ACCOUNT.id
// A US shop's morning: 12/1/2010 is 12 January day first, 1 December month first.
const ONE_DAY = 'InvoiceNo,Description,Quantity,InvoiceDate,UnitPrice\n536365,LANTERN,6,12/1/2010 8:26,3.39\n536366,HAND WARMER,6,12/1/2010 8:28,1.85\n'

async function send(ctx: Awaited<ReturnType<typeof testContext>>, dateOrder?: string, text = ONE_DAY) {
  return UploadResponseSchema.parse(await uploadFile(ctx, ME, { ...fileOf('retail.csv', text), ...(dateOrder ? { dateOrder } : {}) }, ingestFile))
}

const days = async (ctx: Awaited<ReturnType<typeof testContext>>) => Array.from((await ctx.store.sales.salesOf(ME)).timestamp, (at) => new Date(at).toISOString())

describe('the date order an upload assumed, and the other one', () => {
  it('offers month first for dates read day first by default, with an example', async () => {
    const ctx = await testContext()
    const answer = await send(ctx)
    expect(answer.date_order).toEqual({
      order: 'DMY',
      basis: 'default',
      alternative: 'MDY',
      example: { text: '12/1/2010', read: '2010-01-12', other: '2010-12-01' },
    })
    expect(answer.details?.notes).toContainEqual(expect.stringContaining('Dates read as DD/MM/YYYY, the Malaysian order'))
    // 08:26 and 08:28 on 12 January 2010 in Kuala Lumpur (UTC+8).
    expect(await days(ctx)).toEqual(['2010-01-12T00:26:00.000Z', '2010-01-12T00:28:00.000Z'])
  })

  it('reads the same file again month first: one upload, its rows on 1 December, day first offered back', async () => {
    const ctx = await testContext()
    await send(ctx)
    const answer = await send(ctx, 'MDY')
    expect(answer).toMatchObject({ upload_completed: true, status: 'completed', date_order: { order: 'MDY', basis: 'chosen', alternative: 'DMY' } })
    expect(answer.details?.notes).toContain('Dates read as MM/DD/YYYY, as you chose.')
    expect(answer.message).toMatch(/; it replaces the earlier reading of retail\.csv\.$/)
    expect(await days(ctx)).toEqual(['2010-12-01T00:26:00.000Z', '2010-12-01T00:28:00.000Z'])
    const { uploads } = await listUploads(ctx, ME)
    expect(uploads).toHaveLength(1)
    expect(uploads[0]?.summary).toContain('1 Dec 2010')
  })

  it('stores a file sent with a date order the first time as any other', async () => {
    const ctx = await testContext()
    const answer = await send(ctx, 'MDY')
    expect(answer.message).not.toContain('replaces')
    expect(await ctx.store.uploads.count({ account_id: ME })).toBe(1)
  })

  it('offers nothing when a date proves the order, and a date order does not get past a duplicate of other content', async () => {
    const ctx = await testContext()
    const proved = await send(ctx, undefined, 'Date,Amount\n01/05/2024,10.00\n13/05/2024,5.00\n')
    expect(proved.date_order).toBeUndefined()
    const again = await send(ctx, 'MDY', 'Date,Amount\n01/05/2024,10.00\n13/05/2024,5.00\n')
    // Read again (the owner asked), but 13/05 can only be day first.
    expect(again.details?.notes).toContainEqual(expect.stringContaining('"13/05/2024" can only be day first'))
    expect(await ctx.store.uploads.count({ account_id: ME })).toBe(1)
  })

  it('refuses a date order that is neither DMY nor MDY', async () => {
    const ctx = await testContext()
    await expect(send(ctx, 'YMD')).rejects.toMatchObject({ status: 400, body: { detail: 'date_order must be DMY (day first) or MDY (month first).' } })
    expect(await ctx.store.uploads.count({ account_id: ME })).toBe(0)
  })
})

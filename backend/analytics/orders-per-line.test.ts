// @vitest-environment node
/**
 * A file whose orders cannot be counted (item lines with neither an order number nor a time) counts
 * one order per line, and GET /metrics names it beside the numbers it changes.
 */
import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { uploadFile } from '../uploads/upload-file'
import { runIngestLazily } from '../uploads/ingest'
import { getMetrics } from './get-metrics'

const ME = NEW_ACCOUNT.id
// testContext's clock: 2025-01-15 16:00 in Kuala Lumpur.
const file = (name: string, lines: readonly string[]) => ({ name, mime: 'text/csv', bytes: new TextEncoder().encode(lines.join('\n')) })

describe('orders counted one per line', () => {
  it('are named in the metrics of a period with their sales, and not of another', async () => {
    const ctx = await testContext()
    const lines = ['Date,Item,Qty,Amount', '10/01/2025,Nasi Lemak,1,12.90', '10/01/2025,Teh Tarik,2,8.40', '11/01/2025,Roti Canai,2,4.00']
    expect(await uploadFile(ctx, ME, file('till.csv', lines), runIngestLazily)).toMatchObject({ upload_completed: true })
    expect((await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']]))[0]).toMatchObject({ orders_per_line: true, currency: 'MYR' })
    expect((await getMetrics(ctx, ME)).metrics).toMatchObject({ orders_per_line: { period: ['till.csv'], today: [] }, period: { orders: 3 } })
    expect((await getMetrics(ctx, ME, { from: '2025-01-12', to: '2025-01-14' })).metrics?.orders_per_line).toBeUndefined()
    await uploadFile(ctx, ME, file('today.csv', ['Date,Item,Qty,Amount', '15/01/2025,Kopi O,1,2.80']), runIngestLazily)
    expect((await getMetrics(ctx, ME)).metrics?.orders_per_line).toEqual({ period: ['till.csv', 'today.csv'], today: ['today.csv'] })
  })

  it('are not said of a file whose orders were counted', async () => {
    const ctx = await testContext()
    const lines = ['Date,Receipt,Item,Amount', '10/01/2025 09:00,R1,Nasi Lemak,12.90', '10/01/2025 09:00,R1,Teh Tarik,8.40']
    await uploadFile(ctx, ME, file('pos.csv', lines), runIngestLazily)
    expect((await ctx.store.uploads.findAll({ account_id: ME }, [['uploaded_at', 'asc']]))[0]?.orders_per_line).toBe(false)
    expect((await getMetrics(ctx, ME)).metrics?.orders_per_line).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { kl } from '../../../tests/utils/backend/analytics-clock'
import { batchOf } from '../../../tests/utils/backend/sales-batches'
import { memorySales, type MemorySales } from '../../../tests/utils/backend/memory-sales'
import { isoDate } from '../../time/calendar'
import { dateOfNumber } from '../pass/grid'
import { rollupsOf } from './kept'
import type { Rollups } from './rollups'

const KL = 'Asia/Kuala_Lumpur'

/** The local day of the account's first day with sales. */
function firstSaleDay({ placed, sums }: Rollups): string {
  return isoDate(dateOfNumber(placed.firstNumber + sums.rows.findIndex((rows) => rows > 0)))
}

async function store(): Promise<MemorySales> {
  const sales = memorySales()
  await sales.appendSales('a', 'u1', batchOf([{ at: kl('2026-11-18T02:00'), amount: 9, receipt: 'R1', outlet: 'Bangsar' }]))
  return sales
}

describe('the rollups kept per account', () => {
  it('are built once per revision of the account’s sales and zone, and apart for an outlet', async () => {
    const sales = await store()
    const first = await rollupsOf(sales, 'a', null, KL)
    expect(await rollupsOf(sales, 'a', null, KL)).toBe(first)
    expect(first.rollups.sums.revenue.reduce((sum, value) => sum + value, 0)).toBe(9)

    // The zone changed in settings: the same rows on other local days (02:00 in Kuala Lumpur is 18:00 the day before in London).
    expect(firstSaleDay(first.rollups)).toBe('2026-11-18')
    const london = await rollupsOf(sales, 'a', null, 'Europe/London')
    expect(firstSaleDay(london.rollups)).toBe('2026-11-17')

    const bangsar = await rollupsOf(sales, 'a', 'Bangsar', KL)
    expect(bangsar).not.toBe(first)
    expect(await rollupsOf(sales, 'a', 'Bangsar', KL)).toBe(bangsar)

    // An upload, a removal, a manual day: built again.
    await sales.appendSales('a', 'u2', batchOf([{ at: kl('2026-11-17T08:00'), amount: 5, receipt: 'R2' }]))
    const after = await rollupsOf(sales, 'a', null, KL)
    expect(after).not.toBe(first)
    expect(after.rollups.sums.revenue.reduce((sum, value) => sum + value, 0)).toBe(14)
    await sales.removeUpload('a', 'u2')
    expect((await rollupsOf(sales, 'a', null, KL)).rollups.sums.revenue.reduce((sum, value) => sum + value, 0)).toBe(9)
    await sales.addDayTotals('a', 'm1', [{ date: '2026-11-16', netAmount: 30, orders: null, outlet: null, customers: [] }])
    expect((await rollupsOf(sales, 'a', null, KL)).dayTotals).toHaveLength(1)
  })
})

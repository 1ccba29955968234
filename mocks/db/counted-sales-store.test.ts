import { afterEach, describe, expect, it } from 'vitest'
import { batchOf, rowsOf } from '../../tests/utils/backend/sales-batches'
import { CountedSalesStore } from './counted-sales-store'

const A = 'account-a'
const week1 = batchOf([{ at: '2026-10-12T01:00:00Z', amount: 12.5, item: 'Kopi O', outlet: 'Bangsar', receipt: 'R1' }])
const week2 = batchOf([{ at: '2026-10-19T02:00:00Z', amount: 15.9, item: 'Nasi Lemak', outlet: 'SS15 Subang Jaya', receipt: 'R9' }])

const tabs: CountedSalesStore[] = []
function tab(channel: string): CountedSalesStore {
  const made = new CountedSalesStore({ mirrorChannel: channel })
  tabs.push(made)
  return made
}
afterEach(() => tabs.splice(0).forEach((made) => made.close()))

describe('the demo’s sales store', () => {
  it('mirrors every write to the other tabs’ stores on the same channel', async () => {
    const channel = `sales-mirror-test-${Math.random()}`
    const [tab1, tab2] = [tab(channel), tab(channel)]
    tab1.appendSales(A, 'u1', week1)
    tab1.appendSales(A, 'u2', week2)
    tab1.addDayTotals(A, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    tab1.removeUpload(A, 'u1')
    await expect.poll(() => tab2.dayTotalsOf(A).length).toBe(1)
    expect(rowsOf(tab2.salesOf(A))).toEqual(rowsOf(tab1.salesOf(A)))
    tab2.clear()
    await expect.poll(() => tab1.salesOf(A).length).toBe(0)
  })

  it('counts the writes made through it, not the ones mirrored from another tab', async () => {
    const channel = `sales-count-test-${Math.random()}`
    const [tab1, tab2] = [tab(channel), tab(channel)]
    tab1.appendSales(A, 'u1', week1)
    await expect.poll(() => tab2.salesOf(A).length).toBe(1)
    expect([tab1.writes, tab2.writes]).toEqual([1, 0])
  })
})

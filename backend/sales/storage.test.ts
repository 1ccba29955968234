import { describe, expect, it } from 'vitest'
import { sliceBatch } from './slice'
import { batchOf, rowsOf } from '../../tests/utils/backend/sales-batches'
import { memorySales } from '../../tests/utils/backend/memory-sales'

const A = 'account-a'
const B = 'account-b'

const week1 = batchOf([
  { at: '2026-10-12T01:00:00Z', amount: 12.5, item: 'Kopi O', outlet: 'Bangsar', receipt: 'R1', customer: 'email:aisyah@x.my' },
  { at: '2026-10-12T01:00:00Z', amount: 8, quantity: 2, item: 'Roti Bakar', outlet: 'Bangsar', receipt: 'R1' },
  { at: '2026-10-13T04:30:00Z', amount: 15.9, item: 'Nasi Lemak', outlet: 'Mont Kiara', receipt: 'R2', payment: 'DuitNow QR' },
])
// Its own dictionaries, in another order, sharing some values with week 1 and adding others.
const week2 = batchOf([
  { at: '2026-10-19T02:00:00Z', amount: 15.9, item: 'Nasi Lemak', outlet: 'SS15 Subang Jaya', receipt: 'R9' },
  { at: '2026-10-19T03:00:00Z', amount: -12.5, item: 'Kopi O', outlet: 'Bangsar', receipt: 'R10', channel: 'GrabFood' },
])
const store = () => memorySales()

describe('the sales store', () => {
  it('appends batches, merging each batch’s dictionaries into the account’s', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    await sales.appendSales(A, 'u2', week2)
    const columns = await sales.salesOf(A)
    expect(columns.length).toBe(5)
    expect(rowsOf(columns)).toEqual([...rowsOf(week1), ...rowsOf(week2)])
    // One entry per distinct value, whichever batch brought it.
    expect(columns.dict.item).toEqual(['Kopi O', 'Roti Bakar', 'Nasi Lemak'])
    expect(columns.dict.outlet).toEqual(['Bangsar', 'Mont Kiara', 'SS15 Subang Jaya'])
    expect(columns.customer[1]).toBe(-1)
    expect(columns.uploadIds).toEqual(['u1', 'u2'])
    expect([...columns.upload]).toEqual([0, 0, 0, 1, 1])
  })

  it('keeps out of the dictionaries the batch values no row uses', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', batchOf([{ at: 0, amount: 1, outlet: 'Bangsar' }], { outlet: ['Closed Outlet'], item: ['Never Sold'] }))
    expect((await sales.salesOf(A)).dict.outlet).toEqual(['Bangsar'])
    expect((await sales.salesOf(A)).dict.item).toEqual([])
  })

  it('grows past its initial capacity without losing rows', async () => {
    const sales = store()
    const one = batchOf(Array.from({ length: 100 }, (_, i) => ({ at: i, amount: i, item: `item ${i % 7}` })))
    for (let u = 0; u < 30; u++) await sales.appendSales(A, `u${u}`, one)
    const columns = await sales.salesOf(A)
    expect(columns.length).toBe(3000)
    expect(columns.netAmount[2999]).toBe(99)
    expect(columns.dict.item).toHaveLength(7)
    expect(columns.upload[2999]).toBe(29)
  })

  it('never shows one account’s rows, dictionaries or day totals to another', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    await sales.addDayTotals(A, 'm1', [{ date: '2026-10-14', netAmount: 100, orders: null, outlet: null, customers: [] }])
    await sales.appendSales(B, 'u9', week2)
    expect(rowsOf(await sales.salesOf(A))).toEqual(rowsOf(week1))
    expect(rowsOf(await sales.salesOf(B))).toEqual(rowsOf(week2))
    expect((await sales.salesOf(B)).dict.outlet).toEqual(['SS15 Subang Jaya', 'Bangsar'])
    expect(await sales.dayTotalsOf(B)).toEqual([])
    expect(await sales.salesOf('nobody')).toMatchObject({ length: 0, uploadIds: [] })
    expect(await sales.removeUpload(B, 'u1')).toEqual({ rows: 0, days: 0 })
    expect((await sales.salesOf(A)).length).toBe(3)
  })

  it('keeps day totals tagged with their upload', async () => {
    const sales = store()
    const day = { date: '2026-11-18', netAmount: 1234.5, orders: null, outlet: null, customers: ['email:a@b.my'] }
    await sales.addDayTotals(A, 'm1', [day])
    expect(await sales.dayTotalsOf(A)).toEqual([{ ...day, uploadId: 'm1' }])
    await expect(sales.addDayTotals(A, 'm2', [{ ...day, date: '18/11/2026' }])).rejects.toThrow(/malformed/)
    expect(await sales.dayTotalsOf(A)).toHaveLength(1)
  })

  it('removes an upload’s rows and day totals, renumbering the rest and dropping unused dictionary values', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    await sales.addDayTotals(A, 'u1', [{ date: '2026-10-18', netAmount: 5, orders: 1, outlet: 'Bangsar', customers: [] }])
    await sales.appendSales(A, 'u2', week2)
    await sales.addDayTotals(A, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    expect(await sales.removeUpload(A, 'u1')).toEqual({ rows: 3, days: 1 })
    const columns = await sales.salesOf(A)
    expect(rowsOf(columns)).toEqual(rowsOf(week2))
    // As if only week 2 had ever been stored: every process that reads the account decodes the same.
    expect(columns.dict.item).toEqual(['Nasi Lemak', 'Kopi O'])
    expect(columns.dict.outlet).toEqual(['SS15 Subang Jaya', 'Bangsar'])
    expect(columns.dict.payment).toEqual([])
    expect(columns.uploadIds).toEqual(['u2'])
    expect([...columns.upload]).toEqual([0, 0])
    expect((await sales.dayTotalsOf(A)).map((day) => day.uploadId)).toEqual(['m1'])
    // Later appends still merge correctly into the compacted dictionaries.
    await sales.appendSales(A, 'u3', week1)
    expect(rowsOf(await sales.salesOf(A))).toEqual([...rowsOf(week2), ...rowsOf(week1)])
  })

  it('keeps each receipt’s net through appends, removals and a fresh decoding (whether it is an order)', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    // R1 12.50 + 8.00, R2 15.90.
    expect([...(await sales.salesOf(A)).receiptNet]).toEqual([20.5, 15.9])
    // A later file refunds R1 on a receipt of its own, and adds to R2 under the same number.
    await sales.appendSales(A, 'u2', batchOf([
      { at: 9, amount: -20.5, receipt: 'R1-refund' },
      { at: 9, amount: 4, receipt: 'R2' },
      { at: 9, amount: Number.NaN, receipt: 'R2' }, // no amount: it adds nothing
    ]))
    expect((await sales.salesOf(A)).dict.receipt).toEqual(['R1', 'R2', 'R1-refund'])
    expect([...(await sales.salesOf(A)).receiptNet]).toEqual([20.5, 19.9, -20.5])
    // Taking u1 out drops R1 and renumbers the rest.
    await sales.removeUpload(A, 'u1')
    expect((await sales.salesOf(A)).dict.receipt).toEqual(['R1-refund', 'R2'])
    expect([...(await sales.salesOf(A)).receiptNet]).toEqual([-20.5, 4])
    // Another process, decoding the stored batches afresh, sums the same nets.
    expect([...(await sales.another().salesOf(A)).receiptNet]).toEqual([-20.5, 4])
  })

  it('keeps which sales have no time of day through appends, removals and slices', async () => {
    const sales = store()
    const daily = batchOf([
      { at: '2026-10-11T16:00:00Z', amount: 40, untimed: true },
      { at: '2026-10-12T16:00:00Z', amount: 60, untimed: true },
    ])
    await sales.appendSales(A, 'u1', week1) // a batch without the column: every sale has its time
    await sales.appendSales(A, 'u2', daily)
    await sales.appendSales(A, 'u3', sliceBatch(daily, 1, 2))
    expect([...(await sales.salesOf(A)).untimed]).toEqual([0, 0, 0, 1, 1, 1])
    await sales.removeUpload(A, 'u2')
    expect([...(await sales.salesOf(A)).untimed]).toEqual([0, 0, 0, 1])
    await expect(sales.appendSales(A, 'u4', { ...daily, untimed: new Uint8Array(1) })).rejects.toThrow(/untimed has 1 values for 2 rows/)
  })

  it('refuses a malformed batch whole, storing nothing of it', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    const broken = batchOf([{ at: 0, amount: 1, item: 'Teh Tarik' }, { at: 1, amount: 2, item: 'Milo Ais' }])
    broken.item[1] = 7
    await expect(sales.appendSales(A, 'u2', broken)).rejects.toThrow(RangeError)
    await expect(sales.appendSales(A, 'u3', { ...week1, length: 4 })).rejects.toThrow(/3 values for 4 rows/)
    expect(rowsOf(await sales.salesOf(A))).toEqual(rowsOf(week1))
    expect((await sales.salesOf(A)).dict.item).not.toContain('Teh Tarik')
  })

  it('stores a batch split into slices (the seed’s weekly uploads) exactly as the whole', async () => {
    const whole = batchOf([...[0, 1, 2].map(() => ({ at: 1, amount: 1, outlet: 'Bangsar' })), { at: 2, amount: 2, outlet: 'Mont Kiara' }])
    const sales = store()
    await sales.appendSales(A, 'week-1', sliceBatch(whole, 0, 3))
    await sales.appendSales(A, 'week-2', sliceBatch(whole, 3, 99))
    expect(rowsOf(await sales.salesOf(A))).toEqual(rowsOf(whole))
    expect(await sales.removeUpload(A, 'week-2')).toEqual({ rows: 1, days: 0 })
    expect((await sales.salesOf(A)).dict.outlet).toEqual(['Bangsar'])
    expect(sliceBatch(whole, 5, 2).length).toBe(0)
  })

  it('renews an account’s revision on each of its writes, never to a value it had before', async () => {
    const sales = store()
    const seen = [await sales.revisionOf(A)]
    const moved = async () => {
      const now = await sales.revisionOf(A)
      expect(seen).not.toContain(now)
      seen.push(now)
    }
    await sales.appendSales(A, 'u1', week1)
    await moved()
    const beforeB = await sales.revisionOf(A)
    await sales.appendSales(B, 'u9', week2)
    expect(await sales.revisionOf(A)).toBe(beforeB) // another account's write leaves A's alone
    await sales.addDayTotals(A, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    await moved()
    await sales.removeUpload(A, 'u1')
    await moved()
    // Removing what is not there changes nothing.
    expect(await sales.removeUpload(A, 'u1')).toEqual({ rows: 0, days: 0 })
    expect(await sales.revisionOf(A)).toBe(seen.at(-1))
  })
})

describe('the sales kept in memory in front of storage', () => {
  it('answers alike in two processes: each reads what the other wrote', async () => {
    const one = store()
    const two = one.another()
    await one.appendSales(A, 'u1', week1)
    expect(rowsOf(await two.salesOf(A))).toEqual(rowsOf(week1))
    await two.appendSales(A, 'u2', week2)
    await two.addDayTotals(A, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    expect(rowsOf(await one.salesOf(A))).toEqual([...rowsOf(week1), ...rowsOf(week2)])
    expect(await one.dayTotalsOf(A)).toHaveLength(1)
    await one.removeUpload(A, 'u1')
    expect(rowsOf(await two.salesOf(A))).toEqual(rowsOf(week2))
    expect(await two.revisionOf(A)).toBe(await one.revisionOf(A))
  })

  it('decodes a new batch onto the columns it kept, and the whole account again after a removal', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    const first = await sales.salesOf(A)
    expect(await sales.salesOf(A)).toEqual(first)
    await sales.appendSales(A, 'u2', week2)
    const extended = await sales.salesOf(A)
    // The same dictionaries, grown: only the new batch was decoded.
    expect(extended.dict).toBe(first.dict)
    await sales.removeUpload(A, 'u1')
    const decodedAgain = await sales.salesOf(A)
    expect(decodedAgain.dict).not.toBe(first.dict)
    expect(rowsOf(decodedAgain)).toEqual(rowsOf(week2))
  })

  it('reads what was written while it read', async () => {
    const sales = store()
    await sales.appendSales(A, 'u1', week1)
    await Promise.all([sales.salesOf(A), sales.appendSales(A, 'u2', week2), sales.salesOf(A)])
    expect(rowsOf(await sales.salesOf(A))).toEqual([...rowsOf(week1), ...rowsOf(week2)])
  })
})

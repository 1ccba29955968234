import { describe, expect, it } from 'vitest'
import { sliceBatch } from './slice'
import { SalesStore } from './store'
import { batchOf, rowsOf } from '../../tests/utils/backend/sales-batches'

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
const store = () => new SalesStore()

describe('the sales store', () => {
  it('appends batches, merging each batch’s dictionaries into the account’s', () => {
    const sales = store()
    sales.appendSales(A, 'u1', week1)
    sales.appendSales(A, 'u2', week2)
    const columns = sales.salesOf(A)
    expect(columns.length).toBe(5)
    expect(rowsOf(columns)).toEqual([...rowsOf(week1), ...rowsOf(week2)])
    // One entry per distinct value, whichever batch brought it.
    expect(columns.dict.item).toEqual(['Kopi O', 'Roti Bakar', 'Nasi Lemak'])
    expect(columns.dict.outlet).toEqual(['Bangsar', 'Mont Kiara', 'SS15 Subang Jaya'])
    expect(columns.customer[1]).toBe(-1)
    expect(columns.uploadIds).toEqual(['u1', 'u2'])
    expect([...columns.upload]).toEqual([0, 0, 0, 1, 1])
  })

  it('keeps out of the dictionaries the batch values no row uses', () => {
    const sales = store()
    sales.appendSales(A, 'u1', batchOf([{ at: 0, amount: 1, outlet: 'Bangsar' }], { outlet: ['Closed Outlet'], item: ['Never Sold'] }))
    expect(sales.salesOf(A).dict.outlet).toEqual(['Bangsar'])
    expect(sales.salesOf(A).dict.item).toEqual([])
  })

  it('grows past its initial capacity without losing rows', () => {
    const sales = store()
    const one = batchOf(Array.from({ length: 100 }, (_, i) => ({ at: i, amount: i, item: `item ${i % 7}` })))
    for (let u = 0; u < 30; u++) sales.appendSales(A, `u${u}`, one)
    const columns = sales.salesOf(A)
    expect(columns.length).toBe(3000)
    expect(columns.netAmount[2999]).toBe(99)
    expect(columns.dict.item).toHaveLength(7)
    expect(columns.upload[2999]).toBe(29)
  })

  it('never shows one account’s rows, dictionaries or day totals to another', () => {
    const sales = store()
    sales.appendSales(A, 'u1', week1)
    sales.addDayTotals(A, 'm1', [{ date: '2026-10-14', netAmount: 100, orders: null, outlet: null, customers: [] }])
    sales.appendSales(B, 'u9', week2)
    expect(rowsOf(sales.salesOf(A))).toEqual(rowsOf(week1))
    expect(rowsOf(sales.salesOf(B))).toEqual(rowsOf(week2))
    expect(sales.salesOf(B).dict.outlet).toEqual(['SS15 Subang Jaya', 'Bangsar'])
    expect(sales.dayTotalsOf(B)).toEqual([])
    expect(sales.salesOf('nobody')).toMatchObject({ length: 0, uploadIds: [] })
    expect(sales.removeUpload(B, 'u1')).toEqual({ rows: 0, days: 0 })
    expect(sales.salesOf(A).length).toBe(3)
  })

  it('keeps day totals tagged with their upload', () => {
    const sales = store()
    const day = { date: '2026-11-18', netAmount: 1234.5, orders: null, outlet: null, customers: ['email:a@b.my'] }
    sales.addDayTotals(A, 'm1', [day])
    expect(sales.dayTotalsOf(A)).toEqual([{ ...day, uploadId: 'm1' }])
    expect(() => sales.addDayTotals(A, 'm2', [{ ...day, date: '18/11/2026' }])).toThrow(/malformed/)
    expect(sales.dayTotalsOf(A)).toHaveLength(1)
  })

  it('removes an upload’s rows and day totals, renumbering the rest and dropping unused dictionary values', () => {
    const sales = store()
    sales.appendSales(A, 'u1', week1)
    sales.addDayTotals(A, 'u1', [{ date: '2026-10-18', netAmount: 5, orders: 1, outlet: 'Bangsar', customers: [] }])
    sales.appendSales(A, 'u2', week2)
    sales.addDayTotals(A, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    expect(sales.removeUpload(A, 'u1')).toEqual({ rows: 3, days: 1 })
    const columns = sales.salesOf(A)
    expect(rowsOf(columns)).toEqual(rowsOf(week2))
    expect(columns.dict.item).toEqual(['Kopi O', 'Nasi Lemak'])
    expect(columns.dict.outlet).toEqual(['Bangsar', 'SS15 Subang Jaya'])
    expect(columns.dict.payment).toEqual([])
    expect(columns.uploadIds).toEqual(['u2'])
    expect([...columns.upload]).toEqual([0, 0])
    expect(sales.dayTotalsOf(A).map((day) => day.uploadId)).toEqual(['m1'])
    // Later appends still merge correctly into the compacted dictionaries.
    sales.appendSales(A, 'u3', week1)
    expect(rowsOf(sales.salesOf(A))).toEqual([...rowsOf(week2), ...rowsOf(week1)])
  })

  it('keeps each receipt’s net through appends, removals and a restore (whether it is an order)', () => {
    const sales = store()
    sales.appendSales(A, 'u1', week1)
    // R1 12.50 + 8.00, R2 15.90.
    expect([...sales.salesOf(A).receiptNet]).toEqual([20.5, 15.9])
    // A later file refunds R1 on a receipt of its own, and adds to R2 under the same number.
    sales.appendSales(A, 'u2', batchOf([
      { at: 9, amount: -20.5, receipt: 'R1-refund' },
      { at: 9, amount: 4, receipt: 'R2' },
      { at: 9, amount: Number.NaN, receipt: 'R2' }, // no amount: it adds nothing
    ]))
    expect(sales.salesOf(A).dict.receipt).toEqual(['R1', 'R2', 'R1-refund'])
    expect([...sales.salesOf(A).receiptNet]).toEqual([20.5, 19.9, -20.5])
    // Taking u1 out drops R1 and renumbers the rest.
    sales.removeUpload(A, 'u1')
    expect(sales.salesOf(A).dict.receipt).toEqual(['R2', 'R1-refund'])
    expect([...sales.salesOf(A).receiptNet]).toEqual([4, -20.5])
    const copy = store()
    copy.restore(sales.snapshot())
    expect([...copy.salesOf(A).receiptNet]).toEqual([4, -20.5])
  })

  it('keeps which sales have no time of day through appends, removals and slices', () => {
    const sales = store()
    const daily = batchOf([
      { at: '2026-10-11T16:00:00Z', amount: 40, untimed: true },
      { at: '2026-10-12T16:00:00Z', amount: 60, untimed: true },
    ])
    sales.appendSales(A, 'u1', week1) // a batch without the column: every sale has its time
    sales.appendSales(A, 'u2', daily)
    sales.appendSales(A, 'u3', sliceBatch(daily, 1, 2))
    expect([...sales.salesOf(A).untimed]).toEqual([0, 0, 0, 1, 1, 1])
    sales.removeUpload(A, 'u2')
    expect([...sales.salesOf(A).untimed]).toEqual([0, 0, 0, 1])
    expect(() => sales.appendSales(A, 'u4', { ...daily, untimed: new Uint8Array(1) })).toThrow(/untimed has 1 values for 2 rows/)
  })

  it('refuses a malformed batch whole, storing nothing of it', () => {
    const sales = store()
    sales.appendSales(A, 'u1', week1)
    const broken = batchOf([{ at: 0, amount: 1, item: 'Teh Tarik' }, { at: 1, amount: 2, item: 'Milo Ais' }])
    broken.item[1] = 7
    expect(() => sales.appendSales(A, 'u2', broken)).toThrow(RangeError)
    expect(() => sales.appendSales(A, 'u3', { ...week1, length: 4 })).toThrow(/3 values for 4 rows/)
    expect(rowsOf(sales.salesOf(A))).toEqual(rowsOf(week1))
    expect(sales.salesOf(A).dict.item).not.toContain('Teh Tarik')
  })

  it('stores a batch split into slices (the seed’s weekly uploads) exactly as the whole', () => {
    const whole = batchOf([...[0, 1, 2].map(() => ({ at: 1, amount: 1, outlet: 'Bangsar' })), { at: 2, amount: 2, outlet: 'Mont Kiara' }])
    const sales = store()
    sales.appendSales(A, 'week-1', sliceBatch(whole, 0, 3))
    sales.appendSales(A, 'week-2', sliceBatch(whole, 3, 99))
    expect(rowsOf(sales.salesOf(A))).toEqual(rowsOf(whole))
    expect(sales.removeUpload(A, 'week-2')).toEqual({ rows: 1, days: 0 })
    expect(sales.salesOf(A).dict.outlet).toEqual(['Bangsar'])
    expect(sliceBatch(whole, 5, 2).length).toBe(0)
  })

  it('clear empties every account', () => {
    const sales = store()
    sales.appendSales(A, 'u1', week1)
    sales.addDayTotals(B, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    sales.clear()
    expect(sales.salesOf(A).length).toBe(0)
    expect(sales.dayTotalsOf(B)).toEqual([])
    expect(sales.snapshot()).toEqual({ accounts: {} })
  })

  it('moves an account’s revision on each of its writes, never back to an earlier value', () => {
    const sales = store()
    const seen = [sales.revisionOf(A)]
    const moved = () => {
      const now = sales.revisionOf(A)
      expect(seen).not.toContain(now)
      seen.push(now)
    }
    sales.appendSales(A, 'u1', week1)
    moved()
    const beforeB = sales.revisionOf(A)
    sales.appendSales(B, 'u9', week2)
    expect(sales.revisionOf(A)).toBe(beforeB) // another account's write leaves A's alone
    sales.addDayTotals(A, 'm1', [{ date: '2026-10-20', netAmount: 50, orders: null, outlet: null, customers: [] }])
    moved()
    sales.removeUpload(A, 'u1')
    moved()
    const snapshot = sales.snapshot()
    sales.clear()
    moved()
    sales.restore(snapshot)
    moved()
    expect(sales.revisionOf('nobody')).toBe(sales.revisionOf(A))
    expect(sales.revisionOf(A)).toBe(Math.max(...seen))
  })
})

import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { createDb } from '../../mocks/db/models'
import { createPersistence } from '../../mocks/db/persistence'
import { SNAPSHOT_VERSION, takeSnapshot } from '../../mocks/db/snapshot'
import { createIdbSnapshotStore, createMemorySnapshotStore } from '../../mocks/db/snapshot-store'
import { floatsFromBase64, intsFromBase64, toBase64 } from './columns'
import { SalesStore, type SalesStoreSnapshot } from './store'
import { batchOf, rowsOf } from '../../tests/utils/backend/sales-batches'

const A = 'account-a'
const B = 'account-b'

// Values JSON would bend or lose as text: -0, long fractions, big epochs, a NaN a parser let through.
const tricky = batchOf([
  { at: Date.UTC(2026, 9, 12, 1, 2, 3, 456), amount: 0.1 + 0.2, quantity: -0, item: 'Kopi “O” Kosong, panas', outlet: 'Bangsar' },
  { at: 8.64e15, amount: -45, quantity: 1 / 3, item: 'Teh Tarik', customer: 'email:aisyah@kopikita.my' },
  { at: 0, amount: Number.NaN, item: 'Roti Canai 🥞' },
])

function roundTrip(store: SalesStore): SalesStore {
  const copy = new SalesStore()
  copy.restore(JSON.parse(JSON.stringify(store.snapshot())) as SalesStoreSnapshot)
  return copy
}

let dbCounter = 0
const idbName = () => `selera-sales-test-${++dbCounter}`

describe('the sales store’s snapshot', () => {
  it('writes standard base64 (as Node’s Buffer does) and reads it back, for every padding', () => {
    for (let length = 0; length < 7; length++) {
      const ints = Int32Array.from({ length }, (_, i) => (i + 1) * -19_088_743)
      const floats = Float64Array.from({ length }, (_, i) => (i - 3) / 7)
      expect(toBase64(ints)).toBe(Buffer.from(ints.buffer).toString('base64'))
      expect(toBase64(floats)).toBe(Buffer.from(floats.buffer).toString('base64'))
      expect([...intsFromBase64(toBase64(ints), length)]).toEqual([...ints])
      expect([...floatsFromBase64(toBase64(floats), length)]).toEqual([...floats])
    }
    // Three bytes short of whole values, bad characters, padding in the middle.
    for (const bad of ['AAAA', 'AA=A', 'AAA*', 'AAAAA===']) expect(() => intsFromBase64(bad, 1)).toThrow()
  })

  it('survives JSON exactly, typed arrays bit for bit, each account apart', () => {
    const store = new SalesStore()
    store.appendSales(A, 'u1', tricky)
    store.addDayTotals(A, 'm1', [{ date: '2026-11-18', netAmount: 1234.5, orders: null, outlet: null, customers: ['email:a@b.my'] }])
    store.appendSales(B, 'u2', batchOf([{ at: 5, amount: 7, item: 'Milo Ais' }]))
    const copy = roundTrip(store)
    for (const account of [A, B]) {
      const [before, after] = [store.salesOf(account), copy.salesOf(account)]
      expect(after.length).toBe(before.length)
      for (const name of ['timestamp', 'netAmount', 'quantity', 'item', 'customer', 'upload'] as const) {
        expect(new Uint8Array(after[name].buffer, after[name].byteOffset, after[name].byteLength)).toEqual(new Uint8Array(before[name].buffer, before[name].byteOffset, before[name].byteLength))
      }
      expect(after.dict).toEqual(before.dict)
      expect(after.uploadIds).toEqual(before.uploadIds)
      expect(copy.dayTotalsOf(account)).toEqual(store.dayTotalsOf(account))
    }
    expect(Object.is(copy.salesOf(A).quantity[0], -0)).toBe(true)
    // A restored store keeps working: appends merge into the restored dictionaries.
    copy.appendSales(A, 'u3', batchOf([{ at: 1, amount: 2, item: 'Teh Tarik' }]))
    expect(copy.salesOf(A).dict.item).toEqual(['Kopi “O” Kosong, panas', 'Teh Tarik', 'Roti Canai 🥞'])
  })

  it('is compact: base64 of the used rows only, 57 bytes a row before encoding', () => {
    const store = new SalesStore()
    store.appendSales(A, 'u1', batchOf(Array.from({ length: 1000 }, (_, i) => ({ at: i, amount: i, item: `i${i % 5}`, outlet: 'Bangsar' }))))
    const text = JSON.stringify(store.snapshot())
    // 1000 rows × (3 × 8 + 8 × 4 + 1) bytes = 57 kB raw, × 4/3 for base64, plus a little JSON.
    expect(text.length).toBeLessThan(80_000)
  })

  it('keeps which sales have no time of day, and reads a snapshot saved before that as all timed', () => {
    const store = new SalesStore()
    store.appendSales(A, 'u1', batchOf([{ at: 0, amount: 1, untimed: true }, { at: 3_600_000, amount: 2, untimed: false }]))
    const snapshot = JSON.parse(JSON.stringify(store.snapshot())) as SalesStoreSnapshot
    const copy = new SalesStore()
    copy.restore(snapshot)
    expect([...copy.salesOf(A).untimed]).toEqual([1, 0])
    delete snapshot.accounts[A]!.columns.untimed
    copy.restore(snapshot)
    expect([...copy.salesOf(A).untimed]).toEqual([0, 0])
  })

  it('re-encodes only the accounts that changed since the last snapshot', () => {
    const store = new SalesStore()
    store.appendSales(A, 'u1', tricky)
    store.appendSales(B, 'u2', tricky)
    const first = store.snapshot()
    store.appendSales(B, 'u3', tricky)
    const second = store.snapshot()
    expect(second.accounts[A]).toBe(first.accounts[A])
    expect(second.accounts[B]).not.toBe(first.accounts[B])
    expect(second.accounts[B]!.length).toBe(6)
  })

  it.each([
    ['a column shorter than its length', (s: SalesStoreSnapshot) => void (s.accounts[A]!.length = 4)],
    ['an index outside its dictionary', (s: SalesStoreSnapshot) => void s.accounts[A]!.dict.item.pop()],
    ['a column that is not base64', (s: SalesStoreSnapshot) => void (s.accounts[A]!.columns.netAmount = '!!')],
    ['a flag column of the wrong length', (s: SalesStoreSnapshot) => void (s.accounts[A]!.columns.untimed = toBase64(new Uint8Array(2)))],
    ['a flag other than 0 or 1', (s: SalesStoreSnapshot) => void (s.accounts[A]!.columns.untimed = toBase64(Uint8Array.of(0, 2, 0)))],
    ['a malformed day total', (s: SalesStoreSnapshot) => void (s.accounts[A]!.dayTotals = [{ date: 'yesterday' } as never])],
  ])('refuses a snapshot with %s, changing nothing', (_, spoil) => {
    const store = new SalesStore()
    store.appendSales(A, 'u1', tricky)
    const snapshot = JSON.parse(JSON.stringify(store.snapshot())) as SalesStoreSnapshot
    spoil(snapshot)
    const target = new SalesStore()
    target.appendSales(B, 'u9', tricky)
    expect(() => target.restore(snapshot)).toThrow()
    expect(rowsOf(target.salesOf(B))).toEqual(rowsOf(tricky))
  })
})

describe('the sales store in the database’s persistence', () => {
  it('reloads from IndexedDB (fake-indexeddb) with the same rows, and reset empties it', async () => {
    const name = idbName()
    const first = createDb({ crossTabSync: false })
    const firstPersistence = createPersistence(first)
    await firstPersistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    first.sales.appendSales(A, 'u1', tricky)
    first.sales.addDayTotals(A, 'm1', [{ date: '2026-11-18', netAmount: 10, orders: null, outlet: null, customers: [] }])
    await firstPersistence.commit()

    const second = createDb({ crossTabSync: false })
    const secondPersistence = createPersistence(second)
    expect(await secondPersistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(rowsOf(second.sales.salesOf(A))).toEqual(rowsOf(first.sales.salesOf(A)))
    expect(second.sales.dayTotalsOf(A)).toEqual(first.sales.dayTotalsOf(A))
    expect(takeSnapshot(second)).toEqual(takeSnapshot(first))

    await secondPersistence.reset()
    expect(second.sales.salesOf(A).length).toBe(0)
    const third = createDb({ crossTabSync: false })
    await createPersistence(third).hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    expect(third.sales.salesOf(A).length).toBe(0)
    expect(third.account.count()).toBe(2)
  })

  it('is saved under the bumped schema version, and a stored snapshot without it is not trusted', async () => {
    expect(SNAPSHOT_VERSION).toBe(2)
    const store = createMemorySnapshotStore()
    const db = createDb({ crossTabSync: false })
    await createPersistence(db).hydrate(store)
    expect(await store.load()).toMatchObject({ version: 2, sales: { accounts: {} } })

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const spoiled = createDb({ crossTabSync: false })
    spoiled.sales.appendSales(A, 'u1', tricky)
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot(spoiled))) as ReturnType<typeof takeSnapshot>
    snapshot.sales.accounts[A]!.columns.item = ''
    const reloaded = createDb({ crossTabSync: false })
    expect(await createPersistence(reloaded).hydrate({ load: () => Promise.resolve(snapshot), save: () => Promise.resolve() })).toBe('seeded')
    expect(reloaded.sales.salesOf(A).length).toBe(0)
    expect(warn).toHaveBeenCalled()
  })
})

import 'fake-indexeddb/auto'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { batchOf, rowsOf } from '../../tests/utils/backend/sales-batches'
import { memorySales } from '../../tests/utils/backend/memory-sales'
import { freshPersistence, idbName } from '../../tests/utils/demo-db'
import { SNAPSHOT_VERSION, takeSnapshot, type DbSnapshot } from './snapshot'
import { createIdbSnapshotStore, createMemorySnapshotStore } from './snapshot-store'
import { createPlainStore } from './store'

const A = 'account-a'
const B = 'account-b'

const tricky = batchOf([
  { at: Date.UTC(2026, 9, 12, 1, 2, 3, 456), amount: 0.1 + 0.2, quantity: -0, item: 'Kopi “O” Kosong, panas', outlet: 'Bangsar' },
  { at: 8.64e15, amount: -45, quantity: 1 / 3, item: 'Teh Tarik', customer: 'email:aisyah@kopikita.my' },
  { at: 0, amount: Number.NaN, item: 'Roti Canai 🥞' },
])

/** A version-2 snapshot's sales, as the code of that version saved them (mocks/db/fixtures). */
const legacySales = () => JSON.parse(readFileSync(new URL('./fixtures/sales-snapshot-v2.json', import.meta.url), 'utf8')) as unknown

/** What the fixture's code put in, stored now through today's storage: the upgrade must read the same. */
async function legacyInput() {
  const sales = memorySales()
  await sales.appendSales(A, 'u1', batchOf([
    { at: Date.UTC(2026, 9, 12, 1, 2, 3, 456), amount: 0.1 + 0.2, quantity: -0, item: 'Kopi “O” Kosong, panas', outlet: 'Bangsar', receipt: 'R1' },
    { at: 8.64e15, amount: -45, quantity: 1 / 3, item: 'Teh Tarik', customer: 'email:aisyah@kopikita.my', receipt: 'R2' },
    { at: 0, amount: 7.5, item: 'Roti Canai 🥞', receipt: 'R2', untimed: true },
  ]))
  await sales.appendSales(A, 'u3', batchOf([{ at: 86_400_000, amount: 4.2, item: 'Teh Tarik', receipt: 'R3', outlet: 'Mont Kiara' }]))
  await sales.addDayTotals(A, 'm1', [{ date: '2026-11-18', netAmount: 1234.5, orders: 12, outlet: null, customers: ['email:a@b.my'] }])
  await sales.appendSales(B, 'u4', batchOf([{ at: 5, amount: 7, item: 'Milo Ais' }]))
  return sales
}

describe('the sales in the demo’s persistence', () => {
  it('reload from IndexedDB (fake-indexeddb) with the same rows, and reset empties them', async () => {
    const name = idbName()
    const first = freshPersistence()
    await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    const sales = createPlainStore(first.db).sales
    await sales.appendSales(A, 'u1', tricky)
    await sales.addDayTotals(A, 'm1', [{ date: '2026-11-18', netAmount: 10, orders: null, outlet: null, customers: [] }])
    await first.persistence.commit()

    const second = freshPersistence()
    expect(await second.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    const reread = createPlainStore(second.db).sales
    expect(rowsOf(await reread.salesOf(A))).toEqual(rowsOf(await sales.salesOf(A)))
    expect(await reread.dayTotalsOf(A)).toEqual(await sales.dayTotalsOf(A))
    expect(Object.is((await reread.salesOf(A)).quantity[0], -0)).toBe(true)
    expect(takeSnapshot(second.db)).toEqual(takeSnapshot(first.db))

    await second.persistence.reset()
    expect((await reread.salesOf(A)).length).toBe(0)
    const third = freshPersistence()
    await third.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    expect((await createPlainStore(third.db).sales.salesOf(A)).length).toBe(0)
    expect(third.db.account.count()).toBe(2)
  })

  it('are saved as records under schema version 3', async () => {
    expect(SNAPSHOT_VERSION).toBe(3)
    const store = createMemorySnapshotStore()
    const { db, persistence } = freshPersistence()
    await persistence.hydrate(store)
    await createPlainStore(db).sales.appendSales(A, 'u1', tricky)
    await persistence.commit()
    const saved = (await store.load()) as DbSnapshot
    expect(saved).toMatchObject({ version: 3, models: { salesBatch: [{ account_id: A, upload_id: 'u1', rows: 3 }], salesRevision: [{ account_id: A }] } })
    expect(saved).not.toHaveProperty('sales')
  })

  it('stored by version 2 are upgraded: every upload’s rows and day totals kept, then saved as version 3', async () => {
    const store = createMemorySnapshotStore()
    const old = freshPersistence()
    await old.persistence.hydrate(store)
    const { salesBatch: _, salesRevision: __, ...models } = takeSnapshot(old.db).models
    await store.save({ version: 2, models, sales: legacySales() })

    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(store)).toBe('restored')
    const upgraded = createPlainStore(db).sales
    const expected = await legacyInput()
    for (const account of [A, B]) {
      const [read, want] = [await upgraded.salesOf(account), await expected.salesOf(account)]
      expect(rowsOf(read)).toEqual(rowsOf(want))
      expect(read.uploadIds).toEqual(want.uploadIds)
      expect([...read.untimed]).toEqual([...want.untimed])
      expect([...read.receiptNet]).toEqual([...want.receiptNet])
      expect(await upgraded.dayTotalsOf(account)).toEqual(await expected.dayTotalsOf(account))
    }
    expect(await store.load()).toMatchObject({ version: 3 })
  })

  it('stored by version 2 in IndexedDB are read under version 3, and the old record goes once the new one is saved', async () => {
    const name = idbName()
    const old = freshPersistence()
    await old.persistence.hydrate(createMemorySnapshotStore())
    const { salesBatch: _, salesRevision: __, ...models } = takeSnapshot(old.db).models
    await createIdbSnapshotStore({ indexedDB, dbName: name, version: 2 }).save({ version: 2, models, sales: legacySales() })

    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(await createPlainStore(db).sales.salesOf(B)).toMatchObject({ length: 1, uploadIds: ['u4'] })
    // Saved as version 3 at once; the next load drops the version-2 record.
    expect(await createIdbSnapshotStore({ indexedDB, dbName: name }).load()).toMatchObject({ version: 3 })
    expect(await createIdbSnapshotStore({ indexedDB, dbName: name, version: 2 }).load()).toBeNull()
  })

  it('stored by version 2 and invalid are not trusted: the demo starts from its seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const sales = legacySales() as { accounts: Record<string, { columns: Record<string, string> }> }
    sales.accounts[A]!.columns.item = ''
    const old = freshPersistence()
    await old.persistence.hydrate(createMemorySnapshotStore())
    const { salesBatch: _, salesRevision: __, ...models } = takeSnapshot(old.db).models
    const { db, persistence } = freshPersistence()
    const loaded = { version: 2, models, sales }
    expect(await persistence.hydrate({ load: () => Promise.resolve(loaded), save: () => Promise.resolve() })).toBe('seeded')
    expect(db.salesBatch.count({ where: { account_id: { equals: A } } })).toBe(0)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

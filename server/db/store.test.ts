import { describe, expect, it } from 'vitest'
import { createSalesCache } from '../../backend/sales/storage'
import type { Store } from '../../backend/store'
import { DemoFileStorage } from '../../mocks/db/files'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { describeStore } from '../../tests/utils/backend/store-suite'
import { embeddedDatabase, emptyStore, emptyTables, postgresDatabase, POSTGRES_URL } from '../../tests/utils/server/databases'
import { openPostgres } from './connect'
import { createDatabaseStore } from './store'

describeStore('the embedded database (PGlite)', async () => emptyStore(await embeddedDatabase()))

// The Postgres server .ci/run starts; without one (a laptop with none), the same suite on PGlite above stands.
describe.runIf(POSTGRES_URL !== '')('on a Postgres server', () => {
  describeStore('Postgres', async () => emptyStore(await postgresDatabase()))

  it('two server processes on one Postgres answer alike: each reads what the other wrote, its own cache notwithstanding', async () => {
    const database = await postgresDatabase()
    await emptyTables(database)
    // A second process: its own pool and its own cache of decoded sales.
    const other = openPostgres(POSTGRES_URL, 2)
    try {
      const one = createDatabaseStore(database.db, { files: new DemoFileStorage(), cache: createSalesCache() }).forAccount('acct-a')
      const two = createDatabaseStore(other.db, { files: new DemoFileStorage(), cache: createSalesCache() }).forAccount('acct-a')
      const sale = (amount: number, at: string) => batchOf([{ at, amount, item: 'Teh Tarik', outlet: 'Bangsar' }])
      const amounts = async (store: Store) => {
        const sales = await store.sales.salesOf('acct-a')
        return Array.from(sales.netAmount.subarray(0, sales.length))
      }
      await one.sales.appendSales('acct-a', 'u1', sale(12.5, '2026-11-18T10:00:00+08:00'))
      expect(await amounts(one)).toEqual([12.5])
      expect(await amounts(two)).toEqual([12.5])
      await two.sales.appendSales('acct-a', 'u2', sale(7, '2026-11-19T10:00:00+08:00'))
      // The first process had the account's columns decoded: it sees the revision move and reads again.
      expect(await amounts(one)).toEqual([12.5, 7])
      await one.sales.removeUpload('acct-a', 'u1')
      expect(await amounts(two)).toEqual([7])
      expect(await one.sales.revisionOf('acct-a')).toBe(await two.sales.revisionOf('acct-a'))
    } finally {
      await other.close()
    }
  })
})

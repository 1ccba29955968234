/** The sales of an empty memory store (mocks/db), for tests of what reads and writes them. */
import { batchedSales, createSalesCache } from '../../../backend/sales/storage'
import type { SalesStorage } from '../../../backend/store'
import { createDb } from '../../../mocks/db/models'
import { createPlainStore } from '../../../mocks/db/store'

export interface MemorySales extends SalesStorage {
  /** The same stored sales as another process reads them: with a cache of its own. */
  another(): SalesStorage
}

export function memorySales(): MemorySales {
  const store = createPlainStore(createDb({ crossTabSync: false }))
  return { ...store.sales, another: () => batchedSales(store, createSalesCache()) }
}

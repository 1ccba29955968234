/**
 * Back to the seed, cheaply, for Node: Vitest resets the shared database before every test (some
 * 1,400 times a run), and seeding puts 90 days of demo sales (~85k rows) into the sales store each
 * time. The seeded state is kept once per worker instead: its records (a few dozen, as JSON), and
 * the sales store as seeded, which stays as it is until something writes to it. A reset then
 * re-creates the records and leaves the sales alone, unless a write touched them (an upload, a
 * manual entry, a restore) or the seed's day changed (the seed is relative to today, and a run can
 * cross midnight): then it seeds in full, as before. Either way the database ends up exactly as
 * `seedDb` leaves an empty one (mocks/db/seed.test.ts proves it).
 *
 * Node only: in the browser another tab's sales writes arrive without passing the write count, so
 * the browser demo resets in full (`persistence.reset`).
 */
import { now } from '../../backend/time/clock'
import { MODEL_NAMES, type Db, type ModelName } from './models'
import { seedDb } from './seed'
import { demoSalesKey } from './seed-sales'
import { clearDb } from './snapshot'

interface RecordModel {
  getAll(): object[]
  create(values: Record<string, unknown>): unknown
  deleteMany(query: { where: Record<string, never> }): unknown
}

function model(db: Db, name: ModelName): RecordModel {
  return db[name]
}

interface Seeded {
  /** The seed's day (`demoSalesKey`). */
  key: string
  /** Every model's records as seeded, as JSON (fresh objects at each reset). */
  records: string
  /** The sales store's write count right after seeding. */
  salesWrites: number
}

export interface SeededReset {
  /** Back to the seed (in full the first time). */
  reset(): Promise<void>
}

export function createSeededReset(db: Db): SeededReset {
  let seeded: Seeded | null = null

  async function seedInFull(key: string): Promise<void> {
    clearDb(db)
    await seedDb(db)
    const records = Object.fromEntries(MODEL_NAMES.map((name) => [name, model(db, name).getAll()]))
    seeded = { key, records: JSON.stringify(records), salesWrites: db.sales.writes }
  }

  return {
    async reset() {
      const key = demoSalesKey(now())
      // Files tests wrote go; the seeded layer stays (Node's file storage is memory: cleared at once).
      void db.files.clear()
      if (!seeded || seeded.key !== key || db.sales.writes !== seeded.salesWrites) {
        await seedInFull(key)
        return
      }
      const records = JSON.parse(seeded.records) as Record<ModelName, Record<string, unknown>[]>
      for (const name of MODEL_NAMES) {
        const table = model(db, name)
        table.deleteMany({ where: {} })
        for (const record of records[name]) table.create(record)
      }
    },
  }
}

/**
 * Back to the seed, cheaply, for Node: Vitest resets the shared database before every test (some
 * 1,400 times a run), and seeding generates 90 days of demo sales (~85k rows) each time. The
 * seeded state is kept once per worker instead: its records as JSON (fresh objects at each reset),
 * but the sales' batch records as they are, since a batch is never changed once written (its
 * columns are megabytes of base64). A reset re-creates the records; the database's decoded sales
 * stay valid, because the seeded revision records come back with them. It seeds in full the first
 * time, and when the seed's day changed (the seed is relative to today, and a run can cross
 * midnight). Either way the database ends up exactly as `seedDb` leaves an empty one
 * (mocks/db/seed.test.ts proves it).
 */
import { now } from '../../backend/time/clock'
import { MODEL_NAMES, type Db, type ModelName } from './models'
import { seedDb } from './seed'
import { demoSalesKey } from './seed-sales'
import { clearDb, plainRecord, UNCHANGING_MODELS } from './snapshot'

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
  /** Every other model's records as seeded, as JSON (fresh objects at each reset). */
  records: string
  unchanging: Partial<Record<ModelName, Record<string, unknown>[]>>
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
    const copied = MODEL_NAMES.filter((name) => !UNCHANGING_MODELS.includes(name))
    const records = Object.fromEntries(copied.map((name) => [name, model(db, name).getAll()]))
    const unchanging = Object.fromEntries(UNCHANGING_MODELS.map((name) => [name, model(db, name).getAll().map(plainRecord)]))
    seeded = { key, records: JSON.stringify(records), unchanging }
  }

  return {
    async reset() {
      const key = demoSalesKey(now())
      // Files tests wrote go; the seeded layer stays (Node's file storage is memory: cleared at once).
      void db.files.clear()
      // So do the rate limits' counts: no test meets another's attempts.
      db.attempts.clearAll()
      if (!seeded || seeded.key !== key) {
        await seedInFull(key)
        return
      }
      const records = { ...(JSON.parse(seeded.records) as Record<ModelName, Record<string, unknown>[]>), ...seeded.unchanging }
      for (const name of MODEL_NAMES) {
        const table = model(db, name)
        table.deleteMany({ where: {} })
        for (const record of records[name] ?? []) table.create(record)
      }
    },
  }
}

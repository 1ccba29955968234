import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setClock } from '../../backend/time/clock'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../fixtures/accounts'
import { createDb, type Db } from './models'
import { seedDb } from './seed'
import { createSeededReset } from './seeded'
import { takeSnapshot } from './snapshot'

/** Monday 30 November 2026, 2 pm in Kuala Lumpur: the seed is relative to today, so today is pinned. */
const MONDAY_KL = Date.parse('2026-11-30T14:00:00+08:00')
const DAY = 86_400_000

async function seededFresh(): Promise<Db> {
  const db = createDb({ crossTabSync: false })
  await seedDb(db)
  return db
}

describe('the seeded reset (Node)', () => {
  beforeEach(() => setClock(() => MONDAY_KL))
  afterEach(() => setClock(null))

  it('leaves the database exactly as a full seed does, first time and after records changed', async () => {
    const db = createDb({ crossTabSync: false })
    const seeded = createSeededReset(db)
    await seeded.reset()
    expect(takeSnapshot(db)).toEqual(takeSnapshot(await seededFresh()))

    db.lead.create({ id: 'lead-1', email: 'a@b.my', company_name: 'Warung', country: 'MY', created_at: '2026-11-30T06:00:00.000Z' })
    db.account.update({ where: { id: { equals: DEMO_ACCOUNT.id } }, data: { business_name: 'Renamed' } })
    db.goal.delete({ where: { id: { equals: 'goal-01' } } })
    const writes = db.sales.writes
    await seeded.reset()
    expect(takeSnapshot(db)).toEqual(takeSnapshot(await seededFresh()))
    // Only the records were put back: the sales store was not written.
    expect(db.sales.writes).toBe(writes)
  })

  it('seeds the sales again in full once something wrote to them', async () => {
    const db = createDb({ crossTabSync: false })
    const seeded = createSeededReset(db)
    await seeded.reset()
    db.sales.appendSales(NEW_ACCOUNT.id, 'upload-1', batchOf([{ at: '2026-11-29T10:00:00+08:00', amount: 12.5, item: 'Teh Tarik' }]))
    db.sales.removeUpload(DEMO_ACCOUNT.id, db.upload.findMany({ where: { account_id: { equals: DEMO_ACCOUNT.id } } })[0]!.id)
    await seeded.reset()
    expect(db.sales.salesOf(NEW_ACCOUNT.id).length).toBe(0)
    expect(takeSnapshot(db)).toEqual(takeSnapshot(await seededFresh()))
  })

  it('seeds in full for the new day when the day changes (a run that crosses midnight)', async () => {
    const db = createDb({ crossTabSync: false })
    const seeded = createSeededReset(db)
    await seeded.reset()
    const monday = takeSnapshot(db)
    setClock(() => MONDAY_KL + DAY)
    await seeded.reset()
    const tuesday = takeSnapshot(db)
    expect(tuesday).not.toEqual(monday)
    expect(tuesday).toEqual(takeSnapshot(await seededFresh()))
  })
})

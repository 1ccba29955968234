import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setClock } from '../../backend/time/clock'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../fixtures/accounts'
import { createDb, type Db } from './models'
import { seedDb } from './seed'
import { createSeededReset } from './seeded'
import { comparable } from '../../tests/utils/demo-db'
import { takeSnapshot } from './snapshot'
import { createPlainStore } from './store'

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
    expect(comparable(takeSnapshot(db))).toEqual(comparable(takeSnapshot(await seededFresh())))

    db.lead.create({ id: 'lead-1', email: 'a@b.my', company_name: 'Warung', country: 'MY', created_at: '2026-11-30T06:00:00.000Z' })
    db.account.update({ where: { id: { equals: DEMO_ACCOUNT.id } }, data: { business_name: 'Renamed' } })
    db.goal.delete({ where: { id: { equals: 'goal-01' } } })
    const sales = createPlainStore(db).sales
    const decoded = await sales.salesOf(DEMO_ACCOUNT.id)
    await seeded.reset()
    expect(comparable(takeSnapshot(db))).toEqual(comparable(takeSnapshot(await seededFresh())))
    // The seeded revision came back with the records: what was decoded of the sales is read as it was.
    expect((await sales.salesOf(DEMO_ACCOUNT.id)).dict).toBe(decoded.dict)
  })

  it('puts the seeded sales back after something wrote to them', async () => {
    const db = createDb({ crossTabSync: false })
    const seeded = createSeededReset(db)
    await seeded.reset()
    const sales = createPlainStore(db).sales
    const demoRows = (await sales.salesOf(DEMO_ACCOUNT.id)).length
    await sales.appendSales(NEW_ACCOUNT.id, 'upload-1', batchOf([{ at: '2026-11-29T10:00:00+08:00', amount: 12.5, item: 'Teh Tarik' }]))
    await sales.removeUpload(DEMO_ACCOUNT.id, db.upload.findMany({ where: { account_id: { equals: DEMO_ACCOUNT.id } } })[0]!.id)
    expect((await sales.salesOf(DEMO_ACCOUNT.id)).length).toBeLessThan(demoRows)
    await seeded.reset()
    expect((await sales.salesOf(NEW_ACCOUNT.id)).length).toBe(0)
    expect((await sales.salesOf(DEMO_ACCOUNT.id)).length).toBe(demoRows)
    expect(comparable(takeSnapshot(db))).toEqual(comparable(takeSnapshot(await seededFresh())))
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
    expect(comparable(tuesday)).toEqual(comparable(takeSnapshot(await seededFresh())))
  })
})

import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { setClock } from '../../backend/time/clock'
import { saveIngest } from '../../backend/uploads/records'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../fixtures/accounts'
import { createDb, type Db } from './models'
import { seedDb } from './seed'
import { deferDemoSales } from './seed-sales'
import { takeSnapshot } from './snapshot'
import { createIdbSnapshotStore, createMemorySnapshotStore } from './snapshot-store'
import { createPlainStore, createStore } from './store'
import { comparable, freshPersistence, idbName, storedRows } from '../../tests/utils/demo-db'

describe('a demo stored on an earlier day', () => {
  afterEach(() => setClock(null))

  const DAY = 86_400_000
  const MONDAY_NOON_KL = Date.parse('2026-11-16T12:00:00+08:00')
  /** Read as the domain reads it: through the store, which generates deferred sales first. */
  const lastSaleOf = async (db: Db) => {
    const { timestamp, length } = await createStore(db).sales.salesOf(DEMO_ACCOUNT.id)
    return timestamp[length - 1]!
  }
  const klDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'short' }).format(at)
  const ownUpload = {
    id: 'owner-upload-1',
    accountId: DEMO_ACCOUNT.id,
    fileName: 'my-export.csv',
    contentHash: 'sha256:owner',
    uploadedAt: MONDAY_NOON_KL,
    timezone: 'Asia/Kuala_Lumpur',
    currency: 'MYR',
  }
  const ownBatch = batchOf([{ at: '2026-11-15T10:00:00+08:00', amount: 123.45, item: 'Kuih Lapis', receipt: 'R-1' }])
  const ownSummary = {
    format: 'Generic sheet',
    rows: 1,
    skipped: { blank: 0, malformed: 0, cancelled: 0, other: 0 },
    outlets: [],
    from: ownBatch.timestamp[0]!,
    to: ownBatch.timestamp[0]!,
    mapping: {},
    notes: [],
  }

  it('is brought up to today when opened later, keeping what the owner uploaded, and saved so', async () => {
    const name = idbName()
    setClock(() => MONDAY_NOON_KL)
    const first = freshPersistence()
    await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    expect(klDay(await lastSaleOf(first.db))).toBe('2026-11-16')
    await saveIngest(createStore(first.db), ownUpload, { kind: 'sales', batch: ownBatch, summary: ownSummary })
    await first.persistence.commit()

    // Opened again two days later: the seed ends today, the owner's upload and its row are still there.
    setClock(() => MONDAY_NOON_KL + 2 * DAY)
    const later = freshPersistence()
    expect(await later.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    // Nothing is generated while the page starts: the old day's rows wait, deferred, until read.
    expect(later.db.deferredSales.count()).toBe(1)
    expect(klDay(await lastSaleOf(later.db))).toBe('2026-11-18')
    expect(later.db.deferredSales.count()).toBe(0)
    const uploads = later.db.upload.findMany({ where: { account_id: { equals: DEMO_ACCOUNT.id } } })
    expect(uploads.filter((row) => row.id === 'owner-upload-1')).toHaveLength(1)
    const sales = await createPlainStore(later.db).sales.salesOf(DEMO_ACCOUNT.id)
    expect(sales.dict.item.includes('Kuih Lapis')).toBe(true)
    // No seeded upload of the earlier day is left behind.
    const seededDays = uploads.filter((row) => row.content_hash?.startsWith('demo:')).map((row) => klDay(Date.parse(row.uploaded_at)))
    expect(seededDays).toContain('2026-11-18')
    expect(new Set(uploads.map((row) => row.id)).size).toBe(uploads.length)

    // The deferral was saved: a third start on the same day reads exactly the same data.
    const again = freshPersistence()
    expect(await again.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(klDay(await lastSaleOf(again.db))).toBe('2026-11-18')
    // Generated again from the saved deferral: the same batches, under new ids.
    expect(comparable(takeSnapshot(again.db))).toEqual(comparable(takeSnapshot(later.db)))
  })

  it('is left alone when opened again the same day', async () => {
    const name = idbName()
    setClock(() => MONDAY_NOON_KL)
    const first = freshPersistence()
    await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    expect(klDay(await lastSaleOf(first.db))).toBe('2026-11-16')
    await first.persistence.commit()
    setClock(() => MONDAY_NOON_KL + 3_600_000)
    const second = freshPersistence()
    await second.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    expect(second.db.deferredSales.count()).toBe(0)
    expect(takeSnapshot(second.db)).toEqual(takeSnapshot(first.db))
  })
})

describe('the demo account’s sales, deferred until first read', () => {
  afterEach(() => setClock(null))
  const MONDAY_NOON_KL = Date.parse('2026-11-16T12:00:00+08:00')
  const demoUploads = (db: Db) => db.upload.count({ where: { account_id: { equals: DEMO_ACCOUNT.id } } })

  it('a first start seeds every record at once, and the sales when something reads them: then exactly what an eager seed holds', async () => {
    setClock(() => MONDAY_NOON_KL)
    const store = createMemorySnapshotStore()
    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(store)).toBe('seeded')
    expect(db.account.count()).toBe(2)
    expect([demoUploads(db), storedRows(db, DEMO_ACCOUNT.id), db.deferredSales.count()]).toEqual([0, 0, 1])
    // What was saved says so, so that a reload before any read defers them again.
    expect((await store.load()) as ReturnType<typeof takeSnapshot>).toMatchObject({ models: { deferredSales: [{ id: DEMO_ACCOUNT.id }] } })

    expect((await createStore(db).uploads.findAll({ account_id: DEMO_ACCOUNT.id }, [['uploaded_at', 'asc']])).length).toBeGreaterThanOrEqual(13)
    expect(db.deferredSales.count()).toBe(0)
    const eager = createDb({ crossTabSync: false })
    await seedDb(eager)
    expect(comparable(takeSnapshot(db))).toEqual(comparable(takeSnapshot(eager)))
  })

  it('any read or write of sales generates them first, the new account’s included', async () => {
    setClock(() => MONDAY_NOON_KL)
    const { db, persistence } = freshPersistence()
    await persistence.hydrate(createMemorySnapshotStore())
    const revision = await createStore(db).sales.revisionOf(NEW_ACCOUNT.id)
    expect(storedRows(db, DEMO_ACCOUNT.id)).toBeGreaterThan(50_000)
    // The demo's rows changed no other account's revision.
    expect(await createStore(db).sales.revisionOf(NEW_ACCOUNT.id)).toBe(revision)
  })

  it('are generated once: a tab whose rows arrived from another tab keeps them instead of adding a second copy', async () => {
    setClock(() => MONDAY_NOON_KL)
    const db = createDb({ crossTabSync: false })
    await seedDb(db)
    const [uploads, rows] = [demoUploads(db), storedRows(db, DEMO_ACCOUNT.id)]
    deferDemoSales(db, DEMO_ACCOUNT.id)
    expect((await createStore(db).sales.salesOf(DEMO_ACCOUNT.id)).length).toBe(rows)
    expect([demoUploads(db), db.deferredSales.count()]).toEqual([uploads, 0])
  })

  it('Reset demo data defers them again, and the reset saved says so', async () => {
    setClock(() => MONDAY_NOON_KL)
    const store = createMemorySnapshotStore()
    const { db, persistence } = freshPersistence()
    await persistence.hydrate(store)
    expect((await createStore(db).sales.salesOf(DEMO_ACCOUNT.id)).length).toBeGreaterThan(50_000)
    await persistence.reset()
    expect([demoUploads(db), storedRows(db, DEMO_ACCOUNT.id), db.deferredSales.count()]).toEqual([0, 0, 1])
    expect((await store.load()) as ReturnType<typeof takeSnapshot>).toMatchObject({ models: { deferredSales: [{ id: DEMO_ACCOUNT.id }] } })
  })
})

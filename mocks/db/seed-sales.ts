/**
 * The demo account's 90 days of sales (docs/product.md#demo-data), put in as the weekly POS
 * exports that would have brought them. Generated, not stored: relative to today, so the demo is
 * always live.
 */
import { now } from '../../backend/time/clock'
import type { IngestSummary } from '../../backend/ingest/types'
import { DEFAULT_TIMEZONE, isoDayAt, localeIn } from '../../kernel/format'
import { saveIngest } from '../../backend/uploads/records'
import { generateDemoSales, demoUploadBatch, type DemoSales, type DemoUpload } from '../fixtures/demo-sales'
import type { Store, UploadRow } from '../../backend/store'
import type { Db } from './models'

/**
 * Generation is deterministic for a given day, so one generation serves every reset of that day
 * (tests reset the database before each test; regenerating each time would cost ~60 ms a test).
 */
let cached: { key: string; sales: DemoSales } | null = null

/** What the seed's sales depend on: the zone and the local day of `at` (the same key, the same seed). */
export function demoSalesKey(at: number, timezone: string = DEFAULT_TIMEZONE): string {
  return `${timezone}:${localDay(at, timezone)}`
}

function demoSalesFor(at: number, timezone: string): DemoSales {
  const key = demoSalesKey(at, timezone)
  if (cached?.key !== key) cached = { key, sales: generateDemoSales({ today: at, timezone }) }
  return cached.sales
}

function summaryOf(upload: DemoUpload): IngestSummary {
  return {
    format: upload.format,
    rows: upload.rows,
    skipped: { blank: 0, malformed: 0, cancelled: 0, other: 0 },
    outlets: [...upload.outlets],
    from: upload.from,
    to: upload.to,
    mapping: {},
    notes: [],
  }
}

/** The seed's uploads carry this "hash" prefix: they were never bytes, so no real file can match one. */
const DEMO_HASH_PREFIX = 'demo:'

export async function seedDemoSales(store: Store, accountId: string): Promise<void> {
  const timezone = DEFAULT_TIMEZONE
  const sales = demoSalesFor(now(), timezone)
  for (const upload of sales.uploads) {
    await saveIngest(
      store,
      { id: upload.id, accountId, fileName: upload.fileName, contentHash: `${DEMO_HASH_PREFIX}${upload.id}`, uploadedAt: upload.uploadedAt, timezone, currency: 'MYR' },
      { kind: 'sales', batch: demoUploadBatch(sales.batch, upload), summary: summaryOf(upload) },
    )
  }
}

/** The local day the account's seeded sales were generated for; null when it has none. */
async function seededDay(store: Store, accountId: string): Promise<string | null> {
  const seeded = await seededUploads(store, accountId)
  if (seeded.length === 0) return null
  // The seed's last upload is stamped with the instant it was generated: that is how its day is known.
  return localDay(Math.max(...seeded.map((row) => Date.parse(row.uploaded_at))), DEFAULT_TIMEZONE)
}

async function seededUploads(store: Store, accountId: string): Promise<UploadRow[]> {
  return (await store.uploads.findAll({ account_id: accountId }, [['uploaded_at', 'asc']])).filter((row) => row.content_hash?.startsWith(DEMO_HASH_PREFIX))
}

/**
 * Puts the account's seeded sales off until something reads its uploads or sales
 * (`settleDeferredSales`, run by the demo's store before every such read): generating 90 days of
 * sales is the costliest part of seeding, and a first page or a sign-in needs none of it.
 */
export function deferDemoSales(db: Db, accountId: string): void {
  if (db.deferredSales.count({ where: { id: { equals: accountId } } }) === 0) db.deferredSales.create({ id: accountId })
}

/**
 * A demo stored on an earlier day ends on that day: opened today, "Orders Today" would be 0 and the
 * last days of the charts empty, which no salesperson wants to explain. So when the account's
 * seeded sales were generated for another local day than today, they are deferred again: generated
 * anew for today when first read (the seed's uploads replaced by today's), and everything the owner
 * uploaded stays as it was. Answers whether anything changed (the caller then saves).
 */
export async function deferStaleDemoSales(db: Db, store: Store, accountId: string): Promise<boolean> {
  const day = await seededDay(store, accountId)
  if (day === null || day === localDay(now(), DEFAULT_TIMEZONE)) return false
  deferDemoSales(db, accountId)
  return true
}

/**
 * Generates the sales deferred by `deferDemoSales`, replacing the account's seeded uploads of an
 * earlier day; `store` must be one that does not settle again (the plain store). Idempotent: the
 * deferral goes first, and sales already generated for today (by another tab, whose rows arrive
 * mirrored) are kept. Costs one count when nothing is deferred.
 */
export async function settleDeferredSales(db: Db, store: Store): Promise<void> {
  if (db.deferredSales.count() === 0) return
  for (const { id: accountId } of db.deferredSales.getAll()) {
    db.deferredSales.delete({ where: { id: { equals: accountId } } })
    if (await seededDay(store, accountId) === localDay(now(), DEFAULT_TIMEZONE)) continue
    for (const row of await seededUploads(store, accountId)) {
      await store.sales.removeUpload(accountId, row.id)
      await store.uploads.remove(row.id)
    }
    await seedDemoSales(store, accountId)
  }
}

function localDay(at: number, timezone: string): string {
  return isoDayAt(at, localeIn(timezone))
}

/**
 * The demo account's 90 days of sales (issue 3 §4), put in as the weekly POS exports that would
 * have brought them. Generated, not stored: relative to today, so the demo is always live.
 */
import { now } from '../../backend/time/clock'
import type { IngestSummary } from '../../backend/ingest/types'
import { DEFAULT_TIMEZONE, isoDayAt, localeIn } from '../../src/format'
import { saveIngest } from '../../backend/uploads/records'
import { generateDemoSales, demoUploadBatch, type DemoSales, type DemoUpload } from '../fixtures/demo-sales'
import type { Store } from '../../backend/store'

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

export function seedDemoSales(store: Store, accountId: string): void {
  const timezone = DEFAULT_TIMEZONE
  const sales = demoSalesFor(now(), timezone)
  for (const upload of sales.uploads) {
    saveIngest(
      store,
      { id: upload.id, accountId, fileName: upload.fileName, contentHash: `${DEMO_HASH_PREFIX}${upload.id}`, uploadedAt: upload.uploadedAt, timezone },
      { kind: 'sales', batch: demoUploadBatch(sales.batch, upload), summary: summaryOf(upload) },
    )
  }
}

/**
 * A demo stored on an earlier day ends on that day: opened today, "Orders Today" would be 0 and the
 * last days of the charts empty, which no salesperson wants to explain. So when the account's
 * seeded sales were generated for another local day than today, they are generated anew for today
 * (the seed's uploads replaced by today's), and everything the owner uploaded stays as it was.
 * The seed's last upload is stamped with the instant it was generated: that is how its day is known.
 * Answers whether anything changed (the caller then saves).
 */
export function refreshDemoSales(store: Store, accountId: string): boolean {
  const timezone = DEFAULT_TIMEZONE
  const seeded = store.uploads.findAll({ account_id: accountId }).filter((row) => row.content_hash?.startsWith(DEMO_HASH_PREFIX))
  if (seeded.length === 0) return false
  const seededAt = Math.max(...seeded.map((row) => Date.parse(row.uploaded_at)))
  if (localDay(seededAt, timezone) === localDay(now(), timezone)) return false
  for (const row of seeded) {
    store.sales.removeUpload(accountId, row.id)
    store.uploads.remove(row.id)
  }
  seedDemoSales(store, accountId)
  return true
}

function localDay(at: number, timezone: string): string {
  return isoDayAt(at, localeIn(timezone))
}

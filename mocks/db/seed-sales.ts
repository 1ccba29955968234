/**
 * The demo account's 90 days of sales (issue 3 §4), put in as the weekly POS exports that would
 * have brought them. Generated, not stored: relative to today, so the demo is always live.
 */
import { now } from '../auth/clock'
import type { IngestSummary } from '../backend/ingest/types'
import { DEFAULT_TIMEZONE, saveIngest } from '../backend/uploads/records'
import { generateDemoSales, demoUploadBatch, type DemoSales, type DemoUpload } from '../fixtures/demo-sales'
import type { Db } from './models'

/**
 * Generation is deterministic for a given day, so one generation serves every reset of that day
 * (tests reset the database before each test; regenerating each time would cost ~60 ms a test).
 */
let cached: { key: string; sales: DemoSales } | null = null

function demoSalesFor(at: number, timezone: string): DemoSales {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(at)
  const key = `${timezone}:${day}`
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

export function seedDemoSales(db: Db, accountId: string): void {
  const timezone = DEFAULT_TIMEZONE
  const sales = demoSalesFor(now(), timezone)
  for (const upload of sales.uploads) {
    saveIngest(
      db,
      // The seed's exports were never bytes, so their "hash" names them: no real file can match it.
      { id: upload.id, accountId, fileName: upload.fileName, contentHash: `demo:${upload.id}`, uploadedAt: upload.uploadedAt, timezone },
      { kind: 'sales', batch: demoUploadBatch(sales.batch, upload), summary: summaryOf(upload) },
    )
  }
}

/**
 * Reading the vendor exports of tests/fixtures/pos-vendors as an owner's upload, and the totals
 * backend/ingest/tabular/vendor*.test.ts check them on.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ingestFile } from '../../../backend/ingest/ingest-file'
import type { IngestResult, SalesBatch } from '../../../backend/ingest/types'
import { ingestText, rowOf, salesOf, totalsOf } from './tables'

export const FIXTURES = join(import.meta.dirname, '../../fixtures/pos-vendors')
export const at = (iso: string) => Date.parse(iso)

/** A fixture read as the upload of an account in `timezone` (where the outlet is). */
export function ingestVendor(name: string, timezone = 'Asia/Kuala_Lumpur'): IngestResult {
  return ingestText(readFileSync(join(FIXTURES, name), 'utf8'), name, timezone)
}

export function salesOfVendor(name: string, timezone?: string) {
  return salesOf(ingestVendor(name, timezone))
}

export async function ingestWorkbook(name: string): Promise<IngestResult> {
  const bytes = new Uint8Array(readFileSync(join(FIXTURES, name)))
  return ingestFile({ name, mime: null, bytes, timezone: 'Asia/Kuala_Lumpur' })
}

/** The currency the file is in, as ISO 4217 (where the result will carry it is not settled yet). */
export function currencyOf(result: IngestResult): string | undefined {
  const summary = 'summary' in result ? (result.summary as { currency?: string }) : undefined
  return (result as { currency?: string }).currency ?? summary?.currency
}

/** The four totals every fixture is checked on (customers only where a test says). */
export function totals(batch: SalesBatch) {
  const { rows, net, quantity, orders } = totalsOf(batch)
  return { rows, net, quantity, orders }
}

export const span = (batch: { summary: { from: number | null; to: number | null } }) => [batch.summary.from, batch.summary.to]
export const rowsOf = (batch: SalesBatch) => Array.from({ length: batch.length }, (_, row) => rowOf(batch, row))

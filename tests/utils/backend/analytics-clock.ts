/**
 * Test-only: the clock the analytics tests read their sales at, Wednesday 18 Nov 2026, 10:00 in
 * Kuala Lumpur (UTC+8, no DST), and the input an analytics computation takes at it.
 */
import type { DayTotal } from '../../../backend/ingest/types'
import { batchOf, type TestRow } from './sales-batches'

export const KL = 'Asia/Kuala_Lumpur'
export const NOW = Date.parse('2026-11-18T10:00:00+08:00')

/** Epoch ms of a Kuala Lumpur wall-clock time `YYYY-MM-DDTHH:mm`. */
export const kl = (local: string) => Date.parse(`${local}:00+08:00`)

/** These rows and day totals, read at NOW in Kuala Lumpur: what computeMetrics, computeSeries and the like take. */
export function atNow(rows: readonly TestRow[], dayTotals: DayTotal[] = []) {
  return { sales: batchOf(rows), dayTotals, now: NOW, timezone: KL }
}

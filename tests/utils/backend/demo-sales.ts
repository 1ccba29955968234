/** Shared by the demo-sales tests: one generated demo and small aggregations over it (Kuala Lumpur is UTC+8 all year). */
import type { SalesBatch } from '../../../backend/ingest/types'

/** Wednesday 18 November 2026, 3:30 pm in Kuala Lumpur. */
export const TODAY = Date.UTC(2026, 10, 18, 7, 30)
export const KL = 'Asia/Kuala_Lumpur'
const KL_OFFSET = 8 * 3_600_000
const DAY = 86_400_000

export interface LocalSlot {
  /** Days since the epoch, local. */
  day: number
  weekday: number
  hour: number
}

export function klSlot(epoch: number): LocalSlot {
  const local = epoch + KL_OFFSET
  const day = Math.floor(local / DAY)
  return { day, weekday: (day + 4) % 7, hour: Math.floor((local - day * DAY) / 3_600_000) }
}

/** Sum of net sales per key, with the number of distinct local days each key spans. */
export function revenueBy(batch: SalesBatch, key: (slot: LocalSlot, row: number) => string | null): Map<string, { revenue: number; days: number }> {
  const revenue = new Map<string, number>()
  const days = new Map<string, Set<number>>()
  for (let row = 0; row < batch.length; row += 1) {
    const slot = klSlot(batch.timestamp[row] ?? 0)
    const name = key(slot, row)
    if (name === null) continue
    revenue.set(name, (revenue.get(name) ?? 0) + (batch.netAmount[row] ?? 0))
    let seen = days.get(name)
    if (!seen) days.set(name, (seen = new Set()))
    seen.add(slot.day)
  }
  return new Map([...revenue].map(([name, total]) => [name, { revenue: total, days: days.get(name)?.size ?? 0 }]))
}

/** Average revenue per day the key occurs on. */
export function perDay(table: Map<string, { revenue: number; days: number }>, name: string): number {
  const entry = table.get(name)
  return entry && entry.days > 0 ? entry.revenue / entry.days : 0
}

/** Distinct receipts matching `predicate` over distinct receipts. */
export function receiptShare(batch: SalesBatch, predicate: (row: number) => boolean): number {
  const matching = new Set<number>()
  for (let row = 0; row < batch.length; row += 1) if (predicate(row)) matching.add(batch.receipt[row] ?? -1)
  return matching.size / batch.dict.receipt.length
}

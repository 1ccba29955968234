/**
 * Helpers for this folder's tests only (they read the committed samples from disk, so never import
 * this from code that runs in the browser worker).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IngestResult, IngestSummary, SalesBatch } from '../../../backend/ingest/types'
import { ingestTable, parseDelimited } from '../../../backend/ingest/tabular/index'

const SAMPLES = join(import.meta.dirname, '../../../mocks/fixtures/pos')

export function readSample(name: string): string {
  return readFileSync(join(SAMPLES, name), 'utf8')
}

export function ingestText(text: string, fileName = 'upload.csv', timezone = 'Asia/Kuala_Lumpur'): IngestResult {
  return ingestTable(parseDelimited(text).rows, { timezone, fileName })
}

export function ingestSample(name: string, timezone = 'Asia/Kuala_Lumpur'): IngestResult {
  return ingestText(readSample(name), name, timezone)
}

export interface SalesTotals {
  rows: number
  /** RM, rounded to the sen. */
  net: number
  quantity: number
  /** Distinct receipts, or rows when the file has none (the analytics count as orders only those netting above zero). */
  orders: number
  customers: number
}

export function totalsOf(batch: SalesBatch): SalesTotals {
  let cents = 0
  let quantity = 0
  const receipts = new Set<number>()
  const customers = new Set<number>()
  let withoutReceipt = 0
  for (let row = 0; row < batch.length; row += 1) {
    cents += Math.round((batch.netAmount[row] ?? 0) * 100)
    quantity += batch.quantity[row] ?? 0
    const receipt = batch.receipt[row] ?? -1
    if (receipt < 0) withoutReceipt += 1
    else receipts.add(receipt)
    const customer = batch.customer[row] ?? -1
    if (customer >= 0) customers.add(customer)
  }
  return { rows: batch.length, net: cents / 100, quantity, orders: receipts.size + withoutReceipt, customers: customers.size }
}

/** The sales a CSV of these lines (header first) reads as, or a test failure. */
export function salesOfLines(lines: readonly string[]): { batch: SalesBatch; summary: IngestSummary } {
  return salesOf(ingestText(lines.join('\n')))
}

/** The sales of a result, or a test failure that shows what came back instead. */
export function salesOf(result: IngestResult): { batch: SalesBatch; summary: IngestSummary } {
  if (result.kind !== 'sales') throw new Error(`expected sales, got ${JSON.stringify(result).slice(0, 400)}`)
  return result
}

/** A row's strings back from the dictionaries, for readable assertions. */
export function rowOf(batch: SalesBatch, row: number): Record<string, string | number> {
  const text = (column: keyof SalesBatch['dict']) => batch.dict[column][batch[column][row] ?? -1] ?? ''
  return {
    timestamp: new Date(batch.timestamp[row] ?? 0).toISOString(),
    netAmount: batch.netAmount[row] ?? Number.NaN,
    quantity: batch.quantity[row] ?? Number.NaN,
    receipt: text('receipt'),
    item: text('item'),
    category: text('category'),
    customer: text('customer'),
    outlet: text('outlet'),
    payment: text('payment'),
    channel: text('channel'),
  }
}

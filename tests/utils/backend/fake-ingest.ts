/**
 * Test-only: a stand-in parser for the upload domain's tests, so they test the domain, not the
 * parser. It reads a toy format:
 *   - `iso-time,amount,outlet` lines → sales ('Loyverse receipts by item'), blank lines skipped;
 *   - a first line `DAYS` then `date,amount` lines → day totals ('StoreHub daily summary');
 *   - a first line `DOC` then paragraphs separated by blank lines → a document ('PDF document');
 *   - a first line `REFUSE <reason>` → that refusal.
 */
import type { DayTotal, IngestInput, IngestRefusal, IngestResult, IngestSummary } from '../../../backend/ingest/types'
import { batchOf } from './sales-batches'
import type { Ingest } from '../../../backend/uploads/ingest'

function summary(format: string, rows: number, extra: Partial<IngestSummary> = {}): IngestSummary {
  return { format, rows, skipped: { blank: 0, malformed: 0, cancelled: 0, other: 0 }, outlets: [], from: null, to: null, mapping: {}, notes: [], ...extra }
}

function read(text: string): IngestResult {
  const lines = text.replace(/^\uFEFF/, '').replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/)
  const first = lines[0] ?? ''
  if (first.startsWith('REFUSE ')) return { kind: 'refused', reason: first.slice(7) as IngestRefusal, message: `Refused: ${first.slice(7)}.` }
  if (first === 'DOC') {
    const chunks = lines.slice(1).join('\n').split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean)
    return { kind: 'document', text: chunks.join('\n\n'), chunks, summary: summary('PDF document', 0) }
  }
  if (first === 'DAYS') {
    const days: DayTotal[] = lines.slice(1).filter(Boolean).map((line) => {
      const [date = '', amount = '0'] = line.split(',')
      return { date, netAmount: Number(amount), orders: 10, outlet: 'Bangsar', customers: [] }
    })
    return { kind: 'day-totals', days, summary: summary('StoreHub daily summary', days.length, { outlets: ['Bangsar'] }) }
  }
  const filled = lines.filter((line) => line.trim() !== '')
  const rows = filled.map((line) => {
    const [at = '', amount = '0', outlet] = line.split(',')
    return { at, amount: Number(amount), ...(outlet ? { outlet } : {}) }
  })
  if (rows.length === 0) return { kind: 'refused', reason: 'empty', message: 'No sales rows found.' }
  const batch = batchOf(rows)
  const times = [...batch.timestamp]
  return {
    kind: 'sales',
    batch,
    summary: summary('Loyverse receipts by item', rows.length, {
      outlets: batch.dict.outlet,
      from: Math.min(...times),
      to: Math.max(...times),
      skipped: { blank: lines.length - filled.length, malformed: 0, cancelled: 0, other: 0 },
    }),
  }
}

export function fakeIngest(): Ingest & { calls: IngestInput[] } {
  const calls: IngestInput[] = []
  const ingest = (input: IngestInput): Promise<IngestResult> => {
    calls.push(input)
    return Promise.resolve(read(new TextDecoder().decode(input.bytes)))
  }
  return Object.assign(ingest, { calls })
}

/** A file as the handler hands it to the domain. */
export function fileOf(name: string, text: string | Uint8Array, mime: string | null = 'text/csv') {
  return { name, mime, bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text }
}

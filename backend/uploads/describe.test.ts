import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { POS_SAMPLES_DIR } from '../../tests/utils/pos-samples'
import { runIngestLazily } from './ingest'
import type { IngestSummary } from '../ingest/types'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { describeIngest } from './describe'
import { formatDayTime, formatPeriod, localeIn } from '../../kernel/format'

const VENDOR_FIXTURES = join(import.meta.dirname, '../../tests/fixtures/pos-vendors')

const KL = 'Asia/Kuala_Lumpur'
const NOV_2026 = Date.UTC(2026, 10, 18, 6, 5)

function summary(extra: Partial<IngestSummary>): IngestSummary {
  return { format: 'Loyverse receipts by item', rows: 0, skipped: { blank: 0, malformed: 0, cancelled: 0, other: 0 }, outlets: [], from: null, to: null, mapping: {}, notes: [], ...extra }
}

describe('what an upload says it understood', () => {
  it('names format, counts, outlets, period, what was skipped and the notes', () => {
    const result = {
      kind: 'sales' as const,
      batch: batchOf([]),
      summary: summary({
        outlets: ['Bangsar', 'SS15 Subang Jaya', 'Mont Kiara'],
        // 12 Oct 00:30 and 18 Oct 23:30 in Kuala Lumpur: other days in UTC.
        from: Date.UTC(2026, 9, 11, 16, 30),
        to: Date.UTC(2026, 9, 18, 15, 30),
        skipped: { blank: 3, malformed: 0, cancelled: 2, other: 1 },
        notes: ['dates read as DD/MM/YYYY', 'Skipped: 3 blank, 2 cancelled or voided, 1 other.'],
      }),
    }
    expect(describeIngest(result, 1204, KL, NOV_2026)).toMatchObject({
      message: 'POS export, Loyverse receipts by item: 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct 2026. 3 blank rows, 2 cancelled or voided rows and 1 non-sale line skipped.',
      details: { columns: [], notes: ['Dates read as DD/MM/YYYY.'] },
      summary: 'POS export, Loyverse receipts by item, 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct',
      from: { year: 2026, month: 10, day: 12 },
      to: { year: 2026, month: 10, day: 18 },
    })
  })

  it('keeps the columns a sheet was read from, and the notes, out of the message and in the details', () => {
    const result = {
      kind: 'sales' as const,
      batch: batchOf([]),
      summary: summary({
        format: 'Generic sales sheet',
        mapping: { timestamp: 'Tarikh', netAmount: 'Jumlah (RM)', paymentMethod: 'Bayaran', outlet: 'Kedai Kopi Ah Seng (Cheras) (the title above the table)' },
        skipped: { blank: 0, malformed: 1, cancelled: 0, other: 0 },
        notes: ['Columns were matched by their names; the mapping lists which column fed what.', 'Skipped: 1 unreadable row.', 'times read in Asia/Kuala_Lumpur'],
      }),
    }
    expect(describeIngest(result, 2, KL, NOV_2026)).toMatchObject({
      message: 'Generic sales sheet: 2 sales rows. 1 unreadable row skipped.',
      details: {
        columns: [
          { field: 'date', from: 'Tarikh' },
          { field: 'amount', from: 'Jumlah (RM)' },
          { field: 'payment method', from: 'Bayaran' },
          { field: 'outlet', from: 'Kedai Kopi Ah Seng (Cheras) (the title above the table)' },
        ],
        notes: ['Columns were matched by their names; the mapping lists which column fed what.', 'Times read in Asia/Kuala_Lumpur.'],
      },
    })
  })

  it('keeps every real export’s message to two sentences, whatever its details say (the samples, and the vendors\' exports of tests/fixtures)', async () => {
    const files = [POS_SAMPLES_DIR, VENDOR_FIXTURES].flatMap((dir) => readdirSync(dir).filter((name) => !name.endsWith('.ts')).map((name) => join(dir, name)))
    for (const path of files) {
      const name = path.split('/').pop() ?? path
      const bytes = new Uint8Array(readFileSync(path))
      const result = await runIngestLazily({ name, mime: null, bytes, timezone: KL, now: NOV_2026 })
      if (result.kind === 'refused') continue
      const { message, details } = describeIngest(result, result.summary.rows, KL, NOV_2026)
      // A sentence ends at a full stop followed by a space and a capital or a digit (not '1.5').
      expect(message.split(/(?<=\.)\s+(?=[A-Z0-9])/).length, `${name}: ${message}`).toBeLessThanOrEqual(2)
      // One or two lines of a 360 px screen (about 40 characters a line) is too tight for a
      // period and a format name; 200 characters is four lines there at most.
      expect(message.length, `${name}: ${message}`).toBeLessThanOrEqual(200)
      expect(message).not.toMatch(/“"|"”/)
      if (result.kind !== 'document') expect(details.columns.length, name).toBeGreaterThan(0)
    }
  })

  it('writes periods and times as a Malaysian owner reads them', () => {
    const day = (year: number, month: number, d: number) => ({ year, month, day: d })
    expect(formatPeriod(day(2025, 12, 28), day(2026, 1, 3))).toBe('28 Dec 2025 – 3 Jan 2026')
    expect(formatPeriod(day(2025, 12, 28), day(2026, 1, 3), 2026)).toBe('28 Dec 2025 – 3 Jan 2026')
    expect(formatPeriod(day(2026, 9, 1), day(2026, 9, 1))).toBe('1 Sep 2026')
    expect(formatPeriod(day(2025, 9, 1), day(2025, 9, 7), 2026)).toBe('1 Sep – 7 Sep 2025')
    expect(formatDayTime(NOV_2026, localeIn(KL))).toBe('18 Nov 2026 14:05')
    expect(formatDayTime(Date.UTC(2026, 10, 18, 16, 0), localeIn(KL))).toBe('19 Nov 2026 00:00')
  })
})

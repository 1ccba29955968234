import { describe, expect, it } from 'vitest'
import type { IngestSummary } from '../ingest/types'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { describeIngest } from './describe'
import { formatDayTime, formatPeriod, localeIn } from '../../src/format'

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
      message: 'POS export, Loyverse receipts by item: 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct 2026. 3 blank rows, 2 cancelled or voided rows and 1 non-sale line skipped. Dates read as DD/MM/YYYY.',
      summary: 'POS export, Loyverse receipts by item, 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct',
      from: { year: 2026, month: 10, day: 12 },
      to: { year: 2026, month: 10, day: 18 },
    })
  })

  it('reports the columns a generic sheet was read from', () => {
    const result = { kind: 'sales' as const, batch: batchOf([]), summary: summary({ format: 'Generic sales sheet', mapping: { timestamp: 'Tarikh', netAmount: 'Jumlah (RM)', paymentMethod: 'Bayaran' } }) }
    expect(describeIngest(result, 2, KL, NOV_2026).message).toBe('Generic sales sheet: 2 sales rows. Columns read: date from “Tarikh”, amount from “Jumlah (RM)”, payment method from “Bayaran”.')
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

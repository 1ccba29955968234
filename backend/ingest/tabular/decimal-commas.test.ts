// @vitest-environment node
/**
 * Files that write `25.000` for twenty-five thousand and `12,50` for twelve and a half: Indonesian
 * Loyverse exports, European sheets. Each column is read one way, decided from all its values and
 * the file (money-conventions.ts), and the answer says how.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ingestFile } from '../ingest-file'
import type { IngestResult } from '../types'
import { ingestTable, parseDelimited } from './index'
import { readSample, rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)
const table = (lines: readonly string[], options: { semicolons?: boolean } = {}): IngestResult => {
  const { rows, delimiter } = parseDelimited(lines.join('\n'))
  return ingestTable(rows, { timezone: 'Asia/Jakarta', fileName: 'sales.csv', ...(options.semicolons ? { delimiter } : {}) })
}
const upload = (name: string, text: string) => ingestFile({ name, mime: 'text/csv', bytes: new TextEncoder().encode(text), timezone: 'Asia/Jakarta' })
const numberNotes = (result: IngestResult) => salesOf(result).summary.notes.filter((note) => /thousands|decimals/.test(note))

describe('an Indonesian Loyverse receipts export with amounts like 25.000 and 1.250.000 (loyverse-receipts-id.csv)', () => {
  it('reads them in thousands, through the upload as in the table', async () => {
    for (const result of [table(readSample('loyverse-receipts-id.csv').split('\n')), await upload('struk.csv', readSample('loyverse-receipts-id.csv'))]) {
      const { batch, summary } = salesOf(result)
      expect(summary.format).toBe('Loyverse receipts')
      // 13 receipts, 1-1011 Dibatalkan (cancelled); 1-1009 Pengembalian dana (a refund of 18.000):
      // 25.000 + 45.000 + 1.250.000 + 150.000 − 18.000 + 18.000 + 87.500 + 20.000 + 64.000
      // + 35.000 + 15.000 + 9.500 = 1.701.000.
      expect(totalsOf(batch)).toMatchObject({ rows: 12, net: 1_701_000, orders: 12 })
      expect(summary.skipped).toEqual({ blank: 0, malformed: 0, cancelled: 1, other: 0 })
      expect(rowOf(batch, 2)).toMatchObject({ receipt: '1-1012', netAmount: 1_250_000, payment: 'Transfer bank', outlet: 'Warung Selera Kemang' })
      // 11 May 07.50 and 13 May 23.43 in Jakarta (UTC+7).
      expect([summary.from, summary.to]).toEqual([at('2025-05-11T00:50:00Z'), at('2025-05-13T16:43:00Z')])
      expect(numberNotes(result)).toEqual(['Amounts read with "." for thousands and "," for decimals ("25.000" is 25,000; "1.250.000" can only be read so).'])
    }
  })
})

describe('a column of values like 25.000 only, read as the rest of the file says', () => {
  const rows = (separator: string, header: readonly string[], amounts: readonly string[]) => [
    header.join(separator),
    ...amounts.map((amount, index) => [`1${index}/05/25 12.30`, `1-10${index}`, 'Penjualan', amount].join(separator)),
  ]
  const INDONESIAN = ['Tanggal', 'Nomor struk', 'Jenis struk', 'Penjualan bersih']
  const ENGLISH = ['Date', 'Receipt number', 'Receipt type', 'Net sales']

  it('in thousands under Indonesian headers', () => {
    const result = table(rows(';', INDONESIAN, ['25.000', '150.000', '8.500']))
    expect(totalsOf(salesOf(result).batch).net).toBe(183_500)
    expect(numberNotes(result)).toEqual(['Amounts read with "." for thousands and "," for decimals ("25.000" is 25,000: the headers are Indonesian).'])
  })

  it('in thousands when the cells say Rp', () => {
    const result = table(rows(',', ENGLISH, ['Rp 25.000', 'Rp 150.000']))
    expect(totalsOf(salesOf(result).batch).net).toBe(175_000)
    expect(numberNotes(result)).toEqual(['Amounts read with "." for thousands and "," for decimals ("Rp 25.000" is 25,000: the amounts are in rupiah).'])
  })

  it('in thousands when the upload is separated by semicolons', async () => {
    const result = await upload('sales.csv', rows(';', ENGLISH, ['25.000', '150.000']).join('\n'))
    expect(totalsOf(salesOf(result).batch).net).toBe(175_000)
    expect(numberNotes(result)).toEqual([
      'Amounts read with "." for thousands and "," for decimals ("25.000" is 25,000: semicolons separate the cells, as in files where "," is the decimal point).',
    ])
  })

  it('with "." for decimals when nothing says otherwise, and the answer gives the other reading', () => {
    const result = table(rows(',', ENGLISH, ['25.000', '150.000']))
    expect(totalsOf(salesOf(result).batch).net).toBe(175)
    expect(salesOf(result).summary.findings).toContainEqual(expect.objectContaining({ code: 'number-format', basis: 'default', alternative: 'comma-decimal' }))
    expect(numberNotes(result)).toEqual([
      'Amounts like "25.000" read with "." for decimals (25): nothing in the file says whether "." separates thousands (25,000). If it does, export the file with numbers written without separators and upload it again.',
    ])
  })

  it('in thousands when a value past the first rows can only be read so', () => {
    const amounts = [...Array.from({ length: 450 }, () => '25.000'), '1.250.000']
    const lines = ['Date,Receipt number,Receipt type,Net sales', ...amounts.map((amount, index) => `01/05/2026 12:30,1-${index},Sale,"${amount}"`)]
    expect(totalsOf(salesOf(table(lines)).batch)).toMatchObject({ rows: 451, net: 450 * 25_000 + 1_250_000 })
  })
})

describe('decimal commas', () => {
  it('a European sheet (Datum;Betrag): its columns are found from their values, and read with "," for decimals', () => {
    const result = table(['Datum;Betrag', '04.05.2026;12,50', '05.05.2026;1.234,50', '06.05.2026;8,00 €'])
    const { batch, summary } = salesOf(result)
    expect(summary.mapping).toEqual({ timestamp: 'Datum', netAmount: 'Betrag' })
    expect(Array.from(batch.netAmount)).toEqual([12.5, 1234.5, 8])
    expect(numberNotes(result)).toEqual(['Amounts read with "." for thousands and "," for decimals ("12,50" is 12.5).'])
  })

  it('quantities by weight (0,5 kg) beside unit prices in thousands', () => {
    const result = table(['Tanggal;Barang;Kuantitas;Harga', '2025-05-04;Daging sapi;0,5;80.000', '2025-05-05;Teh botol;2;5.000'])
    const { batch } = salesOf(result)
    expect([Array.from(batch.quantity), Array.from(batch.netAmount)]).toEqual([
      [0.5, 2],
      [40_000, 10_000],
    ])
    expect(numberNotes(result)).toEqual([
      'Amounts read with "." for thousands and "," for decimals ("80.000" is 80,000, as "Kuantitas" writes "0,5").',
      'Quantities read with "." for thousands and "," for decimals ("0,5" is 0.5).',
    ])
  })
})

describe('a column that writes its numbers both ways', () => {
  it('is refused when it is read, naming the column and the two readings', () => {
    expect(table(['Date,Item,Amount', '2026-05-04,Kopi,"1.250.000"', '2026-05-05,Teh,12.50'])).toEqual({
      kind: 'refused',
      reason: 'unreadable_values',
      message:
        '"sales.csv" writes numbers two ways in "Amount": "1.250.000" (row 2) can only be read with "." for thousands and "," for decimals, ' +
        '"12.50" (row 3) only with "." for decimals.',
      suggestion: 'Export the file again with every number in "Amount" written one way (e.g. 1234.50) and upload that.',
    })
  })

  it('is refused for a contradiction past the first rows too', () => {
    const lines = ['Date,Receipt number,Receipt type,Net sales', ...Array.from({ length: 450 }, (_, index) => `01/05/2026 12:30,1-${index},Sale,12.50`)]
    const result = table([...lines, '02/05/2026 09:00,1-999,Sale,"1.250.000"'])
    expect(result).toMatchObject({ kind: 'refused', reason: 'unreadable_values' })
    if (result.kind === 'refused') expect(result.message).toContain('"12.50" (row 2) can only be read with "." for decimals, "1.250.000" (row 452) only with')
  })

  it('is no reason to refuse a file when it is not read', () => {
    const result = table(['Date,Item,Amount,Cost of goods', '2026-05-04,Kopi,12.50,"1.250,00"', '2026-05-05,Teh,4.50,1.20'])
    expect(totalsOf(salesOf(result).batch).net).toBe(17)
  })
})

describe('serialise with "." for thousands and "," for decimals → ingest', () => {
  const sale = fc.record({ day: fc.integer({ min: 1, max: 28 }), sen: fc.integer({ min: -5_000_000, max: 500_000_000 }), rupiah: fc.integer({ min: 1, max: 5_000 }) })
  const written = (value: string) => value.replace(/\B(?=(\d{3})+(?!\d))/g, '.')

  it('gives back every amount in sen (European) and in whole rupiah (Indonesian)', () => {
    fc.assert(
      fc.property(fc.array(sale, { minLength: 1, maxLength: 30 }), (sales) => {
        const euros = ['Date;Receipt;Amount', ...sales.map((s, index) => `2026-05-${String(s.day).padStart(2, '0')};R${index};${s.sen < 0 ? '-' : ''}${written(String(Math.trunc(Math.abs(s.sen) / 100)))},${String(Math.abs(s.sen) % 100).padStart(2, '0')}`)]
        expect(totalsOf(salesOf(table(euros)).batch).net).toBe(sales.reduce((sum, s) => sum + s.sen, 0) / 100)
        const rupiah = ['Tanggal;Nomor struk;Jenis struk;Penjualan bersih', ...sales.map((s, index) => `${s.day}/05/25 12.30;1-${index};Penjualan;${written(String(s.rupiah * 500))}`)]
        expect(totalsOf(salesOf(table(rupiah)).batch).net).toBe(sales.reduce((sum, s) => sum + s.rupiah * 500, 0))
      }),
      { numRuns: 200 },
    )
  })
})

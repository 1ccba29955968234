// @vitest-environment node
/**
 * Properties over generated input: nothing an owner uploads makes the tabular ingest throw, whatever
 * comes back is a well-formed result, and the tokenizer agrees with uDSV on every well-formed table.
 */
import fc from 'fast-check'
import { type Schema, initParser } from 'udsv'
import { describe, expect, it } from 'vitest'
import type { IngestResult } from '../types'
import { ingestTable, looksTabular, parseDelimited } from './index'
import { tokenize } from './tokenize'

const options = { timezone: 'Asia/Kuala_Lumpur', fileName: 'fuzz.csv' }

/** Pieces of real exports, so generated text reaches deep into the mapper, not just the refusals. */
const FRAGMENTS = [
  ',', ';', '\t', '|', '"', '""', '\r\n', '\n', '\r', ' ', '\uFEFF', 'RM', '-', '(', ')', '12.90', '1,234.50', '0',
  '01/05/2026', '13/05/2026 08:05', '5/14/26 1:05 PM', '18 Nov 2026 01:33 PM', '2026-05-01T08:00:00Z', '46153.5',
  'Date', 'Time', 'Time Zone', 'Receipt number', 'Receipt type', 'Item', 'Net sales', 'Gross sales', 'Discount',
  'Store', 'Status', 'Cancelled', 'Refund', 'Void?', 'true', 'Total', 'Payment: Cash', 'Service Charge', 'SubTotal',
  'Receipt Number', 'Created On', 'Long Order ID', 'Category', 'Adjustment', 'Date / Time', 'Total Sales',
  'Total Transactions', 'Customer contacts', '012-345 6789', 'siti@example.my', 'Asia/Bangkok', 'Mars/Base', 'Store: Bangsar',
]
const csvish = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 200 }).map((parts) => parts.join(''))
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), csvish)
const cell = fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 }))
const table = fc.array(fc.array(cell, { maxLength: 12 }), { maxLength: 40 })

/** Real POS headers over messy values (mostly the right kind for the column): reaches the row reader. */
const DATES = ['01/05/2026', '13/05/2026 08:05', '5/14/26 1:05 PM', '18 Nov 2026 01:33 PM', '1 May 2026 (Fri)', '2026-05-01T08:00:00Z', '46153.5', '']
const MONEY = ['12.90', 'RM1,234.50', '(4.50)', '-RM2', '$8.00', '1.234,50', '', 'RM']
const OTHER = ['Sale', 'Refund', 'Cancelled', 'true', 'Payment', 'Adjustment', 'Payment: Cash', 'Service Charge', 'Total', '012-345 6789', 'siti@example.my', 'Asia/Bangkok', 'Kopi O', '']
const COLUMNS: Array<[string, readonly string[]]> = [
  ...['Date', 'Time', 'Created On', 'Opened', 'Order Date', 'Date / Time', 'Tarikh'].map((name): [string, string[]] => [name, DATES]),
  ...['Net sales', 'Gross sales', 'Discount', 'SubTotal', 'Net Price', 'Amount', 'Total Sales', 'Jumlah (RM)'].map((name): [string, string[]] => [name, MONEY]),
  ...['Receipt number', 'Receipt type', 'Item', 'Store', 'Status', 'Void?', 'Time Zone', 'Category', 'Customer contacts', 'Qty',
    'Transaction ID', 'Order Id', 'Menu Item', 'Long Order ID', 'Total Transactions', 'Receipt Number'].map((name): [string, string[]] => [name, OTHER]),
]
const posTable = fc.shuffledSubarray(COLUMNS, { minLength: 2, maxLength: 9 }).chain((columns) =>
  fc.array(
    fc.tuple(...columns.map(([, values]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: cell }))),
    { maxLength: 30 },
  ).map((rows) => [columns.map(([name]) => name), ...rows.map((row) => [...row])]),
)

function expectWellFormed(result: IngestResult): void {
  if (result.kind === 'refused') {
    expect(['no_sales_columns', 'unreadable_values', 'empty']).toContain(result.reason)
    expect(result.message.length).toBeGreaterThan(10)
    return
  }
  expect(['sales', 'day-totals']).toContain(result.kind)
  if (result.kind === 'sales') {
    const { batch, summary } = result
    expect(summary.rows).toBe(batch.length)
    for (const column of ['timestamp', 'netAmount', 'quantity'] as const) {
      expect(batch[column]).toHaveLength(batch.length)
      expect(batch[column].every(Number.isFinite)).toBe(true)
    }
    for (const column of ['receipt', 'item', 'category', 'customer', 'outlet', 'payment', 'channel'] as const) {
      expect(batch[column]).toHaveLength(batch.length)
      expect(batch[column].every((code) => code >= -1 && code < batch.dict[column].length)).toBe(true)
    }
    expect(summary.from).toBe(Math.min(...batch.timestamp))
  }
  if (result.kind === 'day-totals') {
    expect(result.days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date) && Number.isFinite(day.netAmount))).toBe(true)
  }
}

describe('never throws', () => {
  it('parseDelimited and looksTabular, on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { rows, delimiter } = parseDelimited(text)
        expect([',', ';', '\t', '|']).toContain(delimiter)
        expect(rows.every((row) => row.length > 0 && row.every((value) => typeof value === 'string'))).toBe(true)
        expect(typeof looksTabular(text)).toBe('boolean')
      }),
      { numRuns: 300 },
    )
  })

  it('ingestTable, on any table of strings', () => {
    fc.assert(fc.property(table, (rows) => expectWellFormed(ingestTable(rows, options))), { numRuns: 300 })
  })

  it('ingestTable, on tables with real POS headers over messy values', () => {
    let sales = 0
    fc.assert(
      fc.property(posTable, (rows) => {
        const result = ingestTable(rows, options)
        if (result.kind === 'sales') sales += 1
        expectWellFormed(result)
      }),
      { numRuns: 400 },
    )
    // The generator is only useful if it gets past the refusals often.
    expect(sales).toBeGreaterThan(40)
  })

  it('ingestTable, on whatever parseDelimited makes of any text, in any time zone string', () => {
    const zone = fc.constantFrom('Asia/Kuala_Lumpur', 'Asia/Singapore', 'Europe/London', '', 'not a zone')
    fc.assert(
      fc.property(anyText, zone, (text, timezone) => expectWellFormed(ingestTable(parseDelimited(text).rows, { timezone, fileName: 'x' }))),
      { numRuns: 300 },
    )
  })
})

describe('the tokenizer agrees with uDSV stringArrs on well-formed tables', () => {
  const field = fc.string({ unit: fc.constantFrom('a', 'B', '7', ' ', ',', ';', '\t', '|', '"', '.', '-'), maxLength: 8 })
  const shape = fc.record({
    delimiter: fc.constantFrom(',', ';', '\t', '|'),
    eol: fc.constantFrom('\n', '\r\n'),
    width: fc.integer({ min: 2, max: 6 }),
    finalEol: fc.boolean(),
  })

  it('for any delimiter, line end, quoting and width', () => {
    fc.assert(
      fc.property(shape, fc.array(fc.array(field, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 20 }), (s, cells) => {
        const rows = cells.map((row) => row.slice(0, s.width).map((value, at) => (at === 1 && value === '' ? 'x' : value)))
        // Quoted line breaks must match the row separator for uDSV, so only those are generated.
        const withBreaks = rows.map((row, at) => (at % 3 === 1 ? row.map((value, c) => (c === 0 ? `${value}${s.eol}${value}` : value)) : row))
        const quote = (value: string) => (/[",;\t|\r\n]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value)
        const text = withBreaks.map((row) => row.map(quote).join(s.delimiter)).join(s.eol) + (s.finalEol ? s.eol : '')
        const schema = {
          col: s.delimiter,
          row: s.eol,
          encl: '"',
          esc: '"',
          trim: false,
          cols: Array.from({ length: s.width }, (_, at) => ({ name: `c${at}`, type: 's', repl: { empty: null, null: undefined, NaN: undefined } })),
        } satisfies Schema
        expect(tokenize(text, s.delimiter)).toEqual(initParser(schema).stringArrs(text))
      }),
      { numRuns: 300 },
    )
  })
})

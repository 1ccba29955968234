// @vitest-environment node
/**
 * Workbooks of several sheets (workbook.ts): the sales lines are read from whichever sheet holds
 * them, sheets of one table are read together once, and the details say which sheet was read.
 */
import { describe, expect, it } from 'vitest'
import { buildXlsx, type XlsxCell } from '../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from './ingest-file'
import { salesOf, totalsOf } from '../../tests/utils/backend/tables'

const HEADER = ['Date', 'Receipt No', 'Item', 'Qty', 'Amount']
const line = (day: number, receipt: string, item: string, qty: number, amount: number): XlsxCell[] => [{ date: [2026, 3, day, 12, 0, 0] }, receipt, item, qty, amount]
const PIVOT: XlsxCell[][] = [
  ['Sales by item, March 2026'],
  [],
  ['Row Labels', 'Sum of Qty', 'Sum of Amount'],
  ['Nasi Lemak', 3, 38.7],
  ['Teh Tarik', 4, 16.8],
  ['Grand Total', 7, 55.5],
]
const MARCH_1_TO_2 = [HEADER, line(1, 'R1', 'Nasi Lemak', 2, 25.8), line(1, 'R1', 'Teh Tarik', 2, 8.4), line(2, 'R2', 'Nasi Lemak', 1, 12.9)]

async function ingest(sheets: Parameters<typeof buildXlsx>[0]) {
  return ingestFile({ name: 'book.xlsx', mime: null, bytes: buildXlsx(sheets), timezone: 'Asia/Kuala_Lumpur' })
}

describe('a workbook of several sheets', () => {
  it('reads the sales lines behind a pivot in front, and says so', async () => {
    const { batch, summary } = salesOf(await ingest([{ name: 'Pivot', rows: PIVOT }, { name: 'Data', rows: [...MARCH_1_TO_2, line(2, 'R3', 'Teh Tarik', 2, 8.4)] }]))
    // 25.80 + 8.40 + 12.90 + 8.40 = 55.50, the pivot's grand total; 3 receipts.
    expect(totalsOf(batch)).toEqual({ rows: 4, net: 55.5, quantity: 7, orders: 3, customers: 0 })
    expect(summary.notes.slice(0, 2)).toEqual([
      'Read sheet "Data" (its sales lines).',
      'Sheet "Pivot" not read: it is not a table of sales with a date and an amount for each sale (a summary or pivot).',
    ])
  })

  it('reads sheets of one table (a month a sheet) together, each row once', async () => {
    const april = [HEADER, [{ date: [2026, 4, 1, 9, 0, 0] }, 'R9', 'Kopi O', 1, 2.8] as XlsxCell[]]
    const { batch, summary } = salesOf(await ingest([{ name: 'Mar', rows: MARCH_1_TO_2 }, { name: 'Apr', rows: april }, { name: 'Summary', rows: PIVOT }]))
    // 25.80 + 8.40 + 12.90 (March) + 2.80 (April) = 49.90.
    expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 49.9, orders: 3 })
    expect(summary.notes[0]).toBe('Read sheets "Mar", "Apr" as one table (the same columns, its sales lines).')
  })

  it('does not count twice a sheet that repeats another (an outlet\'s lines beside all of them)', async () => {
    const { batch, summary } = salesOf(await ingest([{ name: 'All', rows: MARCH_1_TO_2 }, { name: 'Bangsar', rows: MARCH_1_TO_2.slice(0, 3) }]))
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 47.1 })
    expect(summary.notes).toContain('Sheet "Bangsar" not read: it repeats sales lines the sheets read already hold.')
  })

  it('refuses only when no sheet holds sales, naming the sheets', async () => {
    const result = await ingest([{ name: 'Pivot', rows: PIVOT }, { name: 'Notes', rows: [['Prepared by Aisyah'], ['Figures exclude SST']] }])
    expect(result).toMatchObject({ kind: 'refused', reason: 'no_sales_columns' })
    expect(result.kind === 'refused' && result.message).toMatch(/^None of the 2 sheets of "book\.xlsx" \("Pivot", "Notes"\) holds sales that can be read\. /)
  })
})

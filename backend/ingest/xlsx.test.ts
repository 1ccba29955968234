import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildXlsx, squareItemsDetailXlsx } from '../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from './ingest-file'
import { displayString, readWorkbookRows } from './xlsx'
import { extractEntries, inspectZip, isXmlPart } from './zip'

async function rowsOf(bytes: Uint8Array): Promise<string[][]> {
  const inspected = inspectZip(bytes)
  if (!('entries' in inspected)) throw new Error('not a readable zip')
  return readWorkbookRows(extractEntries(bytes, inspected.entries, isXmlPart))
}

const sample = () => new Uint8Array(readFileSync('mocks/fixtures/pos/square-items-detail.xlsx'))

describe('readWorkbookRows', () => {
  it('reads the committed Square sample as display strings: dates as ISO, times of day, RM-formatted numbers as plain numbers', async () => {
    const rows = await rowsOf(sample())
    expect(rows).toHaveLength(14)
    expect(rows[0]?.slice(0, 6)).toEqual(['Date', 'Time', 'Time Zone', 'Category', 'Item', 'Qty'])
    expect(rows[1]).toEqual([
      '2026-05-04', '08:12:05', 'Kuala Lumpur', 'Drinks', 'Kopi O', '2', 'Regular', '', '', '5.6', '0', '5.6', '0.34',
      'T-1001', 'P-1001', 'Bangsar Counter', '', '', 'Payment', 'Kopi Selera Bangsar', 'Dine In', 'C-AISYAH', 'Aisyah Rahman',
    ])
    expect(rows[11]?.slice(0, 12)).toEqual(['2026-05-05', '10:00:00', 'Kuala Lumpur', 'Drinks', 'Kopi Ais', '-1', 'Regular', '', '', '-4.8', '0', '-4.8'])
  })

  it('the committed sample is what the script writes (regenerate with make-binary-samples.ts)', () => {
    expect(sample()).toEqual(squareItemsDetailXlsx())
  })

  it('skips empty sheets and reads the first one with data; booleans and float noise come out as a person reads them', async () => {
    const bytes = buildXlsx([
      { name: 'Cover', rows: [] },
      {
        name: 'Sales',
        rows: [
          ['When', 'Amount', 'Paid'],
          [{ date: [2026, 5, 1, 13, 45, 0] }, 0.1 + 0.2, true],
          [{ date: [2026, 5, 2] }, 1234.5, false],
        ],
      },
    ])
    expect(await rowsOf(bytes)).toEqual([
      ['When', 'Amount', 'Paid'],
      ['2026-05-01T13:45:00', '0.3', 'TRUE'],
      ['2026-05-02', '1234.5', 'FALSE'],
    ])
  })

  it('a workbook with no values anywhere has no rows', async () => {
    expect(await rowsOf(buildXlsx([{ name: 'A', rows: [] }, { name: 'B', rows: [[null, '']] }]))).toEqual([])
  })
})

describe('displayString', () => {
  it('prints wall-clock fields without a zone, rounding serial float noise to the second', () => {
    expect(displayString(new Date(Date.UTC(2026, 4, 1, 8, 29, 59, 999)))).toBe('2026-05-01T08:30:00')
    expect(displayString(new Date(Date.UTC(1899, 11, 30, 17, 5, 0)))).toBe('17:05:00')
    expect(displayString(new Date(Number.NaN))).toBe('')
    expect(displayString(Number.POSITIVE_INFINITY)).toBe('')
    expect(displayString(null)).toBe('')
  })
})

describe('ingestFile on an .xlsx', () => {
  it('turns the Square sample into 13 sales worth RM 94.90 over 6 receipts and 2 outlets, times read in the account zone', async () => {
    const result = await ingestFile({ name: 'square-items-detail.xlsx', mime: null, bytes: sample(), timezone: 'Asia/Kuala_Lumpur' })
    if (result.kind !== 'sales') throw new Error(`expected sales, got ${JSON.stringify(result)}`)
    const { batch, summary } = result
    expect(summary).toMatchObject({ format: 'Square items detail', rows: 13, outlets: ['Kopi Selera Bangsar', 'Kopi Selera SS15'] })
    expect(batch.length).toBe(13)
    expect(Math.round(batch.netAmount.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(9490)
    expect(new Set(batch.receipt).size).toBe(6)
    // 08:12:05 in Kuala Lumpur (UTC+8).
    expect(batch.timestamp[0]).toBe(Date.UTC(2026, 4, 4, 0, 12, 5))
    expect(summary.from).toBe(Date.UTC(2026, 4, 4, 0, 12, 5))
    expect(summary.to).toBe(Date.UTC(2026, 4, 5, 5, 20, 44))
  })

  it('an .xlsx saved under an .xls name is read as what it is', async () => {
    const result = await ingestFile({ name: 'export.xls', mime: 'application/vnd.ms-excel', bytes: sample(), timezone: 'Asia/Kuala_Lumpur' })
    expect(result).toMatchObject({ kind: 'sales', summary: { rows: 13 } })
  })

  it('a workbook with no values is empty', async () => {
    const result = await ingestFile({ name: 'blank.xlsx', mime: null, bytes: buildXlsx([{ name: 'Sheet1', rows: [] }]), timezone: 'Asia/Kuala_Lumpur' })
    expect(result).toEqual({ kind: 'refused', reason: 'empty', message: '“blank.xlsx” has no values in any of its sheets.' })
  })
})

// @vitest-environment node
/**
 * A pizzeria's workbook whose dates were typed as DD/MM/YYYY into a spreadsheet set to month first:
 * 01/05/2026 to 12/05/2026 became date cells of 5 January to 5 December (day and month swapped);
 * 13/05/2026 and later stayed text. The mix is found, said, and the swapped cells read back.
 */
import { describe, expect, it } from 'vitest'
import { buildXlsx } from '../../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from '../ingest-file'
import { salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)
type Cell = string | number | { date: [number, number, number, number, number] }

async function workbook(rows: Cell[][], dateOrder?: 'DMY' | 'MDY') {
  const bytes = buildXlsx([{ name: 'Orders', rows: [['Date', 'Order No', 'Item', 'Total'], ...rows] }])
  return salesOf(await ingestFile({ name: 'pizzeria.xlsx', mime: null, bytes, timezone: 'Asia/Kuala_Lumpur', ...(dateOrder ? { dateOrder } : {}) }))
}

describe('date cells with day and month swapped beside text dates', () => {
  // As the spreadsheet stored them: 01/05 as 5 January, 02/05 as 5 February … 12/05 as 5 December.
  const SWAPPED: Cell[][] = [
    [{ date: [2026, 1, 5, 12, 30] }, 'P-101', 'Margherita', 42],
    [{ date: [2026, 2, 5, 19, 15] }, 'P-102', 'Pepperoni', 38.5],
    [{ date: [2026, 5, 5, 20, 0] }, 'P-103', 'Quattro Formaggi', 55],
    [{ date: [2026, 9, 5, 18, 45] }, 'P-104', 'Marinara', 27.9],
    [{ date: [2026, 12, 5, 13, 10] }, 'P-105', 'Capricciosa', 61.2],
    ['13/05/2026 19:30', 'P-106', 'Diavola', 33],
    ['20/05/2026 20:05', 'P-107', 'Margherita', 48.4],
    ['31/05/2026 12:00', 'P-108', 'Funghi', 29.5],
  ]

  it('reads every order in May 2026', async () => {
    const { batch, summary } = await workbook(SWAPPED)
    // 42.00 + 38.50 + 55.00 + 27.90 + 61.20 + 33.00 + 48.40 + 29.50 = 335.50.
    expect(totalsOf(batch)).toMatchObject({ rows: 8, net: 335.5, orders: 8 })
    // 1 May 12:30 and 31 May 12:00 in Kuala Lumpur (UTC+8); 12/05 (stored as 5 December) is 12 May 13:10.
    expect([summary.from, summary.to]).toEqual([at('2026-05-01T04:30:00Z'), at('2026-05-31T04:00:00Z')])
    expect(Array.from(batch.timestamp).slice(4, 5)).toEqual([at('2026-05-12T05:10:00Z')])
  })

  it('says so in the message and as data', async () => {
    const { summary } = await workbook(SWAPPED)
    expect(summary.notes).toContain('"Date" mixes 5 date cells with 3 dates typed as text; the date cells had day and month swapped and were read back (e.g. 2026-01-05 as 1 May 2026).')
    expect(summary.findings).toContainEqual({ code: 'mixed-date-cells', column: 'Date', cells: 5, text: 3, swapped: true, example: { cell: '2026-01-05', read: '2026-05-01' }, order: 'DMY' })
  })

  it('reads the date cells as stored when the owner chooses the other order (the upload\'s offer)', async () => {
    const { batch, summary } = await workbook(SWAPPED, 'MDY')
    // 5 January 12:30 in Kuala Lumpur, as the cell holds it; the text dates still read day first (13/05 proves it).
    expect(batch.timestamp[0]).toBe(at('2026-01-05T04:30:00Z'))
    expect(batch.timestamp[5]).toBe(at('2026-05-13T11:30:00Z'))
    expect(summary.findings).toContainEqual({ code: 'mixed-date-cells', column: 'Date', cells: 5, text: 3, swapped: false, example: null, order: null })
  })

  it('leaves date cells that are right as they are, and warns', async () => {
    // 1–12 May stored as the days they are: swapped, they would spread from January to December.
    const right: Cell[][] = [
      [{ date: [2026, 5, 1, 12, 30] }, 'P-101', 'Margherita', 42],
      [{ date: [2026, 5, 2, 19, 15] }, 'P-102', 'Pepperoni', 38.5],
      [{ date: [2026, 5, 9, 18, 45] }, 'P-104', 'Marinara', 27.9],
      ['13/05/2026 19:30', 'P-106', 'Diavola', 33],
      ['20/05/2026 20:05', 'P-107', 'Margherita', 48.4],
    ]
    const { summary } = await workbook(right)
    expect([summary.from, summary.to]).toEqual([at('2026-05-01T04:30:00Z'), at('2026-05-20T12:05:00Z')])
    expect(summary.notes).toContain('"Date" mixes 3 date cells with 2 dates typed as text; check both read as you expect.')
    expect(summary.findings).toContainEqual({ code: 'mixed-date-cells', column: 'Date', cells: 3, text: 2, swapped: false, example: null, order: null })
  })

  it('finds no mix in a column of one kind', async () => {
    const { summary } = await workbook([
      ['13/05/2026 19:30', 'P-106', 'Diavola', 33],
      ['20/05/2026 20:05', 'P-107', 'Margherita', 48.4],
    ])
    expect(summary.findings?.some((finding) => finding.code === 'mixed-date-cells')).toBe(false)
  })
})

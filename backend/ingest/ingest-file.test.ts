import { describe, expect, it } from 'vitest'
import { buildOle2, buildXlsx, buildZip } from '../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from './ingest-file'
import { UPLOAD_MAX_BYTES } from '../../kernel/limits'
import type { IngestInput } from './types'

const encode = (text: string) => new TextEncoder().encode(text)
const input = (name: string, bytes: Uint8Array, mime: string | null = null): IngestInput => ({ name, mime, bytes, timezone: 'Asia/Kuala_Lumpur' })

const LOYVERSE = [
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status',
  '04/05/2026 08:12,1-1001,Sale,Drinks,KO-01,Kopi O,,,2,RM5.60,RM0.00,RM5.60,RM1.20,RM4.40,RM0.00,Dine in,POS 1,Bangsar,Aina,,,,Closed',
  '04/05/2026 08:40,1-1002,Sale,Food,NL-02,Nasi Lemak Ayam,,,1,RM12.90,RM0.00,RM12.90,RM5.00,RM7.90,RM0.00,Takeaway,POS 1,Bangsar,Aina,,,,Closed',
].join('\r\n')

const PROSE = 'Our supplier delivers kopi on Tuesdays and Fridays.\n\nThe chiller must stay below 5 degrees. Sambal keeps for two days.'

describe('ingestFile: the size limit comes first', () => {
  it('refuses a file over 10 MB with its size and the limit, whatever it holds', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 300_000)
    expect(await ingestFile(input('year.csv', big))).toEqual({ kind: 'refused', reason: 'too_large', message: '“year.csv” is 10.3 MB; the limit is 10 MB.' })
  })

  it('lets a file of exactly 10 MB past the limit (it is inclusive) to be judged on its content', async () => {
    const png = new Uint8Array(UPLOAD_MAX_BYTES)
    png.set([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])
    expect(await ingestFile(input('exact.csv', png))).toMatchObject({ kind: 'refused', reason: 'mismatched_type' })
  })
})

describe('ingestFile routes by content', () => {
  it('a CSV export is a table of sales', async () => {
    const result = await ingestFile(input('receipts.csv', encode(LOYVERSE), 'text/csv'))
    expect(result).toMatchObject({ kind: 'sales', summary: { rows: 2, outlets: ['Bangsar'] } })
  })

  it('a delimited .txt is a table too', async () => {
    const result = await ingestFile(input('receipts.txt', encode(LOYVERSE.replaceAll(',', '\t'))))
    expect(result).toMatchObject({ kind: 'sales', summary: { rows: 2 } })
  })

  it('a .txt of prose is a document for the assistant', async () => {
    const result = await ingestFile(input('notes.txt', encode(PROSE)))
    expect(result).toMatchObject({ kind: 'document', chunks: [PROSE], summary: { format: 'Text document', rows: 0 } })
  })

  it('a .txt that is a table without sales columns (a supplier list) is kept as a document, not refused', async () => {
    const suppliers = 'Supplier,Phone,Delivers\nKilang Kopi,012-3456789,Tue\nRoti Kampung,013-9876543,Daily\n'
    expect(await ingestFile(input('suppliers.txt', encode(suppliers)))).toMatchObject({ kind: 'document', summary: { format: 'Text document' } })
  })

  it('a .csv without sales columns is refused by the table reader', async () => {
    const suppliers = 'Supplier,Phone,Delivers\nKilang Kopi,012-3456789,Tue\nRoti Kampung,013-9876543,Daily\n'
    expect(await ingestFile(input('suppliers.csv', encode(suppliers)))).toMatchObject({ kind: 'refused', reason: 'no_sales_columns' })
  })

  it('an ".xls" that is really tab-separated text (as some POS tools write) is read as the table it is', async () => {
    const result = await ingestFile(input('export.xls', encode(LOYVERSE.replaceAll(',', '\t')), 'application/vnd.ms-excel'))
    expect(result).toMatchObject({ kind: 'sales', summary: { rows: 2 } })
  })

  it('an ".xls" that is prose is refused as mismatched', async () => {
    const result = await ingestFile(input('export.xls', encode(PROSE)))
    expect(result).toEqual({
      kind: 'refused',
      reason: 'mismatched_type',
      message: '“export.xls” is named as an Excel 97–2003 workbook (.xls) but its content is plain text, not a table. Upload the original export, or rename the file to match what it is.',
    })
  })

  it('a Windows-1252 CSV is read, and the summary says how', async () => {
    const latin1 = Uint8Array.from('Date,Item,Net sales\n2026-05-01,Café Latte,12.50\n', (c) => c.charCodeAt(0))
    const result = await ingestFile(input('cafe.csv', latin1))
    if (result.kind !== 'sales') throw new Error(`expected sales, got ${JSON.stringify(result)}`)
    expect(result.batch.dict.item).toEqual(['Café Latte'])
    expect(result.summary.notes).toContain('Text read as Windows-1252 (it was not UTF-8)')
  })

  it('legacy .xls and .doc get the "save it as" message', async () => {
    expect(await ingestFile(input('old.xls', buildOle2('Workbook')))).toMatchObject({ kind: 'refused', reason: 'legacy_format' })
    expect(await ingestFile(input('old.doc', buildOle2('WordDocument')))).toMatchObject({ kind: 'refused', reason: 'legacy_format' })
  })

  it('an empty file is empty', async () => {
    expect(await ingestFile(input('blank.csv', new Uint8Array()))).toEqual({ kind: 'refused', reason: 'empty', message: '“blank.csv” is empty. Choose the exported file and upload again.' })
  })

  it('an unsupported type gets the spec’s message', async () => {
    expect(await ingestFile(input('logo.png', encode('hello'), 'image/png'))).toEqual({
      kind: 'refused',
      reason: 'unsupported_type',
      message: 'Please upload a supported file: CSV, Excel, TXT, PDF, or Word document.',
    })
  })
})

describe('ingestFile answers damaged files with a refusal, never an exception', () => {
  it('a workbook whose sheet is not XML', async () => {
    const bytes = buildZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<<<', 'xl/worksheets/sheet1.xml': '\u0000' })
    expect(await ingestFile(input('broken.xlsx', bytes))).toEqual({
      kind: 'refused',
      reason: 'unreadable',
      message: '“broken.xlsx” could not be read as an Excel workbook. Open it in Excel, save it again (or save it as CSV), and upload that.',
    })
  })

  it('a workbook cut short in the middle', async () => {
    const whole = buildXlsx([{ name: 'Sales', rows: [['Date', 'Net sales'], ['2026-05-01', 12.5]] }])
    const result = await ingestFile(input('cut.xlsx', whole.subarray(0, whole.length - 40)))
    expect(result).toMatchObject({ kind: 'refused', reason: 'unreadable', message: '“cut.xlsx” is damaged: its ZIP structure cannot be read (no end of central directory). Export it again and upload the new file.' })
  })

  it('a zip bomb is refused before anything is inflated', async () => {
    const bytes = buildZip({ 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': new Uint8Array(3 * 1024 * 1024) })
    const result = await ingestFile(input('bomb.xlsx', bytes))
    expect(result).toMatchObject({ kind: 'refused', reason: 'unreadable' })
    expect(result.kind === 'refused' && result.message).toMatch(/^“bomb\.xlsx” was not opened: its part xl\/worksheets\/sheet1\.xml is compressed [\d,]+:1, far beyond any real file \(a zip bomb\)\.$/)
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildDocx, buildOle2, buildPdf, buildZip, squareItemsDetailXlsx } from '../../mocks/fixtures/pos/make-binary-samples'
import { UNSUPPORTED_MESSAGE } from './refusal'
import { claimOf, sniff } from './sniff'

const utf8 = (text: string) => new TextEncoder().encode(text)
const CSV = 'Date,Item,Net sales\n01/05/2026,Kopi O,RM2.80\n'

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2)
  const view = new DataView(out.buffer)
  ;[...(bom ? [0xfeff] : []), ...Array.from(text, (c) => c.charCodeAt(0))].forEach((code, i) => view.setUint16(2 * i, code, order === 'le'))
  return out
}

const pdf = buildPdf([['Hello']])
const xlsx = squareItemsDetailXlsx()
const docx = buildDocx(['Hello'])

describe('sniff: the content decides, the name only claims', () => {
  it.each([
    ['sales.csv', null, utf8(CSV), 'text'],
    ['notes.txt', 'text/plain', utf8('Just some notes.'), 'text'],
    ['export.xlsx', null, xlsx, 'xlsx'],
    ['renamed.xls', null, xlsx, 'xlsx'],
    ['menu.pdf', 'application/pdf', pdf, 'pdf'],
    ['handbook.docx', null, docx, 'docx'],
    ['old-name.doc', null, docx, 'docx'],
    ['tab-separated.xls', 'application/vnd.ms-excel', utf8('Date\tNet Sales\n2026-05-01\t12.50\n'), 'text'],
    ['no-extension', 'text/csv', utf8(CSV), 'text'],
  ])('%s (%s) is %s', (name, mime, bytes, kind) => {
    expect(sniff(name, mime, bytes).kind).toBe(kind)
  })

  it.each([
    ['sales.pdf', utf8(CSV), 'named as a PDF but its content is text (CSV or plain text)'],
    ['report.xlsx', pdf, 'named as an Excel workbook (.xlsx) but its content is a PDF'],
    ['sales.csv', xlsx, 'named as a CSV file but its content is an Excel workbook (.xlsx)'],
    ['letter.docx', xlsx, 'named as a Word document (.docx) but its content is an Excel workbook (.xlsx)'],
    ['sales.csv', buildOle2('Workbook'), 'named as a CSV file but its content is an Excel 97–2003 workbook (.xls)'],
    ['photo.csv', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13), 'named as a CSV file but its content is a PNG image'],
    ['setup.txt', Uint8Array.of(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0), 'named as a text file but its content is a Windows program'],
    ['archive.xlsx', buildZip({ 'a.txt': 'hello' }), 'named as an Excel workbook (.xlsx) but its content is a ZIP archive that is neither an Excel workbook nor a Word document'],
    ['menu.doc', buildOle2('Workbook'), 'named as a Word 97–2003 document (.doc) but its content is an Excel 97–2003 workbook (.xls)'],
  ])('%s with other content is refused, naming both', (name, bytes, words) => {
    const result = sniff(name, null, bytes)
    expect(result).toMatchObject({ kind: 'refused', reason: 'mismatched_type' })
    expect(result.kind === 'refused' && result.message).toContain(`“${name}” is ${words}`)
  })

  it.each(['photo.png', 'setup.exe', 'sales.numbers', 'no-extension'])('%s is an unsupported type, with the spec message', (name) => {
    expect(sniff(name, null, utf8(CSV))).toEqual({ kind: 'refused', reason: 'unsupported_type', message: UNSUPPORTED_MESSAGE })
  })

  it('legacy .xls and .doc ask for a modern format instead of being half-read', () => {
    const xls = sniff('legacy-sales-2019.xls', null, readFileSync('mocks/fixtures/pos/legacy-sales-2019.xls'))
    expect(xls).toMatchObject({ kind: 'refused', reason: 'legacy_format' })
    expect(xls.kind === 'refused' && xls.message).toMatch(/Excel 97–2003 .*save it as \.xlsx or CSV, and upload it again/)
    const doc = sniff('legacy-menu-2019.doc', null, readFileSync('mocks/fixtures/pos/legacy-menu-2019.doc'))
    expect(doc).toMatchObject({ kind: 'refused', reason: 'legacy_format' })
    expect(doc.kind === 'refused' && doc.message).toMatch(/Word 97–2003 .*save it as \.docx, and upload it again/)
    // An old .xls renamed .xlsx is still the old format.
    expect(sniff('renamed.xlsx', null, buildOle2('Workbook'))).toMatchObject({ reason: 'legacy_format' })
  })

  it('a password-protected Office file (an OLE2 EncryptedPackage) says so', () => {
    const encrypted = buildOle2('Workbook')
    const name = 'EncryptedPackage'
    for (let i = 0; i < name.length; i++) encrypted[1024 + 128 * 2 + 2 * i] = name.charCodeAt(i)
    expect(sniff('locked.xlsx', null, encrypted)).toEqual({
      kind: 'refused',
      reason: 'unreadable',
      message: '“locked.xlsx” is password-protected. Remove the password in Excel or Word, save, and upload it again.',
    })
  })
})

describe('sniff: text encodings', () => {
  const text = 'Date,Item,Net sales\r\n01/05/2026,Café Latte,RM12.50\r\n'
  it.each([
    ['UTF-8', utf8(text), 'utf-8', false],
    ['UTF-8 with BOM', Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8(text)), 'utf-8', true],
    ['UTF-16 LE with BOM', utf16(text, 'le', true), 'utf-16le', true],
    ['UTF-16 BE with BOM', utf16(text, 'be', true), 'utf-16be', true],
    ['UTF-16 LE without BOM', utf16(text, 'le', false), 'utf-16le', false],
    ['UTF-16 BE without BOM', utf16(text, 'be', false), 'utf-16be', false],
    ['Windows-1252', Uint8Array.from(text, (c) => c.charCodeAt(0)), 'windows-1252', false],
  ])('%s decodes to the same text', (_label, bytes, encoding, bom) => {
    const result = sniff('sales.csv', null, bytes)
    expect(result).toEqual({ kind: 'text', claim: 'csv', decoded: { text, encoding, bom } })
  })

  it('binary noise named .csv is unreadable, not decoded into garbage', () => {
    const noise = Uint8Array.from({ length: 600 }, (_, i) => (i * 7919) % 256)
    expect(sniff('sales.csv', null, noise)).toEqual({
      kind: 'refused',
      reason: 'unreadable',
      message: '“sales.csv” does not contain readable text: it looks like a binary file. Export the data again as CSV and upload it.',
    })
  })

  it('a text file that happens to begin like a binary signature is still text', () => {
    expect(sniff('codes.csv', null, utf8('MZ code,Net sales\nA1,12.50\n')).kind).toBe('text')
    expect(sniff('notes.txt', null, utf8('GIF8 is a file signature.')).kind).toBe('text')
  })

  it('an empty file, or one of only whitespace, is empty', () => {
    expect(sniff('sales.csv', null, new Uint8Array())).toMatchObject({ reason: 'empty' })
    expect(sniff('sales.csv', null, utf8(' \r\n\t\n'))).toMatchObject({ reason: 'empty' })
  })
})

describe('claimOf', () => {
  it('takes the extension first, then the MIME type (parameters and case ignored)', () => {
    expect(claimOf('SALES.CSV', 'application/pdf')).toBe('csv')
    expect(claimOf('export', 'text/csv; charset=utf-8')).toBe('csv')
    expect(claimOf('scan.png', 'application/pdf')).toBe('pdf')
    expect(claimOf('scan.png', 'image/png')).toBeNull()
    expect(claimOf('export', 'application/octet-stream')).toBeNull()
  })
})

import { deflateSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { buildZip } from '../../mocks/fixtures/pos/make-binary-samples'
import { sniff } from './sniff'
import { extractEntries, inspectZip, ZIP_LIMITS, ZipFormatError } from './zip'

const MB = 1024 * 1024

/** Rewrites the sizes the central directory declares for entry `index`, leaving the data alone. */
function declare(zip: Uint8Array, index: number, sizes: { compressed?: number; uncompressed?: number }): Uint8Array {
  const out = zip.slice()
  const view = new DataView(out.buffer)
  let at = out.length - 22
  while (view.getUint32(at, true) !== 0x06054b50) at--
  let entry = view.getUint32(at + 16, true)
  for (let i = 0; i < index; i++) entry += 46 + view.getUint16(entry + 28, true) + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true)
  if (sizes.compressed !== undefined) view.setUint32(entry + 20, sizes.compressed, true)
  if (sizes.uncompressed !== undefined) view.setUint32(entry + 24, sizes.uncompressed, true)
  return out
}

const workbook = () => buildZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': '<worksheet/>' })

describe('inspectZip reads the central directory without inflating', () => {
  it('lists the entries with their declared sizes', () => {
    const result = inspectZip(workbook())
    expect('entries' in result && result.entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['[Content_Types].xml', 8],
      ['xl/workbook.xml', 11],
      ['xl/worksheets/sheet1.xml', 12],
    ])
  })

  it('refuses a directory that declares more than 100 MB unpacked, before inflating anything', () => {
    // 60 MB declared twice over 30 real bytes each: inflating would fail; the check never gets there.
    const bomb = declare(declare(workbook(), 1, { uncompressed: 60 * MB, compressed: 1 * MB }), 2, { uncompressed: 60 * MB, compressed: 1 * MB })
    expect(inspectZip(bomb)).toEqual({ bomb: { reason: 'too_large', detail: 'it would unpack to 120.1 MB, over the 100 MB Selera unpacks' } })
    expect(sniff('sales.xlsx', null, bomb)).toMatchObject({ kind: 'refused', reason: 'too_large', message: '“sales.xlsx” was not opened: it would unpack to 120.1 MB, over the 100 MB Selera unpacks.' })
  })

  it('refuses an entry compressed more than 200:1', () => {
    const bomb = declare(workbook(), 2, { uncompressed: 50 * MB, compressed: 1000 })
    expect(inspectZip(bomb)).toEqual({ bomb: { reason: 'unreadable', detail: 'its part xl/worksheets/sheet1.xml is compressed 52,429:1, far beyond any real file (a zip bomb)' } })
  })

  it('does not call a small, highly compressible XML part a bomb', () => {
    const repetitive = '<row/>'.repeat(100_000)
    const zip = buildZip({ 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': repetitive })
    expect('entries' in inspectZip(zip)).toBe(true)
  })

  it(`refuses more than ${ZIP_LIMITS.entries.toLocaleString('en')} entries from the declared count alone`, () => {
    const many = Object.fromEntries(Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => [`part${i}.xml`, '']))
    expect(inspectZip(buildZip(many, 0))).toEqual({ bomb: { reason: 'unreadable', detail: 'it holds 2,001 files inside, more than the 2,000 any spreadsheet or document needs' } })
    const fine = Object.fromEntries(Array.from({ length: ZIP_LIMITS.entries }, (_, i) => [`part${i}.xml`, '']))
    expect('entries' in inspectZip(buildZip(fine, 0))).toBe(true)
  })

  it('calls a truncated or corrupt archive a ZipFormatError', () => {
    const zip = workbook()
    expect(() => inspectZip(zip.subarray(0, zip.length - 30))).toThrow(ZipFormatError)
    expect(() => inspectZip(Uint8Array.of(0x50, 0x4b, 3, 4, 1, 2, 3))).toThrow(ZipFormatError)
  })
})

describe('extractEntries inflates only what is asked, never past the declared size', () => {
  it('inflates the chosen entries', () => {
    const zip = buildZip({ 'xl/workbook.xml': '<workbook/>', 'xl/media/logo.png': new Uint8Array(5000) })
    const result = inspectZip(zip)
    if (!('entries' in result)) throw new Error('expected entries')
    const files = extractEntries(zip, result.entries, (name) => name.endsWith('.xml'))
    expect(Object.keys(files)).toEqual(['xl/workbook.xml'])
    expect(new TextDecoder().decode(files['xl/workbook.xml'])).toBe('<workbook/>')
  })

  it('stops a part whose data unpacks to more than the directory declared (a lying directory)', () => {
    const real = deflateSync(new Uint8Array(8 * MB))
    const zip = declare(buildZip({ 'xl/worksheets/sheet1.xml': new Uint8Array(8 * MB) }), 0, { uncompressed: 1000 })
    const result = inspectZip(zip)
    if (!('entries' in result)) throw new Error('expected entries')
    expect(result.entries[0]?.compressedSize).toBe(real.length)
    expect(() => extractEntries(zip, result.entries, () => true)).toThrow(/unpacks to more than its declared size/)
  })
})

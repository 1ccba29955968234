import { describe, expect, it } from 'vitest'
import { contentHash, normaliseContent } from './hash'

const text = (value: string) => new TextEncoder().encode(value)
const CSV = 'Date,Net sales\n12/10/2026,RM1,234.50\n'

function utf16le(value: string): Uint8Array {
  const bytes = new Uint8Array(2 + value.length * 2)
  bytes.set([0xff, 0xfe])
  for (let i = 0; i < value.length; i++) bytes[2 + i * 2] = value.charCodeAt(i)
  return bytes
}

describe('the content hash', () => {
  it('is the same for a CSV re-saved with CRLF, CR, a BOM, UTF-16 or without its last line break', async () => {
    const expected = await contentHash(text(CSV))
    expect(expected).toMatch(/^[0-9a-f]{64}$/)
    for (const variant of [text(CSV.replaceAll('\n', '\r\n')), text(CSV.replaceAll('\n', '\r')), text(`\uFEFF${CSV}`), text(CSV.trimEnd()), text(`${CSV}\n\n`), utf16le(CSV)]) {
      await expect(contentHash(variant)).resolves.toBe(expected)
    }
  })

  it('differs when the content differs, even only in a figure', async () => {
    expect(await contentHash(text(CSV))).not.toBe(await contentHash(text(CSV.replace('234', '243'))))
  })

  it('hashes binary files untouched: a CR inside a PDF or a zip is data, not a line ending', () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x0d])
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x0d, 0x0a])
    const withNul = new Uint8Array([0x61, 0x00, 0x0d, 0x0a])
    for (const bytes of [pdf, zip, withNul]) expect([...normaliseContent(bytes)]).toEqual([...bytes])
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildPdf, MENU_NOTES_PAGES } from '../../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from '../ingest-file'
import { extractPdfText } from './pdf'

const sample = () => new Uint8Array(readFileSync('mocks/fixtures/pos/kopi-selera-menu-notes.pdf'))
const input = (name: string, bytes: Uint8Array) => ({ name, mime: 'application/pdf', bytes, timezone: 'Asia/Kuala_Lumpur' })

describe('extractPdfText', () => {
  it('reads the text layer of the committed sample, with its paragraphs', async () => {
    const { text, pages } = await extractPdfText(sample())
    expect(pages).toBe(2)
    const paragraphs = text.split('\n\n').map((paragraph) => paragraph.replace(/\s+/g, ' '))
    expect(paragraphs).toEqual(MENU_NOTES_PAGES.flat())
  })

  it('leaves the caller’s bytes intact (pdf.js takes ownership of what it is given)', async () => {
    const bytes = sample()
    await extractPdfText(bytes)
    expect(bytes.byteLength).toBe(readFileSync('mocks/fixtures/pos/kopi-selera-menu-notes.pdf').length)
  })

  it('the committed sample is what the script writes', () => {
    expect(sample()).toEqual(buildPdf(MENU_NOTES_PAGES))
  })
})

describe('ingestFile on a PDF', () => {
  it('stores the sample as a document in ~1,000-character chunks', async () => {
    const result = await ingestFile(input('kopi-selera-menu-notes.pdf', sample()))
    if (result.kind !== 'document') throw new Error(`expected a document, got ${JSON.stringify(result)}`)
    expect(result.chunks).toHaveLength(2)
    expect(result.chunks.every((chunk) => chunk.length <= 1000)).toBe(true)
    expect(result.text).toContain('Minimum order RM 150.00.')
    expect(result.summary).toMatchObject({ format: 'PDF document', rows: 0, from: null, to: null })
    expect(result.summary.notes).toEqual(['2 pages', `${result.text.length.toLocaleString('en')} characters in 2 chunks`])
  })

  it('a PDF with no text layer (a scan) is empty, and says why', async () => {
    const result = await ingestFile(input('scan.pdf', buildPdf([[]])))
    expect(result).toEqual({
      kind: 'refused',
      reason: 'empty',
      message: '“scan.pdf” has no text to read. A scanned PDF holds pictures of text, which Selera cannot read yet; upload the original document instead.',
    })
  })

  it('a password-protected PDF says so (an /Encrypt dictionary the empty password does not open)', async () => {
    const hex = 'AB'.repeat(32)
    const plain = String.fromCharCode(...buildPdf([['Secret recipe']]))
    const locked = plain.replace('/Root 1 0 R >>', `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex}> /U <${hex}> /P -4 >> /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] >>`)
    expect(await ingestFile(input('locked.pdf', Uint8Array.from(locked, (c) => c.charCodeAt(0))))).toEqual({
      kind: 'refused',
      reason: 'unreadable',
      message: '“locked.pdf” is password-protected. Save a copy without a password and upload that.',
    })
  })

  it('a damaged PDF is unreadable, with what to do', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without an xref')
    expect(await ingestFile(input('broken.pdf', damaged))).toEqual({
      kind: 'refused',
      reason: 'unreadable',
      message: '“broken.pdf” is damaged or not a complete PDF. Download or export it again and upload the new file.',
    })
  })
})

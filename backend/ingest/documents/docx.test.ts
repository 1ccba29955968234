import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { buildDocx, buildZip, HANDBOOK_PARAGRAPHS } from '../../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from '../ingest-file'

const sample = () => new Uint8Array(readFileSync('mocks/fixtures/pos/kopi-selera-staff-handbook.docx'))
const input = (name: string, bytes: Uint8Array) => ({ name, mime: null, bytes, timezone: 'Asia/Kuala_Lumpur' })

describe('ingestFile on a .docx', () => {
  it('extracts the committed sample’s paragraphs (accents and curly quotes intact) into one chunk', async () => {
    const result = await ingestFile(input('kopi-selera-staff-handbook.docx', sample()))
    if (result.kind !== 'document') throw new Error(`expected a document, got ${JSON.stringify(result)}`)
    expect(result.text).toBe(HANDBOOK_PARAGRAPHS.join('\n\n'))
    expect(result.chunks).toEqual([result.text])
    expect(result.summary).toMatchObject({ format: 'Word document', rows: 0, notes: [`${result.text.length} characters in 1 chunk`] })
  })

  it('the committed sample is what the script writes', () => {
    expect(sample()).toEqual(buildDocx(HANDBOOK_PARAGRAPHS))
  })

  it('reads the text without the document’s media (which is never inflated)', async () => {
    const parts = { ...unzipText(buildDocx(['Menu for Hari Raya'])), 'word/media/image1.png': new Uint8Array(20_000).fill(7) }
    const result = await ingestFile(input('menu.docx', buildZip(parts)))
    expect(result).toMatchObject({ kind: 'document', text: 'Menu for Hari Raya' })
  })

  it('a document with no text is empty', async () => {
    expect(await ingestFile(input('blank.docx', buildDocx([])))).toMatchObject({ kind: 'refused', reason: 'empty', message: '“blank.docx” has no text to read.' })
  })

  it('a .docx whose main part is not Word XML is unreadable, with what to do', async () => {
    const broken = buildZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'not xml at all <' })
    expect(await ingestFile(input('broken.docx', broken))).toEqual({
      kind: 'refused',
      reason: 'unreadable',
      message: '“broken.docx” could not be read as a Word document. Open it in Word, save it again, and upload that.',
    })
  })
})

/** The writer's own parts, read back with fflate so the test does not depend on our reader. */
function unzipText(zip: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(zip)
}

/** What a document upload becomes: its text, the chunks the assistant retrieves from, a summary. */
import { quoted, refuse } from '../refusal'
import type { IngestResult } from '../types'
import { chunkText, normaliseDocumentText } from './chunk'
import { counted } from '../../../kernel/format'

export type DocumentFormat = 'PDF document' | 'Word document' | 'Text document'

export function documentResult(name: string, format: DocumentFormat, rawText: string, notes: string[] = []): IngestResult {
  const text = normaliseDocumentText(rawText)
  if (!text) {
    const hint = format === 'PDF document' ? ' A scanned PDF holds pictures of text, which Selera cannot read yet; upload the original document instead.' : ''
    return refuse('empty', `${quoted(name)} has no text to read.${hint}`)
  }
  const chunks = chunkText(text)
  return {
    kind: 'document',
    text,
    chunks,
    summary: {
      format,
      rows: 0,
      skipped: { blank: 0, malformed: 0, cancelled: 0, other: 0 },
      outlets: [],
      from: null,
      to: null,
      mapping: {},
      notes: [...notes, `${counted(text.length, 'character')} in ${counted(chunks.length, 'chunk')}`],
    },
  }
}

/** A .txt that is prose (notes, a menu, a supplier letter), not a table: stored as a document. */
import type { IngestResult } from '../types'
import { documentResult } from './document'

export function ingestProse(name: string, text: string): IngestResult {
  return documentResult(name, 'Text document', text)
}

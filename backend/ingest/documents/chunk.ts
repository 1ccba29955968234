/**
 * Documents are split into ~1,000-character chunks for the assistant's retrieval. Boundaries fall
 * between paragraphs where possible, else between sentences, else between words; each chunk after
 * the first repeats the last ~100 characters of the one before, so a fact that straddles a boundary
 * is still whole in one chunk.
 */

export interface ChunkOptions {
  /** Longest chunk, in characters. */
  size: number
  /** Characters of the previous chunk repeated at the start of the next. */
  overlap: number
}

export const DEFAULT_CHUNKING: ChunkOptions = { size: 1000, overlap: 100 }

/** Text as the chunker sees it: one blank line between paragraphs, single spaces inside them. */
export function normaliseDocumentText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\f\v\u00a0]*\n\s*/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
}

export function chunkText(text: string, options: ChunkOptions = DEFAULT_CHUNKING): string[] {
  const { size, overlap } = options
  const normalised = normaliseDocumentText(text)
  if (!normalised) return []
  // Pieces leave room for the overlap and a paragraph break, so no chunk ever exceeds `size`.
  const pieces = normalised.split('\n\n').flatMap((paragraph, i) => {
    const parts = splitToFit(paragraph, size - overlap - 2)
    return parts.map((part, j) => ({ text: part, paragraphStart: i > 0 && j === 0 }))
  })
  const chunks: string[] = []
  let current = ''
  for (const piece of pieces) {
    const separator = piece.paragraphStart ? '\n\n' : ' '
    if (current && current.length + separator.length + piece.text.length > size) {
      chunks.push(current)
      const tail = overlapTail(current, overlap)
      current = tail ? `${tail}${separator}${piece.text}` : piece.text
    } else {
      current = current ? `${current}${separator}${piece.text}` : piece.text
    }
  }
  if (current) chunks.push(current)
  return chunks
}

/** A paragraph longer than `max` becomes sentences, then words, then (for one giant "word") slices. */
function splitToFit(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph]
  // No lookbehind: Safari before 16.4 cannot even parse it, and this module loads in the worker.
  const sentences = paragraph.match(/\S.*?(?:[.!?…]+(?=\s)|$)/g) ?? [paragraph]
  if (sentences.length > 1) return packed(sentences.flatMap((sentence) => splitToFit(sentence, max)), max)
  const words = paragraph.split(' ')
  if (words.length > 1) return packed(words.flatMap((word) => splitToFit(word, max)), max)
  const slices: string[] = []
  for (let at = 0; at < paragraph.length; at += max) slices.push(paragraph.slice(at, at + max))
  return slices
}

/** Joins consecutive parts while they fit, so sentences are not needlessly left one per piece. */
function packed(parts: string[], max: number): string[] {
  const out: string[] = []
  for (const part of parts) {
    const last = out[out.length - 1]
    if (last !== undefined && last.length + 1 + part.length <= max) out[out.length - 1] = `${last} ${part}`
    else out.push(part)
  }
  return out
}

/** The end of a chunk, at most `overlap` characters, starting on a sentence or at least a word boundary. */
function overlapTail(chunk: string, overlap: number): string {
  if (overlap <= 0) return ''
  const window = chunk.slice(-overlap)
  if (window.length === chunk.length) return chunk.trim()
  const sentence = /[.!?…]\s+(?=\S)/.exec(window)
  if (sentence && sentence.index + sentence[0].length < window.length) return window.slice(sentence.index + sentence[0].length).trim()
  const space = window.search(/\s\S/)
  return space >= 0 ? window.slice(space + 1).trim() : ''
}

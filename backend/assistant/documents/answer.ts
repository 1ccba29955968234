/**
 * `documentAnswer`: a question about the owner's uploaded documents (menus, SOPs, supplier price
 * lists) answered by quoting them. At most two passages, each a snippet (./snippet.ts) under the
 * name of the file it comes from, which is also the answer's source. Nothing is paraphrased: the
 * assistant has no language model, and a quote cannot invent a price.
 *
 * Null when no passage matches well enough (./search.ts `isRelevant`): the caller then says what
 * the assistant can do instead of quoting something beside the point.
 */
import type { BackendContext } from '../../context'
import { plain } from '../markdown'
import type { Language } from '../../../kernel/format'
import { say, type Phrase } from '../../phrase'
import { MAX_ANSWER_CHARS, type Answer } from '../types'
import { isRelevant, questionTerms, searchDocuments, type DocumentHit } from './search'
import { termMatch } from './terms'
import { translationsOf } from './translations'
import { snippetOf, type Snippet } from './snippet'

/** Passages quoted at most. */
export const MAX_PASSAGES = 2
/** A second passage is quoted only when it scores at least this share of the first's. */
export const SECOND_PASSAGE_SHARE = 0.5
/** Hits read before choosing: a relevant passage may rank below a chunk that matched one word many times. */
const CANDIDATES = 10

const FROM: Phrase<(file: string) => string> = {
  en: (file) => `From ${file}:`,
  ms: (file) => `Daripada ${file}:`,
  zh: (file) => `摘自${file}：`,
}

interface Passage {
  hit: DocumentHit
  snippet: Snippet
}

export async function documentAnswer(ctx: BackendContext, accountId: string, text: string, language: Language): Promise<Answer | null> {
  const asked = questionTerms(text)
  const hits = (await searchDocuments(ctx, accountId, text, { limit: CANDIDATES })).filter(isRelevant)
  const best = hits[0]
  if (!best) return null
  const passages: Passage[] = [{ hit: best, snippet: snippetOf(best.text, wordsToMark(asked, best)) }]
  for (const hit of hits.slice(1)) {
    if (passages.length >= MAX_PASSAGES || hit.score < best.score * SECOND_PASSAGE_SHARE) break
    const passage = { hit, snippet: snippetOf(hit.text, wordsToMark(asked, hit)) }
    if (!passages.some((quoted) => sameWords(quoted, passage))) passages.push(passage)
  }
  let answer = compose(passages, language)
  // Quotes are bounded, but a passage escaped heavily (a table of `|`) could still run long.
  if (answer.text.length > MAX_ANSWER_CHARS && passages.length > 1) answer = compose(passages.slice(0, 1), language)
  return answer
}

function compose(passages: readonly Passage[], language: Language): Answer {
  const text = passages.map(({ hit, snippet }) => `${say(language, FROM)(plain(hit.fileName))}\n${snippet.text}`).join('\n\n')
  return { text, sources: [...new Set(passages.map(({ hit }) => hit.fileName))] }
}

/**
 * Whether two passages quote the same words: chunks overlap (each repeats the end of the one
 * before), so the end of one chunk and the start of the next can hold the same sentence.
 */
function sameWords(a: Passage, b: Passage): boolean {
  if (a.hit.uploadId !== b.hit.uploadId) return false
  const quotedA = a.hit.text.slice(a.snippet.start, a.snippet.end)
  const quotedB = b.hit.text.slice(b.snippet.start, b.snippet.end)
  return a.hit.text.includes(quotedB) || b.hit.text.includes(quotedA)
}

/** The question's words a passage matched, and for a word it did not, its translations ("gula" marks "sugar" in an English list). */
function wordsToMark(asked: readonly string[], hit: DocumentHit): string[] {
  return asked.flatMap((term) => (hit.terms.some((word) => termMatch(term, word) !== null) ? [term] : [term, ...translationsOf(term)]))
}

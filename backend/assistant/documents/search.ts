/**
 * `searchDocuments`: the account's document chunks that match a question, best first (BM25+ with
 * prefix and typo matching, ./kept-index.ts), each with how much of the question it answers.
 *
 * Whether a passage matches "well enough" is judged by coverage, not by the raw score: BM25 scores
 * move with the size of the account's library (a term's weight falls as more chunks hold it), so a
 * fixed score would mean one thing with 3 chunks and another with 3,000. Coverage is the share of
 * the question's words (stop words aside) the chunk or its file name holds, in the question's
 * language or the other (./translations.ts: "gula" is covered by "sugar"), an exact word counting
 * 1, a longer word it starts ("close" in "closes") 0.75, a typo 0.5. A passage is relevant when it
 * covers more than half the question and at least one word is more than a typo: "hello", "what is
 * the weather" or "cuaca hari ini" (weather today; an SOP says "dua hari", two days) quote nothing,
 * even when one word of them is in a document or one letter from a word there.
 */
import type { BackendContext } from '../../context'
import { accountIndex, type StoredChunk } from './kept-index'
import { searchTerms, termMatch, type TermMatch } from './terms'
import { translationsOf } from './translations'

export interface DocumentHit {
  uploadId: string
  fileName: string
  /** The chunk's position in its document, from 0. */
  seq: number
  text: string
  /** MiniSearch's BM25+ score: for ranking within one search only. */
  score: number
  /** The document words that matched (normalised, ./terms.ts), as MiniSearch reports them. */
  terms: string[]
  /** The share of the question's words this chunk or its file name holds (0–1, see above). */
  coverage: number
  /** Whether a word of the question matched exactly or by prefix, not only as a typo. */
  solid: boolean
}

export interface SearchOptions {
  /** Hits returned at most (default 5). */
  limit?: number
}

/** A relevant passage covers more than this share of the question's words. */
export const MIN_COVERAGE = 0.5
const MATCH_WEIGHT: Record<TermMatch, number> = { exact: 1, prefix: 0.75, fuzzy: 0.5 }

/** How much a translation of a question word weighs in the ranking, against the word itself. */
export const TRANSLATION_WEIGHT = 0.4
/** What a word covers when only a translation of it matched. */
const TRANSLATED = 0.9

/** Words of a question searched at most: each is a fuzzy search of the index, and a chat message can be a pasted page. */
export const MAX_QUERY_TERMS = 24

/** The question's search terms, each once, in the order asked, at most MAX_QUERY_TERMS. */
export function questionTerms(text: string): string[] {
  return [...new Set(searchTerms(text))].slice(0, MAX_QUERY_TERMS)
}

/** The question's terms and their Malay or English words (./translations.ts): what is searched, and marked in a snippet. */
export function withTranslations(query: readonly string[]): string[] {
  return [...new Set(query.flatMap((term) => [term, ...translationsOf(term)]))]
}

export async function searchDocuments(ctx: BackendContext, accountId: string, text: string, options: SearchOptions = {}): Promise<DocumentHit[]> {
  const limit = options.limit ?? 5
  const query = questionTerms(text)
  if (query.length === 0 || limit <= 0) return []
  const { search, uploads } = await accountIndex(ctx.store, accountId)
  const asked = new Set(query)
  return search
    // A document in the question's own words ranks before one that holds only their translations.
    .search(withTranslations(query).join(' '), { boostTerm: (term) => (asked.has(term) ? 1 : TRANSLATION_WEIGHT) })
    .slice(0, limit)
    .map((result) => {
      const chunk = result as unknown as StoredChunk & { score: number; terms: string[] }
      const { coverage, solid } = coverageOf(query, chunk.terms)
      return {
        uploadId: chunk.uploadId,
        fileName: uploads.get(chunk.uploadId)?.fileName ?? '',
        seq: chunk.seq,
        text: chunk.text,
        score: chunk.score,
        terms: chunk.terms,
        coverage,
        solid,
      }
    })
    // More of the question answered first; among equals, BM25's order.
    .sort((a, b) => b.coverage - a.coverage || b.score - a.score)
}

/** Whether a hit answers the question well enough to be quoted (see the top of this file). */
export function isRelevant(hit: DocumentHit): boolean {
  return hit.solid && hit.coverage > MIN_COVERAGE
}

/**
 * How much of the question `matched` (the document words a hit matched) covers: a word counts when
 * it matched, or a little less (TRANSLATED) when only a translation of it did, so of two passages
 * that answer, the one in the question's own words comes first.
 */
export function coverageOf(query: readonly string[], matched: readonly string[]): { coverage: number; solid: boolean } {
  let sum = 0
  let solid = false
  for (const term of query) {
    let best = 0
    for (const asked of [term, ...translationsOf(term)]) {
      const weight = asked === term ? 1 : TRANSLATED
      for (const word of matched) {
        const how = termMatch(asked, word)
        if (how) best = Math.max(best, MATCH_WEIGHT[how] * weight)
      }
    }
    sum += best
    // Exact or prefix, of the word or of a translation (0.9, 0.675); a typo of either is not solid.
    if (best > MATCH_WEIGHT.fuzzy) solid = true
  }
  return { coverage: query.length === 0 ? 0 : sum / query.length, solid }
}

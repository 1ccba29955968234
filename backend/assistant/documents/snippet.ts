/**
 * The quoted part of a passage: about SNIPPET_CHARS characters around where most of the question's
 * words are, cut between words with '…', the question's words in **bold** and everything else
 * escaped with `plain` (../markdown.ts), so a document's own `*`, `[x](…)` or `<script>` is shown as
 * the text it is. MiniSearch gives no match positions: the words are found again here with the
 * index's own tokeniser and match rule (./terms.ts), so what is bold is what matched.
 */
import { plain } from '../markdown'
import { termMatch, wordsOf, type TermMatch, type WordAt } from './terms'

export const SNIPPET_CHARS = 300

const RANK: Record<TermMatch, number> = { exact: 0, prefix: 1, fuzzy: 2 }

export interface Snippet {
  /** Light formatting: the passage escaped, matches in bold, '…' where it was cut. */
  text: string
  /** The passage as quoted, unformatted: [start, end) of the chunk's text. */
  start: number
  end: number
}

export interface MatchedWord extends WordAt {
  /** The query term it matched. */
  query: string
}

/**
 * The words of `text` that match one of `query` (normalised terms), each with the query term it
 * matched. A term found as itself (or as the start of a longer word) is not also shown where it is
 * only one letter from another word ("price" is not "rice"); a term found only as a typo is.
 */
export function matchedWords(text: string, query: readonly string[]): MatchedWord[] {
  const found: (MatchedWord & { how: TermMatch })[] = []
  const solid = new Set<string>()
  for (const word of wordsOf(text)) {
    let best: { query: string; how: TermMatch } | null = null
    for (const term of query) {
      const how = termMatch(term, word.term)
      if (how && (!best || RANK[how] < RANK[best.how])) best = { query: term, how }
    }
    if (!best) continue
    found.push({ ...word, ...best })
    if (best.how !== 'fuzzy') solid.add(best.query)
  }
  return found.filter((word) => word.how !== 'fuzzy' || !solid.has(word.query)).map(({ how: _how, ...word }) => word)
}

export function snippetOf(text: string, query: readonly string[], size = SNIPPET_CHARS): Snippet {
  const matches = matchedWords(text, query)
  const [from, to] = bestWindow(text, matches, size)
  const window = matches.filter((word) => word.start >= from && word.end <= to)
  // Cut between words, but never so that a match of the window falls out (a match ending in "gula," is kept whole).
  const start = from > 0 ? Math.min(cutForward(text, from), window[0]?.start ?? text.length) : 0
  const end = to < text.length ? Math.max(cutBack(text, to, start), window[window.length - 1]?.end ?? 0) : text.length
  const body = highlighted(text, start, end, window)
  return { text: `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`, start, end }
}

/**
 * The [from, to) of at most `size` characters holding the most distinct query words (the earliest
 * such), with some context before its first match; the start of the text when nothing matched.
 */
function bestWindow(text: string, matches: readonly MatchedWord[], size: number): [number, number] {
  if (text.length <= size) return [0, text.length]
  let best = { first: 0, last: -1, distinct: 0 }
  for (let first = 0; first < matches.length; first++) {
    const seen = new Set<string>()
    let last = first
    for (let next = first; next < matches.length && matches[next]!.end - matches[first]!.start <= size; next++) {
      seen.add(matches[next]!.query)
      last = next
    }
    if (seen.size > best.distinct) best = { first, last, distinct: seen.size }
  }
  if (best.last < 0) return [0, size]
  const spanStart = matches[best.first]!.start
  const spanEnd = matches[best.last]!.end
  // A third of the room left goes before the matches, so the quote starts with some context.
  let from = Math.max(0, spanStart - Math.floor((size - (spanEnd - spanStart)) / 3))
  const to = Math.min(text.length, from + size)
  from = Math.max(0, to - size)
  return [from, to]
}

/** The first word start at or after `at` (the text is not cut inside a word); `at` itself when no space follows. */
function cutForward(text: string, at: number): number {
  if (/\s/.test(text[at - 1] ?? '')) return at
  const space = text.slice(at).search(/\s\S/)
  return space < 0 ? at : at + space + 1
}

/** The last word end at or before `at`, after `start`; `at` itself when there is none. */
function cutBack(text: string, at: number, start: number): number {
  if (/\s/.test(text[at] ?? '')) return at
  const before = text.slice(start, at)
  const space = before.search(/\S\s+\S*$/)
  return space < 0 ? at : start + space + 1
}

/**
 * `text[start, end)` escaped, with runs of matched words in bold: words with only spaces between
 * them, and words that overlap (Chinese pairs: 冷冻 and 冻库 are one run, 冷冻库).
 */
function highlighted(text: string, start: number, end: number, matches: readonly WordAt[]): string {
  const parts: string[] = []
  let at = start
  for (let index = 0; index < matches.length; index++) {
    const first = matches[index]!
    let runEnd = first.end
    while (index + 1 < matches.length) {
      const next = matches[index + 1]!
      if (next.start > runEnd && !/^[ \t]+$/.test(text.slice(runEnd, next.start))) break
      runEnd = Math.max(runEnd, next.end)
      index++
    }
    parts.push(escaped(text.slice(at, first.start), at === 0), `**${escaped(text.slice(first.start, runEnd), false)}**`)
    at = runEnd
  }
  parts.push(escaped(text.slice(at, end), at === 0))
  return parts.join('')
}

/**
 * `plain` of a piece of the quote. Only a piece at the start of the passage starts a line (a cut
 * passage starts with '…'): `plain` escapes a leading '- ' or '1. ' (which would make a list), so
 * any other piece is escaped after a stand-in character, then without it.
 */
function escaped(piece: string, startsLine: boolean): string {
  if (!piece) return ''
  return startsLine ? plain(piece) : plain(`x${piece}`).slice(1)
}

/**
 * How document text and questions become search terms, one rule for both and for the highlighted
 * snippet (MiniSearch gives no match positions, so ./snippet.ts finds the words again with these
 * same functions).
 *
 * English and Malay: lower-cased, accents stripped, split on anything that is not a letter or a
 * digit, letters apart from digits ("RM12.50" is "rm" and "12.50", "1kg" is "1" and "kg"), numbers
 * kept whole with their decimals and thousands ("1,200.50" is "1200.50"). No stemming: Malay
 * affixes (me-, ber-, -kan) would need a real stemmer, and prefix search already finds "closing"
 * for "close". Stop words of both languages are dropped, so "what", "the", "apa", "yang", "ke"
 * never decide a match.
 */

/** Words that frame a question rather than say what it is about. */
const ENGLISH_STOP_WORDS = [
  'a', 'an', 'the', 'and', 'or', 'but', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'as', 'into', 'about',
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'done', 'have', 'has', 'had',
  'can', 'could', 'would', 'should', 'will', 'shall', 'may', 'might', 'must',
  'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'it', 'its', 'they', 'them', 'their', 'he', 'she', 'his', 'her',
  'this', 'that', 'these', 'those', 'there', 'here', 'what', 'whats', 'which', 'who', 'whom', 'when', 'where', 'why', 'how',
  'much', 'many', 'any', 'some', 'all', 'please', 'tell', 'show', 'give', 'say', 'says', 'said', 'know', 'according',
  // "What time" asks when, as "when" does; a document says "at 10.00 pm", rarely "time".
  'time',
  'if', 'so', 'than', 'then', 'just', 'also', 'not', 'no', 'yes', 'get', 'got', 'out', 'up',
  // The tails of contractions, which the tokeniser splits off ("what's", "don't", "we'll").
  's', 't', 'd', 'll', 're', 've', 'm',
]

const MALAY_STOP_WORDS = [
  'apa', 'apakah', 'yang', 'ke', 'di', 'dan', 'atau', 'ini', 'itu', 'ni', 'tu', 'untuk', 'utk', 'dari', 'daripada', 'dengan', 'dgn',
  'pada', 'dalam', 'oleh', 'kepada', 'bagi', 'tentang', 'kita', 'kami', 'saya', 'aku', 'awak', 'anda', 'dia', 'mereka',
  'ada', 'adakah', 'berapa', 'berapakah', 'bila', 'bilakah', 'mana', 'manakah', 'siapa', 'kenapa', 'mengapa', 'bagaimana', 'macam',
  'mcm', 'tak', 'tidak', 'x', 'boleh', 'nak', 'mahu', 'hendak', 'sahaja', 'saja', 'je', 'ja', 'ka', 'kah', 'lah', 'pun', 'juga',
  'akan', 'sudah', 'dah', 'telah', 'sila', 'tolong', 'beritahu', 'bagitahu', 'tunjuk', 'menurut', 'ikut', 'mengikut', 'seperti',
]

const STOP_WORDS: ReadonlySet<string> = new Set([...ENGLISH_STOP_WORDS, ...MALAY_STOP_WORDS])

/** Shortest word (in letters) that is also matched by prefix and with typos. */
export const LOOSE_MATCH_MIN_LETTERS = 4
/** Edits allowed per letter of a query word (MiniSearch's `fuzzy`: round(length × 0.2)). */
export const FUZZINESS = 0.2

/** A number (thousands groups and decimals kept), or a run of letters with their combining marks. */
const WORD = /\p{N}+(?:,\p{N}{3})*(?:\.\p{N}+)?|[\p{L}\p{M}]+/gu
const LETTERS = /^\p{L}+$/u

const NON_ASCII = /[^ -~]/

/** A word as it is indexed and searched: accents stripped, lower-case, thousands separators gone. */
export function normaliseWord(word: string): string {
  let term = word.toLowerCase()
  // Most words of a menu or a price list are plain ASCII: only the others pay for decomposing.
  if (NON_ASCII.test(term)) term = term.normalize('NFD').replace(/\p{M}/gu, '')
  return term.includes(',') ? term.replace(/,/g, '') : term
}

export interface WordAt {
  /** Normalised (`normaliseWord`). */
  term: string
  /** Where the word is in the text as given, for the snippet: [start, end). */
  start: number
  end: number
}

/** Every word of `text` (stop words included), with where it is. */
export function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = []
  for (const match of text.matchAll(WORD)) {
    const term = normaliseWord(match[0])
    if (term) words.push({ term, start: match.index, end: match.index + match[0].length })
  }
  return words
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term)
}

/** The search terms of a text: its words without the stop words. The tokeniser of the index and of questions. */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  for (const match of text.matchAll(WORD)) {
    const term = normaliseWord(match[0])
    if (term && !STOP_WORDS.has(term)) terms.push(term)
  }
  return terms
}

/** Whether a query word is also matched by prefix and with typos: words, not numbers, of 4+ letters. */
export function matchesLoosely(term: string): boolean {
  return term.length >= LOOSE_MATCH_MIN_LETTERS && LETTERS.test(term)
}

/** The edits a query word may differ by, as MiniSearch computes it for `fuzzy: 0.2`. */
export function allowedEdits(term: string): number {
  return matchesLoosely(term) ? Math.round(term.length * FUZZINESS) : 0
}

export type TermMatch = 'exact' | 'prefix' | 'fuzzy'

/** How a document word matches a query word (both normalised), by the rule the index searches with; null when it does not. */
export function termMatch(query: string, word: string): TermMatch | null {
  if (word === query) return 'exact'
  if (!matchesLoosely(query)) return null
  if (word.startsWith(query)) return 'prefix'
  const edits = allowedEdits(query)
  return edits > 0 && withinEdits(query, word, edits) ? 'fuzzy' : null
}

/** Whether the Levenshtein distance of `a` and `b` is at most `max`; stops as soon as a row exceeds it. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      if (value < best) best = value
    }
    if (best > max) return false
    previous = current
  }
  return previous[b.length]! <= max
}

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
 *
 * Chinese has no spaces: a run of Chinese characters is its overlapping pairs ("供应商价格" is
 * 供应, 应商, 商价, 价格), the usual way to search Chinese without a dictionary, so a two-character
 * word of the question finds the same pair in a document; a lone character is itself. A pair with a
 * character that only frames a sentence (的, 是, 多少, 什么) is dropped, as stop words are: it
 * straddles two words more often than it is one.
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

/** A run of Chinese characters, a number (thousands groups and decimals kept), or a run of letters with their combining marks. */
const WORD = /\p{Script=Han}+|\p{N}+(?:,\p{N}{3})*(?:\.\p{N}+)?|[\p{L}\p{M}]+/gu
const HAN = /^\p{Script=Han}/u
/** Chinese characters that frame a sentence: a pair holding one says little of what is asked. */
const CHINESE_FRAME = new Set([...'的了吗呢啊吧是有我们你您他它在和与及或这那哪个些什么多少几点怎样如何请问要想能会可以给帮看一'])
/** Chinese words that frame a question as the English stop words do ("according to", "about"). */
const CHINESE_STOP_WORDS: ReadonlySet<string> = new Set(['根据', '按照', '依照', '关于', '告诉', '知道', '一下'])

/** A run of Chinese characters as its overlapping pairs, each with where it is (a lone character alone). */
function hanPairs(run: string, start: number): WordAt[] {
  const chars = [...run]
  if (chars.length === 1) return [{ term: run, start, end: start + run.length }]
  const pairs: WordAt[] = []
  let at = start
  for (let index = 0; index + 1 < chars.length; index++) {
    const pair = chars[index]! + chars[index + 1]!
    pairs.push({ term: pair, start: at, end: at + pair.length })
    at += chars[index]!.length
  }
  return pairs
}
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
    if (HAN.test(match[0])) {
      words.push(...hanPairs(match[0], match.index))
      continue
    }
    const term = normaliseWord(match[0])
    if (term) words.push({ term, start: match.index, end: match.index + match[0].length })
  }
  return words
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term) || CHINESE_STOP_WORDS.has(term) || (HAN.test(term) && [...term].some((char) => CHINESE_FRAME.has(char)))
}

/** The search terms of a text: its words without the stop words. The tokeniser of the index and of questions. */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  for (const match of text.matchAll(WORD)) {
    if (HAN.test(match[0])) {
      for (const { term } of hanPairs(match[0], match.index)) if (!isStopWord(term)) terms.push(term)
      continue
    }
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

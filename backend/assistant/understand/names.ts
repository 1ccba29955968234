/**
 * The account's own item and outlet names in a question ("nasi lemk" → "Nasi Lemak Ayam",
 * "bangsar" → "Kopi Kita Bangsar"). Only words the tables do not know are read as names, so
 * "sales" or "week" never match an item; fuse.js ranks the names for each run of such words, and
 * each typed word must then be one of the name's words, within the typo bound of ./typos.ts, so a
 * loose fuzzy hit inside a longer word ("sugar" in "Sugarcane") is not taken. A name is returned
 * exactly as the account spells it, and the longest phrase that names one name wins. A phrase that
 * fits several names ("nasi lemk": Nasi Lemak Ayam or Nasi Lemak Biasa?) reads as the closest, or,
 * when `ties` is 'first', the first of equally close ones in the account's order, and the others are
 * kept so the answer can say so; with ties 'none' (outlets) it names none of equally close ones.
 */
import Fuse from 'fuse.js'
import { allowedEdits, boundedDistance, WordsByLength } from './typos'
import { KNOWN } from './words'

export interface NameMatch {
  name: string
  /** The raw tokens it covers. */
  first: number
  last: number
  /** Other names the same words fit, closest first (none when the words are the whole name). */
  others: string[]
}

/** What a phrase that fits equally close names reads as: the first in the account's order, or none. */
export type Ties = 'first' | 'none'

/** Other names told at most. */
const MOST_OTHERS = 4

/** Loose enough for one or two typos in a phrase; the word check below is the strict part. */
const FUSE_THRESHOLD = 0.34
const LONGEST_PHRASE = 4
/** Phrases tried at most: a hostile message of unknown words stays cheap. */
const MOST_PHRASES = 24
/** Names a phrase may fit and still be ranked by fuse.js (see `bestName`). */
const MOST_FITTING = 8

/** The words of an account's item and outlet names, lower-case. */
export interface NameWords {
  all: ReadonlySet<string>
  byLength: WordsByLength
}

const nameWords = new WeakMap<readonly string[], WeakMap<readonly string[], NameWords>>()

/** Kept per vocabulary list: an account's names do not change between two questions. */
export function nameWordsOf(items: readonly string[], outlets: readonly string[]): NameWords {
  let byOutlets = nameWords.get(items)
  if (!byOutlets) {
    byOutlets = new WeakMap()
    nameWords.set(items, byOutlets)
  }
  let words = byOutlets.get(outlets)
  if (!words) {
    const all = new Set([...items, ...outlets].flatMap(wordsOf))
    words = { all, byLength: new WordsByLength(all) }
    byOutlets.set(outlets, words)
  }
  return words
}

export function wordsOf(name: string): string[] {
  return name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f'’`]/g, '').match(/[a-z0-9]+/g) ?? []
}

/** One list of names (items, or outlets): which names have each word, and a fuse index of all. */
interface NameIndex {
  names: readonly string[]
  words: string[][]
  /** Name word → the names (indices) that have it. */
  having: Map<string, number[]>
  byLength: WordsByLength
  fuse: Fuse<string>
  /** Name → its place in the account's list, which breaks ties. */
  order: Map<string, number>
}

const FUSE_OPTIONS = { includeScore: true, threshold: FUSE_THRESHOLD, ignoreLocation: true, ignoreFieldNorm: true }
const indexes = new WeakMap<readonly string[], NameIndex>()

function indexOf(names: readonly string[]): NameIndex {
  let index = indexes.get(names)
  if (!index) {
    const words = names.map(wordsOf)
    const having = new Map<string, number[]>()
    words.forEach((nameWords, position) => {
      for (const word of new Set(nameWords)) having.set(word, [...(having.get(word) ?? []), position])
    })
    const order = new Map<string, number>()
    names.forEach((name, position) => {
      if (!order.has(name)) order.set(name, position)
    })
    index = { names, words, having, byLength: new WordsByLength(having.keys()), fuse: new Fuse([...names], FUSE_OPTIONS), order }
    indexes.set(names, index)
  }
  return index
}

/**
 * The names every typed word fits: each is a word of the name, or that word with a typo (short
 * words exactly). The fuzzy score alone would take "sugar" for "Sugarcane Juice".
 */
function fitting(phrase: readonly string[], index: NameIndex): number[] {
  let fit: number[] | undefined
  for (const typed of phrase) {
    const limit = allowedEdits(typed.length)
    const here = new Set<number>()
    for (const word of index.byLength.near(typed.length, limit)) {
      if (boundedDistance(typed, word, limit) <= limit) for (const position of index.having.get(word) ?? []) here.add(position)
    }
    fit = fit === undefined ? [...here] : fit.filter((position) => here.has(position))
    if (fit.length === 0) return []
  }
  return (fit ?? []).sort((a, b) => a - b)
}

/** fuse.js's scores for `query` over the names that fit (the whole index when all do). */
function ranked(query: string, fit: readonly number[], index: NameIndex): Array<{ name: string; score: number }> {
  const fuse = fit.length === index.names.length ? index.fuse : new Fuse(fit.map((position) => index.names[position] ?? ''), FUSE_OPTIONS)
  return fuse.search(query).map((result) => ({ name: result.item, score: Math.round((result.score ?? 1) * 1000) / 1000 }))
}

interface Candidate extends NameMatch {
  score: number
  covered: number
}

/**
 * Better first: a longer phrase (every word of it fits the name, so it says more: "nasi lemk" over
 * "nasi"), then a closer fuzzy score, then more of the name covered, then earlier.
 */
function better(a: Candidate, b: Candidate): boolean {
  const lengthA = a.last - a.first
  const lengthB = b.last - b.first
  if (lengthA !== lengthB) return lengthA > lengthB
  if (a.score !== b.score) return a.score < b.score
  if (a.covered !== b.covered) return a.covered > b.covered
  return a.first < b.first
}

/** The phrases a name may be: runs of words the tables do not know (or words of the account's names). */
export function phrases(raw: readonly string[], readable: (index: number) => boolean, nameWords: ReadonlySet<string>): Array<[number, number]> {
  const found: Array<[number, number]> = []
  for (let first = 0; first < raw.length && found.length < MOST_PHRASES; first++) {
    for (let last = first; last < first + LONGEST_PHRASE && last < raw.length && readable(last); last++) {
      const words = raw.slice(first, last + 1)
      const known = words.every((word) => KNOWN.has(word))
      // A phrase of known words only is a name only when the account has such a word ("Kopi Kita").
      if (!known || words.every((word) => nameWords.has(word))) found.push([first, last])
    }
  }
  return found
}

/**
 * The name a phrase reads as: the closest fuzzy score, then the most of the name covered; equally
 * close ones ("kopi": Kopi O or Kopi Susu?) by `ties`. The other names it fits come along.
 */
function onlyName(
  phrase: readonly string[],
  first: number,
  results: ReadonlyArray<{ name: string; score: number }>,
  order: ReadonlyMap<string, number>,
  ties: Ties,
): Candidate | null {
  const allKnown = phrase.every((word) => KNOWN.has(word))
  const candidates: Candidate[] = []
  for (const { name, score } of results) {
    const length = wordsOf(name).length
    // Ordinary words ("kita" in "jualan kita") name a shop only when they are its whole name.
    if (allKnown && phrase.length !== length) continue
    candidates.push({ name, first, last: first + phrase.length - 1, score, covered: phrase.length / Math.max(length, 1), others: [] })
  }
  if (candidates.length === 0) return null
  const rank = (a: Candidate, b: Candidate) => a.score - b.score || b.covered - a.covered || (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0)
  candidates.sort(rank)
  const [top, next] = candidates as [Candidate, Candidate | undefined]
  if (ties === 'none' && next && next.score === top.score && next.covered === top.covered) return null
  // The whole name typed says which: no other is meant.
  const whole = phrase.join(' ') === wordsOf(top.name).join(' ')
  const others = whole ? [] : [...new Set(candidates.slice(1).map((candidate) => candidate.name))].filter((name) => name !== top.name)
  return { ...top, others: others.slice(0, MOST_OTHERS) }
}

/** The best of `names` in the phrases of `raw`, or null; equally close names read by `ties`. */
export function bestName(raw: readonly string[], spans: ReadonlyArray<[number, number]>, names: readonly string[], ties: Ties): NameMatch | null {
  if (names.length === 0) return null
  const index = indexOf(names)
  let best: Candidate | null = null
  // A message repeating a phrase is ranked once per phrase.
  const seen = new Map<string, Array<{ name: string; score: number }>>()
  for (const [first, last] of spans) {
    const phrase = raw.slice(first, last + 1)
    const query = phrase.join(' ')
    if (query.replace(/ /g, '').length < 3) continue
    let results = seen.get(query)
    if (!results) {
      let fit = fitting(phrase, index)
      // A phrase many names share ("nasi") names one of them only by being all of it.
      if (fit.length > MOST_FITTING) fit = fit.filter((position) => index.words[position]?.length === phrase.length)
      results = fit.length === 0 ? [] : ranked(query, fit, index)
      seen.set(query, results)
    }
    const candidate = onlyName(phrase, first, results, index.order, ties)
    if (candidate && (!best || better(candidate, best))) best = candidate
  }
  return best && { name: best.name, first: best.first, last: best.last, others: best.others }
}

/**
 * The words of a question that nothing read: not a word of the tables (./words.ts), a short form,
 * a typo corrected to one, a number, a period, one of the account's names, nor a filler owners add
 * ("lah", "boss"). The answer names them ("I did not understand “mnthly”"), so a question read
 * without them is never taken for the one asked. Chinese characters no word of ./chinese.ts starts
 * are such words too.
 */
import type { Reading } from './text'
import { JOINED_FORMS, KNOWN, MONTHS, NUMBER_WORDS, SHORT_FORMS } from './words'

/** Words owners add that say nothing about the question: never reported. */
const FILLERS: ReadonlySet<string> = new Set([
  'leh', 'lor', 'loh', 'meh', 'mah', 'ah', 'eh', 'ya', 'yah', 'yea', 'yeah', 'bro', 'boss', 'bossku', 'sis', 'guys', 'hmm', 'erm',
  'um', 'kindly', 'dear', 'haha', 'hehe', 'wow', 'oh', 'kot', 'kut', 'weh', 'wei', 'la', 'ka', 'gak', 'jugak', 'ye', 'yer', 'tau',
  'oi', 'sorry', 'maaf', 'encik', 'cik', 'tuan', 'puan', 'sir', 'madam', 'actually', 'really', 'exactly', 'roughly',
  'approximately', 'around', 'quick', 'quickly', 'overall', 'currently', 'team', 'ai', 'selera', 'assistant', 'need', 'want',
  'ngan', 'find', 'out', 'let', 'might', 'gonna', 'wanna',
])

/** At most this many are named: a message of unknown words is answered as not understood anyway. */
const MOST_NAMED = 3

/** The words of `reading` nothing read, in order, each once; `taken` are the raw tokens names and periods took. */
export function unexplainedWords(reading: Reading, taken: ReadonlySet<number>, nameWords: ReadonlySet<string>): string[] {
  const corrected = new Set(reading.words.filter((word) => word.corrected).map((word) => word.raw))
  const found: string[] = []
  reading.raw.forEach((token, index) => {
    if (taken.has(index) || corrected.has(index) || !/[a-z]/.test(token) || token.length < 2) return
    const parts = token.includes('-') ? token.split('-') : [token]
    for (const part of parts) {
      if (part.length < 2 || /\d/.test(part)) continue
      if (KNOWN.has(part) || part in SHORT_FORMS || part in NUMBER_WORDS || MONTHS.has(part) || nameWords.has(part) || FILLERS.has(part)) continue
      if (token in JOINED_FORMS || nameWords.has(token)) continue
      found.push(part)
    }
  })
  return [...new Set([...found, ...reading.unknown])].slice(0, MOST_NAMED)
}

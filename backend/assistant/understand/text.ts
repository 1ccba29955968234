/**
 * From what an owner typed to the words the patterns read: the first MAX_READ characters,
 * lower-cased and without accents, cut into words, numbers and the two signs dates use ('/', '-');
 * short forms spelled out ("mggu" → "minggu", "tq" → "thanks"), typos corrected against the tables
 * (./typos.ts), and month words written `mon1`…`mon12` so the period patterns read one form.
 */
import { hasChinese, readChinese } from './chinese'
import type { NameWords } from './names'
import { correctTypo } from './typos'
import {
  AMBIGUOUS_MONTHS, ENGLISH, JOINED_FORMS, KNOWN, MALAY, MONTHS, NUMBER_WORDS, SHORT_FORMS, TYPO_TARGETS,
} from './words'

/** Only this much of a message is read: a question is short, and the input is untrusted. */
export const MAX_READ = 500

export interface Word {
  /** The form the patterns read. */
  text: string
  /** The raw token it came from (index into `Reading.raw`). */
  raw: number
  /** The table language of the word, when only one table has it. */
  language: 'en' | 'ms' | null
  /** Whether the word came from a typo correction (or a Malay clitic taken off it). */
  corrected: boolean
}

export interface Reading {
  /** The raw tokens, lower-cased: what names are matched against. */
  raw: string[]
  words: Word[]
  /** Whether the owner wrote in Chinese (any Chinese word): the answer is then in Chinese. */
  chinese: boolean
  /** Runs of Chinese characters that no word of ./chinese.ts starts: words not understood. */
  unknown: string[]
}

// One token at a time, no nesting: linear on any input. Letters then digits ("ss15") stay one token
// for the names; `read` splits them when no name has that word ("nov3" → "nov 3").
const TOKEN = /[a-z]+\d[a-z\d]*|[a-z]+(?:-[a-z]+){0,3}|\d+|[/-]/g
const MIXED = /[a-z]+|\d+/g

/** Words after which "may" and "dis" are months ("in may", "1 dis", "bulan mei"). */
const MONTH_CUES = new Set([
  'in', 'on', 'of', 'during', 'for', 'since', 'early', 'end', 'mid', 'until', 'till', 'to', 'from', 'bulan',
  'dalam', 'pada', 'dari', 'awal', 'akhir', 'hujung', 'hingga', 'sampai', 'vs', '-',
])

/**
 * Names owners split into words ("touch 'n go", "grab food") written as the one word the tables
 * have, and Saturday and Sunday named together as the weekend ("sabtu ahad", "saturdays and sundays").
 */
const SPLIT_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\btouch\s*(?:n|and|&)\s*go\b/g, 'touchngo'],
  [/\bgrab\s+food\b/g, 'grabfood'],
  [/\bfood\s+panda\b/g, 'foodpanda'],
  [/\bshopee\s+food\b/g, 'shopeefood'],
  [/\be\s+wallet\b/g, 'ewallet'],
  [/\bduit\s+now\b/g, 'duitnow'],
  [/\btake\s+away\b/g, 'takeaway'],
  [/\b(?:saturdays?|sabtu|sat)\s*(?:and|dan|&|n|,|\/)?\s*(?:sundays?|ahad|sun)\b/g, 'weekend'],
]

function rawTokens(text: string): string[] {
  let cleaned = text
    .slice(0, MAX_READ)
    .normalize('NFKD')
    .toLowerCase()
    // "Last week's customers": a possessive is the word itself.
    .replace(/(\p{L})['’]s\b/gu, '$1')
    .replace(/[\u0300-\u036f'’`]/g, '')
    .replace(/[–—]/g, '-')
  for (const [pattern, word] of SPLIT_NAMES) cleaned = cleaned.replace(pattern, word)
  return cleaned.match(TOKEN) ?? []
}

function languageOf(word: string): 'en' | 'ms' | null {
  const english = ENGLISH.has(word)
  const malay = MALAY.has(word)
  if (english === malay) return null
  return english ? 'en' : 'ms'
}

function isMonthHere(word: string, raw: readonly string[], index: number): boolean {
  if (!AMBIGUOUS_MONTHS.has(word)) return true
  const before = raw[index - 1] ?? ''
  const after = raw[index + 1] ?? ''
  return MONTH_CUES.has(before) || /^\d+$/.test(before) || /^\d+$/.test(after)
}

/** Malay clitics written onto a word: -nya (its, the), -kah (question), -lah (emphasis), -pun (even), -tah. */
const MALAY_CLITICS = ['nya', 'kah', 'lah', 'pun', 'tah']

/**
 * A Malay table word with a clitic written onto it ("jualannya" → "jualan", "berapakah" → "berapa"),
 * or null: only a word the tables know is taken, so no other word loses its ending.
 */
function malayRoot(word: string): string | null {
  for (const clitic of MALAY_CLITICS) {
    if (word.length <= clitic.length + 2 || !word.endsWith(clitic)) continue
    const root = word.slice(0, -clitic.length)
    if (MALAY.has(root)) return root
    const short = SHORT_FORMS[root]
    if (short !== undefined && !short.includes(' ') && MALAY.has(short)) return short
  }
  return null
}

/** One part of a raw token as the words the patterns read. */
function partWords(part: string, names: NameWords): Array<{ text: string; corrected: boolean }> {
  const short = SHORT_FORMS[part]
  if (short !== undefined) return short.split(' ').map((text) => ({ text, corrected: false }))
  if (KNOWN.has(part) || MONTHS.has(part) || part in NUMBER_WORDS || names.all.has(part) || /^\d/.test(part)) {
    return [{ text: part, corrected: false }]
  }
  // Malay clitics on a table word: "jualannya", "berapakah", "bulan-lah" (split at the hyphen already).
  // Read as its root, as a corrected typo is (never a name, never a word not understood).
  const root = malayRoot(part)
  if (root !== null) return [{ text: root, corrected: true }]
  // A word close to one of the shop's names is left for the name matching ("lemk" is not a typo of ours).
  const fixed = names.byLength.hasNear(part) ? null : correctTypo(part, TYPO_TARGETS)
  if (fixed === null) return [{ text: part, corrected: false }]
  return (SHORT_FORMS[fixed] ?? fixed).split(' ').map((text) => ({ text, corrected: true }))
}

/**
 * Letters and digits typed apart ("ss 15", "ss-15") are one word when a name has them joined
 * ("SS15 Subang Jaya"): otherwise "at ss 15" would name no outlet, and the answer would be the whole
 * shop's without a word. Joined only for a name's word, so "nov 3" stays a day.
 */
function joinedNames(raw: readonly string[], names: NameWords): string[] {
  const joined: string[] = []
  for (let index = 0; index < raw.length; index++) {
    const token = raw[index]!
    const gap = raw[index + 1] === '-' ? 1 : 0
    const digits = raw[index + 1 + gap] ?? ''
    if (/^[a-z]+$/.test(token) && /^\d+$/.test(digits) && names.all.has(token + digits)) {
      joined.push(token + digits)
      index += 1 + gap
    } else joined.push(token)
  }
  return joined
}

/**
 * Short forms that stand for two words, told apart by the word after them: "plg laris" is "paling
 * laris" (most sold), "brp plg datang" is "berapa pelanggan datang" (how many customers came).
 */
const BY_NEXT_WORD: Readonly<Record<string, { before: ReadonlySet<string>; then: string; otherwise: string }>> = {
  plg: {
    before: new Set(['laris', 'laku', 'ramai', 'banyak', 'byk', 'bnyk', 'sikit', 'kurang', 'popular', 'sibuk', 'lengang', 'tinggi', 'rendah', 'best', 'top', 'busy', 'terbaik', 'teruk', 'untung']),
    then: 'paling',
    otherwise: 'pelanggan',
  },
}

/** Reads `text`; `names` are the words of the account's item and outlet names (never corrected). */
export function read(text: string, names: NameWords): Reading {
  const chinese = hasChinese(text.slice(0, MAX_READ)) ? readChinese(text.slice(0, MAX_READ)) : null
  const raw = joinedNames(rawTokens(chinese?.text ?? text), names)
  const words: Word[] = []
  raw.forEach((token, index) => {
    const joined = JOINED_FORMS[token] ?? token
    const mixed = /\d/.test(joined) && /[a-z]/.test(joined) && !names.all.has(joined)
    const parts = mixed
      ? (joined.match(MIXED) ?? [])
      : joined.includes('-') ? joined.split('-').flatMap((part, i) => (i === 0 ? [part] : ['-', part])) : joined.split(' ')
    for (const part of parts) {
      if (part === '') continue
      const twoWays = BY_NEXT_WORD[part]
      const read = twoWays ? (twoWays.before.has(raw[index + 1] ?? '') ? twoWays.then : twoWays.otherwise) : part
      for (const word of partWords(read, names)) {
        const month = MONTHS.get(word.text)
        const text = month !== undefined && isMonthHere(word.text, raw, index) ? `mon${month}` : word.text === 'dis' ? 'this' : word.text
        // A short form counts for the language it is written in ("bungkus" is Malay, though it reads as takeaway).
        words.push({ text, raw: index, language: languageOf(read) ?? languageOf(word.text), corrected: word.corrected })
      }
    }
  })
  return { raw, words, chinese: chinese !== null, unknown: chinese?.unknown ?? [] }
}

/** Words joined by single spaces, with where each word starts and ends in that string. */
export interface Line {
  text: string
  starts: number[]
  ends: number[]
}

export function line(words: readonly Word[]): Line {
  const starts: number[] = []
  const ends: number[] = []
  let text = ''
  for (const word of words) {
    if (text !== '') text += ' '
    starts.push(text.length)
    text += word.text
    ends.push(text.length)
  }
  return { text, starts, ends }
}

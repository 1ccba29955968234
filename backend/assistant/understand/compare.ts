/**
 * Which period a question asks about, and which it compares with. Two periods named: the first
 * is asked, the second compared ("this week vs last week", "banding minggu ni dengan minggu
 * lepas"). One period after a comparison word is the one compared with, and the question asks
 * about the period after it ("how did we do compared to last month" → this month vs last month);
 * one period with a comparison or change word before it or after it ("did sales drop last week")
 * is compared with the period before it.
 */
import type { AskedPeriod } from '../types'
import type { LocalDate } from './calendar'
import type { FoundPeriod } from './periods'
import { shiftPeriod } from './shift'

const COMPARE_WORDS: ReadonlySet<string> = new Set(['vs', 'compare', 'banding', 'than', 'against', 'lawan'])
const CHANGE_WORDS: ReadonlySet<string> = new Set([
  'growth', 'grow', 'grew', 'increase', 'increased', 'decrease', 'decreased', 'drop', 'dropped', 'naik', 'turun',
  'meningkat', 'menurun', 'better', 'worse', 'change', 'changed', 'beza', 'perbezaan', 'difference',
])
/** Words just before a period that make it the one compared with ("compared to last month"). */
const WITH_WORDS: ReadonlySet<string> = new Set(['to', 'with', 'than', 'against', 'dengan', 'vs', 'lawan', 'banding'])
/** Periods that have a natural "after": the owner compares the current one with them. */
const BEHIND_KINDS: ReadonlySet<string> = new Set(['yesterday', 'last_week', 'last_month', 'last_year'])

export interface Periods {
  period: AskedPeriod | null
  comparedTo: AskedPeriod | null
  /** Whether the words ask for a comparison at all. */
  comparing: boolean
}

/** Words after a period's unit that name the period before it ("the week before", "bulan sebelumnya", "minggu sebelum tu"). */
const UNITS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'year', 'hari', 'minggu', 'bulan', 'tahun'])
const BEFORE: ReadonlySet<string> = new Set(['before', 'sebelum', 'sebelumnya', 'prior'])

function hasBeforeCue(words: readonly string[]): boolean {
  return words.some((word, index) => BEFORE.has(word) && UNITS.has(words[index - 1] ?? ''))
}

export function comparisonAt(words: readonly string[]): number {
  return words.findIndex((word) => COMPARE_WORDS.has(word))
}

/**
 * `values`: the topic's answer sets values side by side (outlets, payment methods, channels), so a
 * comparison word between two of them ("duitnow vs card this month", "compare my outlets") compares
 * those, not the period with another; one right before the period ("compared to last month") or a
 * change word still does.
 */
export function askedPeriods(words: readonly string[], found: readonly FoundPeriod[], today: LocalDate, values = false): Periods {
  const compareAt = comparisonAt(words)
  const changing = words.some((word) => CHANGE_WORDS.has(word))
  const [first, second] = found
  const before = first ? (words[first.first - 1] ?? '') : ''
  // "last week to the week before", "minggu lepas ke minggu sebelum tu": the period named, against the one before it.
  const against = first !== undefined && hasBeforeCue(words.slice(first.last + 1))
  const comparing = found.length >= 2 || changing || against || (compareAt >= 0 && (!values || WITH_WORDS.has(before)))
  if (!first) return { period: null, comparedTo: null, comparing }
  if (second) return { period: first.period, comparedTo: second.period, comparing }
  if (!comparing) return { period: first.period, comparedTo: null, comparing }
  if (against) return { period: first.period, comparedTo: shiftPeriod(first.period, -1, today), comparing }
  const isBaseline = compareAt >= 0 && compareAt < first.first && (WITH_WORDS.has(before) || BEHIND_KINDS.has(first.period.kind))
  if (isBaseline) return { period: shiftPeriod(first.period, 1, today), comparedTo: first.period, comparing }
  return { period: first.period, comparedTo: shiftPeriod(first.period, -1, today), comparing }
}

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

export function comparisonAt(words: readonly string[]): number {
  return words.findIndex((word) => COMPARE_WORDS.has(word))
}

export function askedPeriods(words: readonly string[], found: readonly FoundPeriod[], today: LocalDate): Periods {
  const compareAt = comparisonAt(words)
  const changing = words.some((word) => CHANGE_WORDS.has(word))
  const comparing = compareAt >= 0 || changing || found.length >= 2
  const [first, second] = found
  if (!first) return { period: null, comparedTo: null, comparing }
  if (second) return { period: first.period, comparedTo: second.period, comparing }
  if (!comparing) return { period: first.period, comparedTo: null, comparing }
  const before = words[first.first - 1] ?? ''
  const isBaseline = compareAt >= 0 && compareAt < first.first && (WITH_WORDS.has(before) || BEHIND_KINDS.has(first.period.kind))
  if (isBaseline) return { period: shiftPeriod(first.period, 1, today), comparedTo: first.period, comparing }
  return { period: first.period, comparedTo: shiftPeriod(first.period, -1, today), comparing }
}

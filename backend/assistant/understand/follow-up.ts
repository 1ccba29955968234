/**
 * Follow-ups read the previous question (docs/product.md#chat): "and the week before?" shifts its
 * period back by its own unit, "how about last month?" / "kalau minggu lepas?" changes the period,
 * "what about Bangsar?" narrows to an outlet, "and orders?" changes the measure. The topic and
 * the measures not named again come from the previous question; a question that names its own
 * topic is a new question (it may still keep the period when it starts "what about ...").
 */
import type { AskedPeriod, PeriodKind, Question, Topic } from '../types'
import { addDays, type LocalDate, mondayOf, monthEnd, monthsBefore, monthStart, period } from './calendar'
import { shiftPeriod } from './shift'

/** Previous questions that carry nothing a follow-up could reuse. */
const NOT_CARRIED: ReadonlySet<Topic> = new Set(['greeting', 'thanks', 'help', 'other'])
/** Topics a measure-only follow-up keeps ("daily sales" then "and orders?" is daily orders). */
const MEASURED: ReadonlySet<Topic> = new Set(['figures', 'by_day', 'weekend_vs_weekday'])

const FOLLOW_START = /^(?:and|so|then|ok|okay|also|dan|lepas itu|habis itu)\b/
const FOLLOW_ANY = /\b(?:what about|how about|kalau|macam mana dengan|bagaimana dengan|same for|same but|pula)\b/
const SHIFT = /\b(?:(?:the )?(week|month|day|year|one|period) before|before that|previous one|sebelum itu|(minggu|bulan|hari|tahun) sebelumnya|sebelumnya)\b/

export function usablePrevious(previous: Question | null): Question | null {
  return previous && !NOT_CARRIED.has(previous.topic) ? previous : null
}

/** The topic a measure-only follow-up keeps. */
export function measuredTopic(previous: Question): Topic {
  return MEASURED.has(previous.topic) ? previous.topic : 'figures'
}

export function followCue(text: string): boolean {
  return FOLLOW_START.test(text) || FOLLOW_ANY.test(text)
}

const UNIT_KINDS: Readonly<Record<string, PeriodKind>> = {
  week: 'last_week', minggu: 'last_week', month: 'last_month', bulan: 'last_month',
  day: 'yesterday', hari: 'yesterday', year: 'last_year', tahun: 'last_year',
}

/** The period before, for "the week before": by the previous period's own unit (or, after the default, the unit named). */
export function shiftCue(text: string): string | null {
  const match = SHIFT.exec(text)
  if (!match) return null
  return match[1] ?? match[2] ?? 'same'
}

function lastOf(kind: PeriodKind | undefined, today: LocalDate): AskedPeriod | null {
  if (kind === 'last_week') return period(kind, addDays(mondayOf(today), -7), addDays(mondayOf(today), -1), today)
  if (kind === 'last_month') {
    const last = monthsBefore(today, 1)
    return period(kind, monthStart(last.year, last.month), monthEnd(last.year, last.month), today)
  }
  if (kind === 'yesterday') return period(kind, addDays(today, -1), addDays(today, -1), today)
  if (kind === 'last_year') return period(kind, { year: today.year - 1, month: 1, day: 1 }, { year: today.year - 1, month: 12, day: 31 }, today)
  return null
}

/** The period "the X before" names after `previous` (null: the words name no unit to move by). */
export function periodBefore(previous: AskedPeriod | null, unit: string, today: LocalDate): AskedPeriod | null {
  if (previous && previous.kind !== 'default') return shiftPeriod(previous, -1, today)
  return lastOf(UNIT_KINDS[unit], today)
}

/**
 * What an owner's general-mode message was understood as, as it is kept with the message
 * (`ChatMessageRecord.question`, backend/store.ts) so that a follow-up ("and the week before?")
 * reads it without understanding it again. It is stored as a versioned record of plain data, not
 * as the parser's `Question`, which changes as the parser learns: a stored message stays readable.
 * A record of another version, or one that no longer reads (a topic since renamed), is no context:
 * the follow-up is then read on its own, as the first question of a chat is.
 */
import * as z from 'zod'
import type { Language } from '../../kernel/format'
import type { StoredQuestion } from '../store'
import type { AskedPeriod, Measure, PeriodKind, Question, Topic } from './types'

/** Every value of each union, checked both ways against the types: a new topic must be listed here. */
const LANGUAGES = ['en', 'ms', 'zh'] as const satisfies readonly Language[]
const MEASURES = ['revenue', 'orders', 'customers', 'avg_order'] as const satisfies readonly Measure[]
const TOPICS = [
  'figures', 'by_day', 'weekdays', 'weekend_vs_weekday', 'best_sellers', 'worst_sellers', 'peak_hours', 'quiet_hours', 'outlets',
  'payments', 'channels', 'repeat_customers', 'lapsed_customers', 'refunds', 'advice', 'greeting', 'thanks', 'help', 'other',
] as const satisfies readonly Topic[]
const PERIOD_KINDS = [
  'today', 'yesterday', 'this_week', 'last_week', 'last_n_days', 'this_month', 'last_month', 'month', 'range', 'day', 'this_year', 'last_year', 'default',
] as const satisfies readonly PeriodKind[]
type Unlisted<T, L extends readonly unknown[]> = Exclude<T, L[number]>
type Listed = [Unlisted<Language, typeof LANGUAGES>, Unlisted<Measure, typeof MEASURES>, Unlisted<Topic, typeof TOPICS>, Unlisted<PeriodKind, typeof PERIOD_KINDS>]
const _everyValueListed: Listed extends [never, never, never, never] ? true : false = true
void _everyValueListed

const PeriodSchema = z.object({ kind: z.enum(PERIOD_KINDS), from: z.string(), to: z.string(), days: z.number() })

const StoredQuestionV1Schema = z.object({
  version: z.literal(1),
  text: z.string(),
  language: z.enum(LANGUAGES),
  topic: z.enum(TOPICS),
  measures: z.array(z.enum(MEASURES)),
  period: PeriodSchema,
  comparedTo: PeriodSchema.nullable(),
  outlet: z.string().nullable(),
  item: z.string().nullable(),
  limit: z.number().nullable(),
  followUp: z.boolean(),
  byOutlet: z.boolean(),
})

const plainPeriod = ({ kind, from, to, days }: AskedPeriod) => ({ kind, from, to, days })

/** The record of what `question` was understood as: what a follow-up carries on from, and nothing else. */
export function storedQuestion(question: Question): StoredQuestion {
  return {
    version: 1,
    text: question.text,
    language: question.language,
    topic: question.topic,
    measures: [...question.measures],
    period: plainPeriod(question.period),
    comparedTo: question.comparedTo && plainPeriod(question.comparedTo),
    outlet: question.outlet,
    item: question.item,
    limit: question.limit,
    followUp: question.followUp,
    byOutlet: question.byOutlet === true,
  }
}

/** The question a stored record says, or null when it does not read as this version does. */
export function questionOf(stored: unknown): Question | null {
  const parsed = StoredQuestionV1Schema.safeParse(stored)
  if (!parsed.success) return null
  const { version: _version, byOutlet, ...fields } = parsed.data
  return { ...fields, ...(byOutlet ? { byOutlet } : {}) }
}

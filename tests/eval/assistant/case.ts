/** One question of the evaluation set (./cases.ts) and what its answer must hold. */
import type { Topic } from '../../../backend/assistant/types'

/** The four ways owners write: Manglish is English and Malay in one sentence, answered in English. */
export type Way = 'en' | 'ms' | 'manglish' | 'zh'

export interface Case {
  text: string
  way: Way
  /** What the question is about: the topic it must be read as, 'outside' for one no figure answers. */
  topic: Topic | 'outside'
  /** Exact text the answer must contain: the figures, and the period as it reads it. */
  contains: string[]
  /** Asked right after this question: a follow-up that must carry its context (unless `standsAlone`). */
  after?: string
  /** Asked after another, but a complete question: it must not take the earlier one's topic, period or names. */
  standsAlone?: boolean
  /** What the answer must not hold (a question no figure answers: /\d/; a note nobody asked for). */
  absent?: RegExp
  /** Answered in Malay (set from `way`). */
  ms?: boolean
  /** Answered in Chinese (set from `way`). */
  zh?: boolean
  /** A series answer: its figure links to the dashboard for this period. */
  figure?: readonly [string, string]
}

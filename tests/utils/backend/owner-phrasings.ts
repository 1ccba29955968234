/** The account and the periods backend/assistant/understand/owner-phrasings*.test.ts read owners' questions against. */
import type { AccountVocabulary, Question } from '../../../backend/assistant/types'
import { understand } from '../../../backend/assistant/understand/index'

// Tuesday 24 November 2026: this week began Monday the 23rd.
export const vocabulary: AccountVocabulary = {
  today: '2026-11-24',
  items: ['Kopi O', 'Nasi Lemak Ayam Goreng', 'Nasi Lemak Biasa', 'Roti Canai', 'Teh Tarik'],
  outlets: ['Bangsar', 'Damansara Uptown', 'SS15 Subang Jaya'],
}

export function ask(text: string): Question {
  return understand(text, vocabulary, { previous: null })
}

export const TODAY = { kind: 'today', from: '2026-11-24', to: '2026-11-24', days: 1 }
export const YESTERDAY = { kind: 'yesterday', from: '2026-11-23', to: '2026-11-23', days: 1 }
export const THIS_WEEK = { kind: 'this_week', from: '2026-11-23', to: '2026-11-24', days: 2 }
export const LAST_WEEK = { kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 }
export const LAST_MONTH = { kind: 'last_month', from: '2026-10-01', to: '2026-10-31', days: 31 }

export type Row = readonly [string, Partial<Record<keyof Question, unknown>>]

import { describe, expect, it } from 'vitest'
import { questionOf, storedQuestion } from './stored-question'
import type { Question } from './types'

const LAST_WEEK = { kind: 'last_week', from: '2026-11-09', to: '2026-11-15', days: 7 } as const

function question(fields: Partial<Question> = {}): Question {
  return { text: 'best sellers last week at Bangsar', language: 'en', topic: 'best_sellers', measures: ['revenue'], period: LAST_WEEK, comparedTo: null, outlet: 'Bangsar', item: null, limit: 3, followUp: false, ...fields }
}

describe('the question a chat message keeps', () => {
  it('is a versioned record of plain data that reads back as the question a follow-up carries on from', () => {
    const asked = question({ byOutlet: true, followUp: true, unexplained: ['lah'], alsoMatched: ['Nasi Lemak Ayam'] })
    const stored = storedQuestion(asked)
    expect(stored).toEqual({ version: 1, text: asked.text, language: 'en', topic: 'best_sellers', measures: ['revenue'], period: LAST_WEEK, comparedTo: null, outlet: 'Bangsar', item: null, limit: 3, followUp: true, byOutlet: true })
    // Plain data: it survives JSON (IndexedDB, a database's jsonb) unchanged.
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored)
    // What a follow-up reads; the parser's notes about the words (unexplained, alsoMatched) are not context.
    expect(questionOf(stored)).toEqual({ ...question(), followUp: true, byOutlet: true })
    expect(questionOf(storedQuestion(question({ comparedTo: LAST_WEEK, period: { ...LAST_WEEK, kind: 'this_week' } })))?.comparedTo).toEqual(LAST_WEEK)
  })

  it('is no context when it is of another version or no longer reads', () => {
    const stored = storedQuestion(question())
    expect(questionOf({ ...stored, version: 2 })).toBeNull()
    expect(questionOf({ ...stored, topic: 'horoscope' })).toBeNull()
    // A message kept before the record was versioned: the parser's type as it was then.
    expect(questionOf(question())).toBeNull()
    expect(questionOf(null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { coverageOf, isRelevant, questionTerms, type DocumentHit } from './search'

const hit = (query: string, matched: string[]): DocumentHit => ({ uploadId: 'u', fileName: 'f.txt', seq: 0, text: '', score: 1, terms: matched, ...coverageOf(questionTerms(query), matched) })

describe('coverage: how much of a question a passage answers', () => {
  it('counts an exact word 1, a word it starts 0.75, a typo 0.5, over the question’s words', () => {
    expect(coverageOf(['sugar', 'supplier'], ['sugar', 'supplier'])).toEqual({ coverage: 1, solid: true })
    expect(coverageOf(['close', 'sop'], ['closes'])).toEqual({ coverage: 0.375, solid: true })
    expect(coverageOf(['suger'], ['sugar'])).toEqual({ coverage: 0.5, solid: false })
    expect(coverageOf([], ['sugar'])).toEqual({ coverage: 0, solid: false })
  })

  it('takes a passage covering more than half the question, with more than typos', () => {
    expect(isRelevant(hit('harga gula', ['harga', 'gula']))).toBe(true)
    expect(isRelevant(hit('pukul berapa kedai tutup', ['pukul', 'kedai']))).toBe(true)
    expect(isRelevant(hit('price of suger', ['prices', 'sugar']))).toBe(true)
    // Exactly half is not enough: "cuaca hari" (the weather today) against an SOP's "dua hari".
    expect(isRelevant(hit('cuaca hari ini', ['hari']))).toBe(false)
    // A word one letter from a document's word, and nothing else, is not a match.
    expect(isRelevant(hit('hello', ['hallo']))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { allowedEdits, boundedDistance, correctTypo, WordsByLength } from './typos'
import { TYPO_TARGETS } from './words'

describe('bounded Damerau-Levenshtein', () => {
  it.each([
    ['jualan', 'jaulan', 1], // a swap of neighbours is one edit
    ['revenue', 'revnue', 1],
    ['customers', 'custmers', 1],
    ['semalam', 'semlam', 1],
    ['yesterday', 'yesterdy', 1],
    ['kitten', 'sitting', 3],
    ['lepas', 'lepas', 0],
  ] as const)('%s ↔ %s = %i', (a, b, distance) => {
    expect(boundedDistance(a, b, 5)).toBe(distance)
    expect(boundedDistance(b, a, 5)).toBe(distance)
  })

  it('stops as soon as the limit is passed', () => {
    expect(boundedDistance('kitten', 'sitting', 1)).toBe(2)
    expect(boundedDistance('a', 'abcdef', 2)).toBe(3)
  })

  it('allows one edit for 4–7 letters, two for 8 or more, none below 4', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2])
  })
})

describe('typo correction against the word tables', () => {
  it.each([
    ['revnue', 'revenue'],
    ['custmers', 'customers'],
    ['yesterdy', 'yesterday'],
    ['semlam', 'semalam'],
    ['lpas', 'lepas'],
    ['jaulan', 'jualan'],
    ['pelangan', 'pelanggan'],
    ['octber', 'october'],
    ['febuary', 'february'],
  ])('%s → %s', (typed, meant) => {
    expect(correctTypo(typed, TYPO_TARGETS)).toBe(meant)
  })

  it('never corrects short words, nor words too far from any table word', () => {
    expect(correctTypo('wek', TYPO_TARGETS)).toBeNull()
    expect(correctTypo('sugar', TYPO_TARGETS)).toBeNull()
    expect(correctTypo('bangsar', TYPO_TARGETS)).toBeNull()
  })

  it('prefers the closest word, then the first in the table, whatever order typos come in', () => {
    const table = new WordsByLength(['sales', 'sale', 'scales'])
    expect(correctTypo('saless', table)).toBe('sales')
    expect(correctTypo('sales', table)).toBe('sales')
    expect(new WordsByLength(['abcd', 'abce']).hasNear('abcf')).toBe(true)
  })
})

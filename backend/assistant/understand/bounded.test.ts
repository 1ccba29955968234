import { describe, expect, it } from 'vitest'
import type { AccountVocabulary } from '../types'
import { MAX_READ, understand } from './index'

// A large menu, so the name matching is measured at its most expensive.
const vocabulary: AccountVocabulary = {
  today: '2026-11-24',
  items: Array.from({ length: 500 }, (_, i) => `${['Nasi', 'Mee', 'Kuih', 'Roti', 'Teh', 'Kopi'][i % 6]} Special ${i}`),
  outlets: ['Kopi Kita Bangsar', 'Kopi Kita Damansara'],
}

const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['[', '['.repeat(10_000)],
  ['spaces', ' '.repeat(10_000)],
  ['digits', '1'.repeat(10_000)],
  ['unknown words', 'asdf qwer zxcv '.repeat(700)],
  ['slashed dates', '1/11 - '.repeat(2_000)],
  ['slashes and digits', '1 / '.repeat(3_000)],
  ['name words', 'nasi lemk kopi roti mee '.repeat(500)],
  ['hyphens', 'a-'.repeat(5_000)],
  ['periods', 'last week vs '.repeat(1_000)],
  ['markup', '<img src=x onerror=alert(1)>'.repeat(500)],
]

describe('bounded: untrusted input of any length', () => {
  it.each(HOSTILE)('a 10,000-character run of %s is read in well under 50 ms', (_, text) => {
    understand(text, vocabulary, { previous: null }) // warm the regular expressions and indexes
    // The fastest of five: a busy machine (CI runs suites side by side) slows some runs, while a
    // pattern that backtracks is slow on every run, so the fastest still catches it.
    const times: number[] = []
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      const question = understand(text, vocabulary, { previous: null })
      times.push(performance.now() - started)
      expect(question.text).toBe(text)
    }
    expect(Math.min(...times)).toBeLessThan(50)
  })

  it(`reads only the first ${MAX_READ} characters`, () => {
    const padding = 'x '.repeat(MAX_READ / 2)
    expect(understand(`sales yesterday ${padding}`, vocabulary, { previous: null }).period.kind).toBe('yesterday')
    expect(understand(`${padding} sales yesterday`, vocabulary, { previous: null }).period.kind).toBe('default')
  })
})

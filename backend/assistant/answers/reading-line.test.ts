import { describe, expect, it } from 'vitest'
import type { AccountVocabulary, Question } from '../types'
import { understand } from '../understand'
import { readingLine } from './reading-line'

// Wednesday 18 November 2026.
const vocabulary: AccountVocabulary = {
  today: '2026-11-18',
  items: ['Kopi O', 'Nasi Lemak Biasa', 'Teh Tarik'],
  outlets: ['Bangsar', 'Mont Kiara'],
}
const read = (text: string, previous: Question | null = null) => understand(text, vocabulary, { previous })

describe('the reading line', () => {
  it.each([
    ['sales last week', '**Read as:** sales · 9–15 Nov 2026 (Mon–Sun) · all outlets'],
    ['orders and customers yesterday at bangsar', '**Read as:** orders, customers · 17 Nov 2026 (Tue) · Bangsar'],
    ['compare this week with last week', '**Read as:** sales · 16–18 Nov 2026 (Mon–Wed) vs 9–15 Nov 2026 (Mon–Sun) · all outlets'],
    ['best sellers this month', '**Read as:** best sellers · 1–18 Nov 2026 · all outlets'],
    ['how is teh tarik doing last month', '**Read as:** sales of Teh Tarik · 1–31 Oct 2026 · all outlets'],
    ['sales by outlet', '**Read as:** sales by outlet · no period named · outlet by outlet'],
    ['jualan minggu lepas', '**Dibaca sebagai:** jualan · 9–15 Nov 2026 (Isn–Ahd) · semua cawangan'],
    ['上个月几点最忙', '**理解为：**高峰时段 · 2026年10月1日至31日 · 所有分店'],
  ])('%s', (text, line) => {
    expect(readingLine(read(text))).toBe(line)
  })

  it('says when the question followed the one before', () => {
    expect(readingLine(read('and the week before?', read('sales last week')))).toBe('**Read as:** sales · 2–8 Nov 2026 (Mon–Sun) · all outlets (following your last question)')
  })

  it('names the words nothing read, in the question’s language', () => {
    expect(readingLine(read('sales last wek'))).toBe('**Read as:** sales · no period named · all outlets\nI did not understand “wek”, so I left it out: rephrase if it matters.')
    expect(readingLine(read('jualan smlmm'))).toContain('Saya tidak faham “smlmm”')
    expect(readingLine(read('咖啡上个月卖了多少'))).toContain('我看不懂“咖啡”')
  })
})

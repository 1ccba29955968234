import { describe, expect, it } from 'vitest'
import { allowedEdits, searchTerms, termMatch, withinEdits, wordsOf } from './terms'
import { translationsOf } from './translations'

describe('searchTerms: one tokeniser for documents and questions', () => {
  it('lower-cases, strips accents and punctuation, and drops English and Malay stop words', () => {
    expect(searchTerms("What's the price of the Café's CRÈME brûlée?")).toEqual(['price', 'cafe', 'creme', 'brulee'])
    expect(searchTerms('Apa harga gula yang dijual di kedai ke?')).toEqual(['harga', 'gula', 'dijual', 'kedai'])
  })

  it('keeps numbers and prices whole, apart from the letters stuck to them', () => {
    expect(searchTerms('Santan RM12.50, 1kg; bulk 1,200.50 (net).')).toEqual(['santan', 'rm', '12.50', '1', 'kg', 'bulk', '1200.50', 'net'])
    // A full stop or a comma after a number is punctuation, not a decimal.
    expect(searchTerms('Doors open at 7. Items 3,4 and 5.')).toEqual(['doors', 'open', '7', 'items', '3', '4', '5'])
  })

  it('says where each word is in the text as given, accents and all', () => {
    const text = 'Kopi Ó, RM 3.50'
    expect(wordsOf(text).map(({ term, start, end }) => [term, text.slice(start, end)])).toEqual([
      ['kopi', 'Kopi'],
      ['o', 'Ó'],
      ['rm', 'RM'],
      ['3.50', '3.50'],
    ])
  })
})

describe('termMatch: the rule the index searches with', () => {
  it('matches words of 4+ letters by prefix and within round(length × 0.2) edits', () => {
    expect(termMatch('gula', 'gula')).toBe('exact')
    expect(termMatch('close', 'closes')).toBe('prefix')
    expect(termMatch('suger', 'sugar')).toBe('fuzzy')
    expect(termMatch('close', 'closing')).toBeNull()
    expect(allowedEdits('santan')).toBe(1)
    expect(allowedEdits('penghantaran')).toBe(2)
    expect(termMatch('penghantran', 'penghantaran')).toBe('fuzzy')
  })

  it('matches short words and numbers only as themselves', () => {
    expect(termMatch('egg', 'eggs')).toBeNull()
    expect(termMatch('teh', 'the')).toBeNull()
    expect(termMatch('12.50', '12.505')).toBeNull()
    expect(termMatch('1200', '12000')).toBeNull()
    expect(termMatch('12.50', '12.50')).toBe('exact')
  })

  it('counts edits as Levenshtein does', () => {
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true)
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false)
    expect(withinEdits('', 'abc', 3)).toBe(true)
    expect(withinEdits('abc', 'abc', 0)).toBe(true)
  })
})

describe('translationsOf (./translations.ts)', () => {
  it('gives the other language’s words both ways, never the word itself, nothing for a word not in the table', () => {
    expect(translationsOf('gula')).toEqual(['sugar'])
    expect(translationsOf('sugar')).toEqual(['gula'])
    expect(translationsOf('harga')).toEqual(expect.arrayContaining(['price', 'prices']))
    expect(translationsOf('price')).toEqual(expect.arrayContaining(['harga', 'kos']))
    expect(translationsOf('set')).toEqual(['combo'])
    expect(translationsOf('laksa')).toEqual([])
    expect(translationsOf('nasi')).toEqual([])
  })
})

describe('Chinese text', () => {
  it('is its overlapping pairs of characters, a lone character itself, with where each is', () => {
    expect(wordsOf('冷冻库温度')).toEqual([
      { term: '冷冻', start: 0, end: 2 },
      { term: '冻库', start: 1, end: 3 },
      { term: '库温', start: 2, end: 4 },
      { term: '温度', start: 3, end: 5 },
    ])
    expect(wordsOf('糖 RM3')).toEqual([{ term: '糖', start: 0, end: 1 }, { term: 'rm', start: 2, end: 4 }, { term: '3', start: 4, end: 5 }])
  })

  it('drops the pairs that hold a character framing the question, and the Chinese stop words', () => {
    expect(searchTerms('根据SOP，几点关门？')).toEqual(['sop', '关门'])
    expect(searchTerms('供应商的白糖价格是多少')).toEqual(['供应', '应商', '白糖', '糖价', '价格'])
  })
})

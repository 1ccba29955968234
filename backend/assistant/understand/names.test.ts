import { describe, expect, it } from 'vitest'
import type { AccountVocabulary } from '../types'
import { understand } from './index'

const vocabulary: AccountVocabulary = {
  today: '2026-11-24',
  items: ['Nasi Lemak Ayam', 'Nasi Lemak Rendang', 'Nasi Goreng Kampung', 'Teh Tarik', 'Kopi O', 'Kopi Susu', 'Sugarcane Juice', 'Week Special'],
  outlets: ['Kopi Kita Bangsar', 'Kopi Kita Damansara'],
}

function names(text: string, account: AccountVocabulary = vocabulary): { item: string | null; outlet: string | null } {
  const { item, outlet } = understand(text, account, { previous: null })
  return { item, outlet }
}

describe('the account\'s own item and outlet names', () => {
  it.each([
    ['nasi goreng sales', 'Nasi Goreng Kampung', null],
    ['nasi gorng last week', 'Nasi Goreng Kampung', null],
    ['nasi lemak rendang', 'Nasi Lemak Rendang', null],
    ['teh tarik semalam', 'Teh Tarik', null],
    ['TEH TARIK', 'Teh Tarik', null],
    ['kopi o orders', 'Kopi O', null],
    ['bangsar', null, 'Kopi Kita Bangsar'],
    ['bangsr sales', null, 'Kopi Kita Bangsar'],
    ['damansara', null, 'Kopi Kita Damansara'],
    ['kopi kita bangsar orders', null, 'Kopi Kita Bangsar'],
    ['kopi susu at damansara', 'Kopi Susu', 'Kopi Kita Damansara'],
  ] as const)('%s', (text, item, outlet) => {
    expect(names(text)).toEqual({ item, outlet })
  })

  it('returns the name as the account spells it', () => {
    const account = { ...vocabulary, items: ['NASI lemak AYAM (Special)'] }
    expect(names('nasi lemak ayam', account).item).toBe('NASI lemak AYAM (Special)')
  })

  it('matches "nasi lemk" to Nasi Lemak Ayam when it is the only Nasi Lemak', () => {
    expect(names('how many nasi lemk sold', { ...vocabulary, items: ['Nasi Lemak Ayam', 'Teh Tarik'] }).item).toBe('Nasi Lemak Ayam')
  })

  it('reads a phrase two items fit equally as the first in the account\'s order, and keeps the other ("nasi lemak": Ayam or Rendang?)', () => {
    const ask = (text: string) => understand(text, vocabulary, { previous: null })
    expect(ask('nasi lemak sales')).toMatchObject({ item: 'Nasi Lemak Ayam', alsoMatched: ['Nasi Lemak Rendang'] })
    expect(ask('kopi sales')).toMatchObject({ item: 'Kopi O', alsoMatched: ['Kopi Susu'], outlet: null })
    // The same names in another order read the other way: the account's order decides, nothing else.
    const reversed = { ...vocabulary, items: [...vocabulary.items].reverse() }
    expect(understand('nasi lemak sales', reversed, { previous: null })).toMatchObject({ item: 'Nasi Lemak Rendang', alsoMatched: ['Nasi Lemak Ayam'] })
    // A whole name typed, or words only one item has, leave nothing else to mean.
    expect(ask('nasi lemak rendang sales').alsoMatched).toBeUndefined()
    expect(ask('teh tarik sales').alsoMatched).toBeUndefined()
  })

  it('names no outlet by words two outlets fit equally', () => {
    // "kita" is a word of both outlets, and an ordinary Malay word.
    expect(names('jualan kita minggu lepas').outlet).toBeNull()
    expect(names('kopi kita sales').outlet).toBeNull()
  })

  it('does not match ordinary words to items', () => {
    for (const text of ['sales last week', 'what were the sales this week', 'sugar supplier', 'weekly sales', 'best sellers', 'orders today']) {
      expect(names(text)).toEqual({ item: null, outlet: null })
    }
  })

  it('does not take one known word for a longer name ("kita" alone is not Kopi Kita Bangsar)', () => {
    expect(names('jualan kita', { ...vocabulary, outlets: ['Kopi Kita Bangsar'] }).outlet).toBeNull()
  })

  it('works with an account that has no items or outlets', () => {
    expect(names('nasi lemak at bangsar', { today: '2026-11-24', items: [], outlets: [] })).toEqual({ item: null, outlet: null })
  })
})

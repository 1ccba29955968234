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

  it('names nothing when a phrase fits two names equally ("nasi lemak": Ayam or Rendang?)', () => {
    expect(names('nasi lemak sales').item).toBeNull()
    expect(names('kopi sales').item).toBeNull()
    // "kita" is a word of both outlets, and an ordinary Malay word.
    expect(names('jualan kita minggu lepas').outlet).toBeNull()
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

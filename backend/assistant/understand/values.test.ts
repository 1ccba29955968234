import { describe, expect, it } from 'vitest'
import { valuesNamed, valueWordsIn } from './values'

const PAYMENTS = ['Cash', 'DuitNow QR', "Touch 'n Go eWallet", 'Card', 'GrabPay']
const CHANNELS = ['Dine in', 'Takeaway', 'GrabFood', 'foodpanda']

describe('the values a word names', () => {
  it.each([
    ['cash', ['Cash']],
    ['touchngo', ["Touch 'n Go eWallet"]],
    ['ewallet', ["Touch 'n Go eWallet", 'GrabPay']],
    ['qr', ['DuitNow QR']],
    ['credit', ['Card']],
  ])('payments: %s', (word, names) => {
    expect(valuesNamed(word, 'payments', PAYMENTS)).toEqual(names)
  })

  it.each([
    ['delivery', ['GrabFood', 'foodpanda']],
    ['dinein', ['Dine in']],
    ['takeaway', ['Takeaway']],
    ['shopeefood', []],
  ])('channels: %s', (word, names) => {
    expect(valuesNamed(word, 'channels', CHANNELS)).toEqual(names)
  })

  it('reads value words only for their own topic, each once, in order', () => {
    expect(valueWordsIn(['cash', 'vs', 'card', 'cash'], 'payments')).toEqual(['cash', 'card'])
    expect(valueWordsIn(['cash'], 'channels')).toEqual([])
    expect(valueWordsIn(['delivery'], 'figures')).toEqual([])
  })
})

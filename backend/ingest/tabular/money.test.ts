// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactKey, emailKey, idKey, nameKey, phoneKey } from './customers'
import { type MoneyShape, isMoneyText, moneyShape, parseMoney, parseMoneyOrZero, wasRupiah } from './money'

describe('parseMoney', () => {
  it.each<[string, number]>([
    ['12.90', 12.9],
    ['-4.50', -4.5],
    ['0', 0],
    ['RM1,234.50', 1234.5],
    ['RM 1,234.50', 1234.5],
    ['rm12.90', 12.9],
    ['MYR 45', 45],
    ['$8.00', 8],
    ['S$8.00', 8],
    ['-RM45.00', -45],
    ['RM-45.00', -45],
    ['- RM 45.00', -45],
    ['(45.00)', -45],
    ['($125.00)', -125],
    ['(RM 1,250.00)', -1250],
    ['45.00-', -45],
    ['−3.20', -3.2],
    ['+3.20', 3.2],
    ['12,345,678.90', 12_345_678.9],
    ['.50', 0.5],
    ['45.00 RM', 45],
    [' 7.00 ', 7],
    ['\u00a0RM\u00a07.00', 7],
    ['0.1', 0.1],
    // Past 15 digits the scanner hands over to Number(): still the nearest double.
    ['12345678901234567.5', 12_345_678_901_234_568],
  ])('%j is %d', (text, expected) => {
    expect(parseMoney(text)).toBe(expected)
  })

  it('gives the same double as Number() for every sen amount up to RM 100,000 (one division, no drift)', () => {
    const drifted: string[] = []
    for (let cents = 0; cents <= 10_000_000; cents += 997) {
      const text = (cents / 100).toFixed(2)
      if (parseMoney(text) !== Number(text)) drifted.push(text)
    }
    expect(drifted).toEqual([])
  })

  // European decimals are refused in a column read the usual way, not guessed: 1.234,50 read wrongly
  // would be off by 1000×. `0,500` is no thousands group (a first group never starts with 0).
  it.each(['1.234,50', '1,50', '1,23', '1234,567', '12.3.4', '0,500', 'RM', '', '   ', 'abc', '1e5', '0x10', 'Infinity', 'NaN', '12 90', '--'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNaN()
    },
  )

  it('takes an empty discount as no discount', () => {
    expect(parseMoneyOrZero('')).toBe(0)
    expect(parseMoneyOrZero(undefined)).toBe(0)
    expect(parseMoneyOrZero('RM2.58')).toBe(2.58)
  })
})

describe('parseMoney with "." for thousands and "," for decimals', () => {
  it.each<[string, number]>([
    ['25.000', 25_000],
    ['1.250.000', 1_250_000],
    ['1.234,50', 1234.5],
    ['12,50', 12.5],
    ['0,5', 0.5],
    [',50', 0.5],
    ['1234,5', 1234.5],
    ['1,234', 1.234],
    ['Rp 25.000', 25_000],
    ['Rp. 25.000', 25_000],
    ['Rp25.000', 25_000],
    ['IDR 1.250.000', 1_250_000],
    ['25.000 IDR', 25_000],
    ['-Rp 18.000', -18_000],
    ['(1.234,50)', -1234.5],
    ['€ 8,00', 8],
    ['8,00 €', 8],
    ['12.345.678.901.234.567,5', 12_345_678_901_234_568],
  ])('%j is %d', (text, expected) => {
    expect(parseMoney(text, 'comma-decimal')).toBe(expected)
  })

  it.each(['1,234.50', '12.50', '12.5', '1.234.5', '0.250', '1,2,3', '1.234,5,6', '12.'])('refuses %j, which only "." for decimals reads (or neither)', (text) => {
    expect(parseMoney(text, 'comma-decimal')).toBeNaN()
  })

  it('gives back every amount written with "." for thousands and "," for decimals, as Number() reads the usual way', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.boolean(), (cents, currency) => {
        const usual = (Math.abs(cents) / 100).toFixed(2)
        const [whole = '', sen = ''] = usual.split('.')
        const written = `${cents < 0 ? '-' : ''}${currency ? 'Rp ' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${sen}`
        expect(parseMoney(written, 'comma-decimal')).toBe(Number(`${cents < 0 ? '-' : ''}${usual}`))
        expect(parseMoneyOrZero(written, 'comma-decimal')).toBe(parseMoney(written, 'comma-decimal'))
      }),
      { numRuns: 500 },
    )
  })

  it('reads a cell either convention reads as money for the guesses made before a column is known', () => {
    expect([isMoneyText('12,50'), isMoneyText('1.250.000'), isMoneyText('RM1,234.50'), isMoneyText('Kopi O')]).toEqual([true, true, true, false])
  })
})

describe('moneyShape: what a cell says about its column\'s convention', () => {
  it.each<[string, MoneyShape]>([
    ['25000', 'plain'],
    ['RM 45', 'plain'],
    ['1,234.50', 'dot-decimal'],
    ['1,234,567', 'dot-decimal'],
    ['12.5', 'dot-decimal'],
    ['12.50', 'dot-decimal'],
    ['.50', 'dot-decimal'],
    ['0.250', 'dot-decimal'],
    ['1234.567', 'dot-decimal'],
    ['1.234,50', 'comma-decimal'],
    ['1.250.000', 'comma-decimal'],
    ['12,50', 'comma-decimal'],
    ['0,5', 'comma-decimal'],
    ['0,500', 'comma-decimal'],
    ['-Rp 1.250.000', 'comma-decimal'],
    ['25.000', 'dot-thousands'],
    ['150.000', 'dot-thousands'],
    ['(25.000)', 'dot-thousands'],
    ['1,234', 'comma-thousands'],
    ['12.3.4', 'none'],
    ['1.234,5,6', 'none'],
    ['1,234.567.8', 'none'],
    ['12.', 'none'],
    ['13/05/25 23.43', 'none'],
    ['1-1001', 'none'],
    ['Table 12.50', 'none'],
    ['', 'none'],
  ])('%j is %s', (text, shape) => {
    expect(moneyShape(text)).toBe(shape)
  })

  it('says when a cell was marked as rupiah', () => {
    expect([moneyShape('Rp 25.000'), wasRupiah()]).toEqual(['dot-thousands', true])
    expect([moneyShape('IDR 1.250.000'), wasRupiah()]).toEqual(['comma-decimal', true])
    expect([moneyShape('RM 25.000'), wasRupiah()]).toEqual(['dot-thousands', false])
    expect([moneyShape('25.000'), wasRupiah()]).toEqual(['dot-thousands', false])
  })
})

describe('customer keys', () => {
  it.each([
    ['012-345 6789', 'phone:+60123456789'],
    ['+60 12-345 6789', 'phone:+60123456789'],
    ['60123456789', 'phone:+60123456789'],
    ['0060123456789', 'phone:+60123456789'],
    ['12-345 6789', 'phone:+60123456789'],
    ['(03) 8888 1234', 'phone:+60388881234'],
    ['011-2345 6789', 'phone:+601123456789'],
    ['+65 9123 4567', 'phone:+6591234567'],
    ['9123 4567', 'phone:91234567'],
  ])('phone %j is %j', (text, key) => {
    expect(phoneKey(text)).toBe(key)
  })

  it.each(['12345', 'call me', '012-345 6789 ext 2', ''])('no phone in %j', (text) => {
    expect(phoneKey(text)).toBeNull()
  })

  it('lowercases e-mails and finds one inside other text', () => {
    expect(emailKey(' NURUL.HUDA@Yahoo.com ')).toBe('email:nurul.huda@yahoo.com')
    expect(emailKey('Siti <siti.rahman@gmail.com>')).toBe('email:siti.rahman@gmail.com')
    expect(emailKey('not an email')).toBeNull()
  })

  it("reads Loyverse's contacts column as an e-mail first, else a phone", () => {
    expect(contactKey('012-345 6789, siti@gmail.com')).toBe('email:siti@gmail.com')
    expect(contactKey('+60 19-222 3344')).toBe('phone:+60192223344')
    expect(contactKey('012-345 6789 / 019-222 3344')).toBe('phone:+60123456789')
    expect(contactKey('-')).toBeNull()
  })

  it('trims names and ids and skips what tills write for nobody', () => {
    expect(nameKey('  Tan   Wei Ming ')).toBe('name:Tan Wei Ming')
    expect(idKey(' CUST-RAJ ')).toBe('id:CUST-RAJ')
    for (const placeholder of ['', '-', 'N/A', 'Walk-in', 'Walk-in Customer', 'guest']) expect(nameKey(placeholder)).toBeNull()
  })
})

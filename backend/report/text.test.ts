import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawableLabel, isDrawable, LOST_TEXT, toDrawable } from './text'

const label = (text: string) => toDrawable(text, 'label').text
const prose = (text: string) => toDrawable(text, 'prose').text

describe('text for the PDF’s standard font', () => {
  it('keeps what WinAnsi has: Latin-1 accents and the typographic extras', () => {
    const text = 'Kopi Kita Café – “Teh Tarik” · naïve crème brûlée ½ price, €5 … Œuf ™ • Ñ'
    expect(toDrawable(text)).toEqual({ text, lost: false })
    expect(isDrawable(text)).toBe(true)
  })

  it('drops emoji, with their variation selectors, joiners and skin tones', () => {
    expect(toDrawable('Kopi ☕🔥 Special')).toEqual({ text: 'Kopi Special', lost: true })
    expect(label('Teh ☕️')).toBe('Teh')
    expect(label('👨‍👩‍👧 Family set 👍🏽')).toBe('Family set')
    expect(prose('Best week yet 🎉!')).toBe('Best week yet!')
    expect(label('🇲🇾 Merdeka set')).toBe('Merdeka set')
  })

  it('drops a script it cannot draw from a label, and marks it in running text', () => {
    expect(label('卤肉饭 Braised Pork Rice')).toBe('Braised Pork Rice')
    expect(label('Kopi 咖啡')).toBe('Kopi')
    expect(prose('卤肉饭 sold 40% more than the week before')).toBe(`${LOST_TEXT} sold 40% more than the week before`)
    // Tamil: letters and vowel signs (combining marks) are one lost run, two words one mark.
    expect(prose('தமிழ் சாப்பாடு set is popular')).toBe(`${LOST_TEXT} set is popular`)
    expect(toDrawable('Roti 卤肉饭').lost).toBe(true)
  })

  it('spells what it can in the font: base letters, compatibility forms, a few symbols', () => {
    expect(label('Şişli Börek')).toBe('Sisli Börek')
    expect(label('Łódź Pierogi')).toBe('Lódz Pierogi')
    expect(label('ＫＯＰＩ Ｏ')).toBe('KOPI O')
    expect(label('ﬁsh ball')).toBe('fish ball')
    expect(prose('Revenue −5% → RM 10 ≥ target')).toBe('Revenue -5% -> RM 10 >= target')
    expect(prose('Line\tone\nline\u0000two\u200b')).toBe('Line one line two')
  })

  it('falls back when nothing readable is left of a label', () => {
    expect(drawableLabel('卤肉饭', 'Item #3*')).toEqual({ text: 'Item #3*', lost: true, fallback: true })
    expect(drawableLabel('☕🔥', 'Item #1*')).toEqual({ text: 'Item #1*', lost: true, fallback: true })
    expect(drawableLabel('(卤肉饭)', 'Item #2*').text).toBe('Item #2*')
    expect(drawableLabel('Nasi Lemak 🌶️', 'Item #4*')).toEqual({ text: 'Nasi Lemak', lost: true, fallback: false })
  })

  it('always answers drawable text, and drawable text comes back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('label' as const, 'prose' as const), (text, mode) => {
        const drawn = toDrawable(text, mode).text
        expect(isDrawable(drawn)).toBe(true)
        expect(toDrawable(drawn, mode).text).toBe(drawn)
      }),
      { numRuns: 500 },
    )
  })
})

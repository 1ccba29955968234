import { describe, expect, it } from 'vitest'
import { bold, bullets, plain, table } from './markdown'

describe('the assistant’s light formatting', () => {
  it('escapes every formatting character of outside text, and flattens its lines', () => {
    expect(plain('Kopi **O** [special] (hot) | 50% _off_ #1 \\ ok')).toBe('Kopi \\*\\*O\\*\\* \\[special\\] \\(hot\\) \\| 50% \\_off\\_ \\#1 \\\\ ok')
    expect(plain('line one\n\n  line two\r\nthree')).toBe('line one line two three')
  })

  it('escapes a leading list mark, not one inside the text', () => {
    expect(plain('- not a list')).toBe('\\- not a list')
    expect(plain('2. not numbered')).toBe('2\\. not numbered')
    expect(plain('Set A - 2 pcs')).toBe('Set A - 2 pcs')
  })

  it('writes bold, tables with right-aligned number columns, and bullets', () => {
    expect(bold('Nasi *Lemak*')).toBe('**Nasi \\*Lemak\\***')
    expect(table(['Item', 'Sold'], [['Teh | Tarik', '12']], [false, true])).toBe('| Item | Sold |\n| --- | ---: |\n| Teh \\| Tarik | 12 |')
    expect(bullets(['one', 'two'])).toBe('- one\n- two')
  })
})

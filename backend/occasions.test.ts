import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../kernel/format'
import { FESTIVE_PERIODS } from './analytics/festive-calendar'
import { FESTIVE_KEYS, FESTIVE_OCCASIONS, OCCASIONS, UNDATED_KEYS } from './occasions'
import type { Phrase } from './phrase'

const HAN = /\p{Script=Han}/u

function expectEveryLanguage(phrase: Phrase, where: string) {
  expect(Object.keys(phrase).sort(), where).toEqual([...LANGUAGES].sort())
  for (const language of LANGUAGES) expect(phrase[language].trim(), `${where} ${language}`).not.toBe('')
  expect(phrase.zh, `${where} zh`).toMatch(HAN)
}

describe('the occasions', () => {
  it.each(FESTIVE_KEYS)('%s has its name, greeting, angle and mood in every language, and the insight’s advice', (key) => {
    const occasion = FESTIVE_OCCASIONS[key]
    expectEveryLanguage(occasion.name, `${key} name`)
    expectEveryLanguage(occasion.angle, `${key} angle`)
    expectEveryLanguage(occasion.mood, `${key} mood`)
    if (occasion.greeting) expectEveryLanguage(occasion.greeting, `${key} greeting`)
    expect(occasion.advice.trim()).not.toBe('')
    expect(occasion.action.trim()).not.toBe('')
  })

  it.each(FESTIVE_KEYS)('%s is found by its own name in every language, and is dated in the calendar', (key) => {
    const { name, words } = FESTIVE_OCCASIONS[key]
    for (const language of LANGUAGES) expect(words.test(name[language]), `${key} ${name[language]}`).toBe(true)
    expect(FESTIVE_PERIODS.some((period) => period.key === key)).toBe(true)
  })

  it.each(UNDATED_KEYS)('%s has its greeting in every language', (key) => {
    const { greeting } = OCCASIONS[key]
    expect(greeting).not.toBeNull()
    expectEveryLanguage(greeting!, `${key} greeting`)
  })

  it('greets every occasion but the school holidays, a season rather than a celebration', () => {
    expect(Object.entries(OCCASIONS).filter(([, occasion]) => occasion.greeting === null).map(([key]) => key)).toEqual(['school-holidays'])
  })

  it('finds an occasion in a text whichever way the owner writes it', () => {
    expect(FESTIVE_OCCASIONS['chinese-new-year'].words.test('Gong Xi Fa Cai set')).toBe(true)
    expect(FESTIVE_OCCASIONS['hari-raya-haji'].words.test('promosi korban')).toBe(true)
    expect(FESTIVE_OCCASIONS.merdeka.words.test('National Day special')).toBe(true)
    expect(FESTIVE_OCCASIONS.christmas.words.test("X'mas party set")).toBe(true)
    expect(FESTIVE_OCCASIONS.deepavali.words.test('breakfast set')).toBe(false)
  })
})

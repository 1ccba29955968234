import { describe, expect, it } from 'vitest'
import { count, dayInYear, dayLabel, hoursBetween, inDays, moneyBrief, percent } from '.'

describe('formatting in sentences (the insights)', () => {
  it('writes whole ringgit with thousands separators from RM100, sen below', () => {
    expect(moneyBrief(1240)).toBe('RM1,240')
    expect(moneyBrief(412.5)).toBe('RM413')
    expect(moneyBrief(1_234_567.4)).toBe('RM1,234,567')
    expect(moneyBrief(100)).toBe('RM100')
    expect(moneyBrief(99.996)).toBe('RM100')
    expect(moneyBrief(14.2)).toBe('RM14.20')
    expect(moneyBrief(0.05)).toBe('RM0.05')
    expect(moneyBrief(0)).toBe('RM0.00')
    expect(moneyBrief(-52.5)).toBe('-RM52.50')
    expect([count(14095), count(999), count(1990.4)]).toEqual(['14,095', '999', '1,990'])
  })

  it('writes whole percentages', () => {
    expect(percent(0.583)).toBe('58%')
    expect(percent(0.585)).toBe('59%')
    expect(percent(-0.25)).toBe('25%')
    expect(percent(1)).toBe('100%')
  })

  it('writes hours on a 12-hour clock, am/pm once when both ends share it', () => {
    expect(hoursBetween(15, 17)).toBe('3–5 pm')
    expect(hoursBetween(8, 10)).toBe('8–10 am')
    expect(hoursBetween(12, 14)).toBe('12–2 pm')
    expect(hoursBetween(11, 13)).toBe('11 am–1 pm')
    expect(hoursBetween(10, 12)).toBe('10 am–12 pm')
    expect(hoursBetween(0, 2)).toBe('12–2 am')
    expect(hoursBetween(22, 24)).toBe('10 pm–midnight')
  })

  it('writes dates with the year only when it is not this year', () => {
    expect(dayLabel({ year: 2026, month: 12, day: 5 }, 2026)).toBe('Saturday 5 Dec')
    expect(dayLabel({ year: 2027, month: 2, day: 6 }, 2026)).toBe('Saturday 6 Feb 2027')
    expect(dayInYear({ year: 2025, month: 10, day: 20 }, 2026)).toBe('20 Oct 2025')
    expect([inDays(0), inDays(1), inDays(13)]).toEqual(['today', 'tomorrow', 'in 13 days'])
  })
})

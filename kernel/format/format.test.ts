import { describe, expect, it } from 'vitest'
import {
  count,
  DEFAULT_LOCALE,
  formatDay,
  formatDayTime,
  formatPeriod,
  formatWhen,
  hourLabel,
  hourSlot,
  isoDayAt,
  kilobytes,
  knownZone,
  list,
  localeIn,
  longDay,
  megabytes,
  money,
  moneyCompact,
  moneyWhole,
  percentChange,
  quantity,
  share,
  weekdayName,
  weekRange,
  type Locale,
} from '.'

const MS: Locale = { language: 'ms', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' }
const ZH: Locale = { language: 'zh', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' }

describe('money', () => {
  it('the symbol, then the amount to the sen with separators, no space; never -RM0.00', () => {
    expect(money(279061.6)).toBe('RM279,061.60')
    expect(money(0)).toBe('RM0.00')
    expect(money(1234567.891)).toBe('RM1,234,567.89')
    expect(money(-12)).toBe('-RM12.00')
    expect(money(-0.001)).toBe('RM0.00')
    expect(moneyWhole(1234.5)).toBe('RM1,235')
    expect(moneyCompact(12_300)).toBe('RM12.3K')
    expect(moneyCompact(-500)).toBe('-RM500')
  })

  it('follows the currency setting', () => {
    expect(money(1234.5, { ...DEFAULT_LOCALE, currency: 'USD' })).toBe('US$1,234.50')
    expect(money(-8, { ...DEFAULT_LOCALE, currency: 'SGD' })).toBe('-S$8.00')
    expect(money(1234.5, MS)).toBe('RM1,234.50')
  })
})

describe('numbers and percentages', () => {
  it('counts, quantities, shares and changes', () => {
    expect(count(12345)).toBe('12,345')
    expect(count(1990.4)).toBe('1,990')
    expect(quantity(1.25)).toBe('1.25')
    expect(share(1, 24)).toBe('4.2%')
    expect(share(7, 12, 0)).toBe('58%')
    expect(share(3, 0)).toBe('0.0%')
    expect(percentChange(12.5)).toBe('+12.5%')
    expect(percentChange(-2.1)).toBe('-2.1%')
    expect(percentChange(0)).toBe('0.0%')
    expect(percentChange(0.04)).toBe('0.0%')
    expect(percentChange(null)).toBe('–')
    expect(kilobytes(12_595)).toBe('12.3 KB')
    expect(megabytes(10 * 1024 * 1024 + 1)).toBe('10.1 MB')
    expect(megabytes(11 * 1024 * 1024)).toBe('11.0 MB')
  })
})

describe('days and times', () => {
  it('writes calendar days with our own English month names (no engine writes Sept for us)', () => {
    expect(formatDay({ year: 2026, month: 9, day: 18 })).toBe('18 Sep 2026')
    expect(formatDay('2026-11-16', false)).toBe('16 Nov')
    expect(longDay('2026-11-16')).toBe('Mon, 16 Nov 2026')
    expect(formatPeriod({ year: 2026, month: 10, day: 12 }, { year: 2026, month: 10, day: 18 })).toBe('12 Oct – 18 Oct 2026')
    expect(formatPeriod({ year: 2025, month: 12, day: 28 }, { year: 2026, month: 1, day: 3 })).toBe('28 Dec 2025 – 3 Jan 2026')
    expect(formatPeriod({ year: 2026, month: 10, day: 12 }, { year: 2026, month: 10, day: 18 }, 2026)).toBe('12 Oct – 18 Oct')
    expect(weekRange({ year: 2026, month: 11, day: 30 }, { year: 2026, month: 12, day: 6 })).toBe('30 November – 6 December 2026')
  })

  it("reads instants in the locale's zone; an unknown zone is read as Kuala Lumpur", () => {
    const instant = Date.UTC(2026, 10, 16, 16, 30) // 00:30 on the 17th in KL, 23:30 on the 16th in Bangkok
    expect(formatWhen(instant)).toBe('17 Nov 2026, 12:30 am')
    expect(formatWhen(instant, localeIn('Asia/Bangkok'))).toBe('16 Nov 2026, 11:30 pm')
    expect(formatWhen(instant, localeIn('Mars/Olympus_Mons'))).toBe('17 Nov 2026, 12:30 am')
    expect(knownZone('Mars/Olympus_Mons')).toBe('Asia/Kuala_Lumpur')
    expect(formatDayTime(instant)).toBe('17 Nov 2026 00:30')
    expect(isoDayAt(instant)).toBe('2026-11-17')
    expect(isoDayAt(instant, localeIn('Asia/Bangkok'))).toBe('2026-11-16')
  })

  it('hours read as a clock does', () => {
    expect([0, 9, 12, 15, 23, 24].map(hourLabel)).toEqual(['12 am', '9 am', '12 pm', '3 pm', '11 pm', '12 am'])
    expect(hourSlot(23)).toBe('23:00–00:00')
  })

  it('follows the language setting for names and lists', () => {
    expect(weekdayName(4, 'long', MS)).toBe('Jumaat')
    expect(weekdayName(0, 'short')).toBe('Mon')
    expect(formatDay({ year: 2026, month: 9, day: 18 }, true, MS)).toBe('18 Sep 2026')
    expect(list(['a', 'b', 'c'], MS)).toBe('a, b dan c')
    expect(list(['a', 'b'], ZH)).toBe('a和b')
    expect(list(['a', 'b', 'c'], ZH)).toBe('a、b和c')
  })
})

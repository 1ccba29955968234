import { describe, expect, it } from 'vitest'
import { count, formatJson, hourLabel, money, moneyShort, percentChange, updatedAt, zoneOrDefault } from './format'

describe('dashboard formatting', () => {
  it('RM with two decimals and thousands separators, no space (as the insights write it); counts with separators', () => {
    expect(money(279061.6)).toBe('RM279,061.60')
    expect(money(0)).toBe('RM0.00')
    expect(money(1234567.891)).toBe('RM1,234,567.89')
    expect(money(-12)).toBe('-RM12.00')
    expect(moneyShort(12_300)).toBe('RM12.3K')
    expect(moneyShort(-500)).toBe('-RM500')
    expect(count(12345)).toBe('12,345')
  })

  it('changes are signed with one decimal', () => {
    expect(percentChange(12.5)).toBe('+12.5%')
    expect(percentChange(-2.1)).toBe('-2.1%')
    expect(percentChange(0)).toBe('0.0%')
  })

  it("'Last updated' reads the instant in the account's zone, Kuala Lumpur when it names none or an unknown one", () => {
    const instant = Date.UTC(2026, 10, 16, 16, 30) // 00:30 on the 17th in KL, 23:30 on the 16th in Bangkok
    expect(updatedAt(instant, undefined)).toBe('17 Nov 2026, 12:30 am')
    expect(updatedAt(instant, 'Asia/Kuala_Lumpur')).toBe('17 Nov 2026, 12:30 am')
    expect(updatedAt(instant, 'Asia/Bangkok')).toBe('16 Nov 2026, 11:30 pm')
    expect(zoneOrDefault('Mars/Olympus_Mons')).toBe('Asia/Kuala_Lumpur')
    expect(updatedAt(instant, 'Mars/Olympus_Mons')).toBe('17 Nov 2026, 12:30 am')
  })

  it('hours read as a clock does', () => {
    expect([0, 9, 12, 15, 23, 24].map(hourLabel)).toEqual(['12 am', '9 am', '12 pm', '3 pm', '11 pm', '12 am'])
  })

  it('formatJson is the same object as JSON, short parts on one line, strings untouched', () => {
    const value = {
      revenue: 48210.5,
      note: 'a, "b":1 [x]',
      changes: { revenue: 12.5, orders: null },
      skipped: undefined,
      series: { heatmap: Array.from({ length: 7 }, (_, d) => Array.from({ length: 24 }, (_, h) => d * h)), daily: [{ date: '2026-11-01', revenue: 100, previous: 90 }] },
    }
    const text = formatJson(value)
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)))
    expect(text).toContain('"changes": {"revenue": 12.5, "orders": null}')
    expect(text).toContain('"note": "a, \\"b\\":1 [x]"')
    // The 7 × 24 heatmap: one line per weekday.
    expect(text.split('\n').filter((line) => /^\s+\[0, \d+, \d+/.test(line))).toHaveLength(7)
    expect(text).not.toContain('skipped')
    expect(formatJson(null)).toBe('null')
  })
})

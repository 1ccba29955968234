import { describe, expect, it } from 'vitest'
import { formatJson } from './raw-json'

describe('the raw metrics text', () => {
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

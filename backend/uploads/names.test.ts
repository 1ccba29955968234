import { describe, expect, it } from 'vitest'
import { cleanFileName, freeName, nameKey } from './names'

describe('file names', () => {
  it.each([
    ['sales.csv', [], 'sales (2).csv'],
    ['sales.csv', ['sales (2).csv'], 'sales (3).csv'],
    ['sales (2).csv', ['sales.csv'], 'sales (3).csv'],
    ['export.2026-10.csv', [], 'export.2026-10 (2).csv'],
    ['README', [], 'README (2)'],
    ['.csv', [], '.csv (2)'],
  ])('proposes for %s, with %j also taken, %s', (name, taken, expected) => {
    const takenKeys = new Set([name, ...taken].map(nameKey))
    expect(freeName(name, (candidate) => takenKeys.has(nameKey(candidate)))).toBe(expected)
  })

  it('compares names as a desktop does and keeps only the last path segment', () => {
    expect(nameKey('Sales.CSV')).toBe(nameKey('sales.csv'))
    expect(nameKey('Cafe\u0301.csv')).toBe(nameKey('Café.csv'))
    expect(cleanFileName('C:\\fakepath\\jualan.csv')).toBe('jualan.csv')
    expect(cleanFileName(' exports/oct.csv ')).toBe('oct.csv')
    expect(cleanFileName('  ')).toBe('upload')
  })
})

import { describe, expect, it } from 'vitest'
import type { Metrics } from '../../../kernel/contract'
import { addDaysIso, customPeriodProblem, latestDataPeriod, PERIOD_PRESETS, queryOf, resolvePeriod, selectionKey } from './dashboard.period'

describe('resolvePeriod', () => {
  it('reads each preset in the days of `today`, the default as the backend\'s own', () => {
    expect(PERIOD_PRESETS.map((preset) => resolvePeriod({ preset }, '2026-03-01'))).toEqual([
      { from: '2026-02-23', to: '2026-03-01' },
      undefined,
      { from: '2025-12-02', to: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-01', to: '2026-02-28' },
    ])
  })

  it('last month in January is December of the year before; in March of a leap year February has 29 days', () => {
    expect(resolvePeriod({ preset: 'lastMonth' }, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(resolvePeriod({ preset: 'lastMonth' }, '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })

  it('a custom range is its own two days', () => {
    expect(resolvePeriod({ preset: 'custom', from: '2024-01-01', to: '2024-12-31' }, '2026-03-01')).toEqual({ from: '2024-01-01', to: '2024-12-31' })
  })
})

describe('queryOf and selectionKey', () => {
  it('ask only what differs from the default, and key by the days and outlet', () => {
    expect(queryOf({ period: { preset: 'last30' }, outlet: null }, '2026-03-01')).toEqual({})
    expect(queryOf({ period: { preset: 'thisMonth' }, outlet: 'Cheras' }, '2026-03-05')).toEqual({ period: { from: '2026-03-01', to: '2026-03-05' }, outlet: 'Cheras' })
    // This month on the 7th is the same days as the last 7 days: one answer, one key.
    expect(selectionKey({ period: { preset: 'thisMonth' }, outlet: null }, '2026-03-07')).toBe(selectionKey({ period: { preset: 'last7' }, outlet: null }, '2026-03-07'))
    expect(selectionKey({ period: { preset: 'last7' }, outlet: null }, '2026-03-07')).not.toBe(selectionKey({ period: { preset: 'last7' }, outlet: 'Cheras' }, '2026-03-07'))
  })
})

describe('latestDataPeriod', () => {
  const metrics = (revenue: number, span: Metrics['span']): Metrics => ({ revenue, orders: 0, customers: 0, avg_order: 0, period: { from: '2026-10-26', to: '2026-11-24', orders: revenue > 0 ? 3 : 0 }, span })

  it('offers the 30 days ending on the last day with sales when the period has none and the sales lie before or after it', () => {
    expect(latestDataPeriod(metrics(0, { first: '2025-01-03', last: '2025-03-31' }))).toEqual({ from: '2025-03-02', to: '2025-03-31' })
    expect(latestDataPeriod({ ...metrics(0, { first: '2026-11-20', last: '2026-11-24' }), period: { from: '2026-09-01', to: '2026-09-30', orders: 0 } })).toEqual({ from: '2026-10-26', to: '2026-11-24' })
  })

  it('offers nothing for a period with sales, an account without any, or a backend that does not say its span', () => {
    expect(latestDataPeriod(metrics(120, { first: '2026-11-01', last: '2026-11-24' }))).toBeNull()
    expect(latestDataPeriod(metrics(0, null))).toBeNull()
    expect(latestDataPeriod(metrics(0, undefined))).toBeNull()
    expect(latestDataPeriod(null)).toBeNull()
  })
})

describe('customPeriodProblem', () => {
  it('says what is wrong with two days, in the owner\'s words', () => {
    expect(customPeriodProblem({ from: '2026-03-02', to: '2026-03-01' }, '2026-11-24')).toBe('reversed')
    expect(customPeriodProblem({ from: '2026-11-01', to: '2026-11-25' }, '2026-11-24')).toBe('future')
    expect(customPeriodProblem({ from: '2024-01-01', to: '2025-01-02' }, '2026-11-24')).toBe('tooLong')
    expect(customPeriodProblem({ from: '2025-01-01', to: '2026-01-01' }, '2026-11-24')).toBeNull()
  })
})

describe('addDaysIso', () => {
  it('crosses months, years and leap days', () => {
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31')
  })
})

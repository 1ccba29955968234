/**
 * Phrasings owners typed that were misread, naming periods: weekends against weekdays over a named
 * period, some days named, a week of a month, like with like, a period against the one before it,
 * the days of the week. Each is checked field by field.
 */
import { describe, expect, it } from 'vitest'
import { ask, THIS_WEEK, LAST_WEEK, LAST_MONTH, type Row } from '../../../tests/utils/backend/owner-phrasings'

describe('weekends against weekdays over one period', () => {
  it.each<Row>([
    ['weekend vs weekday sales last month', { topic: 'weekend_vs_weekday', measures: ['revenue'], period: LAST_MONTH, comparedTo: null, language: 'en' }],
    ['weekends versus weekdays last month', { topic: 'weekend_vs_weekday', measures: [], period: LAST_MONTH, comparedTo: null }],
    ['hujung minggu berbanding hari biasa bulan lepas', { topic: 'weekend_vs_weekday', period: LAST_MONTH, comparedTo: null, language: 'ms' }],
    ['compare weekends and weekdays last week', { topic: 'weekend_vs_weekday', period: LAST_WEEK, comparedTo: null }],
    ['did weekend sales drop last month', { topic: 'weekend_vs_weekday', period: LAST_MONTH, comparedTo: null }],
    ['weekends vs weekdays', { topic: 'weekend_vs_weekday', period: { kind: 'default' }, comparedTo: null }],
  ])('%s', (text, expected) => {
    const question = ask(text)
    expect(question).toMatchObject(expected)
    expect(question.followUp).toBe(false)
  })
})

describe('some days named, new customers, targets', () => {
  it.each<Row>([
    ['best sellers on weekends last month', { topic: 'best_sellers', someDays: true, period: LAST_MONTH }],
    ['peak hours on weekdays', { topic: 'peak_hours', someDays: true }],
    ['sales on mondays last month', { topic: 'by_day', someDays: true, period: LAST_MONTH }],
    ['new customers last month', { topic: 'repeat_customers', period: LAST_MONTH }],
    ['pelanggan baru bulan lepas', { topic: 'repeat_customers', language: 'ms' }],
    ['sales vs target', { topic: 'other' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each(['weekend sales last month', 'weekend vs weekday sales last month', 'best sellers last month', 'daily sales last week'])('%s: no days left out', (text) => {
    expect(ask(text).someDays).toBeUndefined()
  })
})

describe('a week of a month, and some time ago', () => {
  const range = (from: string, to: string) => ({ kind: 'range', from, to, days: 7 })
  it.each<Row>([
    ['sales in the first week of october', { period: range('2026-10-01', '2026-10-07'), comparedTo: null }],
    ['sales last week of october', { period: range('2026-10-25', '2026-10-31') }],
    ['minggu kedua oktober', { period: range('2026-10-08', '2026-10-14') }],
    ['jualan minggu terakhir bulan okt', { period: range('2026-10-25', '2026-10-31'), language: 'ms' }],
    ['second week of nov vs first week of nov', { period: range('2026-11-08', '2026-11-14'), comparedTo: range('2026-11-01', '2026-11-07') }],
    ['sales 2 weeks ago', { period: range('2026-11-09', '2026-11-15') }],
    ['sales 3 days ago', { period: { kind: 'day', from: '2026-11-21', to: '2026-11-21', days: 1 } }],
    ['sales 2 months ago', { period: { kind: 'month', from: '2026-09-01', to: '2026-09-30', days: 30 } }],
    ['sales last week', { period: LAST_WEEK }],
    ['jualan 2 minggu lepas', { period: { kind: 'last_n_days', days: 14 } }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('like with like: "so far", "up to today", "setakat ini", 同期', () => {
  const NOV_SO_FAR = { kind: 'this_month', from: '2026-11-01', to: '2026-11-24', days: 24 }
  const OCT_SAME_DAYS = { kind: 'range', from: '2026-10-01', to: '2026-10-24', days: 24 }
  it.each<Row>([
    ['how are we doing this month vs last month, up to today?', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS }],
    ['sales this month so far vs last month', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS }],
    ['banding jualan bulan ini dengan bulan lepas setakat ini', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS, language: 'ms' }],
    ['这个月跟上个月同期比较', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS, language: 'zh' }],
    ['this week so far vs last week', { period: THIS_WEEK, comparedTo: { kind: 'range', from: '2026-11-16', to: '2026-11-17', days: 2 } }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('compares whole periods when nothing asks for like with like', () => {
    expect(ask('this month vs last month').comparedTo).toEqual(LAST_MONTH)
  })
})

describe('values compared, not periods: "duitnow vs card this month"', () => {
  const THIS_MONTH = { kind: 'this_month', from: '2026-11-01', to: '2026-11-24', days: 24 }
  it.each<Row>([
    ['duitnow vs card this month', { topic: 'payments', period: THIS_MONTH, comparedTo: null }],
    ['delivery vs dine in last week', { topic: 'channels', period: LAST_WEEK, comparedTo: null }],
    ['compare my outlets this month', { topic: 'outlets', period: THIS_MONTH, comparedTo: null }],
    ['tunai vs ewallet bulan lepas', { topic: 'payments', period: LAST_MONTH, comparedTo: null, language: 'ms' }],
    ['outlet sales compared to last month', { topic: 'outlets', comparedTo: LAST_MONTH }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('a period against the one before it, named after it', () => {
  it.each<Row>([
    ['compare last week to the week before', { period: LAST_WEEK, comparedTo: { kind: 'range', from: '2026-11-09', to: '2026-11-15', days: 7 } }],
    ['minggu lps lagi byk jualan ke minggu sblm tu?', { period: LAST_WEEK, comparedTo: { kind: 'range', from: '2026-11-09', to: '2026-11-15', days: 7 } }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('the days of the week, not the best date', () => {
  it.each<Row>([
    ['Which day of the week is busiest?', { topic: 'weekdays', period: { kind: 'default' } }],
    ['what weekday is usually the quietest', { topic: 'weekdays' }],
    ['which day is the busiest', { topic: 'weekdays' }],
    ['hari apa paling lengang?', { topic: 'weekdays', language: 'ms' }],
    ['hari apa biasanya paling ramai bulan lepas', { topic: 'weekdays', period: LAST_MONTH, language: 'ms' }],
    ['星期几最忙', { topic: 'weekdays', language: 'zh' }],
    ['which weekday gets the most orders', { topic: 'weekdays', measures: ['orders'] }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each<Row>([
    ['which day was busiest last week', { topic: 'by_day', period: LAST_WEEK }],
    ['hari mana paling laris bln lps', { topic: 'by_day', period: LAST_MONTH }],
    ['best day last month', { topic: 'by_day', period: LAST_MONTH }],
  ])('%s: a period named, so its best date', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

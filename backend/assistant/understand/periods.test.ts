import { describe, expect, it } from 'vitest'
import type { AskedPeriod } from '../types'
import { understand } from './index'

function periodOf(text: string, today = '2026-11-24'): AskedPeriod {
  return understand(text, { today, items: [], outlets: [] }, { previous: null }).period
}

type Expected = readonly [kind: AskedPeriod['kind'], from: string, to: string, days: number]

// Today is Tuesday 24 November 2026 (weeks start on Monday the 23rd).
const FORMS: ReadonlyArray<readonly [string, Expected]> = [
  ['sales today', ['today', '2026-11-24', '2026-11-24', 1]],
  // A weekday of a named week (Chinese 上星期一, Malay "Isnin minggu lepas"): that week's day.
  ['sales monday of last week', ['day', '2026-11-16', '2026-11-16', 1]],
  ['jualan isnin minggu lepas', ['day', '2026-11-16', '2026-11-16', 1]],
  ['jualan khamis minggu ini', ['day', '2026-11-26', '2026-11-26', 1]],
  ['上星期一的营业额', ['day', '2026-11-16', '2026-11-16', 1]],
  ['上个礼拜天', ['day', '2026-11-22', '2026-11-22', 1]],
  ['这个星期一的订单', ['day', '2026-11-23', '2026-11-23', 1]],
  // Chinese periods.
  ['今天的营业额', ['today', '2026-11-24', '2026-11-24', 1]],
  ['昨天', ['yesterday', '2026-11-23', '2026-11-23', 1]],
  ['前天的客人', ['day', '2026-11-22', '2026-11-22', 1]],
  ['这个星期', ['this_week', '2026-11-23', '2026-11-24', 2]],
  ['本周', ['this_week', '2026-11-23', '2026-11-24', 2]],
  ['上个礼拜', ['last_week', '2026-11-16', '2026-11-22', 7]],
  ['上周的销售', ['last_week', '2026-11-16', '2026-11-22', 7]],
  ['过去7天', ['last_n_days', '2026-11-18', '2026-11-24', 7]],
  ['最近两个星期', ['last_n_days', '2026-11-11', '2026-11-24', 14]],
  ['近三十天', ['last_n_days', '2026-10-26', '2026-11-24', 30]],
  ['这个月', ['this_month', '2026-11-01', '2026-11-24', 24]],
  ['上个月', ['last_month', '2026-10-01', '2026-10-31', 31]],
  ['十月份', ['month', '2026-10-01', '2026-10-31', 31]],
  ['2026年9月', ['month', '2026-09-01', '2026-09-30', 30]],
  ['11月3日到9日', ['range', '2026-11-03', '2026-11-09', 7]],
  ['从11月3号到11月9号', ['range', '2026-11-03', '2026-11-09', 7]],
  ['11月3日', ['day', '2026-11-03', '2026-11-03', 1]],
  ['三天前', ['day', '2026-11-21', '2026-11-21', 1]],
  ['今年', ['this_year', '2026-01-01', '2026-11-24', 328]],
  ['jualan hari ini', ['today', '2026-11-24', '2026-11-24', 1]],
  ['jualan harini', ['today', '2026-11-24', '2026-11-24', 1]],
  ['sales yesterday', ['yesterday', '2026-11-23', '2026-11-23', 1]],
  ['jualan semalam', ['yesterday', '2026-11-23', '2026-11-23', 1]],
  ['day before yesterday', ['day', '2026-11-22', '2026-11-22', 1]],
  ['kelmarin', ['day', '2026-11-22', '2026-11-22', 1]],
  ['this week', ['this_week', '2026-11-23', '2026-11-24', 2]],
  ['minggu ini', ['this_week', '2026-11-23', '2026-11-24', 2]],
  ['minggu ni', ['this_week', '2026-11-23', '2026-11-24', 2]],
  ['last week', ['last_week', '2026-11-16', '2026-11-22', 7]],
  ['minggu lepas', ['last_week', '2026-11-16', '2026-11-22', 7]],
  ['minggu lalu', ['last_week', '2026-11-16', '2026-11-22', 7]],
  ['mggu lps', ['last_week', '2026-11-16', '2026-11-22', 7]],
  ['last 7 days', ['last_n_days', '2026-11-18', '2026-11-24', 7]],
  ['past 14 days', ['last_n_days', '2026-11-11', '2026-11-24', 14]],
  ['past 2 weeks', ['last_n_days', '2026-11-11', '2026-11-24', 14]],
  ['the last two weeks', ['last_n_days', '2026-11-11', '2026-11-24', 14]],
  ['7 hari lepas', ['last_n_days', '2026-11-18', '2026-11-24', 7]],
  ['30 hari terakhir', ['last_n_days', '2026-10-26', '2026-11-24', 30]],
  ['dalam 10 hari', ['last_n_days', '2026-11-15', '2026-11-24', 10]],
  ['past week', ['last_n_days', '2026-11-18', '2026-11-24', 7]],
  ['last 3 months', ['last_n_days', '2026-08-25', '2026-11-24', 92]],
  ['this month', ['this_month', '2026-11-01', '2026-11-24', 24]],
  ['bulan ini', ['this_month', '2026-11-01', '2026-11-24', 24]],
  ['last month', ['last_month', '2026-10-01', '2026-10-31', 31]],
  ['bulan lepas', ['last_month', '2026-10-01', '2026-10-31', 31]],
  ['bulan lalu', ['last_month', '2026-10-01', '2026-10-31', 31]],
  ['October', ['month', '2026-10-01', '2026-10-31', 31]],
  ['Oct', ['month', '2026-10-01', '2026-10-31', 31]],
  ['Okt', ['month', '2026-10-01', '2026-10-31', 31]],
  ['Oktober', ['month', '2026-10-01', '2026-10-31', 31]],
  ['bulan Ogos', ['month', '2026-08-01', '2026-08-31', 31]],
  ['November', ['month', '2026-11-01', '2026-11-24', 24]],
  // The latest such month not after today: December is last year's.
  ['December', ['month', '2025-12-01', '2025-12-31', 31]],
  ['Disember', ['month', '2025-12-01', '2025-12-31', 31]],
  ['March 2026', ['month', '2026-03-01', '2026-03-31', 31]],
  ['Feb 2024', ['month', '2024-02-01', '2024-02-29', 29]],
  // A year named: kept even when it is entirely ahead (the answerer says there is no data).
  ['December 2026', ['month', '2026-12-01', '2026-12-31', 31]],
  ['1-7 Nov', ['range', '2026-11-01', '2026-11-07', 7]],
  ['1 - 7 November', ['range', '2026-11-01', '2026-11-07', 7]],
  ['1 to 7 November', ['range', '2026-11-01', '2026-11-07', 7]],
  ['from 3 Nov to 10 Nov', ['range', '2026-11-03', '2026-11-10', 8]],
  ['dari 3 Nov hingga 10 Nov', ['range', '2026-11-03', '2026-11-10', 8]],
  ['between 1 and 7 nov', ['range', '2026-11-01', '2026-11-07', 7]],
  ['Nov 1-7', ['range', '2026-11-01', '2026-11-07', 7]],
  ['1st to 7th Nov', ['range', '2026-11-01', '2026-11-07', 7]],
  ['28 Oct - 3 Nov', ['range', '2026-10-28', '2026-11-03', 7]],
  ['28-3 Nov', ['range', '2026-10-28', '2026-11-03', 7]],
  ['28 Dec - 3 Jan', ['range', '2025-12-28', '2026-01-03', 7]],
  ['1/11 - 7/11', ['range', '2026-11-01', '2026-11-07', 7]],
  ['1/11 to 7/11', ['range', '2026-11-01', '2026-11-07', 7]],
  ['1/11/2026 - 7/11/2026', ['range', '2026-11-01', '2026-11-07', 7]],
  ['2026-11-01 to 2026-11-07', ['range', '2026-11-01', '2026-11-07', 7]],
  ['Oct - Nov', ['range', '2026-10-01', '2026-11-24', 55]],
  // A range running past today ends today.
  ['20-30 Nov', ['range', '2026-11-20', '2026-11-24', 5]],
  ['on 3 Nov', ['day', '2026-11-03', '2026-11-03', 1]],
  ['3 November', ['day', '2026-11-03', '2026-11-03', 1]],
  ['3hb Nov', ['day', '2026-11-03', '2026-11-03', 1]],
  ['Nov 3', ['day', '2026-11-03', '2026-11-03', 1]],
  ['3/11', ['day', '2026-11-03', '2026-11-03', 1]],
  ['2026-11-03', ['day', '2026-11-03', '2026-11-03', 1]],
  ['25 Dec', ['day', '2025-12-25', '2025-12-25', 1]],
  ['this year', ['this_year', '2026-01-01', '2026-11-24', 328]],
  ['tahun ini', ['this_year', '2026-01-01', '2026-11-24', 328]],
  ['ytd', ['this_year', '2026-01-01', '2026-11-24', 328]],
  ['last year', ['last_year', '2025-01-01', '2025-12-31', 365]],
  ['tahun lepas', ['last_year', '2025-01-01', '2025-12-31', 365]],
  ['in 2024', ['range', '2024-01-01', '2024-12-31', 366]],
  ['last weekend', ['range', '2026-11-21', '2026-11-22', 2]],
  ['hujung minggu lepas', ['range', '2026-11-21', '2026-11-22', 2]],
  ['last Saturday', ['day', '2026-11-21', '2026-11-21', 1]],
  ['on Monday', ['day', '2026-11-23', '2026-11-23', 1]],
  ['Tuesday', ['day', '2026-11-24', '2026-11-24', 1]],
  ['last Tuesday', ['day', '2026-11-17', '2026-11-17', 1]],
  ['hari Sabtu lepas', ['day', '2026-11-21', '2026-11-21', 1]],
  ['jumaat lepas', ['day', '2026-11-20', '2026-11-20', 1]],
  ['sales', ['default', '2026-11-24', '2026-11-24', 1]],
]

describe('periods, read from the account\'s today', () => {
  it.each(FORMS)('%s', (text, [kind, from, to, days]) => {
    expect(periodOf(text)).toEqual({ kind, from, to, days })
  })

  it('starts weeks on Monday, also when today is a Sunday or a Monday', () => {
    // Sunday 29 November 2026 still belongs to the week of Monday the 23rd.
    expect(periodOf('this week', '2026-11-29')).toEqual({ kind: 'this_week', from: '2026-11-23', to: '2026-11-29', days: 7 })
    expect(periodOf('last week', '2026-11-29')).toEqual({ kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 })
    expect(periodOf('this week', '2026-11-30')).toEqual({ kind: 'this_week', from: '2026-11-30', to: '2026-11-30', days: 1 })
  })

  it('crosses year ends: last month in January, a month named in January, yesterday on 1 January', () => {
    expect(periodOf('last month', '2027-01-05')).toEqual({ kind: 'last_month', from: '2026-12-01', to: '2026-12-31', days: 31 })
    expect(periodOf('November', '2027-01-05')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
    expect(periodOf('yesterday', '2027-01-01')).toMatchObject({ from: '2026-12-31', to: '2026-12-31' })
    expect(periodOf('last week', '2027-01-01')).toMatchObject({ from: '2026-12-21', to: '2026-12-27' })
  })

  it('refuses days that do not exist rather than inventing one', () => {
    // Not February, not 3 March rolled over from it, not the year 2026: no period at all.
    expect(periodOf('31 Feb').kind).toBe('default')
    expect(periodOf('1 - 31 Feb').kind).toBe('default')
    expect(periodOf('2026-02-30').kind).toBe('default')
    expect(periodOf('32/11').kind).toBe('default')
  })

  it('keeps "nov 5 teratas" a count, not the 5th of November', () => {
    const question = understand('nov 5 teratas', { today: '2026-11-24', items: [], outlets: [] }, { previous: null })
    expect(question.period).toMatchObject({ kind: 'month', from: '2026-11-01' })
    expect(question.limit).toBe(5)
  })
})

import { describe, expect, it } from 'vitest'
import { addDays, isoDate } from '../time/calendar'
import { daysBetween, FESTIVE_PERIODS, FESTIVE_YEARS, localDate, nextFestivePeriod, previousOccurrence } from './festive-calendar'
import type { FestiveKey } from '../occasions'

const on = (iso: string) => localDate(iso)
const KEYS: FestiveKey[] = ['chinese-new-year', 'ramadan', 'hari-raya-aidilfitri', 'hari-raya-haji', 'deepavali', 'merdeka', 'malaysia-day', 'christmas', 'school-holidays']

describe('the festive table', () => {
  it('has every festival in every year 2024–2030, each period a valid span, sorted by start', () => {
    for (let year = FESTIVE_YEARS.from; year <= FESTIVE_YEARS.to; year++) {
      for (const key of KEYS) expect(FESTIVE_PERIODS.some((period) => period.key === key && period.start.startsWith(String(year))), `${key} ${year}`).toBe(true)
    }
    for (const period of FESTIVE_PERIODS) {
      expect(period.start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(isoDate(on(period.start))).toBe(period.start)
      expect(period.end >= period.start).toBe(true)
    }
    const starts = FESTIVE_PERIODS.map((period) => period.start)
    expect(starts).toEqual([...starts].sort())
  })

  it('holds the gazetted 2026 dates and the fixed national days', () => {
    const find = (key: FestiveKey, year: number) => FESTIVE_PERIODS.find((period) => period.key === key && period.start.startsWith(String(year)))
    expect(find('chinese-new-year', 2026)).toMatchObject({ start: '2026-02-17', end: '2026-02-18', projected: false })
    expect(find('hari-raya-aidilfitri', 2026)).toMatchObject({ start: '2026-03-21', end: '2026-03-22', projected: false })
    expect(find('hari-raya-haji', 2026)).toMatchObject({ start: '2026-05-27', projected: false })
    expect(find('deepavali', 2026)).toMatchObject({ start: '2026-11-08', projected: false })
    expect(find('merdeka', 2029)).toMatchObject({ start: '2029-08-31', end: '2029-08-31' })
    expect(find('malaysia-day', 2027)).toMatchObject({ start: '2027-09-16' })
    expect(find('christmas', 2030)).toMatchObject({ start: '2030-12-25' })
    // Islamic dates after the last announcement are projections, and say so.
    expect(find('hari-raya-aidilfitri', 2028)).toMatchObject({ start: '2028-02-27', projected: true })
  })

  it('ends Ramadan the day before Hari Raya Aidilfitri, every year', () => {
    const raya = FESTIVE_PERIODS.filter((period) => period.key === 'hari-raya-aidilfitri')
    for (const day of raya) {
      const fast = FESTIVE_PERIODS.find((period) => period.key === 'ramadan' && period.end === isoDate(addDays(on(day.start), -1)))
      expect(fast, day.start).toBeDefined()
      expect(daysBetween(fast!.start, day.start)).toBeGreaterThanOrEqual(29)
      expect(daysBetween(fast!.start, day.start)).toBeLessThanOrEqual(30)
    }
  })

  it('projects the year-end school holidays after 2026 from the first Saturday of December', () => {
    const projected = FESTIVE_PERIODS.filter((period) => period.key === 'school-holidays' && period.projected)
    expect(projected.map((period) => period.start)).toEqual(['2027-12-04', '2028-12-02', '2029-12-01', '2030-12-07'])
    expect(projected.every((period) => period.end.endsWith('-12-31'))).toBe(true)
  })
})

describe('nextFestivePeriod', () => {
  it.each([
    ['2026-11-22', 'school-holidays', '2026-12-05'],
    ['2026-10-20', 'deepavali', '2026-11-08'],
    ['2026-12-06', 'christmas', '2026-12-25'],
    ['2027-01-20', 'chinese-new-year', '2027-02-06'],
    ['2026-08-10', 'merdeka', '2026-08-31'],
    ['2026-09-01', 'malaysia-day', '2026-09-16'],
    ['2026-02-01', 'chinese-new-year', '2026-02-17'],
    ['2026-02-18', 'ramadan', '2026-02-19'],
    ['2026-03-01', 'hari-raya-aidilfitri', '2026-03-21'],
  ] as const)('from %s finds %s starting %s', (today, key, start) => {
    expect(nextFestivePeriod(on(today), 30)).toMatchObject({ key, start })
  })

  it('counts a period starting today or exactly 30 days away, not 31 days away, nor one under way', () => {
    expect(nextFestivePeriod(on('2026-11-08'), 30)).toMatchObject({ key: 'deepavali' })
    expect(nextFestivePeriod(on('2026-08-01'), 30)).toMatchObject({ key: 'merdeka', start: '2026-08-31' })
    expect(nextFestivePeriod(on('2026-07-31'), 30)).toBeNull()
    expect(nextFestivePeriod(on('2026-12-07'), 30)).toMatchObject({ key: 'christmas' }) // the school holidays are under way
    expect(nextFestivePeriod(on('2026-04-10'), 30)).toBeNull() // Hari Raya Haji 27 May is 47 days away
    expect(nextFestivePeriod(on('2026-04-27'), 30)).toMatchObject({ key: 'hari-raya-haji', start: '2026-05-27' })
  })
})

describe('previousOccurrence', () => {
  it('finds the same festival the time before, or null before the table starts', () => {
    const deepavali = nextFestivePeriod(on('2026-10-20'), 30)!
    expect(previousOccurrence(deepavali)).toMatchObject({ key: 'deepavali', start: '2025-10-20' })
    const holidays = nextFestivePeriod(on('2026-11-22'), 30)!
    expect(previousOccurrence(holidays)).toMatchObject({ key: 'school-holidays', start: '2026-03-21', end: '2026-03-29' })
    const firstCny = FESTIVE_PERIODS.find((period) => period.key === 'chinese-new-year')!
    expect(previousOccurrence(firstCny)).toBeNull()
  })
})

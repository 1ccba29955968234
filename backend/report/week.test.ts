import { describe, expect, it } from 'vitest'
import { isoDate } from '../time/calendar'
import { lastCompleteMonday, mondayOf, parseWeekId, reportWeekAt, weekStarting } from './week'

/*
 * November 2026: Monday 2, 9, 16 and 23. Kuala Lumpur is UTC+8 all year; New York leaves DST on
 * Sunday 1 November 2026 at 02:00 (a 25-hour day).
 */
const KL = 'Asia/Kuala_Lumpur'
const NY = 'America/New_York'
const kl = (local: string) => Date.parse(`${local}+08:00`)
const monday = (now: number, zone = KL) => isoDate(lastCompleteMonday(now, zone))

describe('the report’s week', () => {
  it('is the last complete Monday–Sunday week before today', () => {
    expect(monday(kl('2026-11-18T10:00:00'))).toBe('2026-11-09') // a Wednesday
    expect(monday(kl('2026-11-21T12:00:00'))).toBe('2026-11-09') // a Saturday
  })

  it('on a Monday is the week that ended last night', () => {
    expect(monday(kl('2026-11-16T00:00:00'))).toBe('2026-11-09')
    expect(monday(kl('2026-11-16T23:59:59'))).toBe('2026-11-09')
  })

  it('on a Sunday is the week before: the one running is not over until midnight', () => {
    expect(monday(kl('2026-11-15T23:59:59.999'))).toBe('2026-11-02')
    expect(monday(kl('2026-11-16T00:00:00') - 1)).toBe('2026-11-02')
  })

  it('is read in the account’s zone, not UTC', () => {
    // 01:00 on Monday in Kuala Lumpur is still Sunday 17:00 in UTC.
    const now = kl('2026-11-16T01:00:00')
    expect(monday(now, KL)).toBe('2026-11-09')
    expect(monday(now, 'UTC')).toBe('2026-11-02')
  })

  it('runs from local midnight on Monday to local midnight after Sunday, beside the week before', () => {
    const week = reportWeekAt(kl('2026-11-18T10:00:00'), KL)
    expect(week).toMatchObject({ id: '2026-11-09', monday: { year: 2026, month: 11, day: 9 }, sunday: { year: 2026, month: 11, day: 15 } })
    expect(new Date(week.start).toISOString()).toBe('2026-11-08T16:00:00.000Z')
    expect(new Date(week.end).toISOString()).toBe('2026-11-15T16:00:00.000Z')
    expect(new Date(week.bounds[0]!).toISOString()).toBe('2026-11-01T16:00:00.000Z')
    expect(week.bounds).toHaveLength(15)
  })

  it('keeps local midnights across a DST change (a week of 7 days and 1 hour)', () => {
    const week = weekStarting({ year: 2026, month: 10, day: 26 }, NY)
    expect(new Date(week.start).toISOString()).toBe('2026-10-26T04:00:00.000Z') // EDT, UTC-4
    expect(new Date(week.end).toISOString()).toBe('2026-11-02T05:00:00.000Z') // EST, UTC-5
    expect(week.end - week.start).toBe(7 * 86_400_000 + 3_600_000)
  })

  it('of any day starts on that day’s Monday', () => {
    expect(isoDate(mondayOf({ year: 2026, month: 11, day: 9 }))).toBe('2026-11-09')
    expect(isoDate(mondayOf({ year: 2026, month: 11, day: 15 }))).toBe('2026-11-09')
    expect(isoDate(mondayOf({ year: 2026, month: 1, day: 1 }))).toBe('2025-12-29') // across a year
  })

  it('is named by a Monday: any other text or day is no week', () => {
    expect(parseWeekId('2026-11-16')).toEqual({ year: 2026, month: 11, day: 16 })
    expect(parseWeekId('2026-11-17')).toBeNull() // a Tuesday
    expect(parseWeekId('2026-02-30')).toBeNull()
    expect(parseWeekId('2026-11-16.pdf')).toBeNull()
    expect(parseWeekId('../../etc')).toBeNull()
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type DateOrder, dateOrderNote, detectDateOrder, parseDatePart, parseTime, splitDateTime } from './dates'
import { TimestampReader } from './timestamps'
import { accountZone, zoneFor } from '../../time/zone'

const KL = zoneFor('Asia/Kuala_Lumpur')!
const iso = (epoch: number) => (Number.isNaN(epoch) ? 'NaN' : new Date(epoch).toISOString())

describe('reading a date and time cell', () => {
  // Every case is local time in Kuala Lumpur (UTC+8), so 08:05 there is 00:05Z.
  it.each<[string, string, DateOrder, string]>([
    ['2026-05-11 08:05', '', 'DMY', '2026-05-11T00:05:00.000Z'],
    ['2026-05-11T08:05:30', '', 'DMY', '2026-05-11T00:05:30.000Z'],
    ['2026-05-11T08:05:30.250+08:00', '', 'DMY', '2026-05-11T00:05:30.250Z'],
    ['2026-05-11T00:05:00Z', '', 'DMY', '2026-05-11T00:05:00.000Z'],
    ['11/05/2026 08:05', '', 'DMY', '2026-05-11T00:05:00.000Z'],
    ['05/11/2026 08:05', '', 'MDY', '2026-05-11T00:05:00.000Z'],
    ['11-05-26 8:05 AM', '', 'DMY', '2026-05-11T00:05:00.000Z'],
    ['11.05.2026', '', 'DMY', '2026-05-10T16:00:00.000Z'],
    ['18 Nov 2026 01:33 PM', '', 'DMY', '2026-11-18T05:33:00.000Z'],
    ['18 Nov 2026 12:10 AM', '', 'DMY', '2026-11-17T16:10:00.000Z'],
    ['1 May 2026 (Fri)', '', 'DMY', '2026-04-30T16:00:00.000Z'],
    ['4-May-2026 07:35', '', 'DMY', '2026-05-03T23:35:00.000Z'],
    ['Fri, 1 May 2026 12:00 PM', '', 'DMY', '2026-05-01T04:00:00.000Z'],
    ['Nov 18, 2026 1:33 pm', '', 'DMY', '2026-11-18T05:33:00.000Z'],
    ['18 Ogos 2026', '', 'DMY', '2026-08-17T16:00:00.000Z'],
    ['2026-05-20', '07:48:12', 'DMY', '2026-05-19T23:48:12.000Z'],
    ['5/14/26', '1:05 PM', 'MDY', '2026-05-14T05:05:00.000Z'],
    ['46153.5', '', 'DMY', '2026-05-11T04:00:00.000Z'],
    // Indonesian Loyverse: a dot in the time (23.43 is 15:43Z in Kuala Lumpur).
    ['13/05/25 23.43', '', 'DMY', '2025-05-13T15:43:00.000Z'],
    ['20.05.2026 16.50.05', '', 'DMY', '2026-05-20T08:50:05.000Z'],
    ['2026-05-20', '07.48', 'DMY', '2026-05-19T23:48:00.000Z'],
  ])('%s %s (%s)', (date, time, order, expected) => {
    expect(iso(new TimestampReader(order).read(date, time, KL))).toBe(expected)
  })

  it.each(['', 'tomorrow', '31/04/2026', '29/02/2026', '13/13/2026', '2026-05-11 25:00', '11/05/2026 9:75', '00/05/2026', '1/5/1850'])(
    'refuses %j',
    (cell) => {
      expect(new TimestampReader('DMY').read(cell, '', KL)).toBeNaN()
    },
  )

  it('splits the time off wherever it sits', () => {
    expect(splitDateTime('18 Nov 2026 01:33 PM')).toEqual(['18 Nov 2026', '01:33 PM'])
    expect(splitDateTime('2026-05-11T08:05:00Z')).toEqual(['2026-05-11', '08:05:00Z'])
    expect(splitDateTime('1 May 2026 (Fri)')).toEqual(['1 May 2026 (Fri)', ''])
    expect(splitDateTime('13/05/25 23.43')).toEqual(['13/05/25', '23.43'])
    expect(splitDateTime('11.05.2026')).toEqual(['11.05.2026', ''])
  })

  it('reads 12-hour clocks, midnight and noon included', () => {
    expect(parseTime('12:00 AM')?.ms).toBe(0)
    expect(parseTime('12:30 PM')?.ms).toBe(12.5 * 3_600_000)
    expect(parseTime('1:33 p.m.')?.ms).toBe((13 * 60 + 33) * 60_000)
    expect(parseTime('13:33 PM')).toBeNull()
    // Excel's mm:ss.0 display of a time (the hour is gone) is no time of day.
    expect(parseTime('15:50.5')).toBeNull()
    expect(parseTime('1.33 PM')?.ms).toBe((13 * 60 + 33) * 60_000)
    expect(parseTime('10:15:00+05:30')?.offsetMinutes).toBe(330)
  })

  it('takes two-digit years as 20xx', () => {
    expect(iso(parseDatePart('18/05/26', 'DMY'))).toBe('2026-05-18T00:00:00.000Z')
  })
})

describe('day-first or month-first', () => {
  it('is day-first when a value can only be day-first', () => {
    const finding = detectDateOrder(['01/05/2026 08:00', '13/05/2026 09:00'])
    expect(finding).toMatchObject({ order: 'DMY', proof: '13/05/2026' })
    expect(dateOrderNote(finding)).toBe('Dates read as DD/MM/YYYY ("13/05/2026" can only be day first).')
  })

  it('is month-first only when the file proves it, wherever the proof is', () => {
    const finding = detectDateOrder(['05/01/2026', '05/02/2026', '05/03/2026', '05/13/2026 1:00 PM'])
    expect(finding).toMatchObject({ order: 'MDY', proof: '05/13/2026' })
    expect(dateOrderNote(finding)).toBe('Dates read as MM/DD/YYYY: "05/13/2026" can only be month first.')
  })

  it("defaults to Malaysia's day-first when nothing settles it, and says so", () => {
    const finding = detectDateOrder(['01/05/2026', '02/05/2026', '', '12/05/2026'])
    expect(finding).toMatchObject({ order: 'DMY', proof: null, numeric: true })
    expect(dateOrderNote(finding)).toMatch(/DD\/MM\/YYYY, the Malaysian order/)
  })

  it('does not take an impossible day (32/05) as proof, and says when dates are unambiguous', () => {
    expect(detectDateOrder(['32/05/2026', '05/06/2026']).proof).toBeNull()
    expect(dateOrderNote(detectDateOrder(['2026-05-01 08:00']))).toBe('Dates read as written (e.g. "2026-05-01").')
  })
})

describe('time zones', () => {
  it.each([
    ['Asia/Kuala_Lumpur', '2026-05-11T00:05:00.000Z'],
    ['Asia/Singapore', '2026-05-11T00:05:00.000Z'],
    ['Asia/Bangkok', '2026-05-11T01:05:00.000Z'],
    ['UTC', '2026-05-11T08:05:00.000Z'],
  ])('reads local times in %s', (zone, expected) => {
    expect(iso(zoneFor(zone)!.toEpoch(Date.UTC(2026, 4, 11, 8, 5)))).toBe(expected)
  })

  it('follows daylight saving where a zone has it (computed by Intl, not a table)', () => {
    const london = zoneFor('Europe/London')!
    expect(iso(london.toEpoch(Date.UTC(2026, 0, 15, 12, 0)))).toBe('2026-01-15T12:00:00.000Z')
    expect(iso(london.toEpoch(Date.UTC(2026, 6, 15, 12, 0)))).toBe('2026-07-15T11:00:00.000Z')
  })

  it('falls back to Kuala Lumpur, with a note, for a zone the runtime does not know', () => {
    expect(zoneFor('Kuala Lumpur')).toBeNull()
    const { zone, note } = accountZone('Mars/Olympus_Mons')
    expect(zone.name).toBe('Asia/Kuala_Lumpur')
    expect(note).toBe('Unknown time zone "Mars/Olympus_Mons": times read as Asia/Kuala_Lumpur.')
  })
})

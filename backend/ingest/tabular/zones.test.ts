// @vitest-environment node
/**
 * Square writes its `Time Zone` column with the names Rails (ActiveSupport::TimeZone) gives zones:
 * `Eastern Time (US & Canada)`, `Kuala Lumpur`. Each row's local time is read in its own zone.
 */
import { describe, expect, it } from 'vitest'
import { namedZone } from '../../time/zone-names'
import { ingestText, salesOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)

describe('zone names as Square writes them', () => {
  it.each([
    ['Eastern Time (US & Canada)', 'America/New_York'],
    ['Pacific Time (US & Canada)', 'America/Los_Angeles'],
    ['Central Time (US & Canada)', 'America/Chicago'],
    ['Hawaii', 'Pacific/Honolulu'],
    ['Kuala Lumpur', 'Asia/Kuala_Lumpur'],
    ['Singapore', 'Asia/Singapore'],
    ['Jakarta', 'Asia/Jakarta'],
    ['Hanoi', 'Asia/Bangkok'],
    ['Sydney', 'Australia/Sydney'],
    ['London', 'Europe/London'],
    // As Rails prints a zone (`to_s`), in any case, and IANA names as they are.
    ['(GMT-05:00) Eastern Time (US & Canada)', 'America/New_York'],
    ['kuala lumpur', 'Asia/Kuala_Lumpur'],
    ['Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur'],
  ])('%s is %s', (name, iana) => {
    expect(namedZone(name)?.name).toBe(iana)
  })

  it('knows no zone by a name that is none', () => {
    expect(namedZone('Atlantis Standard Time')).toBeNull()
    expect(namedZone('')).toBeNull()
  })
})

describe('a Square transactions export from shops in several zones', () => {
  const text = [
    'Date,Time,Time Zone,Gross Sales,Discounts,Net Sales,Transaction ID,Event Type,Location',
    '2026-03-07,09:15:00,Eastern Time (US & Canada),$12.00,$0.00,$12.00,t1,Payment,New York',
    '2026-03-09,09:15:00,Eastern Time (US & Canada),$8.00,$0.00,$8.00,t2,Payment,New York',
    '2026-03-07,18:30:00,Pacific Time (US & Canada),$20.00,$0.00,$20.00,t3,Payment,San Francisco',
    '2026-05-20,07:48:12,Kuala Lumpur,RM5.60,RM0.00,RM5.60,t4,Payment,Bangsar',
    '2026-05-20,07:48:12,Singapore,$4.00,$0.00,$4.00,t5,Payment,Orchard',
    '2026-05-21,10:00:00,Atlantis Standard Time,$1.00,$0.00,$1.00,t6,Payment,Atlantis',
  ].join('\n')
  const { batch, summary } = salesOf(ingestText(text, 'transactions.csv'))

  it("reads each row's time in the zone its row names, daylight saving included", () => {
    expect(Array.from(batch.timestamp)).toEqual([
      // 09:15 EST (UTC−5) on Saturday 7 March; US daylight saving starts Sunday 8 March 2026,
      // so 09:15 on the 9th is EDT (UTC−4).
      at('2026-03-07T14:15:00Z'),
      at('2026-03-09T13:15:00Z'),
      // 18:30 PST (UTC−8) is 02:30 the next day in UTC.
      at('2026-03-08T02:30:00Z'),
      // Kuala Lumpur and Singapore are both UTC+8.
      at('2026-05-19T23:48:12Z'),
      at('2026-05-19T23:48:12Z'),
      // A name that is no zone: the account's (Kuala Lumpur), and the answer says so.
      at('2026-05-21T02:00:00Z'),
    ])
  })

  it('says which zones it read, and which name it did not know', () => {
    expect(summary.notes).toContain(
      "Times read in the file's own time zone column (America/New_York, America/Los_Angeles, Asia/Kuala_Lumpur, Asia/Singapore).",
    )
    expect(summary.notes).toContain('Unknown time zone "Atlantis Standard Time" in "Time Zone" (1 row): read as Asia/Kuala_Lumpur.')
    expect(summary.findings).toContainEqual({ code: 'unknown-zones', column: 'Time Zone', names: ['Atlantis Standard Time'], rows: 1, zone: 'Asia/Kuala_Lumpur' })
  })
})

/**
 * Malaysia's festive periods 2024–2030, as local dates (`YYYY-MM-DD`, both ends included), for the
 * insights' "next festive period within 30 days" and "what it did last time".
 *
 * Where the dates come from:
 * - Chinese New Year: the Chinese lunisolar calendar (first and second day, both federal public
 *   holidays); 2024–2026 as gazetted, 2027–2030 from the same calendar (these dates do not move).
 * - Hari Raya Aidilfitri, Hari Raya Haji (Aidiladha), Deepavali: the federal public-holiday lists as
 *   gazetted for 2024, 2025 and 2026 (2026: Aidilfitri 21–22 Mar, Aidiladha 27 May, Deepavali 8 Nov).
 *   The Islamic dates depend on the new-moon sighting announced by the Keeper of the Rulers' Seal
 *   and JAKIM, so 2027–2030 are PROJECTIONS from the calculated Hijri calendar (they can move by a
 *   day), and Deepavali 2027–2030 is projected from the Tamil calendar (Naraka Chaturdashi).
 * - Ramadan: from 1 Ramadan as announced (12 Mar 2024, 2 Mar 2025, 19 Feb 2026) to the day before
 *   Aidilfitri; 2027–2030 PROJECTED like Aidilfitri.
 * - Merdeka (31 Aug), Malaysia Day (16 Sep), Christmas (25 Dec): fixed by the Holidays Act 1951.
 * - School holidays: KPM's academic calendars for Group B (Kuala Lumpur, Selangor and most states;
 *   Group A — Kedah, Kelantan, Terengganu — starts a day earlier). Sesi 2023/2024 (year-end break
 *   17 Feb–10 Mar 2024) and 2024/2025 (term breaks and the break of 18 Jan–16 Feb 2025) as published;
 *   sesi 2025/2026 as in KPM's calendar (Cuti Penggal 1 29 May–9 Jun 2025, Cuti Penggal 2
 *   13–21 Sep 2025, Cuti Akhir 20 Dec 2025–11 Jan 2026). 2026 (back to a January start, 12 Jan–
 *   31 Dec): Cuti Penggal 1 21–29 Mar as reported by Bernama/Malay Mail, and the year-end break
 *   from 5 Dec (four school days in December) to the end of the session on 31 Dec; the 2026
 *   mid-year and second-term breaks are left out because we could not confirm them. 2027–2030
 *   are PROJECTIONS of the year-end break only (first Saturday of December to 31 December), until
 *   KPM publishes those calendars. Update this table when it does.
 */
import { FESTIVE_OCCASIONS, type FestiveKey } from '../occasions'
import { say } from '../phrase'
import { addDays, isoDate, weekday, type LocalDate } from '../time/calendar'

export interface FestivePeriod {
  key: FestiveKey
  /** Its English name (../occasions.ts): the insights are written in English. */
  name: string
  /** First and last local day, `YYYY-MM-DD`, both included. */
  start: string
  end: string
  /** True when the dates are calculated ahead of the official announcement. */
  projected: boolean
}

/** The first year and the last year the table covers. */
export const FESTIVE_YEARS = { from: 2024, to: 2030 } as const

/** [start, end, projected?]: a one-day period has its start as its end. */
type Span = readonly [start: string, end: string, projected?: 'projected']

const LUNAR_AND_ISLAMIC: Partial<Record<FestiveKey, readonly Span[]>> = {
  'chinese-new-year': [
    ['2024-02-10', '2024-02-11'],
    ['2025-01-29', '2025-01-30'],
    ['2026-02-17', '2026-02-18'],
    ['2027-02-06', '2027-02-07'],
    ['2028-01-26', '2028-01-27'],
    ['2029-02-13', '2029-02-14'],
    ['2030-02-03', '2030-02-04'],
  ],
  ramadan: [
    ['2024-03-12', '2024-04-09'],
    ['2025-03-02', '2025-03-30'],
    ['2026-02-19', '2026-03-20'],
    ['2027-02-08', '2027-03-09', 'projected'],
    ['2028-01-28', '2028-02-26', 'projected'],
    ['2029-01-16', '2029-02-14', 'projected'],
    ['2030-01-06', '2030-02-04', 'projected'],
    ['2030-12-26', '2031-01-24', 'projected'],
  ],
  'hari-raya-aidilfitri': [
    ['2024-04-10', '2024-04-11'],
    ['2025-03-31', '2025-04-01'],
    ['2026-03-21', '2026-03-22'],
    ['2027-03-10', '2027-03-11', 'projected'],
    ['2028-02-27', '2028-02-28', 'projected'],
    ['2029-02-15', '2029-02-16', 'projected'],
    ['2030-02-05', '2030-02-06', 'projected'],
  ],
  'hari-raya-haji': [
    ['2024-06-17', '2024-06-17'],
    ['2025-06-07', '2025-06-07'],
    ['2026-05-27', '2026-05-27'],
    ['2027-05-17', '2027-05-17', 'projected'],
    ['2028-05-05', '2028-05-05', 'projected'],
    ['2029-04-24', '2029-04-24', 'projected'],
    ['2030-04-14', '2030-04-14', 'projected'],
  ],
  deepavali: [
    ['2024-10-31', '2024-10-31'],
    ['2025-10-20', '2025-10-20'],
    ['2026-11-08', '2026-11-08'],
    ['2027-10-28', '2027-10-28', 'projected'],
    ['2028-10-16', '2028-10-16', 'projected'],
    ['2029-11-04', '2029-11-04', 'projected'],
    ['2030-10-25', '2030-10-25', 'projected'],
  ],
  'school-holidays': [
    ['2024-02-17', '2024-03-10'],
    ['2024-05-25', '2024-06-02'],
    ['2024-09-14', '2024-09-22'],
    ['2024-12-21', '2024-12-29'],
    ['2025-01-18', '2025-02-16'],
    ['2025-05-29', '2025-06-09'],
    ['2025-09-13', '2025-09-21'],
    ['2025-12-20', '2026-01-11'],
    ['2026-03-21', '2026-03-29'],
    ['2026-12-05', '2026-12-31'],
    ...[2027, 2028, 2029, 2030].map((year): Span => [isoDate(firstSaturdayOfDecember(year)), `${year}-12-31`, 'projected']),
  ],
}

/** Fixed-date holidays, the same day every year. */
const FIXED: ReadonlyArray<readonly [FestiveKey, month: number, day: number]> = [
  ['merdeka', 8, 31],
  ['malaysia-day', 9, 16],
  ['christmas', 12, 25],
]

function englishName(key: FestiveKey): string {
  return say('en', FESTIVE_OCCASIONS[key].name)
}

function firstSaturdayOfDecember(year: number): LocalDate {
  const first: LocalDate = { year, month: 12, day: 1 }
  return addDays(first, (6 - weekday(first) + 7) % 7)
}

/** Every period in the table, by start date. */
export const FESTIVE_PERIODS: readonly FestivePeriod[] = buildPeriods()

function buildPeriods(): FestivePeriod[] {
  const periods: FestivePeriod[] = []
  for (const [key, spans] of Object.entries(LUNAR_AND_ISLAMIC) as [FestiveKey, readonly Span[]][]) {
    for (const [start, end, projected] of spans) periods.push({ key, name: englishName(key), start, end, projected: projected === 'projected' })
  }
  for (let year = FESTIVE_YEARS.from; year <= FESTIVE_YEARS.to; year++) {
    for (const [key, month, day] of FIXED) {
      const date = isoDate({ year, month, day })
      periods.push({ key, name: englishName(key), start: date, end: date, projected: false })
    }
  }
  return periods.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.key < b.key ? -1 : 1))
}

/**
 * The festive period that starts soonest on or after `today` and no later than `withinDays` days
 * after it (a period already under way is not "next": it is too late to plan for); null if none.
 */
export function nextFestivePeriod(today: LocalDate, withinDays: number): FestivePeriod | null {
  const from = isoDate(today)
  const to = isoDate(addDays(today, withinDays))
  for (const period of FESTIVE_PERIODS) {
    if (period.start >= from && period.start <= to) return period
  }
  return null
}

/** The same festival's most recent occurrence that ended before `period` started, or null. */
export function previousOccurrence(period: FestivePeriod): FestivePeriod | null {
  let previous: FestivePeriod | null = null
  for (const candidate of FESTIVE_PERIODS) {
    if (candidate.key === period.key && candidate.end < period.start) previous = candidate
  }
  return previous
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** `YYYY-MM-DD` as a LocalDate. */
export function localDate(iso: string): LocalDate {
  const [year, month, day] = iso.split('-').map(Number)
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 }
}

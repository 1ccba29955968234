import { describe, expect, it } from 'vitest'
import { kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { isoDate } from '../time/calendar'
import { periodGrid } from './period'

/* The clock: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (UTC+8). */
describe('periodGrid', () => {
  it('lays the default period, the 30 days ending today, after the 30 before it', () => {
    const { from, to, days: length, grid } = periodGrid(NOW, 'Asia/Kuala_Lumpur')
    expect({ from: isoDate(from), to: isoDate(to), length, first: isoDate(grid.first), gridDays: grid.days }).toEqual({
      from: '2026-10-20',
      to: '2026-11-18',
      length: 30,
      first: '2026-09-20',
      gridDays: 60,
    })
  })

  it('lays a chosen period after as many days before it', () => {
    const period = { from: { year: 2024, month: 3, day: 1 }, to: { year: 2024, month: 3, day: 31 } }
    const { days: length, grid, today } = periodGrid(NOW, 'Asia/Kuala_Lumpur', period)
    // March 2024: 31 days; the 31 before it start on 30 Jan (2 days of January, 29 of February).
    expect({ length, first: isoDate(grid.first), gridDays: grid.days, today: isoDate(today) }).toEqual({ length: 31, first: '2024-01-30', gridDays: 62, today: '2026-11-18' })
    // Grid day 31 starts the period: local midnight of 1 Mar 2024 in Kuala Lumpur; the grid ends at 1 Apr's.
    expect(grid.start[31]).toBe(kl('2024-03-01T00:00'))
    expect(grid.start[62]).toBe(kl('2024-04-01T00:00'))
  })
})

/**
 * The quietest time to fill, from the dashboard's series: two hours on one weekday when the sales
 * have times of day (the heatmap), else the quietest weekday (the daily series). The first and
 * the last trading hour are left out: opening and closing are thin everywhere, and no campaign
 * fills the hour the shutters go up.
 */
import type { MetricsSeries } from '../../../kernel/contract/dashboard'
import { calendarDay, weekdayOf } from '../../../kernel/format'

export interface QuietSlot {
  /** Monday-first, 0–6. */
  weekday: number
  /** Local hours [from, to), or null for the whole day. */
  hours: readonly [from: number, to: number] | null
  /** Sales in the slot over the period. */
  revenue: number
  /** Of the sales the slot is measured against (those with a time of day, or all days'). */
  total: number
}

/** Hours in a quiet slot. */
export const QUIET_HOURS = 2

export function quietSlot(heatmap: MetricsSeries['heatmap'], daily: MetricsSeries['daily']): QuietSlot | null {
  return quietHours(heatmap) ?? quietDay(daily)
}

function quietHours(heatmap: MetricsSeries['heatmap']): QuietSlot | null {
  const byHour = Array.from({ length: 24 }, (_, hour) => heatmap.reduce((sum, day) => sum + (day[hour] ?? 0), 0))
  const total = byHour.reduce((sum, value) => sum + value, 0)
  const open = byHour.flatMap((value, hour) => (value > 0 ? [hour] : []))
  if (!(total > 0) || open.length === 0) return null
  const first = open[0]! + 1
  const last = open[open.length - 1]! - 1
  let best: QuietSlot | null = null
  for (let weekday = 0; weekday < 7; weekday++) {
    const day = heatmap[weekday]!
    if (!(day.reduce((sum, value) => sum + value, 0) > 0)) continue
    for (let from = first; from + QUIET_HOURS - 1 <= last; from++) {
      const hours = Array.from({ length: QUIET_HOURS }, (_, k) => from + k)
      if (hours.some((hour) => !(byHour[hour]! > 0))) continue
      const revenue = hours.reduce((sum, hour) => sum + day[hour]!, 0)
      if (!best || revenue < best.revenue) best = { weekday, hours: [from, from + QUIET_HOURS], revenue, total }
    }
  }
  return best
}

function quietDay(daily: MetricsSeries['daily']): QuietSlot | null {
  const byWeekday = Array.from({ length: 7 }, () => 0)
  const seen = Array.from({ length: 7 }, () => false)
  let total = 0
  for (const { date, revenue } of daily) {
    const weekday = weekdayOf(calendarDay(date))
    byWeekday[weekday]! += revenue
    seen[weekday] = seen[weekday]! || revenue > 0
    total += revenue
  }
  if (!(total > 0)) return null
  let best: QuietSlot | null = null
  for (let weekday = 0; weekday < 7; weekday++) {
    // A weekday with no sales at all is most likely a day the shop is closed, not one to fill.
    if (seen[weekday] && (!best || byWeekday[weekday]! < best.revenue)) best = { weekday, hours: null, revenue: byWeekday[weekday]!, total }
  }
  return best
}

/**
 * Recommendations read straight off the week's numbers, for when the insights offer fewer than three
 * actions: every one names the figure it comes from (the busiest hour, the quietest and best days,
 * the best seller), so none is canned advice posing as data. Item names arrive already drawable.
 */
import { DEFAULT_LOCALE, hourSlot, money as moneyIn, quantity, share, WEEKDAYS, type Locale } from '../../kernel/format'
import type { WeekSummary } from './summary'

export interface Slot {
  weekday: number
  hour: number
  revenue: number
}

/** The week's best weekday × hour cells with sales, best first. */
export function peakSlots(heatmap: readonly (readonly number[])[], count: number): Slot[] {
  const slots: Slot[] = []
  heatmap.forEach((hours, weekday) => hours.forEach((revenue, hour) => revenue > 0 && slots.push({ weekday, hour, revenue })))
  return slots.sort((a, b) => b.revenue - a.revenue || a.weekday - b.weekday || a.hour - b.hour).slice(0, count)
}

export function slotLabel(slot: Slot): string {
  return `${WEEKDAYS[slot.weekday]!} ${hourSlot(slot.hour)}`
}

/** Up to `count` recommendations from the summary, amounts in `locale`'s currency; `bestSeller` is the top item's drawable name. */
export function recommendationsFromWeek(summary: WeekSummary, bestSeller: string | null, count: number, locale: Locale = DEFAULT_LOCALE): string[] {
  const money = (value: number) => moneyIn(value, locale)
  const out: string[] = []
  const heatTotal = summary.heatmap.flat().reduce((sum, value) => sum + value, 0)
  const [peak] = peakSlots(summary.heatmap, 1)
  if (peak) {
    const ready = bestSeller ? `have ${bestSeller} and your other best sellers prepped` : 'have your best sellers prepped'
    out.push(`Your busiest hour was ${slotLabel(peak)} (${money(peak.revenue)}, ${share(peak.revenue, heatTotal)} of the week's sales): roster your strongest team then and ${ready} before it starts.`)
  }

  const days = summary.daily.map((day, index) => ({ ...day, index }))
  const average = days.reduce((sum, day) => sum + day.revenue, 0) / days.length
  const sorted = [...days].sort((a, b) => a.revenue - b.revenue || a.index - b.index)
  const quietest = sorted[0]
  const best = sorted[sorted.length - 1]
  if (quietest && best && best.revenue > quietest.revenue && average > 0) {
    const below = Math.round((1 - quietest.revenue / average) * 100)
    out.push(
      quietest.revenue > 0
        ? `${WEEKDAYS[quietest.index]!} was the quietest day (${money(quietest.revenue)}, ${below}% below the daily average of ${money(average)}): try a ${WEEKDAYS[quietest.index]!}-only set or offer to bring regulars in.`
        : `${WEEKDAYS[quietest.index]!} had no sales recorded: if you were open, upload that day's sales so next week's report counts it.`,
    )
    out.push(`${WEEKDAYS[best.index]!} was the best day (${money(best.revenue)}, ${share(best.revenue, average * days.length)} of the week): stock up and plan your promotions around it.`)
  }

  const top = summary.topItems[0]
  if (top && bestSeller) {
    out.push(`${bestSeller} was the best seller (${money(top.revenue)} from ${quantity(top.quantity)} sold): keep it in stock all week and feature it in your posts.`)
  }
  return out.slice(0, count)
}

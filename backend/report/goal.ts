/**
 * The weekly report's line on the business's top goal (../accounts/owner-goals.ts): the goal as the
 * owner put it, and one sentence on what the week did for it, read off the week's own numbers
 * (docs/product.md#weekly-report). A goal that is none of the catalogue's is read as a sales goal.
 */
import type { TopGoal } from '../accounts/owner-goals'
import { change } from '../analytics/numbers'
import { count, counted, DEFAULT_LOCALE, money, percentChange, quantity, share, WEEKDAYS, type Locale } from '../../kernel/format'
import { peakSlots, slotLabel } from './recommendations'
import type { WeekSummary } from './summary'

export interface GoalLine {
  /** The goal as the owner put it. */
  goal: string
  sentence: string
}

/** `, up 12.5% on the week before (RM1,000.00)`; nothing to compare with, said so. */
function againstBefore(now: number, before: number, write: (value: number) => string, locale: Locale): string {
  const moved = change(now, before)
  if (moved === null) return ', with nothing the week before to compare with'
  if (moved === 0) return `, the same as the week before`
  return `, ${moved > 0 ? 'up' : 'down'} ${percentChange(Math.abs(moved), locale).replace(/^\+/, '')} on the week before (${write(before)})`
}

function revenue(summary: WeekSummary, locale: Locale): string {
  const { current, previous } = summary
  const orders = current.orders > 0 ? `, from ${counted(current.orders, 'order', 'orders', locale)} of ${money(current.avgOrder, locale)} on average` : ''
  return `Revenue was ${money(current.revenue, locale)}${againstBefore(current.revenue, previous.revenue, (value) => money(value, locale), locale)}${orders}.`
}

function customers(summary: WeekSummary, locale: Locale, loyalty: boolean): string {
  const known = summary.current.customers
  if (known === 0) {
    return loyalty
      ? 'No sale this week carried a customer’s e-mail, phone or ID, so nobody’s visits were counted: a stamp card or membership would start recording them.'
      : 'No sale this week carried a customer’s e-mail, phone or ID, so who came back cannot be told: record customers at the till to follow them.'
  }
  const returning = summary.returning
  const back = returning === 0 ? 'none of them had bought the week before' : `${count(returning, locale)} of them (${share(returning, known, 0, locale)}) had bought the week before too`
  return `${counted(known, 'known customer', 'known customers', locale)} bought this week and ${back}.`
}

function operations(summary: WeekSummary, locale: Locale): string {
  const { current, previous } = summary
  const [peak] = peakSlots(summary.heatmap, 1)
  const busiest = peak ? `; the busiest hour was ${slotLabel(peak)} (${money(peak.revenue, locale)})` : ''
  return `You handled ${counted(current.orders, 'order', 'orders', locale)}${againstBefore(current.orders, previous.orders, (value) => count(value, locale), locale)}${busiest}.`
}

function delivery(summary: WeekSummary, locale: Locale): string {
  const { current, previous } = summary.delivery
  if (current === 0 && previous === 0) return 'No sales came through a delivery platform this week or the week before (none in a channel such as GrabFood, foodpanda or ShopeeFood).'
  const ofSales = summary.current.revenue > 0 ? ` (${share(current, summary.current.revenue, 0, locale)} of your sales)` : ''
  return `Delivery platforms brought in ${money(current, locale)}${ofSales}${againstBefore(current, previous, (value) => money(value, locale), locale)}.`
}

function waste(summary: WeekSummary, locale: Locale): string {
  const days = summary.daily.map((day, index) => ({ ...day, index }))
  const sorted = [...days].sort((a, b) => a.revenue - b.revenue || a.index - b.index)
  const low = sorted[0]!
  const high = sorted[sorted.length - 1]!
  if (high.revenue === low.revenue) return `Every day took ${money(high.revenue, locale)}: prep the same for each.`
  return `Daily sales ran from ${money(low.revenue, locale)} on ${WEEKDAYS[low.index]!} to ${money(high.revenue, locale)} on ${WEEKDAYS[high.index]!}: prep for each day's own sales, not the best day's.`
}

function social(summary: WeekSummary, locale: Locale, bestSeller: string | null): string {
  const top = summary.topItems[0]
  if (!top || !bestSeller) return revenue(summary, locale)
  const moved = change(top.revenue, top.previousRevenue)
  const against = moved === null ? '' : `, ${percentChange(moved, locale)} on the week before`
  return `${bestSeller} was your best seller (${money(top.revenue, locale)} from ${quantity(top.quantity, locale)} sold${against}): the dish to post about.`
}

/** What the week did for `goal`; `bestSeller` is the top item's name as the report can draw it. */
export function goalLine(goal: TopGoal, summary: WeekSummary, bestSeller: string | null, locale: Locale = DEFAULT_LOCALE): GoalLine {
  const sentence = (() => {
    switch (goal.title) {
      case 'Improve customer retention':
        return customers(summary, locale, false)
      case 'Launch a loyalty programme':
        return customers(summary, locale, true)
      case 'Automate operations':
        return operations(summary, locale)
      case 'Grow delivery orders':
        return delivery(summary, locale)
      case 'Reduce food waste':
        return waste(summary, locale)
      case 'Improve social media presence':
        return social(summary, locale, bestSeller)
      default:
        // 'Increase sales and revenue', 'Open a new outlet', and words of the owner's own.
        return revenue(summary, locale)
    }
  })()
  return { goal: goal.text, sentence }
}

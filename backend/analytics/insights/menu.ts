/** What sells: best sellers rising or falling week on week, and items that hardly sell. */
import { money } from '../numbers'
import { DEFAULT_LOCALE, list, moneyBrief, percent, type Locale } from '../../../kernel/format'
import { coveredDays, type Scan } from './scan'
import {
  MONTH_WEEKS,
  SLOW_MAX_LISTED,
  SLOW_MAX_SHARE,
  SLOW_MIN_DAYS,
  SLOW_MIN_MENU,
  TREND_MIN_CHANGE,
  TREND_MIN_DAYS,
  TREND_MIN_SHARE_CHANGE,
  TREND_MIN_WEEK_SHARE,
  TREND_MIN_Z,
  WINDOW_DAYS,
  WINDOW_WEEKS,
} from './thresholds'
import type { Insight } from './types'

const LAST_WEEK = WINDOW_WEEKS - 1

interface Trend {
  name: string
  last: number
  before: number
  change: number
}

/**
 * Last week against the average of the complete weeks before it, for items that sell a real share.
 * A move counts when it is large (TREND_MIN_CHANGE), beyond noise (TREND_MIN_Z on the lines sold)
 * and not just the whole café moving (the item's share of sales moves too).
 */
export function itemTrends(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight[] {
  if (coveredDays(scan) < TREND_MIN_DAYS) return []
  const weeks: number[] = []
  for (let w = 0; w < LAST_WEEK; w++) if (w * 7 >= scan.firstDay) weeks.push(w)
  if (weeks.length === 0) return []
  const { names, weekRevenue, weekLines } = scan.items
  const at = (group: number, week: number) => group * WINDOW_WEEKS + week
  let totalLast = 0
  let totalBefore = 0
  for (let g = 0; g < names.length; g++) {
    totalLast += weekRevenue[at(g, LAST_WEEK)]!
    for (const w of weeks) totalBefore += weekRevenue[at(g, w)]! / weeks.length
  }
  if (!(totalLast > 0 && totalBefore > 0)) return []

  let rising: Trend | null = null
  let falling: Trend | null = null
  for (let g = 0; g < names.length; g++) {
    const last = weekRevenue[at(g, LAST_WEEK)]!
    const lastLines = weekLines[at(g, LAST_WEEK)]!
    let before = 0
    let beforeLines = 0
    for (const w of weeks) {
      before += weekRevenue[at(g, w)]! / weeks.length
      beforeLines += weekLines[at(g, w)]! / weeks.length
    }
    if (!(before > 0) || Math.max(last, before) < TREND_MIN_WEEK_SHARE * Math.max(totalLast, totalBefore)) continue
    const change = last / before - 1
    const shareChange = last / totalLast / (before / totalBefore) - 1
    const z = (lastLines - beforeLines) / Math.sqrt(Math.max(1, lastLines + beforeLines / weeks.length))
    if (Math.abs(change) < TREND_MIN_CHANGE || Math.abs(z) < TREND_MIN_Z) continue
    if (Math.sign(shareChange) !== Math.sign(change) || Math.abs(shareChange) < TREND_MIN_SHARE_CHANGE) continue
    const trend = { name: names[g]!, last, before, change }
    if (change > 0 && (!rising || last - before > rising.last - rising.before)) rising = trend
    if (change < 0 && (!falling || before - last > falling.before - falling.last)) falling = trend
  }

  const since = weeks.length === 1 ? 'the week before' : `its average of the ${weeks.length} weeks before`
  const found: Insight[] = []
  if (rising) {
    found.push({
      kind: 'item-trend',
      text: `${rising.name} is taking off: ${moneyBrief(rising.last, locale)} last week, up ${percent(rising.change)} on ${since} — feature it on the counter and on social media.`,
      stake: money((rising.last - rising.before) * MONTH_WEEKS),
      action: `Feature ${rising.name} on the counter and social media`,
    })
  }
  if (falling) {
    found.push({
      kind: 'item-trend',
      text: `${falling.name} is slipping: ${moneyBrief(falling.last, locale)} last week, down ${percent(falling.change)} on ${since} — refresh the recipe or swap it for a new special.`,
      stake: money((falling.before - falling.last) * MONTH_WEEKS),
      action: `Refresh or replace ${falling.name}`,
    })
  }
  return found
}

/** On a menu of some size, the established items (sold before last week) that make almost nothing. */
export function slowItems(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight | null {
  const days = coveredDays(scan)
  if (days < SLOW_MIN_DAYS || !(scan.salesRevenue > 0)) return null
  const { names, weekRevenue, weekLines } = scan.items
  const sold: { name: string; revenue: number; established: boolean }[] = []
  for (let g = 0; g < names.length; g++) {
    let revenue = 0
    let earlierLines = 0
    for (let w = 0; w < WINDOW_WEEKS; w++) {
      revenue += weekRevenue[g * WINDOW_WEEKS + w]!
      if (w < LAST_WEEK) earlierLines += weekLines[g * WINDOW_WEEKS + w]!
    }
    if (revenue > 0) sold.push({ name: names[g]!, revenue, established: earlierLines > 0 })
  }
  if (sold.length < SLOW_MIN_MENU) return null
  const slow = sold
    .filter((entry) => entry.established && entry.revenue < SLOW_MAX_SHARE * scan.salesRevenue)
    .sort((a, b) => a.revenue - b.revenue || (a.name < b.name ? -1 : 1))
    .slice(0, SLOW_MAX_LISTED)
  if (slow.length === 0) return null
  const revenue = slow.reduce((sum, entry) => sum + entry.revenue, 0)
  const weekly = (revenue * 7) / days
  const share = revenue / scan.salesRevenue
  const one = slow.length === 1
  const named = list(slow.map((entry) => entry.name))
  return {
    kind: 'slow-item',
    text: `${named} ${one ? 'sells' : 'sell'} little: ${moneyBrief(weekly, locale)} a week${one ? '' : ' together'}, ${share < 0.01 ? 'under 1%' : percent(share)} of your sales over the last ${days < WINDOW_DAYS ? `${days} days` : '4 weeks'} — trim ${one ? 'it' : 'them'} from the menu or fold ${one ? 'it' : 'them'} into a set to free up prep time and counter space.`,
    stake: money(weekly * MONTH_WEEKS),
    action: `Trim or rework ${named}`,
  }
}

/** Where the money comes in: outlets against each other, and delivery platforms' share. */
import { money } from '../numbers'
import { DEFAULT_LOCALE, list, moneyBrief, percent, type Locale } from '../../../kernel/format'
import { coveredDays, type Scan } from './scan'
import {
  DELIVERY_CHANNEL,
  DELIVERY_COMMISSION,
  DELIVERY_MIN_DAYS,
  DELIVERY_MIN_SHARE,
  DELIVERY_STAKE_SHARE,
  MONTH_WEEKS,
  OUTLET_AOV_GAP,
  OUTLET_MIN_BELOW,
  OUTLET_MIN_DAYS,
  OUTLET_STAKE_SHARE,
  WINDOW_DAYS,
} from './thresholds'
import type { Insight } from './types'

/**
 * The weakest outlet per week of its own data against the others' average. An outlet whose data
 * starts more than a week after the account's (newly opened, or newly exported) is left out.
 */
export function outletComparison(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight | null {
  if (coveredDays(scan) < OUTLET_MIN_DAYS) return null
  const { names, revenue, orders, firstDay } = scan.outlets
  const outlets: { name: string; weekly: number; revenue: number; orders: number }[] = []
  for (let g = 0; g < names.length; g++) {
    const first = firstDay[g]!
    if (first < 0 || first - scan.firstDay > 7 || !(revenue[g]! > 0)) continue
    outlets.push({ name: names[g]!, weekly: (revenue[g]! * 7) / (WINDOW_DAYS - first), revenue: revenue[g]!, orders: orders[g]! })
  }
  if (outlets.length < 2) return null
  outlets.sort((a, b) => a.weekly - b.weekly)
  const [weakest, ...others] = outlets as [(typeof outlets)[0], ...typeof outlets]
  const othersWeekly = others.reduce((sum, outlet) => sum + outlet.weekly, 0) / others.length
  const below = 1 - weakest.weekly / othersWeekly
  if (below < OUTLET_MIN_BELOW) return null
  const aov = weakest.orders > 0 ? weakest.revenue / weakest.orders : 0
  const othersOrders = others.reduce((sum, outlet) => sum + outlet.orders, 0)
  const othersAov = othersOrders > 0 ? others.reduce((sum, outlet) => sum + outlet.revenue, 0) / othersOrders : 0
  const smallerOrders = aov > 0 && aov < (1 - OUTLET_AOV_GAP) * othersAov
  const compared = others.length === 1 ? others[0]!.name : `your other outlets’ average`
  const why = smallerOrders
    ? `its average order is ${moneyBrief(aov, locale)} against ${moneyBrief(othersAov, locale)} elsewhere: suggest a pastry or a larger drink with every order there.`
    : `its orders are as big as elsewhere (${moneyBrief(aov, locale)} on average) but fewer: a neighbourhood promotion would bring more people in.`
  return {
    kind: 'outlet',
    text: `${weakest.name} brings in ${moneyBrief(weakest.weekly, locale)} a week, ${percent(below)} below ${compared} (${moneyBrief(othersWeekly, locale)}) — ${why}`,
    stake: money(OUTLET_STAKE_SHARE * (othersWeekly - weakest.weekly) * MONTH_WEEKS),
    action: smallerOrders ? `Upsell add-ons at ${weakest.name}` : `Run a neighbourhood promotion for ${weakest.name}`,
  }
}

/** Delivery platforms (by channel name) and the commission they take. */
export function deliveryShare(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight | null {
  const days = coveredDays(scan)
  if (days < DELIVERY_MIN_DAYS || !(scan.salesRevenue > 0)) return null
  const { names, revenue } = scan.channels
  const platforms: { name: string; revenue: number }[] = []
  for (let g = 0; g < names.length; g++) {
    if (DELIVERY_CHANNEL.test(names[g]!) && revenue[g]! > 0) platforms.push({ name: names[g]!, revenue: revenue[g]! })
  }
  const delivered = platforms.reduce((sum, platform) => sum + platform.revenue, 0)
  const share = delivered / scan.salesRevenue
  if (share < DELIVERY_MIN_SHARE) return null
  platforms.sort((a, b) => b.revenue - a.revenue)
  const weekly = (delivered * 7) / days
  const commission = weekly * DELIVERY_COMMISSION
  return {
    kind: 'delivery',
    text: `${list(platforms.map((platform) => platform.name))} ${platforms.length > 1 ? 'bring' : 'brings'} in ${percent(share)} of your sales (${moneyBrief(weekly, locale)} a week), and about ${moneyBrief(commission, locale)} of that goes in commission at a typical ${percent(DELIVERY_COMMISSION)} — offer regulars a pickup discount for ordering direct.`,
    stake: money(DELIVERY_STAKE_SHARE * commission * MONTH_WEEKS),
    action: 'Offer a pickup discount for direct orders',
  }
}

/** Who comes back: the share of known customers who return, and the regulars who stopped coming. */
import { money } from '../numbers'
import { count as many, DEFAULT_LOCALE, moneyBrief, percent, type Locale } from '../../../kernel/format'
import { coveredDays, type Scan } from './scan'
import {
  LAPSED_DAYS,
  LAPSED_MIN_COUNT,
  LAPSED_STAKE_SHARE,
  MONTH_WEEKS,
  REGULAR_MIN_VISITS,
  REPEAT_MIN_DAYS,
  REPEAT_MIN_KNOWN,
  REPEAT_STAKE_SHARE,
  WINDOW_DAYS,
} from './thresholds'
import type { Insight } from './types'

const WEEK_MS = 7 * 86_400_000
/** Below this share of known customers coming back, the advice is to give them a reason to. */
const LOW_REPEAT_SHARE = 0.3

/** Known customers (a key on the sale) in the window, and those who bought on two days or more. */
export function repeatCustomers(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight | null {
  const days = coveredDays(scan)
  if (days < REPEAT_MIN_DAYS || !(scan.salesRevenue > 0)) return null
  const { count, windowFirstDay, windowLastDay, windowSpend } = scan.customers
  let known = 0
  let repeat = 0
  let repeatSpend = 0
  for (let c = 0; c < count; c++) {
    if (windowFirstDay[c]! < 0) continue
    known++
    if (windowLastDay[c]! > windowFirstDay[c]!) {
      repeat++
      repeatSpend += windowSpend[c]!
    }
  }
  if (known < REPEAT_MIN_KNOWN) return null
  const share = repeat / known
  const weekly = (repeatSpend * 7) / days
  const period = days < WINDOW_DAYS ? `${days} days` : '4 weeks'
  const text =
    repeat === 0
      ? `None of your ${many(known)} known customers came back on another day in the last ${period} — a stamp card would give them a reason to return.`
      : share < LOW_REPEAT_SHARE
      ? `Only ${many(repeat)} of your ${many(known)} known customers (${percent(share)}) came back on another day in the last ${period} — a stamp card would give the others a reason to return.`
      : `${many(repeat)} of your ${many(known)} known customers came back on another day in the last ${period}, spending ${moneyBrief(weekly, locale)} a week (${percent(repeatSpend / scan.salesRevenue)} of your sales) — a stamp card would keep them coming.`
  return {
    kind: 'repeat-customers',
    text,
    stake: money(REPEAT_STAKE_SHARE * weekly * MONTH_WEEKS),
    action: 'Start a stamp card for your regulars',
  }
}

/** Customers with REGULAR_MIN_VISITS visits or more and none in the LAPSED_DAYS before the anchor day. */
export function lapsedRegulars(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight | null {
  const cutoff = scan.dayStarts[WINDOW_DAYS - LAPSED_DAYS]!
  const { count, visits, spend, firstAt, lastAt } = scan.customers
  let lapsed = 0
  let weekly = 0
  for (let c = 0; c < count; c++) {
    if (visits[c]! < REGULAR_MIN_VISITS || !(lastAt[c]! < cutoff)) continue
    lapsed++
    weekly += spend[c]! / Math.max(1, (lastAt[c]! - firstAt[c]!) / WEEK_MS)
  }
  if (lapsed < LAPSED_MIN_COUNT || !(weekly > 0)) return null
  return {
    kind: 'lapsed-regulars',
    text: `${many(lapsed)} regulars who came ${REGULAR_MIN_VISITS} times or more haven’t been back in ${LAPSED_DAYS} days — together they used to spend about ${moneyBrief(weekly, locale)} a week. Send them a we-miss-you offer.`,
    stake: money(LAPSED_STAKE_SHARE * weekly * MONTH_WEEKS),
    action: `Send ${many(lapsed)} lapsed regulars a we-miss-you offer`,
  }
}

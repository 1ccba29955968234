/**
 * When the money comes in: peak hours, and weekday hours or whole weekdays well below their peers.
 * Hours are read from the sales with a time of day (`scan.timedRevenue`): a sale dated by day only
 * counts in its weekday, never at midnight.
 */
import { money } from '../numbers'
import { DEFAULT_LOCALE, hoursBetween, list, moneyBrief, percent, WEEKDAYS, type Locale } from '../../../kernel/format'
import { dayList } from './day-list'
import { coveredDays, weekdayCounts, weeklySales, type Scan } from './scan'
import {
  GAP_MIN_BELOW,
  GAP_MIN_OPEN_SHARE,
  GAP_MIN_WEEK_SHARE,
  GAP_MIN_WEEKS,
  GAP_STAKE_SHARE,
  MONTH_WEEKS,
  OPEN_HOUR_MIN_SHARE,
  PEAK_MIN_DAYS,
  PEAK_MIN_LIFT,
  PEAK_SECOND_BLOCK,
  PEAK_STAKE_SHARE,
  WEEKDAY_GAP_MIN_BELOW,
  WINDOW_WEEKS,
} from './thresholds'
import type { Insight } from './types'

/** Monday to Friday: the days compared with each other (weekends sell differently by design). */
const WORKDAYS = [0, 1, 2, 3, 4] as const

function hourlySales(scan: Scan): Float64Array {
  const hourly = new Float64Array(24)
  for (let w = 0; w < 7; w++) for (let h = 0; h < 24; h++) hourly[h] = hourly[h]! + scan.slots[w * 24 + h]!
  return hourly
}

function openHours(hourly: Float64Array, total: number): boolean[] {
  return Array.from(hourly, (sales) => total > 0 && sales >= OPEN_HOUR_MIN_SHARE * total)
}

export function peakHours(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight | null {
  const days = coveredDays(scan)
  const total = scan.timedRevenue
  if (days < PEAK_MIN_DAYS || !(total > 0)) return null
  const hourly = hourlySales(scan)
  const open = openHours(hourly, total)
  const openCount = open.filter(Boolean).length
  const block = (h: number) => (open[h] && open[h + 1] ? hourly[h]! + hourly[h + 1]! : -1)
  let first = -1
  for (let h = 0; h < 23; h++) if (block(h) > 0 && (first < 0 || block(h) > block(first))) first = h
  if (first < 0) return null
  let second = -1
  for (let h = 0; h < 23; h++) {
    if (Math.abs(h - first) < 2 || block(h) < PEAK_SECOND_BLOCK * block(first)) continue
    if (second < 0 || block(h) > block(second)) second = h
  }
  const starts = (second < 0 ? [first] : [first, second]).sort((a, b) => a - b)
  const peak = starts.reduce((sum, h) => sum + block(h), 0)
  const hours = 2 * starts.length
  const share = peak / total
  if (openCount <= hours || share / (hours / openCount) < PEAK_MIN_LIFT) return null
  const weekly = (peak * 7) / days
  const when = list(starts.map((h) => hoursBetween(h, h + 2)))
  const sales = scan.untimedRevenue !== 0 ? 'your sales with a time of day' : 'your sales'
  return {
    kind: 'peak-hours',
    text: `${when} ${starts.length > 1 ? 'bring' : 'brings'} in ${percent(share)} of ${sales} — ${moneyBrief(weekly, locale)} a week in ${hours} of your ${openCount} opening hours. Have your full crew on and your bestsellers prepped before each rush.`,
    stake: money(PEAK_STAKE_SHARE * weekly * MONTH_WEEKS),
    action: `Roster your full crew for ${when}`,
  }
}

interface Split {
  /** Monday-first weekdays, ascending. */
  weak: number[]
  peers: number[]
  peerMean: number
  weakSum: number
  below: number
  /** What the weak days would add if they sold like their peers. */
  gap: number
  /** Days too small to be anything but closed, left out of both. */
  closed: number
}

/**
 * The days well below the rest: of the splits of the days sorted by value into at least two peers
 * (the top) and the weak rest, each weak day under `1 - minBelow` of the peers' mean, the one with
 * the largest gap. Sorting first keeps a merely quieter peer (a slow Monday) from hiding the gap.
 */
function splitWeak(values: readonly number[], minBelow: number): Split | null {
  const max = Math.max(...values)
  if (!(max > 0)) return null
  const open = values.map((_, index) => index).filter((index) => values[index]! >= GAP_MIN_OPEN_SHARE * max)
  open.sort((a, b) => values[b]! - values[a]! || a - b)
  let best: Split | null = null
  for (let k = 2; k < open.length; k++) {
    const peers = open.slice(0, k)
    const weak = open.slice(k)
    const peerMean = peers.reduce((sum, index) => sum + values[index]!, 0) / k
    if (values[open[k]!]! >= (1 - minBelow) * peerMean) continue
    const weakSum = weak.reduce((sum, index) => sum + values[index]!, 0)
    const gap = weak.length * peerMean - weakSum
    if (!best || gap > best.gap) {
      const ascending = (a: number, b: number) => a - b
      best = { weak: weak.sort(ascending), peers: peers.sort(ascending), peerMean, weakSum, below: 1 - weakSum / weak.length / peerMean, gap, closed: values.length - open.length }
    }
  }
  return best
}

/**
 * Whether the weak days stayed well below their peers in every complete week of the window (each
 * weekday occurs once a week), so that one bad week — or noise — is not reported as a pattern.
 */
function steady(scan: Scan, split: Split, minBelow: number, valueOf: (week: number, weekday: number) => number): boolean {
  let weeks = 0
  for (let week = 0; week < WINDOW_WEEKS; week++) {
    if (week * 7 < scan.firstDay) continue
    const mean = (days: number[]) => days.reduce((sum, w) => sum + valueOf(week, w), 0) / days.length
    const peers = mean(split.peers)
    if (!(peers > 0) || mean(split.weak) >= (1 - minBelow / 2) * peers) return false
    weeks++
  }
  return weeks >= GAP_MIN_WEEKS
}

/** Offers that suit the time of day a gap is in, as a Malaysian café would run them. */
function offerFor(hour: number): string {
  if (hour < 11) return 'a breakfast set'
  if (hour < 15) return 'a lunch combo'
  if (hour < 18) return 'a teh-time set'
  return 'a dinner special'
}

function partOfDay(hour: number): string {
  if (hour < 11) return 'mornings'
  if (hour < 15) return 'lunchtimes'
  if (hour < 18) return 'afternoons'
  return 'evenings'
}

export function revenueGaps(scan: Scan, locale: Locale = DEFAULT_LOCALE): Insight[] {
  const counts = weekdayCounts(scan)
  if (WORKDAYS.some((w) => counts[w]! < GAP_MIN_WEEKS)) return []
  // The window's weeks are 7 consecutive days: window day `week * 7 + i` for the weekday it falls on.
  const dayOf = (week: number, weekday: number) => week * 7 + ((weekday - scan.weekdayOf[0]! + 7) % 7)
  const weekly = weeklySales(scan)
  const minGap = GAP_MIN_WEEK_SHARE * weekly
  const found: Insight[] = []

  // Hours every workday is open at: a shop that closes Tuesday afternoons has no Tuesday gap then.
  const open = openHours(hourlySales(scan), scan.timedRevenue)
  const common = open.map((isOpen, h) => {
    const sales = WORKDAYS.map((w) => scan.slots[w * 24 + h]! / counts[w]!)
    return isOpen && Math.min(...sales) >= GAP_MIN_OPEN_SHARE * Math.max(...sales)
  })
  const hoursOf = (week: number, w: number, first: number, last: number) => {
    let sum = 0
    for (let h = first; h <= last; h++) if (common[h]) sum += scan.weekSlots[week * 168 + w * 24 + h]!
    return sum
  }
  let best: (Split & { hour: number }) | null = null
  for (let h = 0; h < 23; h++) {
    if (!common[h] || !common[h + 1]) continue
    const perWeek = WORKDAYS.map((w) => (scan.slots[w * 24 + h]! + scan.slots[w * 24 + h + 1]!) / counts[w]!)
    const split = splitWeak(perWeek, GAP_MIN_BELOW)
    if (!split || split.gap < minGap || (best && split.gap <= best.gap)) continue
    if (steady(scan, split, GAP_MIN_BELOW, (week, w) => hoursOf(week, w, h, h + 1))) best = { ...split, hour: h }
  }
  if (best) {
    const hours = hoursBetween(best.hour, best.hour + 2)
    const offer = offerFor(best.hour)
    const allOthers = best.closed === 0 && best.peers.length + best.weak.length === WORKDAYS.length
    const peers = allOthers && best.weak.length === 1 ? `your other weekday ${partOfDay(best.hour)}` : `the same hours on ${dayList(best.peers)}`
    found.push({
      kind: 'revenue-gap',
      text: `${dayList(best.weak)} ${hours} brings in ${moneyBrief(best.weakSum, locale)} a week, ${percent(best.below)} below ${peers} — ${offer} could fill it (up to ${moneyBrief(best.gap, locale)} more a week).`,
      stake: money(GAP_STAKE_SHARE * best.gap * MONTH_WEEKS),
      action: `Run ${offer} ${dayList(best.weak, true)} ${hours}`,
    })
  }

  // Whole weekdays over the common hours, day totals and sales dated by day included (they have no
  // hour, but they are that day's sales). The hours of a gap found above are left out: a day is only
  // called weak for the rest of it.
  const dayValue = (week: number, w: number) => {
    let rows = 0
    for (let h = 0; h < 24; h++) rows += scan.weekSlots[week * 168 + w * 24 + h]!
    const dayTotals = scan.dayRevenue[dayOf(week, w)]! - rows
    return dayTotals + hoursOf(week, w, 0, 23) - (best ? hoursOf(week, w, best.hour, best.hour + 1) : 0)
  }
  const byWeekday = new Float64Array(7)
  for (let week = 0; week < WINDOW_WEEKS; week++) {
    for (let w = 0; w < 7; w++) if (dayOf(week, w) >= scan.firstDay) byWeekday[w] = byWeekday[w]! + dayValue(week, w)
  }
  const days = splitWeak(
    WORKDAYS.map((w) => byWeekday[w]! / counts[w]!),
    WEEKDAY_GAP_MIN_BELOW,
  )
  if (days && days.gap >= minGap && steady(scan, days, WEEKDAY_GAP_MIN_BELOW, dayValue)) {
    const plural = list(days.weak.map((w) => `${WEEKDAYS[w]}s`))
    found.push({
      kind: 'revenue-gap',
      text: `${plural} bring in ${moneyBrief(days.weakSum / days.weak.length, locale)} a day, ${percent(days.below)} below ${dayList(days.peers)} (${moneyBrief(days.peerMean, locale)} on average) — a ${days.weak.map((w) => WEEKDAYS[w]).join('-and-')}-only deal could close the gap.`,
      stake: money(GAP_STAKE_SHARE * days.gap * MONTH_WEEKS),
      action: `Run a deal on ${plural}`,
    })
  }
  return found
}

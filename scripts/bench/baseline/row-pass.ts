/**
 * The one pass over an account's sales rows that the metrics, the series and the insights all read
 * (issue 4 §5: the dashboard's numbers over 1,000,000 rows within 4× of a plain group-by). Each of
 * them used to walk the columns on its own, three times the memory traffic for rows that sit in no
 * particular time order; here every row is read once and feeds whichever parts are asked for:
 * - `metrics`: the period and the period before it, orders today and a week earlier, distinct
 *   receipts and customers (see metrics.ts);
 * - `series`: revenue per day, weekday × hour, item, outlet, channel and payment (see series.ts);
 * - `insights`: every row up to `now` per customer and festive range, and the insights window's
 *   rows by week × weekday × hour, item group, outlet, channel and customer (see insights/scan.ts).
 * `computeDashboard` asks for all three; `computeMetrics`, `computeSeries` and `computeInsights`
 * each for their own part, so there is one definition of each sum.
 *
 * The technique: read each row once and do as little per row as possible.
 * - local days without per-row time-zone work: the grid's local midnights are turned into instants
 *   once (`dayGrid`); a row's day is one division of its offset from the first midnight, corrected
 *   against the boundaries (so a day that is not 24 h long still lands right); its weekday is the
 *   day's; its hour one more division (through `Intl` only on a day that is not 24 h long);
 * - the day index and hour are worked out once per row and shared by the parts;
 * - distinct receipts and customers are bit flags in one Uint8Array over their dictionary indexes
 *   (the metrics' and the insights' bits side by side), never Sets;
 * - the insights' per-customer state is interleaved (CUSTOMER_STRIDE numbers per customer) so a row
 *   of a random customer touches one or two cache lines instead of seven arrays; it is split into
 *   the Scan's plain arrays after the pass;
 * - the festive ranges (a year back, as a rule) are tested only for rows between the first's start
 *   and the last's end;
 * - sums go into typed arrays indexed by day, hour and dictionary index; parts that are not asked
 *   for cost one predictable branch per row.
 * Measured on the bench (1M rows in random time order, 20,000 customers): what is left is the work
 * per row, not memory or branches — rows sorted by time, or 500 customers instead of 20,000, take
 * about as long, and making the customer updates branch-free (a slot for rows without one) was slower.
 * Every sum receives the same additions in the same row order as a pass of its own would, so the
 * answers are the same to the last bit.
 */
import { addDays, weekday, zonedDateTime, zonedEpoch, type LocalDate } from '../../../backend/time/calendar'
import type { SalesColumns } from '../../../backend/sales/store'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** Receipt flags: which windows a receipt was seen in (metrics' bits, then the insights'); customers use the first two. */
export const CURRENT = 1
export const PREVIOUS = 2
const TODAY = 4
const LAST_WEEK = 8
const IN_WINDOW = 16
const IN_HISTORY = 32

/** The insights' numbers per customer, interleaved: customer c's start at c * CUSTOMER_STRIDE. */
export const CUSTOMER_STRIDE = 8
export const C_SPEND = 0
export const C_FIRST_AT = 1
export const C_LAST_AT = 2
export const C_VISITS = 3
export const C_WINDOW_SPEND = 4
export const C_WINDOW_FIRST_DAY = 5
export const C_WINDOW_LAST_DAY = 6

/** Local days [first, first + days) in a zone. */
export interface DayGrid {
  first: LocalDate
  days: number
  /** start[d] is the local midnight starting day d; start[days] ends the last day. */
  start: Float64Array
  /** Monday-first weekday (0 = Monday) of each day. */
  weekdayOf: Uint8Array
  /** 1 for a day that is not 24 h long (a DST change): its rows' hours come from `Intl`. */
  irregular: Uint8Array
}

export function dayGrid(first: LocalDate, days: number, zone: string): DayGrid {
  const start = new Float64Array(days + 1)
  const weekdayOf = new Uint8Array(days)
  const irregular = new Uint8Array(days)
  for (let d = 0; d <= days; d++) start[d] = zonedEpoch(addDays(first, d), 0, zone)
  for (let d = 0; d < days; d++) {
    weekdayOf[d] = (weekday(addDays(first, d)) + 6) % 7
    irregular[d] = start[d + 1]! - start[d]! === DAY_MS ? 0 : 1
  }
  return { first, days, start, weekdayOf, irregular }
}

/** Every column some part reads; a column only a part that is not asked for reads may be left out. */
type Columns = Pick<SalesColumns, 'quantity' | 'receipt' | 'item' | 'customer' | 'outlet' | 'payment' | 'channel'>
type DictColumns = 'receipt' | 'item' | 'customer' | 'outlet' | 'payment' | 'channel'
export type PassSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount'> & Partial<Columns> & { dict: Partial<Pick<SalesColumns['dict'], DictColumns>> }

export interface MetricsPlan {
  /** Grid day the period starts on; the days before it are the previous period. */
  periodDay: number
  /** Grid day of the same weekday a week earlier, read up to `lastWeekEnd` (epoch ms). */
  lastWeekDay: number
  lastWeekEnd: number
}

export interface InsightsPlan {
  /** Grid day the insights window starts on; it runs WINDOW days. */
  windowDay: number
  windowDays: number
  /** Epoch-ms ranges [from[k], to[k]) whose rows up to now are summed. */
  rangeFrom: Float64Array
  rangeTo: Float64Array
  /** Dictionary index → merged group (by name) of items, outlets and channels. */
  itemGroup: Int32Array
  itemGroups: number
  outletGroup: Int32Array
  outletGroups: number
  channelGroup: Int32Array
  channelGroups: number
}

export interface PassOptions {
  sales: PassSales
  /** Epoch ms: the insights read no row after it. */
  now: number
  zone: string
  grid: DayGrid
  metrics?: MetricsPlan
  /** The series' period starts on this grid day (their daily revenue covers the whole grid). */
  series?: { periodDay: number }
  insights?: InsightsPlan
}

export interface MetricsSums {
  salesNow: number
  ordersNow: number
  salesBefore: number
  ordersBefore: number
  ordersToday: number
  ordersLastWeek: number
  customersNow: number
  customersBefore: number
  /** Per customer index: CURRENT and PREVIOUS bits. */
  customerSeen: Uint8Array
}

export interface SeriesSums {
  /** Per grid day. */
  dayRevenue: Float64Array
  /** Monday-first weekday × 24 + hour, period only. */
  heat: Float64Array
  itemRevenue: Float64Array
  itemQuantity: Float64Array
  itemSold: Uint8Array
  /** One slot per dictionary value and a last one for rows without a value; `*Seen` 1 when a row landed there. */
  outletRevenue: Float64Array
  outletSeen: Uint8Array
  channelRevenue: Float64Array
  channelSeen: Uint8Array
  paymentRevenue: Float64Array
  paymentSeen: Uint8Array
}

export interface InsightsSums {
  earliestAt: number
  latestAt: number
  /** Interleaved per-customer numbers (see CUSTOMER_STRIDE). */
  customers: Float64Array
  rangeSums: Float64Array
  /** Window week × Monday-first weekday × hour (168 cells a week). */
  weekSlots: Float64Array
  /** Item group × window week. */
  weekRevenue: Float64Array
  weekLines: Float64Array
  /** Per outlet / channel group, and a last slot for rows without one. */
  outletRevenue: Float64Array
  outletOrders: Float64Array
  outletFirstDay: Int8Array
  channelRevenue: Float64Array
}

export interface PassResult {
  /** The earliest row after `now` (Infinity: none): until then, a later `now` reads the same rows. */
  nextAt: number
  /** The earliest row of the metrics' last-week day at or after `lastWeekEnd` (Infinity: none). */
  nextLastWeekAt: number
  metrics: MetricsSums | null
  series: SeriesSums | null
  insights: InsightsSums | null
}

/** Read for the rows a left-out column would have: "no value" (never read by the parts that need it). */
function filler(length: number): Int32Array {
  return new Int32Array(length).fill(-1)
}

export function passOverRows({ sales, now, zone, grid, metrics, series, insights }: PassOptions): PassResult {
  const { length, timestamp, netAmount } = sales
  const receipt = sales.receipt ?? filler(length)
  const customer = sales.customer ?? filler(length)
  const item = sales.item ?? filler(length)
  const outlet = sales.outlet ?? filler(length)
  const channel = sales.channel ?? filler(length)
  const payment = sales.payment ?? filler(length)
  const quantity = sales.quantity ?? new Float64Array(length)
  const customerCount = sales.dict.customer?.length ?? 0
  const receiptFlags = new Uint8Array(sales.dict.receipt?.length ?? 0)

  const { days, start: dayStart, weekdayOf, irregular } = grid
  const gridStart = dayStart[0]!
  const gridEnd = dayStart[days]!
  const lastDay = days - 1

  // Metrics.
  const withMetrics = metrics !== undefined
  const periodDay = metrics?.periodDay ?? days
  const lastWeekDay = metrics?.lastWeekDay ?? -1
  const lastWeekEnd = metrics?.lastWeekEnd ?? -Infinity
  const customerSeen = new Uint8Array(withMetrics ? customerCount : 0)
  let salesNow = 0
  let ordersNow = 0
  let salesBefore = 0
  let ordersBefore = 0
  let ordersToday = 0
  let ordersLastWeek = 0
  let customersNow = 0
  let customersBefore = 0

  // Series: one slot per dictionary value and a last one for rows without a value.
  const withSeries = series !== undefined
  const seriesDay = series?.periodDay ?? days
  const items = withSeries ? (sales.dict.item?.length ?? 0) : 0
  const noOutlet = withSeries ? (sales.dict.outlet?.length ?? 0) : 0
  const noChannel = withSeries ? (sales.dict.channel?.length ?? 0) : 0
  const noPayment = withSeries ? (sales.dict.payment?.length ?? 0) : 0
  const dayRevenue = new Float64Array(withSeries ? days : 0)
  const heat = new Float64Array(withSeries ? 7 * 24 : 0)
  const itemRevenue = new Float64Array(items)
  const itemQuantity = new Float64Array(items)
  const itemSold = new Uint8Array(items)
  const outletRevenue = new Float64Array(noOutlet + 1)
  const outletSeen = new Uint8Array(noOutlet + 1)
  const channelRevenue = new Float64Array(noChannel + 1)
  const channelSeen = new Uint8Array(noChannel + 1)
  const paymentRevenue = new Float64Array(noPayment + 1)
  const paymentSeen = new Uint8Array(noPayment + 1)

  // Insights: every row up to now, and the window's rows.
  const withInsights = insights !== undefined
  const windowDay = insights?.windowDay ?? days
  const windowEnd = insights ? insights.windowDay + insights.windowDays : days
  const windowWeeks = insights ? Math.ceil(insights.windowDays / 7) : 0
  const weekOf = new Uint8Array(days)
  for (let d = windowDay; d < windowEnd; d++) weekOf[d] = Math.floor((d - windowDay) / 7)
  const rangeFrom = insights?.rangeFrom ?? new Float64Array(0)
  const rangeTo = insights?.rangeTo ?? new Float64Array(0)
  const rangeCount = rangeFrom.length
  // One test keeps the rows outside every range (nearly all: the ranges are a year back) out of the loop over them.
  const rangesFrom = rangeCount > 0 ? Math.min(...rangeFrom) : Infinity
  const rangesTo = rangeCount > 0 ? Math.max(...rangeTo) : -Infinity
  const rangeSums = new Float64Array(rangeCount)
  const customerState = new Float64Array(withInsights ? customerCount * CUSTOMER_STRIDE : 0)
  for (let c = 0; c < (withInsights ? customerCount : 0); c++) {
    const base = c * CUSTOMER_STRIDE
    customerState[base + C_FIRST_AT] = Infinity
    customerState[base + C_LAST_AT] = -Infinity
    customerState[base + C_WINDOW_FIRST_DAY] = -1
    customerState[base + C_WINDOW_LAST_DAY] = -1
  }
  const itemGroup = insights?.itemGroup ?? new Int32Array(0)
  const outletGroup = insights?.outletGroup ?? new Int32Array(0)
  const channelGroup = insights?.channelGroup ?? new Int32Array(0)
  const noOutletGroup = insights?.outletGroups ?? 0
  const noChannelGroup = insights?.channelGroups ?? 0
  const weekSlots = new Float64Array(windowWeeks * 168)
  const weekRevenue = new Float64Array((insights?.itemGroups ?? 0) * windowWeeks)
  const weekLines = new Float64Array(weekRevenue.length)
  const groupOutletRevenue = new Float64Array(noOutletGroup + 1)
  const groupOutletOrders = new Float64Array(noOutletGroup + 1)
  const groupOutletFirstDay = new Int8Array(noOutletGroup + 1).fill(-1)
  const groupChannelRevenue = new Float64Array(noChannelGroup + 1)
  let earliestAt = Infinity
  let latestAt = -Infinity
  let nextAt = Infinity
  let nextLastWeekAt = Infinity

  // Rows of these grid days need an hour: the series' period and the insights' window.
  const hourDay = Math.min(withSeries ? seriesDay : days, withInsights ? windowDay : days)

  for (let row = 0; row < length; row++) {
    const at = timestamp[row]!
    const amount = netAmount[row]!
    if (!Number.isFinite(amount)) continue

    if (withInsights && at <= now) {
      if (at < earliestAt) earliestAt = at
      if (at > latestAt) latestAt = at
      const c = customer[row]!
      if (c >= 0) {
        // A visit is a receipt's first row (a row without a receipt is a visit of its own).
        const r = receipt[row]!
        const base = c * CUSTOMER_STRIDE
        if (r < 0) {
          if (amount > 0) customerState[base + C_VISITS] = customerState[base + C_VISITS]! + 1
        } else if ((receiptFlags[r]! & IN_HISTORY) === 0) {
          if (amount > 0) customerState[base + C_VISITS] = customerState[base + C_VISITS]! + 1
          receiptFlags[r] = receiptFlags[r]! | IN_HISTORY
        }
        customerState[base + C_SPEND] = customerState[base + C_SPEND]! + amount
        if (at < customerState[base + C_FIRST_AT]!) customerState[base + C_FIRST_AT] = at
        if (at > customerState[base + C_LAST_AT]!) customerState[base + C_LAST_AT] = at
      }
      if (at >= rangesFrom && at < rangesTo) {
        for (let k = 0; k < rangeCount; k++) {
          if (at >= rangeFrom[k]! && at < rangeTo[k]!) rangeSums[k] = rangeSums[k]! + amount
        }
      }
    } else if (at > now && at < nextAt) nextAt = at
    if (!(at >= gridStart && at < gridEnd)) continue

    // The row's local day: one division, then corrected against the real midnights.
    let d = Math.min(lastDay, Math.floor((at - gridStart) / DAY_MS))
    while (d > 0 && at < dayStart[d]!) d--
    while (d < lastDay && at >= dayStart[d + 1]!) d++
    const hour = d < hourDay ? 0 : irregular[d] ? zonedDateTime(at, zone).hour : Math.min(23, Math.floor((at - dayStart[d]!) / HOUR_MS))

    if (withMetrics) {
      const r = receipt[row]!
      const c = customer[row]!
      if (d >= periodDay) {
        salesNow += amount
        const isToday = d === lastDay
        const isLastWeek = d === lastWeekDay && at < lastWeekEnd
        if (d === lastWeekDay && at >= lastWeekEnd && at < nextLastWeekAt) nextLastWeekAt = at
        if (r < 0) {
          ordersNow++
          if (isToday) ordersToday++
          else if (isLastWeek) ordersLastWeek++
        } else {
          const seen = receiptFlags[r]!
          if ((seen & CURRENT) === 0) ordersNow++
          if (isToday && (seen & TODAY) === 0) ordersToday++
          if (isLastWeek && (seen & LAST_WEEK) === 0) ordersLastWeek++
          receiptFlags[r] = seen | CURRENT | (isToday ? TODAY : 0) | (isLastWeek ? LAST_WEEK : 0)
        }
        if (c >= 0 && (customerSeen[c]! & CURRENT) === 0) {
          customersNow++
          customerSeen[c] = customerSeen[c]! | CURRENT
        }
      } else {
        salesBefore += amount
        if (r < 0) ordersBefore++
        else if ((receiptFlags[r]! & PREVIOUS) === 0) {
          ordersBefore++
          receiptFlags[r] = receiptFlags[r]! | PREVIOUS
        }
        if (c >= 0 && (customerSeen[c]! & PREVIOUS) === 0) {
          customersBefore++
          customerSeen[c] = customerSeen[c]! | PREVIOUS
        }
      }
    }

    if (withSeries) {
      dayRevenue[d] = dayRevenue[d]! + amount
      if (d >= seriesDay) {
        const cell = weekdayOf[d]! * 24 + hour
        heat[cell] = heat[cell]! + amount
        const i = item[row]!
        if (i >= 0) {
          itemRevenue[i] = itemRevenue[i]! + amount
          const q = quantity[row]!
          if (Number.isFinite(q)) itemQuantity[i] = itemQuantity[i]! + q
          if (amount > 0) itemSold[i] = 1
        }
        const o = outlet[row]!
        const outletSlot = o >= 0 && o < noOutlet ? o : noOutlet
        outletRevenue[outletSlot] = outletRevenue[outletSlot]! + amount
        outletSeen[outletSlot] = 1
        const ch = channel[row]!
        const channelSlot = ch >= 0 && ch < noChannel ? ch : noChannel
        channelRevenue[channelSlot] = channelRevenue[channelSlot]! + amount
        channelSeen[channelSlot] = 1
        const p = payment[row]!
        const paymentSlot = p >= 0 && p < noPayment ? p : noPayment
        paymentRevenue[paymentSlot] = paymentRevenue[paymentSlot]! + amount
        paymentSeen[paymentSlot] = 1
      }
    }

    if (d >= windowDay && d < windowEnd) {
      const w = d - windowDay
      const week = weekOf[d]!
      const cell = week * 168 + weekdayOf[d]! * 24 + hour
      weekSlots[cell] = weekSlots[cell]! + amount
      const r = receipt[row]!
      const newOrder = r < 0 || (receiptFlags[r]! & IN_WINDOW) === 0
      if (r >= 0) receiptFlags[r] = receiptFlags[r]! | IN_WINDOW
      const i = item[row]!
      if (i >= 0) {
        const itemWeek = itemGroup[i]! * windowWeeks + week
        weekRevenue[itemWeek] = weekRevenue[itemWeek]! + amount
        if (amount > 0) weekLines[itemWeek] = weekLines[itemWeek]! + 1
      }
      const o = outlet[row]!
      const outletSlot = o >= 0 ? outletGroup[o]! : noOutletGroup
      groupOutletRevenue[outletSlot] = groupOutletRevenue[outletSlot]! + amount
      if (newOrder) groupOutletOrders[outletSlot] = groupOutletOrders[outletSlot]! + 1
      if (groupOutletFirstDay[outletSlot]! < 0 || w < groupOutletFirstDay[outletSlot]!) groupOutletFirstDay[outletSlot] = w
      const ch = channel[row]!
      const channelSlot = ch >= 0 ? channelGroup[ch]! : noChannelGroup
      groupChannelRevenue[channelSlot] = groupChannelRevenue[channelSlot]! + amount
      const c = customer[row]!
      if (c >= 0) {
        const base = c * CUSTOMER_STRIDE
        customerState[base + C_WINDOW_SPEND] = customerState[base + C_WINDOW_SPEND]! + amount
        if (amount > 0) {
          const first = customerState[base + C_WINDOW_FIRST_DAY]!
          if (first < 0 || w < first) customerState[base + C_WINDOW_FIRST_DAY] = w
          if (w > customerState[base + C_WINDOW_LAST_DAY]!) customerState[base + C_WINDOW_LAST_DAY] = w
        }
      }
    }
  }

  return {
    nextAt,
    nextLastWeekAt,
    metrics: withMetrics ? { salesNow, ordersNow, salesBefore, ordersBefore, ordersToday, ordersLastWeek, customersNow, customersBefore, customerSeen } : null,
    series: withSeries
      ? { dayRevenue, heat, itemRevenue, itemQuantity, itemSold, outletRevenue, outletSeen, channelRevenue, channelSeen, paymentRevenue, paymentSeen }
      : null,
    insights: withInsights
      ? {
          earliestAt,
          latestAt,
          customers: customerState,
          rangeSums,
          weekSlots,
          weekRevenue,
          weekLines,
          outletRevenue: groupOutletRevenue,
          outletOrders: groupOutletOrders,
          outletFirstDay: groupOutletFirstDay,
          channelRevenue: groupChannelRevenue,
        }
      : null,
  }
}

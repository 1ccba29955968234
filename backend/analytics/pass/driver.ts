/**
 * The pass over an account's sales rows: the dashboard's metrics, series and insights all read the
 * same rows, which sit in no particular time order; reading them once for all three, and placing
 * each row on its local day once, is what keeps the dashboard over 1,000,000 rows within a few
 * times a plain group-by.
 *
 * Each figure group is an accumulator, a small module of its own in this folder: a class that
 * reserves its sums in the pass's memory (./memory.ts) and reads its results back, and an `add…`
 * function that adds one row. The caller (metrics.ts, series.ts, insights/scan.ts) builds the
 * accumulators it needs; `runPass` reads each row once, places it on the grid (local day and hour),
 * and calls each accumulator's `add…` for the rows it reads: every row up to `now` (history), the
 * grid (metrics), the series' period, the insights' window. For a period ending today, the rows of
 * the previous period's last day later in the day than it is now are off the grid (./period-cut.ts).
 *
 * Why one loop that names each `add…` and hands it the memory and offsets (measured, with the
 * alternatives, in docs/decisions/008-analytics-pass-and-queries.md): separate loops lose the
 * overlap of one row's memory reads with another figure's work; a call the engine does not inline
 * costs more than the figure's own work, and it inlines only about 900 bytes of bytecode into one
 * function (so each `add…` is kept small, its layout in a `const enum` the compiler turns into
 * literals; orders today, 2 days of the grid, are counted after the loop from the rows it notes);
 * and an array the loop's function allocated itself is one the engine need not check on every row.
 *
 * Adding a figure to the dashboard: write its accumulator (the files here are the pattern), give it
 * a field in the group whose rows it reads (below), its offsets in `offsetsOf` and one line in the
 * loop, build it where its answer is built, and run `npm run bench -- metrics`: a figure whose
 * `add…` does not fit the inlining budget shows there as a slower dashboard. A question only the
 * assistant asks goes through the query path instead (../query.ts).
 *
 * Every sum receives the same additions in the same row order as a pass of its own would, so the
 * answers are the same to the last bit whichever groups share the pass.
 */
import { zonedDateTime } from '../../time/calendar'
import type { SalesColumns } from '../../sales/account-sales'
import { addCustomerRow, type CustomerNumbers } from './customers'
import { addDayRevenue, type DayRevenue } from './day-revenue'
import { DAY_MS, HOUR_MS, type DayGrid } from './grid'
import { addGroupSale, addMixSale, type GroupRevenue } from './group-revenue'
import { addHourSale, NO_HOUR, type HourSlots } from './hour-slots'
import { addItemSale, type ItemSales } from './item-sales'
import type { PassMemory } from './memory'
import type { OrdersToday } from './orders-today'
import { addPeriodCustomer, type PeriodCustomers } from './period-customers'
import type { PeriodCut } from './period-cut'
import { addPeriodSale, type PeriodSales } from './period-sales'
import { addRangeSale, type RangeSums } from './range-sums'
import { markNonOrders, NOT_AN_ORDER } from './receipt-orders'
import { addWindowItem, type WindowItems } from './window-items'
import { addWindowOutletSale, type WindowOutlets } from './window-outlets'

/** Every row up to `now`, on the grid or not (the customers' window numbers: the window's rows). */
export interface HistoryParts {
  customers: CustomerNumbers
  ranges: RangeSums
}

/** Every grid day; `sales.periodDay` splits the period from the days before it. Today's orders only when today is on the grid (the default period). */
export interface MetricsParts {
  sales: PeriodSales
  ordersToday?: OrdersToday
  customers: PeriodCustomers
}

/** Revenue on every grid day; the rest from `fromDay` on. */
export interface SeriesParts {
  fromDay: number
  daily: DayRevenue
  heat: HourSlots
  items: ItemSales
  outlets: GroupRevenue
  channels: GroupRevenue
  payments: GroupRevenue
}

/** Grid days [fromDay, toDay), in weeks from `fromDay`. */
export interface WindowParts {
  fromDay: number
  toDay: number
  slots: HourSlots
  items: WindowItems
  outlets: WindowOutlets
  channels: GroupRevenue
}

/** The accumulators of one pass, all reserved in `memory`; leave out a group nobody asked for. */
export interface PassParts {
  memory: PassMemory
  /** For a period ending today: the previous period's last day after this time of day is off the grid (the grid's metrics and series; not the history). */
  cut?: PeriodCut | undefined
  history?: HistoryParts
  metrics?: MetricsParts
  series?: SeriesParts
  window?: WindowParts
}

/** What the pass saw of the rows' instants. */
export interface PassSpan {
  /** The first and last instant of a row up to `now` (±Infinity: none). */
  earliestAt: number
  latestAt: number
  /** The first row after `now` (Infinity: none): until then, a later `now` reads the same rows. */
  nextAt: number
}

type Columns = Pick<SalesColumns, 'receipt' | 'customer' | 'item' | 'quantity' | 'outlet' | 'channel' | 'payment' | 'receiptNet' | 'untimed'>
/** The rows; a column only a group that is not asked for reads may be left out. */
export type PassSales = Pick<SalesColumns, 'length' | 'timestamp' | 'netAmount'> & Partial<Columns>

/** Read for a column that was left out: "no value" (never read by the groups that need it). */
function filler(length: number): Int32Array {
  return new Int32Array(length).fill(-1)
}

/** Reads every row of `sales` once, placed on `grid` in `zone`, into the accumulators of `parts`. */
export function runPass(sales: PassSales, grid: DayGrid, zone: string, now: number, parts: PassParts): PassSpan {
  const noted = passRows(sales, grid, zone, now, parts)
  parts.metrics?.ordersToday?.countOrders({ timestamp: sales.timestamp, netAmount: sales.netAmount, receipt: sales.receipt ?? filler(sales.length) }, grid, noted)
  const { numbers, spanAt } = parts.memory
  return { earliestAt: numbers[spanAt]!, latestAt: numbers[spanAt + 1]!, nextAt: numbers[spanAt + 2]! }
}

/** Each accumulator's offsets, and the day ranges the loop tests (a group left out: a range no day is in). */
function offsetsOf({ memory, cut, history, metrics, series, window }: PassParts, days: number) {
  const seriesDay = series?.fromDay ?? days
  const windowDay = window?.fromDay ?? days
  return {
    receipts: memory.receipts,
    noOrder: memory.noOrder,
    spanAt: memory.spanAt,
    cutDay: cut?.day ?? -1,
    cutFrom: cut?.from ?? Infinity,
    cutAt: cut?.at ?? -1,
    customerNumbersAt: history?.customers.at ?? -1,
    rangesAt: history?.ranges.at ?? -1,
    rangeCount: history?.ranges.count ?? 0,
    rangesFrom: history?.ranges.spanFrom ?? Infinity,
    rangesTo: history?.ranges.spanTo ?? -Infinity,
    periodDay: metrics?.sales.periodDay ?? 0,
    periodAt: metrics?.sales.at ?? -1,
    periodRowsAt: metrics?.sales.rowsAt ?? -1,
    notedAt: metrics?.ordersToday?.notedAt ?? -1,
    todayDay: metrics?.ordersToday?.today ?? -1,
    lastWeekDay: metrics?.ordersToday?.lastWeekDay ?? -1,
    customersAt: metrics?.customers.at ?? -1,
    customerSeenAt: metrics?.customers.seenAt ?? -1,
    dailyAt: series?.daily.at ?? -1,
    seriesDay,
    heatAt: series?.heat.cellsAt ?? -1,
    itemsAt: series?.items.at ?? -1,
    soldAt: series?.items.soldAt ?? -1,
    outletsAt: series?.outlets.cellsAt ?? -1,
    channelsAt: series?.channels.cellsAt ?? -1,
    paymentsAt: series?.payments.cellsAt ?? -1,
    windowDay,
    windowEnd: window?.toDay ?? days,
    hoursFrom: Math.min(seriesDay, windowDay),
    slotsAt: window?.slots.cellsAt ?? -1,
    itemWeeksAt: window?.items.cellsAt ?? -1,
    windowOutletsAt: window?.outlets.cellsAt ?? -1,
    windowChannelsAt: window?.channels.cellsAt ?? -1,
  }
}

/**
 * The loop. It allocates the memory itself and nothing follows the loop: the engine knows the kind
 * of an array allocated in the function it compiles (no check per row), and compiles this function
 * while its first call is still in the loop, so code after it would not have run yet and would make
 * the engine drop the compiled code on every call (the span is kept in the memory, not returned).
 */
function passRows(sales: PassSales, grid: DayGrid, zone: string, now: number, parts: PassParts): Int32Array {
  const { length, timestamp, netAmount } = sales
  const receipt = sales.receipt ?? filler(length)
  const customer = sales.customer ?? filler(length)
  const item = sales.item ?? filler(length)
  const outlet = sales.outlet ?? filler(length)
  const channel = sales.channel ?? filler(length)
  const payment = sales.payment ?? filler(length)
  const quantity = sales.quantity ?? new Float64Array(length)
  const untimed = sales.untimed ?? new Uint8Array(length)
  const offsets = offsetsOf(parts, grid.days)
  const { receipts, noOrder, spanAt, cutDay, cutFrom, cutAt, customerNumbersAt, rangesAt, rangeCount, rangesFrom, rangesTo } = offsets
  const { periodDay, periodAt, periodRowsAt, notedAt, todayDay, lastWeekDay, customersAt, customerSeenAt } = offsets
  const { dailyAt, seriesDay, heatAt, itemsAt, soldAt, outletsAt, channelsAt, paymentsAt } = offsets
  const { windowDay, windowEnd, hoursFrom, slotsAt, itemWeeksAt, windowOutletsAt, windowChannelsAt } = offsets
  const withHistory = parts.history !== undefined
  const withMetrics = parts.metrics !== undefined
  const { days, start: dayStart, irregular } = grid
  const gridStart = dayStart[0]!
  const gridEnd = dayStart[days]!
  const lastDay = days - 1
  const { memory } = parts
  const numbers = new Float64Array(memory.numberCount)
  const bytes = new Uint8Array(memory.byteCount)
  const lookups = new Int32Array(memory.lookupCount)
  memory.attach(numbers, bytes, lookups)
  // Receipts that are no orders, and the "no order" receipt, get every flag: no accumulator counts them.
  if (sales.receipt) markNonOrders({ length, receipt, netAmount, receiptNet: sales.receiptNet }, noOrder, bytes, receipts, 255)
  bytes[receipts + noOrder] = 255
  // Rows of today and of the day a week earlier, for ./orders-today.ts (pages of it never written
  // cost nothing: a chosen period, which counts no orders today, writes none). Sized on `withMetrics`
  // alone: testing `ordersToday` here made the whole loop 15–20 % slower (measured, old and new bundled side by side).
  const noted = new Int32Array(withMetrics ? length : 0)

  for (let row = 0; row < length; row++) {
    const amount = netAmount[row]!
    if (!Number.isFinite(amount)) continue
    const at = timestamp[row]!
    const r = receipt[row]!
    // The receipt the counters of orders and customers read (./receipt-orders.ts): the row's own on a
    // positive line, else the one that stands for "no order", which every counter finds counted.
    const o = amount > 0 ? r : noOrder
    const c = customer[row]!
    // The row's grid day (-1: off the grid) and hour, as gridDay and gridHour (./grid.ts) find them,
    // written out: it keeps the loop within what the engine inlines. A sale dated by day only has
    // no hour (NO_HOUR), not midnight's.
    let d = -1
    let hour = 0
    if (at >= gridStart && at < gridEnd) {
      d = Math.min(lastDay, Math.floor((at - gridStart) / DAY_MS))
      while (d > 0 && at < dayStart[d]!) d--
      while (d < lastDay && at >= dayStart[d + 1]!) d++
      if (d === cutDay && at >= cutFrom) {
        // Later in the day than it is now (./period-cut.ts): off the grid, the first one noted.
        if (at < numbers[cutAt]!) numbers[cutAt] = at
        d = -1
      } else if (d >= hoursFrom) hour = untimed[row] ? NO_HOUR : irregular[d] ? zonedDateTime(at, zone).hour : Math.min(23, Math.floor((at - dayStart[d]!) / HOUR_MS))
    }
    const w = d >= windowDay && d < windowEnd ? d - windowDay : -1

    if (at <= now) {
      if (at < numbers[spanAt]!) numbers[spanAt] = at
      if (at > numbers[spanAt + 1]!) numbers[spanAt + 1] = at
      if (withHistory && c >= 0) addCustomerRow(numbers, bytes, customerNumbersAt, receipts, c, o, at, amount, w)
      if (at >= rangesFrom && at < rangesTo) addRangeSale(numbers, rangesAt, rangeCount, at, amount)
    } else if (at > now && at < numbers[spanAt + 2]!) numbers[spanAt + 2] = at
    if (d < 0) continue

    if (withMetrics) {
      const side = +(d < periodDay)
      addPeriodSale(numbers, bytes, periodAt, receipts, side, o, amount)
      numbers[periodRowsAt + side]! += 1
      if (d === todayDay || d === lastWeekDay) noted[numbers[notedAt]!++] = row
      // A customer counts for a purchase: a positive line of an order.
      if (c >= 0 && (o < 0 || (bytes[receipts + o]! & NOT_AN_ORDER) === 0)) addPeriodCustomer(numbers, bytes, customersAt, customerSeenAt, side, c)
    }
    if (dailyAt >= 0) addDayRevenue(numbers, dailyAt, d, amount)
    if (d >= seriesDay) {
      addHourSale(numbers, lookups, heatAt, d, hour, amount)
      const i = item[row]!
      if (i >= 0) addItemSale(numbers, bytes, itemsAt, soldAt, i, quantity[row]!, amount)
      addMixSale(numbers, lookups, outletsAt, channelsAt, paymentsAt, outlet[row]!, channel[row]!, payment[row]!, amount)
    }
    if (w >= 0) {
      addHourSale(numbers, lookups, slotsAt, d, hour, amount)
      addWindowItem(numbers, lookups, itemWeeksAt, item[row]!, Math.floor(w / 7), amount)
      addWindowOutletSale(numbers, bytes, lookups, windowOutletsAt, receipts, outlet[row]!, o, w, amount)
      addGroupSale(numbers, lookups, windowChannelsAt, channel[row]!, amount)
    }
  }
  return noted
}

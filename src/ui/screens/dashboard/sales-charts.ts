import type { DailyRevenue, ItemRevenue, NamedRevenue } from '../../../api/schemas'
import type { ChartFigureProps } from './chart-figure'
import { count, DEFAULT_LOCALE, formatDay, longDay, money as moneyIn, share, timeOfDay, type Locale } from '../../../format'

type Figure = Omit<ChartFigureProps, 'wide'>

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** How the period was read: `until` (ISO) for one that ends today. */
export interface ReadUntil {
  until?: string | undefined
}

/**
 * Daily revenue of the period beside the period before it (as many days). A period that ends today
 * shows today "so far", beside the same day of the period before up to the same time of day, and
 * says so (docs/product.md#sales-metrics-panel). Times in `locale`'s zone, amounts in its currency
 * (the account's, as the metrics answer says), as in every figure here.
 */
export function dailyFigure(daily: readonly DailyRevenue[], { until }: ReadUntil = {}, locale: Locale = DEFAULT_LOCALE): Figure | null {
  const money = (value: number) => moneyIn(value, locale)
  if (daily.length === 0) return null
  const current = sum(daily.map((d) => d.revenue))
  const previous = sum(daily.map((d) => d.previous))
  const best = daily.reduce((top, d) => (d.revenue > top.revenue ? d : top), daily[0]!)
  const first = daily[0]!.date
  const last = daily.at(-1)!.date
  const days = daily.length
  const before = days === 1 ? 'the day before' : `the ${count(days)} days before`
  const time = until ? timeOfDay(Date.parse(until), locale) : null
  const soFar = (d: DailyRevenue, label: string) => (time && d.date === last ? `${label} (so far, to ${time})` : label)
  return {
    title: 'Daily revenue',
    note: `${formatDay(first, false)} – ${formatDay(last, false)}, beside ${before}.` + (time ? ` Today so far, to ${time}, beside the same time ${days === 1 ? 'the day before' : `${count(days)} days earlier`}.` : ''),
    spec: {
      kind: 'line',
      labels: daily.map((d) => soFar(d, formatDay(d.date, false))),
      series: [
        { label: 'This period', values: daily.map((d) => d.revenue), tone: 'primary' },
        { label: before[0]!.toUpperCase() + before.slice(1), values: daily.map((d) => d.previous), tone: 'muted' },
      ],
      locale,
      summary:
        `Line chart of daily revenue from ${longDay(first)} to ${longDay(last)}${time ? ` (to ${time})` : ''}: ${money(current)} in all, against ${money(previous)} in ${before}.` +
        (best.revenue > 0 ? ` Best day ${longDay(best.date)} with ${money(best.revenue)}.` : ''),
    },
    table: {
      columns: ['Day', 'Revenue', days === 1 ? 'The day before' : `Same day, ${count(days)} days earlier`],
      rows: daily.map((d) => [soFar(d, longDay(d.date)), money(d.revenue), money(d.previous)]),
    },
  }
}

/** The best sellers by revenue. */
export function topItemsFigure(items: readonly ItemRevenue[], locale: Locale = DEFAULT_LOCALE): Figure | null {
  if (items.length === 0) return null
  const money = (value: number) => moneyIn(value, locale)
  const top = items[0]!
  return {
    title: 'Best sellers',
    note: 'Items by revenue, in this period.',
    spec: {
      kind: 'bar',
      horizontal: true,
      labels: items.map((item) => item.name),
      series: [{ label: 'Revenue', values: items.map((item) => item.revenue), tone: 'primary' }],
      locale,
      summary: `Bar chart of the ${items.length} best-selling items by revenue. ${top.name} leads with ${money(top.revenue)} from ${count(top.quantity)} sold.`,
    },
    table: {
      columns: ['Item', 'Revenue', 'Sold'],
      rows: items.map((item) => [item.name, money(item.revenue), count(item.quantity)]),
    },
  }
}

/** Revenue split by outlet, channel or payment method. */
export function breakdownFigure(title: string, noun: string, parts: readonly NamedRevenue[], locale: Locale = DEFAULT_LOCALE): Figure | null {
  if (parts.length === 0) return null
  const money = (value: number) => moneyIn(value, locale)
  const total = sum(parts.map((part) => part.revenue))
  const lead = parts.reduce((top, part) => (part.revenue > top.revenue ? part : top), parts[0]!)
  const ofTotal = (value: number) => share(value, total, 0)
  return {
    title,
    spec: {
      kind: 'bar',
      horizontal: true,
      labels: parts.map((part) => part.name),
      series: [{ label: 'Revenue', values: parts.map((part) => part.revenue), tone: 'primary' }],
      locale,
      summary: `Bar chart of revenue by ${noun}: ${parts.length === 1 ? 'all of it' : `${ofTotal(lead.revenue)} of it`} from ${lead.name} (${money(lead.revenue)}).`,
    },
    table: {
      columns: [noun[0]!.toUpperCase() + noun.slice(1), 'Revenue', 'Share'],
      rows: parts.map((part) => [part.name, money(part.revenue), ofTotal(part.revenue)]),
    },
  }
}

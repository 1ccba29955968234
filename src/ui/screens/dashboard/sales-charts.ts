import type { DailyRevenue, ItemRevenue, NamedRevenue } from '../../../../kernel/contract'
import type { ChartFigureProps } from './chart-figure'
import { count, DEFAULT_LOCALE, formatDay, longDay, money as moneyIn, share, timeOfDay, type Locale } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'

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
  const before = days === 1 ? m.dashboard_daily_dayBefore() : m.dashboard_daily_daysBefore({ days: count(days) })
  const time = until ? timeOfDay(Date.parse(until), locale) : null
  const soFar = (d: DailyRevenue, day: string) => (time && d.date === last ? m.dashboard_daily_soFar({ day, time }) : day)
  const note = m.dashboard_daily_note({ first: formatDay(first, false), last: formatDay(last, false), before })
  const today = time ? (days === 1 ? m.dashboard_daily_noteTodayDayBefore({ time }) : m.dashboard_daily_noteTodayDaysEarlier({ time, days: count(days) })) : null
  const span = { from: longDay(first), to: longDay(last), current: money(current), previous: money(previous), before }
  const summary = time ? m.dashboard_daily_summaryUntil({ ...span, time }) : m.dashboard_daily_summary(span)
  return {
    title: m.dashboard_daily_title(),
    note: today ? `${note} ${today}` : note,
    spec: {
      kind: 'line',
      labels: daily.map((d) => soFar(d, formatDay(d.date, false))),
      series: [
        { label: m.dashboard_daily_thisPeriod(), values: daily.map((d) => d.revenue), tone: 'primary' },
        { label: days === 1 ? m.dashboard_daily_dayBeforeLabel() : m.dashboard_daily_daysBeforeLabel({ days: count(days) }), values: daily.map((d) => d.previous), tone: 'muted' },
      ],
      locale,
      summary: best.revenue > 0 ? `${summary} ${m.dashboard_daily_bestDay({ day: longDay(best.date), amount: money(best.revenue) })}` : summary,
    },
    table: {
      columns: [m.dashboard_chart_day(), m.dashboard_chart_revenue(), days === 1 ? m.dashboard_daily_dayBeforeLabel() : m.dashboard_daily_sameDayEarlier({ days: count(days) })],
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
    title: m.dashboard_top_title(),
    note: m.dashboard_top_note(),
    spec: {
      kind: 'bar',
      horizontal: true,
      labels: items.map((item) => item.name),
      series: [{ label: m.dashboard_chart_revenue(), values: items.map((item) => item.revenue), tone: 'primary' }],
      locale,
      summary: `${m.dashboard_top_summary({ items: String(items.length) })} ${m.dashboard_top_leads({ name: top.name, amount: money(top.revenue), sold: count(top.quantity) })}`,
    },
    table: {
      columns: [m.dashboard_chart_item(), m.dashboard_chart_revenue(), m.dashboard_chart_sold()],
      rows: items.map((item) => [item.name, money(item.revenue), count(item.quantity)]),
    },
  }
}

/** What a breakdown says, by what it splits the revenue by. */
const BREAKDOWNS = {
  outlet: { title: m.dashboard_breakdown_outlet_title, column: m.dashboard_breakdown_outlet_column, all: m.dashboard_breakdown_outlet_all, share: m.dashboard_breakdown_outlet_share },
  channel: { title: m.dashboard_breakdown_channel_title, column: m.dashboard_breakdown_channel_column, all: m.dashboard_breakdown_channel_all, share: m.dashboard_breakdown_channel_share },
  payment: { title: m.dashboard_breakdown_payment_title, column: m.dashboard_breakdown_payment_column, all: m.dashboard_breakdown_payment_all, share: m.dashboard_breakdown_payment_share },
} as const

/** Revenue split by outlet, channel or payment method. */
export function breakdownFigure(by: keyof typeof BREAKDOWNS, parts: readonly NamedRevenue[], locale: Locale = DEFAULT_LOCALE): Figure | null {
  const words = BREAKDOWNS[by]
  if (parts.length === 0) return null
  const money = (value: number) => moneyIn(value, locale)
  const total = sum(parts.map((part) => part.revenue))
  const lead = parts.reduce((top, part) => (part.revenue > top.revenue ? part : top), parts[0]!)
  const ofTotal = (value: number) => share(value, total, 0)
  const from = { name: lead.name, amount: money(lead.revenue) }
  return {
    title: words.title(),
    spec: {
      kind: 'bar',
      horizontal: true,
      labels: parts.map((part) => part.name),
      series: [{ label: m.dashboard_chart_revenue(), values: parts.map((part) => part.revenue), tone: 'primary' }],
      locale,
      summary: parts.length === 1 ? words.all(from) : words.share({ ...from, share: ofTotal(lead.revenue) }),
    },
    table: {
      columns: [words.column(), m.dashboard_chart_revenue(), m.dashboard_chart_share()],
      rows: parts.map((part) => [part.name, money(part.revenue), ofTotal(part.revenue)]),
    },
  }
}

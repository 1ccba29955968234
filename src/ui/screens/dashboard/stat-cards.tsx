import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Currency, Metrics, MetricsChanges } from '../../../../kernel/contract'
import { periodDays } from '../../../machines/dashboard/dashboard.period'
import { count, currencySymbol, localeOf, money, percentChange, timeOfDay } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'

/**
 * What a period's change compares with (docs/product.md#dashboard-cards): the previous period of as
 * many days and, for a period that ends today, up to the same time of day on its last day.
 */
export function againstPrevious(metrics: Metrics): string {
  const { period, timezone } = metrics
  if (!period) return m.dashboard_card_vsPrevious({ days: count(30) })
  const days = periodDays(period)
  const against = days === 1 ? m.dashboard_card_vsDayBefore() : m.dashboard_card_vsPrevious({ days: count(days) })
  return period.until ? m.dashboard_card_vsUntil({ against, time: timeOfDay(Date.parse(period.until), localeOf({ timezone })) }) : against
}

/** Today's orders compare with the same weekday a week ago, up to the same time of day. */
const againstLastWeek = () => m.dashboard_card_vsLastWeek()

/**
 * The four cards, their titles exactly, and what each change compares with (docs/product.md#dashboard-cards).
 * The money cards name the account's currency ('Total Revenue (RM)', 'Total Revenue (S$)'; ringgit
 * until an answer says) and write their amounts in it, as the metrics answer says (nothing converted).
 * The titles are getters: each reads the message catalogue when a card renders.
 */
export function statCards(currency?: Currency | null) {
  const symbol = currencySymbol(currency ?? 'MYR')
  return [
    { key: 'revenue', get title() { return m.dashboard_card_revenue({ symbol }) }, value: (metrics: Metrics) => money(metrics.revenue, localeOf(metrics)), against: againstPrevious },
    { key: 'orders', get title() { return m.dashboard_card_orders() }, value: (metrics: Metrics) => count(metrics.orders), against: againstLastWeek },
    { key: 'customers', get title() { return m.dashboard_card_customers() }, value: (metrics: Metrics) => count(metrics.customers), against: againstPrevious },
    { key: 'avg_order', get title() { return m.dashboard_card_avgOrder({ symbol }) }, value: (metrics: Metrics) => money(metrics.avg_order, localeOf(metrics)), against: againstPrevious },
  ] as const satisfies ReadonlyArray<{ key: keyof MetricsChanges; title: string; value: (m: Metrics) => string; against: (m: Metrics) => string }>
}

/** The cards of an account in ringgit. */
export const STAT_CARDS = statCards('MYR')

type StatCard = ReturnType<typeof statCards>[number]

/** What the cards say: a change without an earlier period, a change's direction in words, the list's name. */
export const CARD_TEXT = {
  get noEarlierData() { return m.dashboard_card_noEarlierData() },
  get up() { return m.dashboard_card_up() },
  get down() { return m.dashboard_card_down() },
  get flat() { return m.dashboard_card_flat() },
  get keyNumbers() { return m.dashboard_card_keyNumbers() },
  /** Under Avg Order Value when the period has revenue but no order counts (manual entries without orders). */
  get ordersUnknown() { return m.dashboard_card_ordersUnknown() },
  /** Under Orders and Avg Order Value when files in the period could only be counted one order per line. */
  ordersPerLine: (files: readonly string[]) => m.dashboard_card_ordersPerLine({ files: files.join(', ') }),
}

/** What the cards say before the account has any sales, and where to go about it (the dash is no word). */
export const EMPTY_CARDS = {
  value: '—',
  get note() { return m.dashboard_card_noSales() },
  get hidden() { return m.dashboard_card_noData() },
  get action() { return m.dashboard_card_upload() },
}

/** The direction in words and an arrow, so colour is never the only signal. */
function Change({ value, against }: { value: number | null | undefined; against: string }) {
  if (value === null || value === undefined) {
    return (
      <p className="stat-card__change stat-card__change--none">
        <span aria-hidden="true">—</span> {CARD_TEXT.noEarlierData}
      </p>
    )
  }
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat'
  const arrow = { up: '▲', down: '▼', flat: '▶' }[direction]
  const word = CARD_TEXT[direction]
  return (
    <p className={`stat-card__change stat-card__change--${direction}`}>
      <span aria-hidden="true" className="stat-card__arrow">
        {arrow}
      </span>
      <span className="visually-hidden">{word} </span>
      <strong>{percentChange(value)}</strong> <span className="stat-card__against">{against}</span>
    </p>
  )
}

/** A card: a list item named by its title. */
function CardFrame({ card, children }: { card: StatCard; children: ReactNode }) {
  return (
    <li className="card stat-card" aria-labelledby={`stat-${card.key}`}>
      <h2 id={`stat-${card.key}`} className="stat-card__title">
        {card.title}
      </h2>
      {children}
    </li>
  )
}

/** No average without orders: revenue from day totals that carry no order count (docs/product.md#dashboard-cards). */
function ordersUnknown(metrics: Metrics): boolean {
  return metrics.period !== undefined && metrics.period.orders === 0 && metrics.revenue !== 0
}

/** The files counted one order per line that a card's number counts lines of: today's for Orders Today, the period's for the average. */
function perLine(metrics: Metrics, key: StatCard['key']): readonly string[] | null {
  const files = key === 'orders' ? metrics.orders_per_line?.today : key === 'avg_order' ? metrics.orders_per_line?.period : undefined
  return files && files.length > 0 ? files : null
}

/** The four summary cards (docs/product.md#dashboard-cards), from the metrics; their change percentages come from the data. */
export function StatCards({ metrics }: { metrics: Metrics }) {
  return (
    <ul className="stat-grid list-reset" aria-label={CARD_TEXT.keyNumbers}>
      {statCards(metrics.currency).map((card) => {
        const unknown = card.key === 'avg_order' && ordersUnknown(metrics)
        return (
          <CardFrame key={card.key} card={card}>
            <p className="stat-card__value">{unknown ? EMPTY_CARDS.value : card.value(metrics)}</p>
            {unknown ? <p className="stat-card__change stat-card__change--none">{CARD_TEXT.ordersUnknown}</p> : <Change value={metrics.changes?.[card.key]} against={card.against(metrics)} />}
            {perLine(metrics, card.key) ? <p className="stat-card__change stat-card__change--none">{CARD_TEXT.ordersPerLine(perLine(metrics, card.key) ?? [])}</p> : null}
          </CardFrame>
        )
      })}
    </ul>
  )
}

/**
 * The four cards of an account without sales: their titles (in `currency`, the account's as last
 * heard), a dash for the number and what to do about it, rather than skeletons that vanish
 * (docs/product.md#dashboard-states).
 */
export function EmptyStatCards({ currency = null }: { currency?: Currency | null }) {
  return (
    <div className="stat-grid__empty">
      <ul className="stat-grid list-reset" aria-label={CARD_TEXT.keyNumbers}>
        {statCards(currency).map((card) => (
          <CardFrame key={card.key} card={card}>
            <p className="stat-card__value">
              <span aria-hidden="true">{EMPTY_CARDS.value}</span>
              <span className="visually-hidden">{EMPTY_CARDS.hidden}</span>
            </p>
            <p className="stat-card__change stat-card__change--none">{EMPTY_CARDS.note}</p>
          </CardFrame>
        ))}
      </ul>
      <p className="stat-grid__action">
        <Link className="btn btn-primary btn-sm" to="/upload">
          {EMPTY_CARDS.action}
        </Link>
      </p>
    </div>
  )
}

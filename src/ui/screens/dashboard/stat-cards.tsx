import type { Metrics, MetricsChanges } from '../../../api/schemas'
import { count, money, percentChange } from '../../../format'

/** The four cards, their titles exactly, and what each change compares with (docs/product.md#dashboard-cards). */
export const STAT_CARDS = [
  { key: 'revenue', title: 'Total Revenue (RM)', value: (m: Metrics) => money(m.revenue), against: 'vs previous 30 days' },
  { key: 'orders', title: 'Orders Today', value: (m: Metrics) => count(m.orders), against: 'vs same day last week' },
  { key: 'customers', title: 'Active Customers', value: (m: Metrics) => count(m.customers), against: 'vs previous 30 days' },
  { key: 'avg_order', title: 'Avg Order Value (RM)', value: (m: Metrics) => money(m.avg_order), against: 'vs previous 30 days' },
] as const satisfies ReadonlyArray<{ key: keyof MetricsChanges; title: string; value: (m: Metrics) => string; against: string }>

export const NO_EARLIER_DATA = 'No earlier data'

/** The direction in words and an arrow, so colour is never the only signal. */
function Change({ value, against }: { value: number | null | undefined; against: string }) {
  if (value === null || value === undefined) {
    return (
      <p className="stat-card__change stat-card__change--none">
        <span aria-hidden="true">—</span> {NO_EARLIER_DATA}
      </p>
    )
  }
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat'
  const arrow = { up: '▲', down: '▼', flat: '▶' }[direction]
  const word = { up: 'Up', down: 'Down', flat: 'No change' }[direction]
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

/** The four summary cards (docs/product.md#dashboard-cards), from the metrics; their change percentages come from the data. */
export function StatCards({ metrics }: { metrics: Metrics }) {
  return (
    <ul className="stat-grid list-reset" aria-label="Key numbers">
      {STAT_CARDS.map((card) => (
        <li key={card.key} className="card stat-card" aria-labelledby={`stat-${card.key}`}>
          <h2 id={`stat-${card.key}`} className="stat-card__title">
            {card.title}
          </h2>
          <p className="stat-card__value">{card.value(metrics)}</p>
          <Change value={metrics.changes?.[card.key]} against={card.against} />
        </li>
      ))}
    </ul>
  )
}

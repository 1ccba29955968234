import type { ItemRevenue, Metrics } from '../../../../kernel/contract'
import { Panel } from '../../components/panel/panel'
import { ChartFigure } from './chart-figure'
import { count, localeOf, longDay, money, type Locale } from '../../../../kernel/format'
import { formatJson } from './raw-json'
import { Heatmap } from './heatmap'
import { breakdownFigure, dailyFigure, topItemsFigure } from './sales-charts'
import { m } from '../../../i18n/messages'
import { DASHBOARD_TEXT } from './messages'
import '../../components/data-table/data-table.css'
import './sales-metrics.css'


/** Items that sold least: worth a look (docs/product.md#insights: slow items). */
function SlowSellers({ items, locale }: { items: readonly ItemRevenue[]; locale: Locale }) {
  if (items.length === 0) return null
  return (
    <figure className="chart">
      <figcaption className="chart__caption">
        <span className="chart__title">{m.dashboard_slow_title()}</span>
        <span className="chart__note">{m.dashboard_slow_note()}</span>
      </figcaption>
      <table className="data-table">
        <caption className="visually-hidden">{m.dashboard_slow_title()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.dashboard_chart_item()}</th>
            <th scope="col" className="data-table__number">
              {m.dashboard_chart_revenue()}
            </th>
            <th scope="col" className="data-table__number">
              {m.dashboard_chart_sold()}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td className="data-table__number">{money(item.revenue, locale)}</td>
              <td className="data-table__number">{count(item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

/** The panel's line: the period's days, and the outlet when one is chosen. */
function periodLede(from: string, to: string, outlet: string | null | undefined): string {
  return outlet ? m.dashboard_metrics_periodOutlet({ from: longDay(from), to: longDay(to), outlet }) : m.dashboard_metrics_period({ from: longDay(from), to: longDay(to) })
}

/**
 * The Sales Metrics panel (docs/product.md#sales-metrics-panel): pictures of the series (each with
 * its numbers as text) and the full metrics object as raw formatted text; times in the account's
 * zone and amounts in its currency, as the metrics answer says.
 */
export function SalesMetrics({ metrics }: { metrics: Metrics }) {
  const { series, period } = metrics
  const locale = localeOf(metrics)
  const daily = series ? dailyFigure(series.daily, { until: period?.until }, locale) : null
  const top = series ? topItemsFigure(series.topItems, locale) : null
  const breakdowns = series
    ? [
        breakdownFigure('outlet', series.byOutlet, locale),
        breakdownFigure('channel', series.byChannel, locale),
        breakdownFigure('payment', series.byPayment, locale),
      ].filter((figure) => figure !== null)
    : []
  return (
    <Panel title={DASHBOARD_TEXT.salesMetricsTitle} lede={period ? periodLede(period.from, period.to, metrics.outlet) : undefined} className="sales-metrics">
      {series ? (
        <div className="chart-grid">
          {daily ? <ChartFigure {...daily} wide /> : null}
          <Heatmap heatmap={series.heatmap} anySales={series.daily.some((day) => day.revenue !== 0)} locale={locale} />
          {top ? <ChartFigure {...top} /> : null}
          <SlowSellers items={series.bottomItems} locale={locale} />
          {breakdowns.map((figure) => (
            <ChartFigure key={figure.title} {...figure} />
          ))}
        </div>
      ) : null}
      <details className="raw-metrics">
        <summary>{DASHBOARD_TEXT.rawMetricsLabel}</summary>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
        <pre className="raw-metrics__text" role="region" aria-label={m.dashboard_metrics_raw()} tabIndex={0}>
          {formatJson(metrics)}
        </pre>
      </details>
    </Panel>
  )
}

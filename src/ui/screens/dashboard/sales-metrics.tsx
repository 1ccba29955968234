import type { ItemRevenue, Metrics } from '../../../api/schemas'
import { Panel } from '../../components/panel/panel'
import { ChartFigure } from './chart-figure'
import { count, localeOf, longDay, money, type Locale } from '../../../format'
import { formatJson } from './raw-json'
import { Heatmap } from './heatmap'
import { breakdownFigure, dailyFigure, topItemsFigure } from './sales-charts'
import { RAW_METRICS_LABEL, SALES_METRICS_TITLE } from './messages'
import './sales-metrics.css'


/** Items that sold least: worth a look (docs/product.md#insights: slow items). */
function SlowSellers({ items, locale }: { items: readonly ItemRevenue[]; locale: Locale }) {
  if (items.length === 0) return null
  return (
    <figure className="chart">
      <figcaption className="chart__caption">
        <span className="chart__title">Slowest sellers</span>
        <span className="chart__note">Items with the least revenue, in this period.</span>
      </figcaption>
      <table className="data-table">
        <caption className="visually-hidden">Slowest sellers</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="data-table__number">
              Revenue
            </th>
            <th scope="col" className="data-table__number">
              Sold
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
        breakdownFigure('Revenue by outlet', 'outlet', series.byOutlet, locale),
        breakdownFigure('Revenue by channel', 'channel', series.byChannel, locale),
        breakdownFigure('Revenue by payment method', 'payment method', series.byPayment, locale),
      ].filter((figure) => figure !== null)
    : []
  return (
    <Panel title={SALES_METRICS_TITLE} lede={period ? `${longDay(period.from)} to ${longDay(period.to)}${metrics.outlet ? `, ${metrics.outlet}` : ''}` : undefined} className="sales-metrics">
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
        <summary>{RAW_METRICS_LABEL}</summary>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
        <pre className="raw-metrics__text" role="region" aria-label="Raw metrics" tabIndex={0}>
          {formatJson(metrics)}
        </pre>
      </details>
    </Panel>
  )
}

import { lazy, Suspense, useId } from 'react'
import { Link } from 'react-router-dom'
import type { ChatFigure } from '../../../../kernel/contract'
import { money, quantity, type Locale } from '../../../../kernel/format'
import { canDrawCharts, loadCanvasChart } from '../../screens/dashboard/chart-loader'
import type { ChartSpec } from '../../screens/dashboard/chart-spec'
import { Skeleton } from '../skeleton/skeleton'
import '../data-table/data-table.css'
import './answer-figure.css'

// The dashboard's chart.js chunk: loaded only when an answer has a chart to draw.
const CanvasChart = lazy(loadCanvasChart)

/** Bars across when the labels are names (items, outlets) and few enough to read one per line. */
const MAX_ACROSS = 12
const LONG_LABEL = 10

/** The figure's words, from the chat screen's message catalogue. */
export interface AnswerFigureLabels {
  /** The link to the dashboard for the figure's period ('See it on the dashboard'). */
  dashboardLink: string
  /** The table's caption; the figure's title when absent. */
  tableCaption?: string
  /** Column headers (e.g. 'Day' and 'Revenue'); without them, each label heads its own row. */
  columns?: { label: string; value: string }
}

export interface AnswerFigureProps {
  figure: ChatFigure
  /** The account's locale (`localeOf` of the session's preferences): its language, and the currency of a figure that does not name one. */
  locale: Locale
  labels: AnswerFigureLabels
}

/** `/dashboard?from=…&to=…`: the period as GET /metrics and the dashboard's custom period name its days. */
export function dashboardHref(period: NonNullable<ChatFigure['period']>): string {
  return `/dashboard?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`
}

/** The chart spec of a figure, or null when only its table is shown (a 'table' figure, or no points). */
export function chartOf(figure: ChatFigure, locale: Locale): ChartSpec | null {
  if (figure.chart === 'table' || figure.points.length === 0) return null
  const labels = figure.points.map((point) => point.label)
  return {
    kind: figure.chart,
    horizontal: figure.chart === 'bar' && labels.length <= MAX_ACROSS && labels.some((label) => label.length > LONG_LABEL),
    labels,
    series: [{ label: figure.title, values: figure.points.map((point) => point.value), tone: 'primary' }],
    // The table right under the canvas carries the numbers; the picture is named by what it shows.
    summary: figure.title,
    locale,
    unit: figure.unit,
  }
}

/**
 * A series an answer is about (ChatFigure), drawn under the answer as the dashboard draws its
 * charts: a small chart when the browser can draw one, the same numbers as a table for everyone,
 * and a link to the dashboard for the period the answer read.
 */
export function AnswerFigure({ figure, locale: account, labels }: AnswerFigureProps) {
  // Money in the currency the answer was written in, when it says; the account's otherwise.
  const locale = figure.currency ? { ...account, currency: figure.currency } : account
  const captionId = useId()
  const spec = canDrawCharts() ? chartOf(figure, locale) : null
  const format = (value: number) => (figure.unit === 'money' ? money(value, locale) : quantity(value, locale))
  const caption = labels.tableCaption ?? figure.title
  const height = spec?.horizontal ? spec.labels.length * 28 + 40 : 180
  return (
    <figure className="answer-figure">
      <figcaption className="answer-figure__title">{figure.title}</figcaption>
      {spec ? (
        <div className="answer-figure__canvas" style={{ height: `${height}px` }}>
          <Suspense fallback={<Skeleton shape="block" height="100%" />}>
            <CanvasChart spec={spec} />
          </Suspense>
        </div>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className="answer-figure__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table">
          <caption id={captionId} className={caption === figure.title ? 'visually-hidden' : 'answer-figure__caption'}>
            {caption}
          </caption>
          {labels.columns ? (
            <thead>
              <tr>
                <th scope="col">{labels.columns.label}</th>
                <th scope="col" className="data-table__number">
                  {labels.columns.value}
                </th>
              </tr>
            </thead>
          ) : null}
          <tbody>
            {figure.points.map((point, i) => (
              <tr key={i}>
                <th scope="row">{point.label}</th>
                <td className="data-table__number">{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {figure.period ? (
        <Link className="answer-figure__link" to={dashboardHref(figure.period)}>
          {labels.dashboardLink}
        </Link>
      ) : null}
    </figure>
  )
}

import { lazy, Suspense } from 'react'
import { m } from '../../../i18n/messages'
import { Skeleton } from '../../components/skeleton/skeleton'
import { canDrawCharts, loadCanvasChart } from './chart-loader'
import type { ChartSpec } from './chart-spec'
import '../../components/data-table/data-table.css'

const CanvasChart = lazy(loadCanvasChart)

export interface DataTable {
  columns: readonly string[]
  rows: ReadonlyArray<readonly string[]>
}

export interface ChartFigureProps {
  title: string
  note?: string
  spec: ChartSpec
  /** The text alternative: the same numbers as a table. */
  table: DataTable
  wide?: boolean
}

/** How tall a chart is drawn: bars across grow with their count, so names never overlap. */
function heightOf(spec: ChartSpec): number {
  return spec.horizontal ? Math.max(140, spec.labels.length * 34 + 48) : 260
}

/**
 * A chart with its text alternative: a caption, the canvas (named by a summary) when the browser
 * can draw, and the numbers as a table in a disclosure, for everyone.
 */
export function ChartFigure({ title, note, spec, table, wide }: ChartFigureProps) {
  return (
    <figure className={wide ? 'chart chart--wide' : 'chart'}>
      <figcaption className="chart__caption">
        <span className="chart__title">{title}</span>
        {note ? <span className="chart__note">{note}</span> : null}
      </figcaption>
      {canDrawCharts() ? (
        <div className="chart__canvas" style={{ height: `${heightOf(spec)}px` }}>
          <Suspense fallback={<Skeleton shape="block" height="100%" />}>
            <CanvasChart spec={spec} />
          </Suspense>
        </div>
      ) : null}
      <details className="chart__data">
        <summary>{m.dashboard_chart_showNumbers({ title })}</summary>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
        <div className="table-scroll" role="region" aria-label={m.dashboard_chart_asTable({ title })} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column, i) => (
                  <th key={column} scope="col" className={i > 0 ? 'data-table__number' : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="data-table__number">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

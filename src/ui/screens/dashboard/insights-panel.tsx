import { Panel } from '../../components/panel/panel'
import { longDay } from '../../../format'
import { INSIGHTS_TITLE, NO_INSIGHTS } from './messages'

/** The panel's line: a period that ended before today has the insights its data gave at its end (docs/product.md#chosen-period). */
export function insightsLede(endedOn: string | null): string {
  return endedOn ? `From your own sales as they stood at the end of ${longDay(endedOn)}, ranked by the money at stake.` : 'From your own sales, ranked by the money at stake.'
}

/**
 * The AI Insights panel (docs/product.md#insights): the server's insights as a list, most at stake
 * first (as the server ranks them). `endedOn`: the last day of a chosen period that ended before today.
 */
export function InsightsPanel({ insights, endedOn = null }: { insights: readonly string[]; endedOn?: string | null }) {
  return (
    <Panel title={INSIGHTS_TITLE} lede={insightsLede(endedOn)} className="insights">
      {insights.length === 0 ? (
        <p className="empty-state">
          <strong>{NO_INSIGHTS}</strong>
          <span>Upload your sales and Selera will point out what to act on.</span>
        </p>
      ) : (
        <ol className="insights__list">
          {insights.map((insight, i) => (
            <li key={i} className="insights__item">
              {insight}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

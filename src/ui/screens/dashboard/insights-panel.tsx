import type { InsightLine } from '../../../api/metrics'
import { Panel } from '../../components/panel/panel'
import { longDay } from '../../../format'
import { INSIGHTS_TITLE, NO_INSIGHTS, servesGoal } from './messages'

/** The panel's line: a period that ended before today has the insights its data gave at its end (docs/product.md#chosen-period). */
export function insightsLede(endedOn: string | null): string {
  const ranked = 'ranked by the money at stake and your goals'
  return endedOn ? `From your own sales as they stood at the end of ${longDay(endedOn)}, ${ranked}.` : `From your own sales, ${ranked}.`
}

/**
 * The AI Insights panel (docs/product.md#insights): the server's insights as a list, in the server's
 * order (the money at stake, weighted for the owner's goals), an insight that serves one of the
 * owner's goals tagged with it. `endedOn`: the last day of a chosen period that ended before today.
 */
export function InsightsPanel({ insights, endedOn = null }: { insights: readonly InsightLine[]; endedOn?: string | null }) {
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
              {insight.text}
              {insight.goal ? (
                <>
                  {' '}
                  <span className="badge insights__goal">{servesGoal(insight.goal)}</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

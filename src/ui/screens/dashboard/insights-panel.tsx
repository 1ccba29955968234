import type { InsightLine } from '../../../api/metrics'
import { Panel } from '../../components/panel/panel'
import { longDay } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'
import { INSIGHTS_TEXT } from './messages'

/** The panel's line: a period that ended before today has the insights its data gave at its end (docs/product.md#chosen-period). */
export function insightsLede(endedOn: string | null): string {
  return endedOn ? m.dashboard_insights_ledeEnded({ day: longDay(endedOn) }) : m.dashboard_insights_lede()
}

/**
 * The AI Insights panel (docs/product.md#insights): the server's insights as a list, in the server's
 * order (the money at stake, weighted for the owner's goals), an insight that serves one of the
 * owner's goals tagged with it. `endedOn`: the last day of a chosen period that ended before today.
 */
export function InsightsPanel({ insights, endedOn = null }: { insights: readonly InsightLine[]; endedOn?: string | null }) {
  return (
    <Panel title={INSIGHTS_TEXT.title} lede={insightsLede(endedOn)} className="insights">
      {insights.length === 0 ? (
        <p className="empty-state">
          <strong>{INSIGHTS_TEXT.none}</strong>
          <span>{INSIGHTS_TEXT.noneHint}</span>
        </p>
      ) : (
        <ol className="insights__list">
          {insights.map((insight, i) => (
            <li key={i} className="insights__item">
              {insight.text}
              {insight.goal ? (
                <>
                  {' '}
                  <span className="badge insights__goal">{INSIGHTS_TEXT.servesGoal(insight.goal)}</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

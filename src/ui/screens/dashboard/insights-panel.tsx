import { Panel } from '../../components/panel/panel'
import { INSIGHTS_TITLE, NO_INSIGHTS } from './messages'


/** The AI Insights panel (docs/product.md#insights): the server's insights as a list, most at stake first (as the server ranks them). */
export function InsightsPanel({ insights }: { insights: readonly string[] }) {
  return (
    <Panel title={INSIGHTS_TITLE} lede="From your own sales, ranked by the money at stake." className="insights">
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

import type { Currency } from '../../../../kernel/contract'
import type { DashboardEntry, DashboardSelection, PeriodChoice } from '../../../machines/dashboard/dashboard.machine'
import { latestDataPeriod, resolvePeriod } from '../../../machines/dashboard/dashboard.period'
import { ActionButton } from '../../components/button/button'
import { Panel } from '../../components/panel/panel'
import { ScreenHeader } from '../../components/screen-header/screen-header'
import { Skeleton } from '../../components/skeleton/skeleton'
import { LoadFailedCard } from '../../components/state-card/state-card'
import { formatWhen, localeOf } from '../../../../kernel/format'
import { InsightsPanel } from './insights-panel'
import { SalesMetrics } from './sales-metrics'
import { DASHBOARD_TEXT, PERIOD_TEXT } from './messages'
import { LatestDataOffer, PeriodBar } from './period-bar'
import { EmptyStatCards, StatCards, statCards } from './stat-cards'
import { WeeklyReportPanel } from './weekly-report-panel'
import './dashboard.css'

/** The dashboard's states (docs/product.md#dashboard-states). */
export type DashboardPhase = 'loading' | 'loaded' | 'error'

export interface DashboardViewProps {
  phase: DashboardPhase
  /** What to show: while loading, the previous period's (out of date) or null (skeletons). */
  entry: DashboardEntry | null
  selection: DashboardSelection
  /** The account's today, `YYYY-MM-DD`. */
  today: string
  /** The account's currency as the machine last heard it (the cards' titles before, or without, numbers). */
  currency: Currency | null
  outlets: readonly string[]
  canRefresh: boolean
  onRefresh: () => void
  onRetry: () => void
  onPeriod: (period: PeriodChoice) => void
  onOutlet: (outlet: string | null) => void
  onShowLatest: () => void
}

function LastUpdated({ entry }: { entry: DashboardEntry }) {
  return (
    <p className="dashboard__updated">
      {DASHBOARD_TEXT.lastUpdated}{' '}
      <time dateTime={new Date(entry.timestamp).toISOString()}>{formatWhen(entry.timestamp, localeOf({ timezone: entry.metrics?.timezone }))}</time>
    </p>
  )
}

/** Skeletons in the shape of what is coming (docs/product.md#dashboard-states), busy for assistive technology. */
function LoadingDashboard({ currency }: { currency: Currency | null }) {
  return (
    <div className="dashboard" aria-busy="true">
      <p role="status" className="visually-hidden">
        {DASHBOARD_TEXT.loading}
      </p>
      <ul className="stat-grid list-reset" aria-hidden="true">
        {statCards(currency).map((card) => (
          <li key={card.key} className="card stat-card">
            <p className="stat-card__title">{card.title}</p>
            <Skeleton width="70%" height="2rem" />
            <Skeleton width="55%" />
          </li>
        ))}
      </ul>
      <div className="card dashboard__skeleton-panel" aria-hidden="true">
        <Skeleton width="30%" height="1.5rem" />
        <Skeleton shape="block" height="16rem" />
      </div>
      <div className="dashboard__columns" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="card dashboard__skeleton-panel">
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton />
            <Skeleton width="85%" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    </div>
  )
}

/** The loaded dashboard; `stale` while another period or outlet loads (shown dimmed, busy for assistive technology). */
function LoadedDashboard({ entry, stale, today, currency, onShowLatest }: { entry: DashboardEntry; stale: boolean; today: string; currency: Currency | null; onShowLatest: () => void }) {
  const { metrics, insights, reportUrl, reportWeek } = entry
  const latest = stale ? null : latestDataPeriod(metrics)
  return (
    <div className={`dashboard${stale ? ' dashboard--stale' : ''}`} aria-busy={stale}>
      {stale ? (
        <p role="status" className="visually-hidden">
          {DASHBOARD_TEXT.loading} {PERIOD_TEXT.stale}
        </p>
      ) : null}
      {latest && metrics?.span ? <LatestDataOffer last={metrics.span.last} offer={latest} onShow={onShowLatest} /> : null}
      {metrics ? (
        <>
          <StatCards metrics={metrics} />
          <SalesMetrics metrics={metrics} />
        </>
      ) : (
        <>
          <EmptyStatCards currency={currency} />
          <Panel title={DASHBOARD_TEXT.salesMetricsTitle} className="sales-metrics">
            <p className="empty-state">
              <strong>{DASHBOARD_TEXT.noMetrics}</strong>
              <span>{DASHBOARD_TEXT.noMetricsHint}</span>
            </p>
          </Panel>
        </>
      )}
      <div className="dashboard__columns">
        <InsightsPanel insights={insights} endedOn={metrics?.period && metrics.period.to < today ? metrics.period.to : null} />
        <WeeklyReportPanel reportUrl={reportUrl} week={reportWeek} />
      </div>
    </div>
  )
}

/** The dashboard (docs/product.md#dashboard) from plain props: the screen component binds the machine. */
export function DashboardView({ phase, entry, selection, today, currency, outlets, canRefresh, onRefresh, onRetry, onPeriod, onOutlet, onShowLatest }: DashboardViewProps) {
  const period = entry?.metrics?.period
  const shown = period ? { from: period.from, to: period.to } : (resolvePeriod(selection.period, today) ?? null)
  return (
    <>
      <ScreenHeader title={DASHBOARD_TEXT.title}>
        <div className="dashboard__toolbar">
          {entry ? <LastUpdated entry={entry} /> : null}
          <ActionButton className="btn btn-secondary btn-sm" enabled={canRefresh} busy={phase === 'loading'} onAct={onRefresh}>
            {DASHBOARD_TEXT.refresh}
          </ActionButton>
        </div>
      </ScreenHeader>
      <PeriodBar selection={selection} shown={shown} today={today} outlets={outlets} onPeriod={onPeriod} onOutlet={onOutlet} />
      {phase === 'loading' && !entry ? <LoadingDashboard currency={currency} /> : null}
      {phase === 'error' ? <LoadFailedCard title={DASHBOARD_TEXT.failedTitle} text={DASHBOARD_TEXT.failed} retryLabel={DASHBOARD_TEXT.retry} onRetry={onRetry} /> : null}
      {phase !== 'error' && entry ? <LoadedDashboard entry={entry} stale={phase === 'loading'} today={today} currency={currency} onShowLatest={onShowLatest} /> : null}
    </>
  )
}

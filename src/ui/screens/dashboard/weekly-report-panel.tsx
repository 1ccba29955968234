import { useSelector } from '@xstate/react'
import { reportDownloadMachine } from '../../../machines/report-download/report-download.machine'
import { m } from '../../../i18n/messages'
import { REPORT_LABELS, REPORT_TEXT } from './messages'
import { useMachineActor } from '../../app/inspection'
import { ActionButton } from '../../components/button/button'
import { Panel } from '../../components/panel/panel'
import type { ReportWeekInfo } from '../../../../kernel/contract'
import { calendarDay, longDay, weekRange } from '../../../../kernel/format'


export type ReportPhase = 'idle' | 'downloading' | 'ready' | 'failed'

export interface WeeklyReportViewProps {
  phase: ReportPhase
  /** The week the report covers, when its link says. */
  week: string | null
  /** The week as GET /report says it, with whether it is the last complete week (Selera's). */
  covers?: ReportWeekInfo | null
  fileName: string | null
  /** The object URL the PDF is offered under, once ready. */
  href: string | null
  canDownload: boolean
  onDownload: () => void
  onRetry: () => void
}

/** A `YYYY-MM-DD` in the report link: the week's first day. */
export function weekOf(url: string): string | null {
  const day = /(\d{4}-\d{2}-\d{2})/.exec(url)?.[1]
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null
}

/** Which week the report is of, in a sentence: the last complete week, or the last one with sales, said so. */
export function reportAbout(week: string | null, covers: ReportWeekInfo | null | undefined): string {
  if (covers) {
    const range = weekRange(calendarDay(covers.from), calendarDay(covers.to))
    return covers.latest ? m.dashboard_report_aboutLastWeek({ range }) : m.dashboard_report_aboutLastWithSales({ range })
  }
  return week ? m.dashboard_report_aboutWeek({ day: longDay(week) }) : m.dashboard_report_aboutLatest()
}

export function WeeklyReportView({ phase, week, covers, fileName, href, canDownload, onDownload, onRetry }: WeeklyReportViewProps) {
  return (
    <>
      <p className="weekly-report__about">{reportAbout(week, covers)}</p>
      <p role="status" className="weekly-report__status">
        {phase === 'downloading' ? REPORT_LABELS.preparing : null}
        {phase === 'ready' && fileName ? REPORT_TEXT.downloaded(fileName) : null}
      </p>
      <div role="alert">{phase === 'failed' ? <p className="banner banner-error">{REPORT_TEXT.failed}</p> : null}</div>
      <div className="weekly-report__actions">
        {phase === 'idle' || phase === 'downloading' ? (
          <ActionButton className="btn btn-primary" enabled={canDownload} busy={phase === 'downloading'} onAct={onDownload}>
            {REPORT_LABELS.download}
          </ActionButton>
        ) : null}
        {phase === 'ready' && href && fileName ? (
          <a className="btn btn-secondary" href={href} download={fileName}>
            {REPORT_LABELS.saveAgain}
          </a>
        ) : null}
        {phase === 'failed' ? (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {REPORT_LABELS.retry}
          </button>
        ) : null}
      </div>
    </>
  )
}

/** Binds one report link to its download machine. */
function WeeklyReportDownload({ url, covers }: { url: string; covers: ReportWeekInfo | null }) {
  const actor = useMachineActor(reportDownloadMachine, { input: { url } })
  const state = useSelector(actor, (snapshot) => snapshot)
  return (
    <WeeklyReportView
      phase={state.value}
      week={weekOf(url)}
      covers={covers}
      fileName={state.context.file?.fileName ?? null}
      href={state.context.href}
      canDownload={state.can({ type: 'report.download' })}
      onDownload={() => actor.send({ type: 'report.download' })}
      onRetry={() => actor.send({ type: 'report.retry' })}
    />
  )
}

/** The Weekly Report panel (docs/product.md#weekly-report): the link to the report; reports are generated weekly. */
export function WeeklyReportPanel({ reportUrl, week = null }: { reportUrl: string | null; week?: ReportWeekInfo | null }) {
  return (
    <Panel title={REPORT_TEXT.title} lede={REPORT_TEXT.lede} className="weekly-report">
      {reportUrl ? (
        // A new link is a new download: its machine starts afresh.
        <WeeklyReportDownload key={reportUrl} url={reportUrl} covers={week} />
      ) : (
        <p className="empty-state">
          <strong>{REPORT_TEXT.none}</strong>
          <span>{REPORT_TEXT.noneHint}</span>
        </p>
      )}
    </Panel>
  )
}

import { useRef } from 'react'
import type { UploadRecord } from '../../../../kernel/contract'
import { formatWhen } from '../../../../kernel/format'
import { BannerBox, type Banner } from './live-messages'
import { HISTORY_MESSAGES, removeButtonLabel } from './messages'
import { RemovalDialog } from './removal-dialog'
import './recent-uploads.css'

/** A server timestamp for people; the raw text when it does not parse. */
function when(timestamp: string): string {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : formatWhen(time)
}

export type HistoryPhase = 'loading' | 'loaded' | 'failed' | 'refreshing' | 'refreshFailed'

/** Removing one upload: the machine's state, as the list needs it. */
export interface RemovalProps {
  /** Whether Remove can be asked now (not while a question is open or a removal runs). */
  canAsk: boolean
  /** The upload the open question is about; null when none is open. */
  asking: UploadRecord | null
  busy: boolean
  /** The upload is gone: the dialog hands the focus to the list's heading. */
  removed: boolean
  /** What the last removal did, or why it failed. */
  notice: Banner | null
  onAsk: (record: UploadRecord) => void
  onConfirm: () => void
  onCancel: () => void
}

export interface RecentUploadsProps {
  phase: HistoryPhase
  uploads: readonly UploadRecord[]
  total: number
  onRetry: () => void
  removal: RemovalProps
}

/** Rows for a sales file or a manual entry, chunks for a document. */
function extent(record: UploadRecord): string | null {
  if (record.rows > 0) return HISTORY_MESSAGES.rows(record.rows)
  if (record.chunks > 0) return HISTORY_MESSAGES.chunks(record.chunks)
  return null
}

function UploadItem({ record, canRemove, onRemove }: { record: UploadRecord; canRemove: boolean; onRemove: () => void }) {
  const size = extent(record)
  return (
    <li className="recent-upload">
      <div className="recent-upload__head">
        <p className="recent-upload__name">{record.file_name ?? HISTORY_MESSAGES.manualEntry}</p>
        <button type="button" className="btn btn-ghost btn-sm recent-upload__remove" aria-label={removeButtonLabel(record)} disabled={!canRemove} onClick={onRemove}>
          {HISTORY_MESSAGES.remove}
        </button>
      </div>
      <p className="recent-upload__meta">
        <time dateTime={record.uploaded_at}>{when(record.uploaded_at)}</time>
        {size ? <span>{size}</span> : null}
      </p>
      {record.summary ? <p className="recent-upload__summary">{record.summary}</p> : null}
    </li>
  )
}

/** The owner's recent uploads (Selera's `GET /uploads`), below both forms, each with Remove. */
export function RecentUploads({ phase, uploads, total, onRetry, removal }: RecentUploadsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const hasList = phase !== 'loading' && phase !== 'failed'
  const busy = phase === 'loading' || phase === 'refreshing'
  let status = ''
  if (phase === 'loading') status = HISTORY_MESSAGES.loading
  else if (phase === 'refreshing') status = HISTORY_MESSAGES.refreshing
  let error: string | null = null
  if (phase === 'failed') error = HISTORY_MESSAGES.failed
  else if (phase === 'refreshFailed') error = HISTORY_MESSAGES.refreshFailed
  const { notice } = removal

  return (
    <section className="card recent-uploads" aria-labelledby="recent-uploads-title" aria-busy={busy}>
      <h2 ref={headingRef} id="recent-uploads-title" className="recent-uploads__title" tabIndex={-1}>
        {HISTORY_MESSAGES.title}
      </h2>
      <div role="status" className="recent-uploads__status">
        {status ? <p>{status}</p> : null}
        {notice && notice.tone !== 'error' ? <BannerBox banner={notice} /> : null}
      </div>
      <div role="alert">
        {error ? (
          <div className="banner banner-error recent-uploads__error">
            <p>{error}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
              {HISTORY_MESSAGES.retry}
            </button>
          </div>
        ) : null}
        {notice?.tone === 'error' ? <BannerBox banner={notice} /> : null}
      </div>
      {phase === 'loading' ? (
        <ul className="recent-uploads__list list-reset" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="recent-upload recent-upload--skeleton" />
          ))}
        </ul>
      ) : null}
      {hasList && uploads.length === 0 ? (
        <p className="recent-uploads__empty">
          <strong>{HISTORY_MESSAGES.empty}</strong> {HISTORY_MESSAGES.emptyHint}
        </p>
      ) : null}
      {hasList && uploads.length > 0 ? (
        <>
          <ul className="recent-uploads__list list-reset" aria-labelledby="recent-uploads-title">
            {uploads.map((record) => (
              <UploadItem key={record.id} record={record} canRemove={removal.canAsk} onRemove={() => removal.onAsk(record)} />
            ))}
          </ul>
          {total > uploads.length ? (
            <p className="recent-uploads__more">{HISTORY_MESSAGES.more(uploads.length, total)}</p>
          ) : null}
        </>
      ) : null}
      <RemovalDialog
        upload={removal.asking}
        busy={removal.busy}
        onConfirm={removal.onConfirm}
        onCancel={removal.onCancel}
        {...(removal.removed ? { returnFocusTo: headingRef } : {})}
      />
    </section>
  )
}

import './tray.css'
import { kilobytes } from '../../../../kernel/format'
import type { AttachmentItem, AttachmentRefusal, BatchSummary } from '../../../machines/chat/chat-attachments.machine'
import { refusalText, resultText, TRAY_TEXT } from './chat-text'

export interface AttachmentTrayProps {
  items: AttachmentItem[]
  refused: AttachmentRefusal[]
  /** The file uploading now. */
  current: string | null
  uploading: boolean
  summary: BatchSummary | null
  batchFailed: boolean
  canUpload: boolean
  canClear: boolean
  canRemove: boolean
  onUpload: () => void
  onClear: () => void
  onRemove: (id: string) => void
}

function ItemRow({ item, current, canRemove, onRemove }: { item: AttachmentItem; current: boolean; canRemove: boolean; onRemove: (id: string) => void }) {
  const result = item.result ? resultText(item.result) : null
  return (
    <li className="chat-tray__item">
      <div className="chat-tray__file">
        <span className="chat-tray__name">{item.file.name}</span>
        <span className="chat-tray__size">{kilobytes(item.file.size)}</span>
      </div>
      {current ? (
        <div className="chat-tray__progress">
          <progress max={100} value={item.progress} aria-label={TRAY_TEXT.progress(item.file.name)} />
          <span>{item.progress}%</span>
        </div>
      ) : (
        <p className={`chat-tray__result chat-tray__result--${result?.tone ?? 'waiting'}`}>{result?.text ?? TRAY_TEXT.waiting}</p>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRemove(item.id)} disabled={!canRemove} aria-label={TRAY_TEXT.remove(item.file.name)}>
        ×
      </button>
    </li>
  )
}

/**
 * The attachment tray (docs/product.md#chat-attachments): what was refused and why, each file with
 * its progress or its result, the batch's summary, 'Upload All' and 'Clear All'. Shown once a file
 * has been chosen.
 */
export function AttachmentTray(props: AttachmentTrayProps) {
  const { items, refused, current, uploading, summary, batchFailed } = props
  return (
    <section className="chat-tray card" aria-label={TRAY_TEXT.label}>
      <div role="alert" className="chat-tray__refusals">
        {refused.map((refusal, i) => (
          <p key={i} className="banner banner-error">
            {refusalText(refusal.name, refusal.problem)}
          </p>
        ))}
        {batchFailed ? <p className="banner banner-error">{TRAY_TEXT.batchFailed}</p> : null}
      </div>
      <div role="status" className="chat-tray__summary">
        {summary ? <p className="banner banner-info">{TRAY_TEXT.summary(summary)}</p> : null}
      </div>
      {items.length > 0 ? (
        <>
          <p className="chat-tray__hint">{TRAY_TEXT.hint}</p>
          <ul className="chat-tray__items">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} current={item.id === current} canRemove={props.canRemove} onRemove={props.onRemove} />
            ))}
          </ul>
          <div className="chat-tray__actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={props.onUpload} disabled={!props.canUpload}>
              {uploading ? TRAY_TEXT.uploading : TRAY_TEXT.uploadAll}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={props.onClear} disabled={!props.canClear}>
              {TRAY_TEXT.clearAll}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}

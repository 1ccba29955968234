import { useEffect, useRef } from 'react'
import { PICKER_ACCEPT } from '../../../machines/upload/file-rules'
import { FILE_TEXT } from './messages'
import { BusyLabel } from '../../components/button/button'
import { FileDrop } from '../../components/file-drop/file-drop'
import { Panel } from '../../components/panel/panel'
import { kilobytes } from '../../../../kernel/format'
import type { UploadDateOrder } from '../../../../kernel/contract'
import { DateOrderOffer } from './date-order-offer'
import { LiveMessages, type Banner } from './live-messages'
import type { SampleFile } from './samples'

export interface FilePanelProps {
  file: { name: string; size: number } | null
  /** 0 to 100. */
  progress: number
  uploading: boolean
  canSelect: boolean
  canUpload: boolean
  canRemove: boolean
  canCancel: boolean
  banner: Banner | null
  /** The other order for a stored file's dates, when nothing in the file proved the one read; null otherwise. */
  dateOffer: UploadDateOrder | null
  /** Demo mode's sample exports; null in live mode. */
  samples: readonly SampleFile[] | null
  onSelect: (file: File) => void
  onRemove: () => void
  onUpload: () => void
  onCancel: () => void
  onReread: () => void
}


/** The file half of the upload screen (docs/product.md#upload-file-rules): the drop zone, the chosen file, progress, the outcome. */
export function FilePanel(props: FilePanelProps) {
  const { file, progress, uploading, banner, samples } = props
  const inputRef = useRef<HTMLInputElement>(null)
  const uploadRef = useRef<HTMLButtonElement>(null)

  // Cancel (or the end of the upload) removes the button that had the focus: keep it in the panel.
  const wasUploading = useRef(false)
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body
    if (wasUploading.current && !uploading && focusLost) uploadRef.current?.focus()
    wasUploading.current = uploading
  }, [uploading])

  const remove = () => {
    props.onRemove()
    inputRef.current?.focus()
  }

  return (
    <Panel title={FILE_TEXT.title} lede={FILE_TEXT.lede} className="upload-card">
      <FileDrop
        id="upload-file-input"
        label={FILE_TEXT.inputLabel}
        areaLabel={FILE_TEXT.dropArea}
        dropHint={FILE_TEXT.dropHint}
        accept={PICKER_ACCEPT}
        disabled={!props.canSelect}
        describedBy="upload-file-types upload-file-limit"
        inputRef={inputRef}
        onFile={props.onSelect}
      >
        <p className="upload-card__limits">
          <span id="upload-file-types">{FILE_TEXT.types}</span>{' '}
          <span id="upload-file-limit">{FILE_TEXT.maximum}</span>
        </p>
      </FileDrop>

      {file ? (
        <div className="chosen-file" role="group" aria-label={FILE_TEXT.selected}>
          <svg className="chosen-file__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <div className="chosen-file__text">
            <p className="chosen-file__name">{file.name}</p>
            <p className="chosen-file__size">{kilobytes(file.size)}</p>
          </div>
          <button type="button" className="btn btn-secondary btn-sm" aria-label={FILE_TEXT.removeNamed(file.name)} disabled={!props.canRemove} onClick={remove}>
            {FILE_TEXT.remove}
          </button>
        </div>
      ) : null}

      {uploading ? (
        <div className="upload-progress">
          <div className="upload-progress__bar">
            <progress max={100} value={progress} aria-label={FILE_TEXT.progress} />
            <span className="upload-progress__percent">{FILE_TEXT.percent(progress)}</span>
          </div>
          {/* The bytes are out; the server is still reading the file, which can take a while. */}
          {progress >= 100 ? <p className="upload-progress__note">{FILE_TEXT.reading}</p> : null}
        </div>
      ) : null}

      <LiveMessages banner={banner} />
      {props.dateOffer ? <DateOrderOffer offer={props.dateOffer} onReread={props.onReread} /> : null}

      <div className="upload-card__actions">
        <button ref={uploadRef} type="button" className="btn btn-primary" disabled={!props.canUpload} onClick={props.onUpload}>
          <BusyLabel busy={uploading} busyLabel={FILE_TEXT.uploading}>
            {FILE_TEXT.upload}
          </BusyLabel>
        </button>
        {props.canCancel ? (
          <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
            {FILE_TEXT.cancel}
          </button>
        ) : null}
      </div>

      {samples && samples.length > 0 ? (
        <div className="upload-samples">
          <h3 className="upload-samples__title">{FILE_TEXT.samplesTitle}</h3>
          <p className="upload-samples__lede">{FILE_TEXT.samplesLede}</p>
          <ul className="upload-samples__list">
            {samples.map((sample) => (
              <li key={sample.file}>
                <a href={`/samples/${sample.file}`} download={sample.file}>
                  {sample.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  )
}

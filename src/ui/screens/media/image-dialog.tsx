import { useId, useRef, type ReactNode } from 'react'
import { formatWhen, type Locale } from '../../../../kernel/format'
import type { GalleryImage } from '../../../machines/generated-media/generated-media.machine'
import { altOf, DIALOG_TEXT } from './media-text'
import { ActionButton } from '../../components/button/button'
import { useDialogFocus } from '../../components/dialog/use-dialog-focus'
import { useModalKeys } from '../../components/dialog/use-modal-keys'
import '../../components/dialog/confirm-dialog.css'

export interface ImageDialogProps {
  image: GalleryImage
  locale: Locale
  /** 'Download Image' can start now (not while another download is fetched). */
  canDownload: boolean
  /** This image's download is being fetched (the button shows it). */
  downloading: boolean
  /** The download's words (status, failure, 'Save again'), shown in the dialog while it is open. */
  notice: ReactNode
  onDownload: () => void
  onClose: () => void
}

/**
 * The full-size image (docs/product.md#generated-media), a modal dialog titled 'Generated image':
 * the picture whole (contained, never cropped), the owner's query, when it was made, its size and
 * how long it took, and 'Download Image'. The focus starts on Close, Tab and Shift+Tab stay inside,
 * Escape or Close shuts it, and the focus goes back to what opened it (the tile's View).
 */
export function ImageDialog({ image, locale, canDownload, downloading, notice, onDownload, onClose }: ImageDialogProps) {
  const titleId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useDialogFocus(true, closeRef)
  useModalKeys(boxRef, true, onClose)

  const { size, generationMs } = image
  return (
    <div className="dialog-backdrop">
      <div ref={boxRef} className="dialog media-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="media-dialog__head">
          <h2 id={titleId} className="dialog__title">
            {DIALOG_TEXT.title}
          </h2>
          <button ref={closeRef} type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            {DIALOG_TEXT.close}
          </button>
        </div>
        <img className="media-dialog__image" src={image.src} alt={altOf(image.query)} width={size?.width} height={size?.height} decoding="async" />
        <dl className="media-dialog__details">
          <div className="media-dialog__detail media-dialog__detail--wide">
            <dt>{DIALOG_TEXT.query}</dt>
            <dd>{image.query}</dd>
          </div>
          <div className="media-dialog__detail">
            <dt>{DIALOG_TEXT.created}</dt>
            <dd>{Number.isNaN(image.createdAt) ? DIALOG_TEXT.unknown : <time dateTime={new Date(image.createdAt).toISOString()}>{formatWhen(image.createdAt, locale)}</time>}</dd>
          </div>
          <div className="media-dialog__detail">
            <dt>{DIALOG_TEXT.dimensions}</dt>
            <dd>{size ? DIALOG_TEXT.size(size.width, size.height) : DIALOG_TEXT.unknown}</dd>
          </div>
          <div className="media-dialog__detail">
            <dt>{DIALOG_TEXT.generationTime}</dt>
            <dd>{generationMs === null ? DIALOG_TEXT.unknown : DIALOG_TEXT.milliseconds(generationMs, locale)}</dd>
          </div>
        </dl>
        {notice}
        <div className="dialog__actions">
          <ActionButton className="btn btn-primary" enabled={canDownload} busy={downloading} onAct={onDownload}>
            {DIALOG_TEXT.download}
          </ActionButton>
        </div>
      </div>
    </div>
  )
}

import { useId, useRef, type JSX } from 'react'
import type { ValidationStatus } from '../../../machines/assets/company-assets.machine'
import { useDialogFocus } from '../dialog/use-dialog-focus'
import { useModalKeys } from '../dialog/use-modal-keys'
import { CompanyAssetsPanel } from './company-assets-panel'
import { ASSETS_TEXT } from './company-assets-text'

export interface CompanyAssetsModalProps {
  open: boolean
  onClose: () => void
  /** After each upload and the re-check that follows it, with the status now. */
  onUploaded?: (status: ValidationStatus) => void
}

/**
 * 'Upload Company Assets' (docs/product.md#company-assets): the panel in a modal dialog opened from
 * the chat. The focus moves in on opening and stays inside (Tab and Shift+Tab go round); Escape or
 * the close button closes it, and the focus goes back to what opened it. The panel mounts with the
 * dialog, so each opening loads afresh (the types from their 10-minute cache).
 */
export function CompanyAssetsModal({ open, onClose, onUploaded }: CompanyAssetsModalProps): JSX.Element {
  const titleId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useDialogFocus(open, closeRef)
  useModalKeys(boxRef, open, onClose)

  // An element only while open; a fragment keeps the return type an element for the chat to place.
  if (!open) return <></>

  return (
    <div className="assets-modal-backdrop">
      <div ref={boxRef} className="assets-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="assets-modal__head">
          <h2 id={titleId} className="assets-modal__title">
            {ASSETS_TEXT.modalTitle}
          </h2>
          <button ref={closeRef} type="button" className="btn btn-ghost btn-sm assets-modal__close" onClick={onClose} aria-label={ASSETS_TEXT.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="assets-modal__body">
          <CompanyAssetsPanel {...(onUploaded ? { onUploaded } : {})} />
        </div>
      </div>
    </div>
  )
}

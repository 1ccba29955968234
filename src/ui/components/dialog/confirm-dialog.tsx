import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { m } from '../../../i18n/messages'
import { BusyLabel } from '../button/button'
import { useModalKeys } from './use-modal-keys'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What will happen, said plainly (the dialog's description). */
  children: ReactNode
  confirmLabel: string
  /** The harmless answer's words; 'Cancel' unless said. */
  cancelLabel?: string
  /** The confirm button's words while the action runs. */
  busyLabel: string
  /** While true the action runs: both buttons are disabled and Escape does nothing. */
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Where the focus goes when the dialog closes; by default back to what had it when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** Whether the focus can rest on it: in the page and not disabled. */
function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return Boolean(element?.isConnected) && !(element as HTMLButtonElement).disabled
}

/**
 * A question before a destructive action (WAI-ARIA alertdialog): modal, labelled by its title and
 * described by its text. It opens on Cancel, the harmless answer; Tab and Shift+Tab stay inside;
 * Escape cancels. On closing, the focus goes back where it was, or to `returnFocusTo` when the
 * action took that element away.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busyLabel, busy, onConfirm, onCancel, returnFocusTo }: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
      return
    }
    if (!opener.current) return
    const target = focusable(returnFocusTo?.current) ? returnFocusTo.current : opener.current
    opener.current = null
    if (focusable(target)) target.focus()
  }, [open, returnFocusTo])

  // Cancel first; while the action runs the buttons are disabled, so the dialog itself holds the focus.
  useEffect(() => {
    if (!open) return
    if (busy) boxRef.current?.focus()
    else cancelRef.current?.focus()
  }, [open, busy])

  // Escape cancels (not while the action runs); Tab and Shift+Tab go round the dialog's buttons.
  useModalKeys(boxRef, open, () => {
    if (!busy) onCancel()
  })

  if (!open) return null

  return (
    <div className="dialog-backdrop">
      <div
        ref={boxRef}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={busy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={textId} className="dialog__text">
          {children}
        </div>
        <div className="dialog__actions">
          <button ref={cancelRef} type="button" className="btn btn-secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel ?? m.dialog_cancel()}
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
            <BusyLabel busy={busy} busyLabel={busyLabel}>
              {confirmLabel}
            </BusyLabel>
          </button>
        </div>
      </div>
    </div>
  )
}

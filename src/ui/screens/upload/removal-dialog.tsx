import type { RefObject } from 'react'
import type { UploadRecord } from '../../../../kernel/contract'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { REMOVAL_MESSAGES, removalQuestion } from './messages'

export interface RemovalDialogProps {
  /** The upload asked about; null when no question is open. */
  upload: UploadRecord | null
  busy: boolean
  /** Where the focus goes when the dialog closes (the list's heading once the upload is gone). */
  returnFocusTo?: RefObject<HTMLElement | null>
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before an upload is removed (docs/product.md#recent-uploads): which upload, what it holds, what removing it does. */
export function RemovalDialog({ upload, busy, returnFocusTo, onConfirm, onCancel }: RemovalDialogProps) {
  return (
    <ConfirmDialog
      open={upload !== null}
      title={upload ? removalQuestion(upload) : ''}
      confirmLabel={REMOVAL_MESSAGES.confirm}
      busyLabel={REMOVAL_MESSAGES.busy}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      {upload?.summary ? <p className="removal-dialog__summary">{upload.summary}</p> : null}
      <p>{REMOVAL_MESSAGES.consequence}</p>
    </ConfirmDialog>
  )
}

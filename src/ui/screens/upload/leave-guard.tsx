import { LeaveGuard as AskBeforeLeaving } from '../../components/leave-guard/leave-guard'
import { LEAVE_MESSAGES, leaveWarning } from './messages'

export interface LeaveGuardProps {
  /** A file is uploading: leaving would stop it. */
  active: boolean
  fileName: string | null
}

/**
 * Asks before the owner leaves the upload screen mid-upload (docs/product.md#upload-states); if the
 * upload ends while the question is open, nothing is lost any more and the owner goes where they asked.
 */
export function LeaveGuard({ active, fileName }: LeaveGuardProps) {
  return (
    <AskBeforeLeaving active={active} title={LEAVE_MESSAGES.title} leaveLabel={LEAVE_MESSAGES.leave} stayLabel={LEAVE_MESSAGES.stay}>
      <p>{leaveWarning(fileName)}</p>
    </AskBeforeLeaving>
  )
}

import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { leaveGuardMachine } from '../../../machines/leave-guard/leave-guard.machine'
import { useAskBeforeUnload, useHeldLinks } from '../../app/held-links'
import { useMachineActor } from '../../app/inspection'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { LEAVE_MESSAGES, leaveWarning } from './messages'

export interface LeaveGuardProps {
  /** A file is uploading: leaving would stop it. */
  active: boolean
  fileName: string | null
}

/**
 * Asks before the owner leaves the upload screen mid-upload (docs/product.md#upload-states): the
 * browser's own question for a reload, a closed tab or another site, and ours (the leave-guard
 * machine) for a link to another page of the app. If the upload ends while ours is open, nothing is
 * lost any more and the owner goes where they asked.
 */
export function LeaveGuard({ active, fileName }: LeaveGuardProps) {
  const guard = useMachineActor(leaveGuardMachine)
  const asking = useSelector(guard, (snapshot) => snapshot.matches('asking'))
  const navigate = useNavigate()

  useAskBeforeUnload(active)
  useHeldLinks(active, useCallback((to: string) => guard.send({ type: 'leave.request', to }), [guard]))
  useEffect(() => {
    const going = guard.on('leave.go', ({ to }) => void navigate(to))
    return () => going.unsubscribe()
  }, [guard, navigate])
  useEffect(() => {
    if (!active) guard.send({ type: 'leave.allowed' })
  }, [active, guard])

  return (
    <ConfirmDialog
      open={asking}
      title={LEAVE_MESSAGES.title}
      confirmLabel={LEAVE_MESSAGES.leave}
      cancelLabel={LEAVE_MESSAGES.stay}
      busyLabel={LEAVE_MESSAGES.leave}
      busy={false}
      onConfirm={() => guard.send({ type: 'leave.confirm' })}
      onCancel={() => guard.send({ type: 'leave.stay' })}
    >
      <p>{leaveWarning(fileName)}</p>
    </ConfirmDialog>
  )
}

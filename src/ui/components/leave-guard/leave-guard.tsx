import { useSelector } from '@xstate/react'
import { useCallback, useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { leaveGuardMachine } from '../../../machines/leave-guard/leave-guard.machine'
import { useAskBeforeUnload, useHeldLinks } from '../../app/held-links'
import { useMachineActor } from '../../app/inspection'
import { ConfirmDialog } from '../dialog/confirm-dialog'

export interface LeaveGuardProps {
  /** Leaving now would lose something (a file uploading, changes not saved). */
  active: boolean
  /** The dialog's title, and its two answers. */
  title: string
  leaveLabel: string
  stayLabel: string
  /** What would be lost, in a sentence or two. */
  children: ReactNode
}

/**
 * Asks before the owner leaves a screen while leaving would lose something: the browser's own
 * question for a reload, a closed tab or another site, and ours (the leave-guard machine) for a
 * link to another page of the app. If nothing is at stake any more while ours is open (the upload
 * ended, the changes were saved), the owner goes where they asked.
 */
export function LeaveGuard({ active, title, leaveLabel, stayLabel, children }: LeaveGuardProps) {
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
      title={title}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      busyLabel={leaveLabel}
      busy={false}
      onConfirm={() => guard.send({ type: 'leave.confirm' })}
      onCancel={() => guard.send({ type: 'leave.stay' })}
    >
      {children}
    </ConfirmDialog>
  )
}

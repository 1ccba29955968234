import { useSelector } from '@xstate/react'
import { demoResetMachine } from '../../../machines/demo-reset/demo-reset.machine'
import { useMachineActor } from '../../app/inspection'
import './demo-bar.css'

/** Demo mode only: says so, and lets a presenter put the demo data back as it was. */
export function DemoBar() {
  const actor = useMachineActor(demoResetMachine)
  const state = useSelector(actor, (snapshot) => snapshot)
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event)

  return (
    <aside className="demo-bar" aria-label="Demo mode">
      <p className="demo-bar__text">
        <strong>Demo mode.</strong> Everything runs in this browser; no data leaves it.
      </p>
      <div className="demo-bar__actions">
        {state.matches('confirming') ? (
          <>
            <span className="demo-bar__question">Reset every demo account to its starting data?</span>
            <button type="button" className="btn btn-sm btn-accent" onClick={() => send({ type: 'reset.confirm' })}>
              Yes, reset
            </button>
            <button type="button" className="btn btn-sm btn-ghost demo-bar__cancel" onClick={() => send({ type: 'reset.cancel' })}>
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-ghost demo-bar__reset"
            disabled={state.hasTag('busy')}
            onClick={() => send({ type: 'reset.request' })}
          >
            {state.hasTag('busy') ? 'Resetting…' : 'Reset demo data'}
          </button>
        )}
        <span role="status" className="demo-bar__status">
          {state.matches('done') ? 'Demo data reset.' : state.matches('failed') ? 'Could not reset the demo data. Try again.' : ''}
        </span>
      </div>
    </aside>
  )
}

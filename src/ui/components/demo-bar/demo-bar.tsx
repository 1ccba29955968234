import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { Markup } from '../../../i18n/markup'
import { m } from '../../../i18n/messages'
import { demoResetMachine, type DemoResetEvent } from '../../../machines/demo-reset/demo-reset.machine'
import { useMachineActor } from '../../app/inspection'
import { useSessionActor } from '../../app/session-context'
import './demo-bar.css'

/** Demo mode only: says so, and lets a presenter put the demo data back as it was. */
export function DemoBar() {
  const session = useSessionActor()
  const actor = useMachineActor(demoResetMachine, { input: { session } })
  const state = useSelector(actor, (snapshot) => snapshot)
  const send = (event: DemoResetEvent) => actor.send(event)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const requestRef = useRef<HTMLButtonElement>(null)
  const confirming = state.matches('confirming')

  // Keep keyboard focus in the bar as its buttons swap: on the question's answer, then back.
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) requestRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  return (
    <aside className="demo-bar" aria-label={m.demoBar_label()}>
      <p className="demo-bar__text">
        <Markup parts={m.demoBar_text.parts()} tags={{ strong: (words) => <strong>{words}</strong> }} />
      </p>
      <div className="demo-bar__actions">
        {confirming ? (
          <>
            <span className="demo-bar__question">{m.demoBar_question()}</span>
            <button ref={confirmRef} type="button" className="btn btn-sm btn-accent" onClick={() => send({ type: 'reset.confirm' })}>
              {m.demoBar_confirm()}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              aria-label={m.demoBar_cancelLabel()}
              onClick={() => send({ type: 'reset.cancel' })}
            >
              {m.demoBar_cancel()}
            </button>
          </>
        ) : (
          <button
            ref={requestRef}
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={state.hasTag('busy')}
            onClick={() => send({ type: 'reset.request' })}
          >
            {state.hasTag('busy') ? m.demoBar_resetting() : m.demoBar_reset()}
          </button>
        )}
        <span role="status" className="demo-bar__status">
          {state.matches('failed') ? m.demoBar_failed() : ''}
        </span>
      </div>
    </aside>
  )
}

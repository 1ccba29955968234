import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { twoFactorMachine } from '../../../../machines/settings/two-factor.machine'
import { useMachineActor } from '../../../app/inspection'
import { BusyLabel } from '../../../components/button/button'
import { OneTimeCodeField } from '../../../components/one-time-code/one-time-code-field'
import { Switch } from '../../../components/switch/switch'
import { SETTINGS_TEXT } from '../settings-text'
import './two-factor.css'

const TEXT = SETTINGS_TEXT.security
const SETUP = TEXT.twoFactorSetup

/** `JBSWY3DPEHPK3PXP` as `JBSW Y3DP EHPK 3PXP`: easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * The two-factor switch and its steps (deviation 42): on → the QR code, the key and a code; off → a
 * code. It lives inside the Security form, so its buttons are plain buttons and Enter in the code
 * field confirms the code instead of saving the form.
 */
export function TwoFactorPanel({ on, onChanged }: { on: boolean; onChanged: (on: boolean) => void }) {
  const actor = useMachineActor(twoFactorMachine, { input: { on } })
  const state = useSelector(actor, (snapshot) => snapshot)
  const { enrollment, code, problem, notice } = state.context
  useEffect(() => {
    const subscription = actor.on('twoFactor.changed', (event) => onChanged(event.on))
    return () => subscription.unsubscribe()
  }, [actor, onChanged])
  const busy = state.hasTag('busy')
  const isOn = state.matches('on') || state.matches('disabling') || state.matches('turningOff')
  const asking = state.matches('awaitingCode') || state.matches('confirming') ? 'on' : state.matches('disabling') || state.matches('turningOff') ? 'off' : null
  const error = problem ? SETTINGS_TEXT.code[problem] : null
  const confirm = () => actor.send({ type: 'twoFactor.confirm' })
  return (
    <div className="two-factor">
      <Switch
        id="settings-two-factor"
        label={TEXT.twoFactor}
        hint={TEXT.twoFactorHint}
        checked={isOn || asking === 'on'}
        disabled={busy || asking !== null}
        onChange={(next) => actor.send({ type: next ? 'twoFactor.start' : 'twoFactor.stop' })}
      />
      {state.matches('enrolling') ? <p className="two-factor__note">{SETUP.starting}</p> : null}
      {state.matches('enrollFailed') ? (
        <p role="alert" className="banner banner-error">
          <span>{SETUP.startFailed}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => actor.send({ type: 'twoFactor.start' })}>
            {SETTINGS_TEXT.retry}
          </button>
          <button type="button" className="settings__link" onClick={() => actor.send({ type: 'twoFactor.cancel' })}>
            {SETUP.cancel}
          </button>
        </p>
      ) : null}
      {asking ? (
        <div role="group" aria-labelledby="two-factor-step" className="two-factor__step" aria-busy={busy}>
          <p id="two-factor-step" className="two-factor__note">
            {asking === 'on' ? SETUP.scan : SETUP.stopAsk}
          </p>
          {asking === 'on' && enrollment ? (
            <div className="two-factor__setup">
              <img className="two-factor__qr" src={enrollment.qrCode} alt={SETUP.qrAlt} width={176} height={176} />
              <p className="two-factor__key">
                <span>{SETUP.key}</span>
                <code>{grouped(enrollment.secret)}</code>
              </p>
            </div>
          ) : null}
          <OneTimeCodeField
            id="two-factor-code"
            label={SETUP.code}
            code={code}
            error={error}
            disabled={busy}
            onChange={(typed) => actor.send({ type: 'twoFactor.code', code: typed })}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              confirm()
            }}
          />
          <div className="two-factor__actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>
              <BusyLabel busy={busy} busyLabel={asking === 'on' ? SETUP.turningOn : SETUP.turningOff}>
                {asking === 'on' ? SETUP.turnOn : SETUP.turnOff}
              </BusyLabel>
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => actor.send({ type: 'twoFactor.cancel' })}>
              {SETUP.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <div role="status" className="form-banner">
        {notice ? <p className="banner banner-success">{notice === 'turnedOn' ? SETUP.turnedOn : SETUP.turnedOff}</p> : null}
      </div>
    </div>
  )
}

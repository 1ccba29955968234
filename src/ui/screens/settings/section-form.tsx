import type { ReactNode } from 'react'
import { SubmitButton } from '../../components/field/field'
import { submitHandler } from '../../components/field/form'
import { SETTINGS_TEXT } from './settings-text'
import type { SectionPhase } from './use-section'

export interface SectionFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string
  phase: SectionPhase
  busy: boolean
  /** The green banner's words after a save. */
  success: string
  /** The server's reason for a failed save, shown under the spec's words. */
  reason: string | null
  onSubmit: () => void
  /** The submit button (none for a form saved on each change). */
  button?: { label: string; busyLabel: string; disabled?: boolean; describedBy?: string }
  children: ReactNode
  /** Under the button: why it is disabled. */
  footnote?: ReactNode
}

/** A Settings tab's form: its controls, the green and red banners, and its one button. */
export function SectionForm({ labelledBy, phase, busy, success, reason, onSubmit, button, children, footnote }: SectionFormProps) {
  return (
    <form className="settings__form" aria-labelledby={labelledBy} aria-busy={busy} onSubmit={submitHandler(onSubmit)} noValidate>
      {children}
      <div className="settings__actions">
        <div role="status" className="settings__banner">
          {phase === 'done' ? <p className="banner banner-success">{success}</p> : null}
        </div>
        <div role="alert" className="settings__banner">
          {phase === 'failed' ? (
            <p className="banner banner-error">
              <span>
                {SETTINGS_TEXT.saveFailed}
                {reason ? <span className="settings__reason">{reason}</span> : null}
              </span>
            </p>
          ) : null}
        </div>
        {button ? (
          <SubmitButton busy={busy} busyLabel={button.busyLabel} className="btn btn-primary" disabled={button.disabled ?? false} {...(button.describedBy ? { describedBy: button.describedBy } : {})}>
            {button.label}
          </SubmitButton>
        ) : null}
        {footnote}
      </div>
    </form>
  )
}

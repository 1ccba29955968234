import type { ReactNode } from 'react'
import { SubmitButton } from '../../components/field/field'
import { submitHandler } from '../../components/field/form'
import { SaveOutcome } from '../../components/field/save-outcome'
import { SETTINGS_TEXT } from './settings-text'
import type { SectionBinding } from './use-section'
import '../../components/field/form-layout.css'

export interface SectionFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string
  /** The tab's form machine, as `useSection` binds it. */
  form: Pick<SectionBinding<never, never>, 'phase' | 'busy' | 'reason' | 'submit'>
  /** The green banner's words after a save. */
  success: string
  /** The submit button (none for a form saved on each change). */
  button?: { label: string; busyLabel: string; disabled?: boolean; describedBy?: string }
  children: ReactNode
  /** Under the button: why it is disabled. */
  footnote?: ReactNode
}

/** A Settings tab's form: its controls, the green and red banners, and its one button. */
export function SectionForm({ labelledBy, form, success, button, children, footnote }: SectionFormProps) {
  const { phase, busy, reason } = form
  return (
    <form className="settings__form" aria-labelledby={labelledBy} aria-busy={busy} onSubmit={submitHandler(form.submit)} noValidate>
      {children}
      <div className="form-actions">
        <SaveOutcome
          saved={phase === 'done' ? success : null}
          failed={
            phase === 'failed' ? (
              <span>
                {SETTINGS_TEXT.saveFailed}
                {reason ? <span className="settings__reason">{reason}</span> : null}
              </span>
            ) : null
          }
        />
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

/** A tab that is one form: its heading, a line on what it is for, and the form. */
export function TabForm({ tab, heading, about, ...props }: Omit<SectionFormProps, 'labelledBy'> & { tab: string; heading: string; about?: string }) {
  const headingId = `settings-${tab}-heading`
  return (
    <>
      <h2 id={headingId} className="settings__heading">
        {heading}
      </h2>
      {about ? <p className="settings__about">{about}</p> : null}
      <SectionForm labelledBy={headingId} {...props} />
    </>
  )
}

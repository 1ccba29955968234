import type { InputHTMLAttributes, ReactNode } from 'react'

/** The id of a field's hint, for the control's `aria-describedby`. */
export function hintId(id: string): string {
  return `${id}-hint`
}

/** The id of a field's error. */
export function errorId(id: string): string {
  return `${id}-error`
}

/** What a control with this hint and error says of itself: `aria-describedby` (error first) and `aria-invalid`. */
export function describedBy(id: string, hint: unknown, error: string | null | undefined): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  const ids = [...(error ? [errorId(id)] : []), ...(hint ? [hintId(id)] : [])]
  return { ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}), ...(error ? { 'aria-invalid': true } : {}) }
}

export interface FieldProps {
  /** The control's id: the label names it. */
  id: string
  label: string
  /** One line under the control; the control should point at it with `describedBy(id, hint, error)`. */
  hint?: ReactNode
  /** Why the value was refused; shown under the control until it is changed. */
  error?: string | null
  /** The control itself (an input, a select, an input with a button beside it). */
  children: ReactNode
}

/** A labelled form control in the app's `.field` layout (src/ui/styles/controls.css). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <span id={errorId(id)} className="field-error">
          {error}
        </span>
      ) : null}
      {hint ? (
        <span id={hintId(id)} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'> & {
  id: string
  label: string
  hint?: string
  error?: string | null
  value: string
  /** The new text, on every change. */
  onValueChange: (value: string) => void
}

/** A labelled `<input>` whose value the caller holds (a machine's context field). */
export function TextField({ id, label, hint, error, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...describedBy(id, hint, error)} {...input} />
    </Field>
  )
}

export interface SubmitButtonProps {
  /** While true: disabled, with a spinner and `busyLabel`. */
  busy: boolean
  busyLabel: string
  className: string
  /** Disabled without being busy: the form waits for another answer first. */
  disabled?: boolean
  /** The id of the words that say why it is disabled. */
  describedBy?: string
  children: ReactNode
}

/** A form's submit button that says what is happening while the form is sent. */
export interface BusyLabelProps {
  /** While true: a spinner and `busyLabel` in place of the button's words. */
  busy: boolean
  busyLabel: ReactNode
  children: ReactNode
}

/** A button's words that say its work is running ('Saving...' after a spinner) while it runs. */
export function BusyLabel({ busy, busyLabel, children }: BusyLabelProps) {
  return busy ? (
    <>
      <span className="spinner" aria-hidden="true" />
      {busyLabel}
    </>
  ) : (
    children
  )
}

export function SubmitButton({ busy, busyLabel, className, disabled = false, describedBy, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
      <BusyLabel busy={busy} busyLabel={busyLabel}>
        {children}
      </BusyLabel>
    </button>
  )
}

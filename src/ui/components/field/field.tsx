import type { InputHTMLAttributes, ReactNode } from 'react'

/** The id of a field's hint, for the control's `aria-describedby`. */
export function hintId(id: string): string {
  return `${id}-hint`
}

export interface FieldProps {
  /** The control's id: the label names it. */
  id: string
  label: string
  /** One line under the control; the control should point at it with `aria-describedby={hintId(id)}`. */
  hint?: ReactNode
  /** The control itself (an input, a select, an input with a button beside it). */
  children: ReactNode
}

/** A labelled form control in the app's `.field` layout (src/ui/styles/controls.css). */
export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
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
  value: string
  /** The new text, on every change. */
  onValueChange: (value: string) => void
}

/** A labelled `<input>` whose value the caller holds (a machine's context field). */
export function TextField({ id, label, hint, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...(hint ? { 'aria-describedby': hintId(id) } : {})} {...input} />
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
  children: ReactNode
}

/** A form's submit button that says what is happening while the form is sent. */
export function SubmitButton({ busy, busyLabel, className, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}

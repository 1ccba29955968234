import type { KeyboardEvent } from 'react'
import { describedBy, Field } from '../field/field'

export interface OneTimeCodeFieldProps {
  id: string
  label: string
  code: string
  /** Why the last code was not taken, in words. */
  error: string | null
  disabled: boolean
  onChange: (code: string) => void
  /** The field is the one of a step the owner just reached. */
  autoFocus?: boolean
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** The 6-digit code of an authenticator app: digits on a phone's keypad, the browser's one-time-code fill, '123 456' allowed. */
export function OneTimeCodeField({ id, label, code, error, disabled, onChange, autoFocus = false, onKeyDown }: OneTimeCodeFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when it is the one field of a step the owner just reached
        autoFocus={autoFocus}
        disabled={disabled}
        value={code}
        onChange={(event) => onChange(event.target.value)}
        {...(onKeyDown ? { onKeyDown } : {})}
        {...describedBy(id, null, error)}
      />
    </Field>
  )
}

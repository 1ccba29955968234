import { m } from '../../../i18n/messages'
import { describedBy, Field } from '../../components/field/field'

export interface PasswordFieldProps {
  id: string
  label: string
  /** `current-password` to sign in, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password'
  value: string
  shown: boolean
  disabled: boolean
  hint?: string
  minLength?: number
  maxLength?: number
  onChange: (value: string) => void
  onToggleShown: () => void
}

/** A password input with its Show / Hide button, as the sign-in and sign-up forms have it. */
export function PasswordField({ id, label, autoComplete, value, shown, disabled, hint, minLength, maxLength, onChange, onToggleShown }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <div className="sign-in__password">
        <input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={maxLength}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, hint, null)}
        />
        <button
          type="button"
          className="sign-in__reveal"
          aria-label={shown ? m.signIn_hidePassword() : m.signIn_showPassword()}
          aria-controls={id}
          onClick={onToggleShown}
          disabled={disabled}
        >
          {shown ? m.signIn_hide() : m.signIn_show()}
        </button>
      </div>
    </Field>
  )
}

import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { MAX_NAME_CHARS, MAX_PASSWORD_CHARS, MIN_PASSWORD_LENGTH } from '../../../../kernel/limits'
import { m } from '../../../i18n/messages'
import type { SignUpField } from '../../../machines/sign-up/sign-up.machine'
import { BusyLabel, TextField } from '../../components/field/field'
import { PasswordField } from '../sign-in/password-field'
import { SignInPage } from '../sign-in/sign-in-page'
import { headerLinks, Promises } from '../sign-in/sign-in-view'

export interface SignUpViewProps {
  values: Record<SignUpField, string>
  showPassword: boolean
  busy: boolean
  submitting: boolean
  /** Why the account was not created, in the owner's words; null while there is nothing to say. */
  problem: string | null
  onChange: (field: SignUpField, value: string) => void
  onToggleShowPassword: () => void
  onSubmit: () => void
}

/** The sign-up page (docs/product.md#sign-up), rendered from plain props: the screen binds the machine. */
export function SignUpView({ values, showPassword, busy, submitting, problem, onChange, onToggleShowPassword, onSubmit }: SignUpViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <SignInPage links={headerLinks()} title={m.signUp_title()} aside={<Promises />}>
      <p className="sign-in__lede">{m.signUp_lede()}</p>
      {/* The form's own messages, in the owner's language, say what is missing: not the browser's bubbles. */}
      <form className="sign-in__form" onSubmit={submit} aria-busy={busy} noValidate>
        <TextField
          id="sign-up-business"
          label={m.signUp_businessName()}
          name="organization"
          autoComplete="organization"
          required
          maxLength={MAX_NAME_CHARS}
          disabled={busy}
          value={values.businessName}
          onValueChange={(value) => onChange('businessName', value)}
        />
        <TextField
          id="sign-up-name"
          label={m.signUp_fullName()}
          name="name"
          autoComplete="name"
          maxLength={MAX_NAME_CHARS}
          disabled={busy}
          value={values.fullName}
          onValueChange={(value) => onChange('fullName', value)}
        />
        <TextField
          id="sign-up-email"
          label={m.signUp_email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={busy}
          value={values.email}
          onValueChange={(value) => onChange('email', value)}
        />
        <PasswordField
          id="sign-up-password"
          label={m.signUp_password()}
          autoComplete="new-password"
          hint={m.signUp_passwordHint({ min: MIN_PASSWORD_LENGTH })}
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_CHARS}
          value={values.password}
          shown={showPassword}
          disabled={busy}
          onChange={(value) => onChange('password', value)}
          onToggleShown={onToggleShowPassword}
        />
        <div className="sign-in__message" aria-live="polite">
          {problem ? (
            <p className="banner banner-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
          <BusyLabel busy={submitting} busyLabel={m.signUp_submitting()}>
            {m.signUp_submit()}
          </BusyLabel>
        </button>
      </form>
      <p className="sign-in__new">
        {m.signUp_haveAccount()} <Link to="/login">{m.signUp_signIn()}</Link>
      </p>
    </SignInPage>
  )
}

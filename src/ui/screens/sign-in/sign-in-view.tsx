import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { PublicHeader } from '../../components/public-header/public-header'
import { describedBy, Field, TextField } from '../../components/field/field'
import type { CodeProblem, SignInField } from '../../../machines/sign-in/sign-in.machine'
import { CODE_STEP, DEMO_RESET_LINK } from './messages'
import { DemoAccounts } from './demo-accounts'
import './sign-in.css'

export type SignInMessage = { tone: 'error' | 'info' | 'success'; text: string } | null

/** The code step, when two-factor sign-in asks for one: the code as typed and why the last was not taken. */
export interface CodeStepProps {
  code: string
  problem: CodeProblem | null
  verifying: boolean
  onChange: (code: string) => void
  onSubmit: () => void
  onCancel: () => void
}

export interface SignInViewProps {
  email: string
  password: string
  showPassword: boolean
  rememberMe: boolean
  busy: boolean
  submitting: boolean
  message: SignInMessage
  demo: boolean
  onChange: (field: SignInField, value: string) => void
  onToggleShowPassword: () => void
  onToggleRemember: () => void
  onSubmit: () => void
  onForgotPassword: () => void
  /** Present while the authenticator app's code is asked for: it replaces the password form. */
  codeStep?: CodeStepProps | null
  /** Demo mode, after Forgot password: where the reset e-mail's link can be opened (no mail leaves the browser). */
  demoResetLink?: string | null
}

const HEADER_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '/#features' },
  { label: 'Support', href: '#support' },
]

const PROMISES = [
  { title: 'Hosted securely in Malaysia', text: 'Your sales data stays in Malaysia, private to your business.' },
  { title: 'Real-time analytics', text: 'Revenue, orders, customers and peak hours the moment your data arrives.' },
  { title: 'AI recommendations', text: 'Specific next steps for your outlets, written for owners, not analysts.' },
]

/** The sign-in screen (docs/product.md#sign-in), rendered from plain props: the screen component binds the machine. */
export function SignInView(props: SignInViewProps) {
  const { email, password, showPassword, rememberMe, busy, submitting, message, demo } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  return (
    <div className="sign-in-page">
      <PublicHeader links={HEADER_LINKS} mainId="main" />
      <main id="main" className="sign-in">
        <section className="sign-in__panel" aria-labelledby="welcome-title">
          <h1 id="welcome-title" className="sign-in__title">
            Welcome Back
          </h1>
          {props.codeStep ? (
            <CodeStep {...props.codeStep} />
          ) : (
          <>
          <p className="sign-in__lede">Sign in to see how your business is doing today.</p>
          <form className="sign-in__form" onSubmit={submit} aria-busy={busy} noValidate={false}>
            <TextField
              id="sign-in-email"
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              required
              disabled={busy}
              value={email}
              onValueChange={(value) => props.onChange('email', value)}
            />
            <Field id="sign-in-password" label="Password">
              <div className="sign-in__password">
                <input
                  id="sign-in-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  disabled={busy}
                  value={password}
                  onChange={(event) => props.onChange('password', event.target.value)}
                />
                <button
                  type="button"
                  className="sign-in__reveal"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-controls="sign-in-password"
                  onClick={props.onToggleShowPassword}
                  disabled={busy}
                >
                  {showPassword ? 'Hide' : 'Show'}
                </button>
              </div>
            </Field>
            <div className="sign-in__row">
              <label className="sign-in__remember">
                <input type="checkbox" checked={rememberMe} disabled={busy} onChange={props.onToggleRemember} />
                Remember me
              </label>
              <button type="button" className="sign-in__forgot" onClick={props.onForgotPassword} disabled={busy}>
                Forgot password?
              </button>
            </div>
            <div className="sign-in__message" aria-live="polite">
              {message ? (
                <p className={`banner banner-${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
                  {message.text}
                </p>
              ) : null}
              {props.demoResetLink ? (
                <Link className="btn btn-secondary btn-sm sign-in__demo-link" to={props.demoResetLink}>
                  {DEMO_RESET_LINK}
                </Link>
              ) : null}
            </div>
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
              {submitting ? 'Signing in...' : 'Sign In'}
            </button>
          </form>
          <p className="sign-in__new">
            New to Selera? <Link to="/">Get started free</Link>
          </p>
          </>
          )}
          {demo && !props.codeStep ? <DemoAccounts disabled={busy} onUse={(account) => {
            props.onChange('email', account.email)
            props.onChange('password', account.password)
          }} /> : null}
        </section>
        <aside className="sign-in__promise" aria-label="Why owners use Selera">
          <p className="sign-in__promise-kicker">Selera · AI co-pilot for F&amp;B</p>
          <ul className="sign-in__promise-list list-reset">
            {PROMISES.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </main>
      <footer id="support" className="sign-in__support">
        <h2 className="sign-in__support-title">Support</h2>
        <p>
          Trouble signing in? Choose <em>Forgot password?</em> above and we will e-mail you a link to set a new password.
        </p>
      </footer>
    </div>
  )
}

/** The second step of a two-factor sign-in: one field for the code, Verify, and a way back. */
function CodeStep({ code, problem, verifying, onChange, onSubmit, onCancel }: CodeStepProps) {
  const error = problem ? CODE_STEP.problems[problem] : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="sign-in__form sign-in__code-step" onSubmit={submit} aria-busy={verifying} aria-labelledby="code-step-title" noValidate>
      <h2 id="code-step-title" className="sign-in__step-title">
        {CODE_STEP.title}
      </h2>
      <p className="sign-in__lede">{CODE_STEP.lede}</p>
      <Field id="sign-in-code" label={CODE_STEP.label} error={error}>
        <input
          id="sign-in-code"
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of the step the owner just reached
          autoFocus
          disabled={verifying}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy('sign-in-code', null, error)}
        />
      </Field>
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={verifying}>
        {verifying ? CODE_STEP.verifying : CODE_STEP.verify}
      </button>
      <button type="button" className="sign-in__forgot sign-in__other-account" onClick={onCancel} disabled={verifying}>
        {CODE_STEP.other}
      </button>
    </form>
  )
}

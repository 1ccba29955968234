import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Markup } from '../../../i18n/markup'
import { m } from '../../../i18n/messages'
import { TextField } from '../../components/field/field'
import { OneTimeCodeField } from '../../components/one-time-code/one-time-code-field'
import type { CodeProblem, SignInField } from '../../../machines/sign-in/sign-in.machine'
import { CODE_STEP, SIGN_IN_TEXT } from './messages'
import { DemoAccounts } from './demo-accounts'
import { PasswordField } from './password-field'
import { SignInPage } from './sign-in-page'

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

/** The public header's links on the pages that sign an owner in or up. */
export const headerLinks = () => [
  { label: m.publicHeader_home(), href: '/' },
  { label: m.publicHeader_features(), href: '/#features' },
  { label: m.publicHeader_support(), href: '#support' },
]

const PROMISES = [
  { id: 'hosted', title: m.signIn_promise_hosted_title, text: m.signIn_promise_hosted_text },
  { id: 'realtime', title: m.signIn_promise_realtime_title, text: m.signIn_promise_realtime_text },
  { id: 'advice', title: m.signIn_promise_advice_title, text: m.signIn_promise_advice_text },
]

/** What Selera promises, beside the form on wide screens (the sign-up page shows it too). */
export function Promises() {
  return (
    <aside className="sign-in__promise" aria-label={m.signIn_promisesLabel()}>
      <p className="sign-in__promise-kicker">{m.signIn_promisesKicker()}</p>
      <ul className="sign-in__promise-list list-reset">
        {PROMISES.map((item) => (
          <li key={item.id}>
            <strong>{item.title()}</strong>
            <span>{item.text()}</span>
          </li>
        ))}
      </ul>
    </aside>
  )
}

function Support() {
  return (
    <footer id="support" className="sign-in__support">
      <h2 className="sign-in__support-title">{m.signIn_supportTitle()}</h2>
      <p>
        <Markup parts={m.signIn_supportText.parts()} tags={{ em: (words) => <em>{words}</em> }} />
      </p>
    </footer>
  )
}

/** The sign-in screen (docs/product.md#sign-in), rendered from plain props: the screen component binds the machine. */
export function SignInView(props: SignInViewProps) {
  const { email, password, showPassword, rememberMe, busy, submitting, message, demo } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  return (
    <SignInPage links={headerLinks()} title={m.signIn_welcome()} aside={<Promises />} footer={<Support />}>
      {props.codeStep ? (
        <CodeStep {...props.codeStep} />
      ) : (
        <>
          <p className="sign-in__lede">{m.signIn_lede()}</p>
          <form className="sign-in__form" onSubmit={submit} aria-busy={busy} noValidate={false}>
            <TextField
              id="sign-in-email"
              label={m.signIn_email()}
              name="email"
              type="email"
              autoComplete="username"
              required
              disabled={busy}
              value={email}
              onValueChange={(value) => props.onChange('email', value)}
            />
            <PasswordField
              id="sign-in-password"
              label={m.signIn_password()}
              autoComplete="current-password"
              value={password}
              shown={showPassword}
              disabled={busy}
              onChange={(value) => props.onChange('password', value)}
              onToggleShown={props.onToggleShowPassword}
            />
            <div className="sign-in__row">
              <label className="sign-in__remember">
                <input type="checkbox" checked={rememberMe} disabled={busy} onChange={props.onToggleRemember} />
                {m.signIn_rememberMe()}
              </label>
              <button type="button" className="sign-in__forgot" onClick={props.onForgotPassword} disabled={busy}>
                {m.signIn_forgotPassword()}
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
                  {SIGN_IN_TEXT.demoResetLink}
                </Link>
              ) : null}
            </div>
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
              {submitting ? m.signIn_submitting() : m.signIn_submit()}
            </button>
          </form>
          <p className="sign-in__new">
            {m.signIn_newToSelera()} <Link to="/signup">{m.signIn_getStarted()}</Link>
          </p>
        </>
      )}
      {demo && !props.codeStep ? <DemoAccounts disabled={busy} onUse={(account) => {
        props.onChange('email', account.email)
        props.onChange('password', account.password)
      }} /> : null}
    </SignInPage>
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
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of the step the owner just reached */}
      <OneTimeCodeField id="sign-in-code" label={CODE_STEP.label} code={code} error={error} disabled={verifying} onChange={onChange} autoFocus />
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={verifying}>
        {verifying ? CODE_STEP.verifying : CODE_STEP.verify}
      </button>
      <button type="button" className="sign-in__forgot sign-in__other-account" onClick={onCancel} disabled={verifying}>
        {CODE_STEP.other}
      </button>
    </form>
  )
}

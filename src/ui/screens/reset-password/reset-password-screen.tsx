import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { resetPasswordMachine, type ResetField } from '../../../machines/reset-password/reset-password.machine'
import { m } from '../../../i18n/messages'
import { useMachineActor } from '../../app/inspection'
import { useSessionActor } from '../../app/session-context'
import { TextField } from '../../components/field/field'
import { OneTimeCodeField } from '../../components/one-time-code/one-time-code-field'
import { PublicHeader } from '../../components/public-header/public-header'
import { CODE_STEP } from '../sign-in/messages'
import { RESET_TEXT } from './messages'
import '../sign-in/sign-in.css'

const headerLinks = () => [
  { label: m.publicHeader_home(), href: '/' },
  { label: m.publicHeader_signIn(), href: '/login' },
]

const submitted = (send: () => void) => (event: FormEvent) => {
  event.preventDefault()
  send()
}

/** Where a reset link lands (`/reset-password?token_hash=…&type=recovery`; in the demo `?demo=<e-mail>`). */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams()
  const session = useSessionActor()
  const actor = useMachineActor(resetPasswordMachine, {
    input: { tokenHash: params.get('token_hash'), demoEmail: params.get('demo'), session },
  })
  const state = useSelector(actor, (snapshot) => snapshot)
  const { context } = state
  const title = RESET_TEXT.documentTitle
  useEffect(() => {
    document.title = title
  }, [title])
  if (state.matches('done')) return <Navigate to="/profile" replace />

  const busy = state.hasTag('busy')
  const back = (
    <p className="sign-in__new">
      <Link to="/login">{RESET_TEXT.backToSignIn}</Link>
    </p>
  )
  let body
  if (state.matches('findingDemoLink') || state.matches('opening')) {
    body = <p role="status">{state.matches('opening') ? RESET_TEXT.opening : RESET_TEXT.findingDemo}</p>
  } else if (state.matches('invalid') || state.matches('noMail') || state.matches('signInFailed')) {
    const words = state.matches('invalid') ? RESET_TEXT.invalid : state.matches('noMail') ? RESET_TEXT.noMail(context.demoEmail ?? '') : RESET_TEXT.signInFailed
    body = (
      <>
        <p role="alert" className={`banner ${state.matches('signInFailed') ? 'banner-info' : 'banner-error'}`}>
          {words}
        </p>
        {back}
      </>
    )
  } else if (state.matches('codeNeeded') || state.matches('verifyingCode')) {
    const error = context.codeProblem ? CODE_STEP.problems[context.codeProblem] : null
    body = (
      <form className="sign-in__form" onSubmit={submitted(() => actor.send({ type: 'code.submit' }))} aria-busy={busy} noValidate>
        <p className="sign-in__lede">{RESET_TEXT.codeLede}</p>
        <OneTimeCodeField
          id="reset-code"
          label={CODE_STEP.label}
          code={context.code}
          error={error}
          disabled={busy}
          onChange={(code) => actor.send({ type: 'code.change', code })}
        />
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
          {busy ? CODE_STEP.verifying : CODE_STEP.verify}
        </button>
      </form>
    )
  } else {
    const { problem } = context
    const errorOf = (field: ResetField) =>
      (field === 'confirm' && problem === 'mismatch') || (field === 'password' && (problem === 'short' || problem === 'same')) ? RESET_TEXT.problems[problem] : null
    body = (
      <form className="sign-in__form" onSubmit={submitted(() => actor.send({ type: 'reset.submit' }))} aria-busy={busy} noValidate>
        <p className="sign-in__lede">{RESET_TEXT.lede}</p>
        <TextField
          id="reset-password"
          label={RESET_TEXT.password}
          type="password"
          autoComplete="new-password"
          hint={RESET_TEXT.passwordHint}
          error={errorOf('password')}
          disabled={busy}
          value={context.password}
          onValueChange={(value) => actor.send({ type: 'reset.change', field: 'password', value })}
        />
        <TextField
          id="reset-confirm"
          label={RESET_TEXT.confirm}
          type="password"
          autoComplete="new-password"
          error={errorOf('confirm')}
          disabled={busy}
          value={context.confirm}
          onValueChange={(value) => actor.send({ type: 'reset.change', field: 'confirm', value })}
        />
        <div className="sign-in__message" aria-live="polite">
          {problem === 'failed' ? (
            <p role="alert" className="banner banner-error">
              {RESET_TEXT.problems.failed}
            </p>
          ) : state.matches('signingIn') ? (
            <p role="status" className="banner banner-success">
              {RESET_TEXT.signingIn}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
          {busy ? RESET_TEXT.saving : RESET_TEXT.save}
        </button>
      </form>
    )
  }
  return (
    <div className="sign-in-page">
      <PublicHeader links={headerLinks()} mainId="main" />
      <main id="main" className="sign-in">
        <section className="sign-in__panel" aria-labelledby="reset-title">
          <h1 id="reset-title" className="sign-in__title">
            {RESET_TEXT.title}
          </h1>
          {body}
        </section>
      </main>
    </div>
  )
}

import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent, type ReactNode } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { resetPasswordMachine, type ResetField } from '../../../machines/reset-password/reset-password.machine'
import { m } from '../../../i18n/messages'
import { useMachineActor } from '../../app/inspection'
import { useSessionActor } from '../../app/session-context'
import { TextField } from '../../components/field/field'
import { OneTimeCodeField } from '../../components/one-time-code/one-time-code-field'
import { CODE_STEP } from '../sign-in/messages'
import { SignInPage } from '../sign-in/sign-in-page'
import { RESET_TEXT } from './messages'

const headerLinks = () => [
  { label: m.publicHeader_home(), href: '/' },
  { label: m.publicHeader_signIn(), href: '/login' },
]

/** One step of the reset (the code, the new password): a line on what it asks, its fields, and its button. */
function StepForm({ lede, busy, submit, onSubmit, children }: { lede: string; busy: boolean; submit: string; onSubmit: () => void; children: ReactNode }) {
  const submitted = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="sign-in__form" onSubmit={submitted} aria-busy={busy} noValidate>
      <p className="sign-in__lede">{lede}</p>
      {children}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
        {submit}
      </button>
    </form>
  )
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
      <StepForm lede={RESET_TEXT.codeLede} busy={busy} submit={busy ? CODE_STEP.verifying : CODE_STEP.verify} onSubmit={() => actor.send({ type: 'code.submit' })}>
        <OneTimeCodeField
          id="reset-code"
          label={CODE_STEP.label}
          code={context.code}
          error={error}
          disabled={busy}
          onChange={(code) => actor.send({ type: 'code.change', code })}
        />
      </StepForm>
    )
  } else {
    const { problem } = context
    const errorOf = (field: ResetField) =>
      (field === 'confirm' && problem === 'mismatch') || (field === 'password' && (problem === 'short' || problem === 'same')) ? RESET_TEXT.problems[problem] : null
    body = (
      <StepForm lede={RESET_TEXT.lede} busy={busy} submit={busy ? RESET_TEXT.saving : RESET_TEXT.save} onSubmit={() => actor.send({ type: 'reset.submit' })}>
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
      </StepForm>
    )
  }
  return (
    <SignInPage links={headerLinks()} title={RESET_TEXT.title}>
      {body}
    </SignInPage>
  )
}

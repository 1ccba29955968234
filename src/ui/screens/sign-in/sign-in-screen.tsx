import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { signInMachine } from '../../../machines/sign-in/sign-in.machine'
import { m } from '../../../i18n/messages'
import { ENDED_MESSAGES, SIGN_IN_TEXT } from './messages'
import { readRememberedEmail } from '../../../machines/sign-in/remembered-email'
import { isDemo } from '../../../config/env'
import { useMachineActor } from '../../app/inspection'
import { selectEndedBecause, useSessionActor, useSessionSelector } from '../../app/session-context'
import { SignInView, type SignInMessage } from './sign-in-view'

/** The sign-up page, loaded with this one (src/ui/app/routes.tsx says why). */
export { default as SignUpScreen } from '../sign-up/sign-up-screen'

/** Binds the sign-in machine to the view; the redirect to /profile is the route guard's job. */
export default function SignInScreen() {
  const session = useSessionActor()
  const endedBecause = useSessionSelector(selectEndedBecause)
  const actor = useMachineActor(signInMachine, { input: { session, rememberedEmail: readRememberedEmail() } })
  const state = useSelector(actor, (snapshot) => snapshot)
  const { context } = state

  const title = m.signIn_documentTitle()
  useEffect(() => {
    document.title = title
  }, [title])

  let message: SignInMessage = null
  if (state.matches('failure')) message = { tone: 'error', text: SIGN_IN_TEXT.failed }
  else if (state.matches('tooManyAttempts')) message = { tone: 'error', text: SIGN_IN_TEXT.tooManyAttempts }
  else if (state.matches('resetRequested')) message = { tone: 'success', text: SIGN_IN_TEXT.resetRequested }
  else if (state.matches('resetUnreachable')) message = { tone: 'error', text: SIGN_IN_TEXT.resetUnreachable }
  else if (state.matches('emailNeeded')) message = { tone: 'info', text: SIGN_IN_TEXT.resetNeedsEmail }
  else if (state.matches('emailInvalid')) message = { tone: 'error', text: SIGN_IN_TEXT.resetInvalidEmail }
  else if (state.matches('idle') && endedBecause) message = { tone: 'info', text: ENDED_MESSAGES[endedBecause] }

  return (
    <SignInView
      email={context.email}
      password={context.password}
      showPassword={context.showPassword}
      rememberMe={context.rememberMe}
      busy={state.hasTag('busy') || state.matches('success')}
      submitting={state.matches('submitting') || state.matches('success')}
      message={message}
      demo={isDemo}
      onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
      onToggleShowPassword={() => actor.send({ type: 'password.toggleVisibility' })}
      onToggleRemember={() => actor.send({ type: 'remember.toggle' })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onForgotPassword={() => actor.send({ type: 'forgot.request' })}
      demoResetLink={isDemo && state.matches('resetRequested') ? `/reset-password?demo=${encodeURIComponent(context.email.trim())}` : null}
      codeStep={
        state.matches('codeNeeded') || state.matches('verifyingCode')
          ? {
              code: context.code,
              problem: context.codeProblem,
              verifying: state.matches('verifyingCode'),
              onChange: (code) => actor.send({ type: 'code.change', code }),
              onSubmit: () => actor.send({ type: 'code.submit' }),
              onCancel: () => actor.send({ type: 'code.cancel' }),
            }
          : null
      }
    />
  )
}

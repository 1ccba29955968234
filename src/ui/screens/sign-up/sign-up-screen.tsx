import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { m } from '../../../i18n/messages'
import { signUpMachine } from '../../../machines/sign-up/sign-up.machine'
import { useMachineActor } from '../../app/inspection'
import { useSessionActor } from '../../app/session-context'
import { SIGN_UP_PROBLEMS } from './messages'
import { SignUpView } from './sign-up-view'

/** What the landing page's form hands over when the owner goes on to create their account. */
function prefillOf(state: unknown): { email?: string; businessName?: string } {
  if (state === null || typeof state !== 'object') return {}
  const { email, businessName } = state as Record<string, unknown>
  return { ...(typeof email === 'string' ? { email } : {}), ...(typeof businessName === 'string' ? { businessName } : {}) }
}

/** Binds the sign-up machine to the view; the way to the Company Profile once signed in is the route guard's. */
export default function SignUpScreen() {
  const session = useSessionActor()
  const location = useLocation()
  const actor = useMachineActor(signUpMachine, { input: { session, ...prefillOf(location.state) } })
  const state = useSelector(actor, (snapshot) => snapshot)
  const { context } = state

  const title = m.signUp_documentTitle()
  useEffect(() => {
    document.title = title
  }, [title])

  return (
    <SignUpView
      values={context}
      showPassword={context.showPassword}
      busy={state.hasTag('busy')}
      submitting={state.matches('submitting') || state.matches('success')}
      problem={state.matches('failure') && context.problem ? SIGN_UP_PROBLEMS[context.problem] : null}
      onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
      onToggleShowPassword={() => actor.send({ type: 'password.toggleVisibility' })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  )
}

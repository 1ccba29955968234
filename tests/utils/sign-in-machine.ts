/** The sign-in form's machine with a stand-in session and a password-reset request each test settles (src/machines/sign-in/). */
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate'
import type { SessionEvent } from '../../src/machines/session/session.events'
import { signInMachine } from '../../src/machines/sign-in/sign-in.machine'

export const REMEMBERED_EMAIL_KEY = 'selera:remembered-email'
type SignInRequest = Extract<SessionEvent, { type: 'session.signIn' }>

/** Stands in for the app session: records every request and, when told to, answers the requester as the session does. */
export function fakeSession(answer: 'succeeded' | 'failed' | 'never' = 'never', error?: unknown) {
  const requests: SignInRequest[] = []
  const ref = createActor(
    fromCallback<SessionEvent>(({ receive }) => {
      receive((event) => {
        if (event.type !== 'session.signIn') return
        requests.push(event)
        if (answer !== 'never') event.replyTo.send(answer === 'failed' && error !== undefined ? { type: 'signIn.failed', error } : { type: `signIn.${answer}` })
      })
    }),
  ).start()
  return { ref: ref as AnyActorRef, requests }
}

/** A requestPasswordReset stub settled by the test. */
function controlledReset() {
  const calls: Array<{ email: string }> = []
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<void, { email: string }>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return {
    logic,
    calls,
    resolve: () => settle?.resolve(),
    reject: (error: unknown) => settle?.reject(error),
  }
}

export function start(options: { session?: ReturnType<typeof fakeSession>; rememberedEmail?: string } = {}) {
  const session = options.session ?? fakeSession()
  const reset = controlledReset()
  const actor = createActor(signInMachine.provide({ actors: { requestPasswordReset: reset.logic } }), {
    input: { session: session.ref, rememberedEmail: options.rememberedEmail ?? '' },
  }).start()
  const fill = (email: string, password: string) => {
    actor.send({ type: 'form.change', field: 'email', value: email })
    actor.send({ type: 'form.change', field: 'password', value: password })
  }
  return { actor, session, reset, fill }
}

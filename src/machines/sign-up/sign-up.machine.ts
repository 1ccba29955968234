import { assign, sendTo, setup, type ActorRefFrom, type AnyActorRef } from 'xstate'
import { MIN_PASSWORD_LENGTH } from '../../../kernel/limits'
import type { sessionMachine } from '../session/session.machine'
import type { SignInReply } from '../session/session.events'
import { signUpProblemOf, type SignUpProblem } from './sign-up-problem'

export type SignUpField = 'businessName' | 'fullName' | 'email' | 'password'

/** Why the form shows a message: the auth service's refusal, or what the form saw before asking. */
export type SignUpMessage = SignUpProblem | 'incomplete'

export type SignUpEvent =
  | { type: 'form.change'; field: SignUpField; value: string }
  | { type: 'password.toggleVisibility' }
  | { type: 'form.submit' }
  /** The session's answer to our `session.signUp`: signed in, or refused and why. */
  | Extract<SignInReply, { type: 'signIn.succeeded' | 'signIn.failed' }>

export interface SignUpContext {
  businessName: string
  fullName: string
  email: string
  password: string
  showPassword: boolean
  problem: SignUpMessage | null
  session: ActorRefFrom<typeof sessionMachine> | AnyActorRef
}

export interface SignUpInput {
  session: SignUpContext['session']
  /** What the landing page's form already asked (its e-mail and company), when the owner came from there. */
  email?: string
  businessName?: string
}

/** What the owner may do while the form is editable, whatever message it shows. */
const editable = {
  'form.change': { actions: 'setField' },
  'password.toggleVisibility': { actions: 'togglePasswordVisibility' },
  'form.submit': [
    { guard: 'isIncomplete', target: '#signUp.failure', actions: { type: 'showProblem', params: { problem: 'incomplete' } } },
    { guard: 'isShortPassword', target: '#signUp.failure', actions: { type: 'showProblem', params: { problem: 'weakPassword' } } },
    { target: '#signUp.submitting' },
  ],
} as const

/**
 * Creating an account (docs/product.md#sign-up): idle → submitting → success (the session signed
 * the new owner in; the route guard opens the Company Profile) | failure, which says why and keeps
 * everything typed but the password's visibility.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  guards: {
    isIncomplete: ({ context }) => context.businessName.trim() === '' || context.email.trim() === '' || context.password === '',
    isShortPassword: ({ context }) => context.password.length < MIN_PASSWORD_LENGTH,
  },
  actions: {
    setField: assign(({ context, event }) => (event.type === 'form.change' ? { ...context, [event.field]: event.value } : context)),
    togglePasswordVisibility: assign({ showPassword: ({ context }) => !context.showPassword }),
    showProblem: assign((_, params: { problem: SignUpMessage }) => ({ problem: params.problem })),
    keepRefusal: assign(({ event }) => ({ problem: signUpProblemOf(event.type === 'signIn.failed' ? event.error : undefined) })),
    askSession: sendTo(
      ({ context }) => context.session,
      ({ context, self }) => ({
        type: 'session.signUp',
        details: { email: context.email.trim(), password: context.password, fullName: context.fullName.trim(), businessName: context.businessName.trim() },
        replyTo: self,
      }),
    ),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    businessName: input.businessName ?? '',
    fullName: '',
    email: input.email ?? '',
    password: '',
    showPassword: false,
    problem: null,
    session: input.session,
  }),
  initial: 'idle',
  states: {
    idle: { on: editable },
    submitting: {
      tags: ['busy'],
      entry: [assign({ problem: null }), 'askSession'],
      on: {
        'signIn.succeeded': { target: 'success' },
        'signIn.failed': { target: 'failure', actions: 'keepRefusal' },
      },
    },
    failure: { on: editable },
    success: { tags: ['busy'] },
  },
})

import { assign, sendTo, setup, type ActorRefFrom, type AnyActorRef } from 'xstate'
import { isApiError } from '../../api/errors'
import type { sessionMachine } from '../session/session.machine'
import { signInActors } from './sign-in.actors'
import { writeRememberedEmail } from './remembered-email'

export type SignInField = 'email' | 'password'

export type SignInEvent =
  | { type: 'form.change'; field: SignInField; value: string }
  | { type: 'password.toggleVisibility' }
  | { type: 'remember.toggle' }
  | { type: 'form.submit' }
  | { type: 'forgot.request' }
  /** The session's answer to our `session.signIn`. */
  | { type: 'signIn.succeeded' }
  | { type: 'signIn.failed' }

export interface SignInContext {
  email: string
  password: string
  showPassword: boolean
  rememberMe: boolean
  session: ActorRefFrom<typeof sessionMachine> | AnyActorRef
}

export interface SignInInput {
  session: SignInContext['session']
  rememberedEmail: string
}

export type SignInInvokeId = 'requestPasswordReset'


/** What the owner may do while the form is editable, whatever message it shows. */
const editable = {
  'form.change': { actions: 'setField' },
  'password.toggleVisibility': { actions: 'togglePasswordVisibility' },
  'remember.toggle': { actions: 'toggleRemember' },
  'form.submit': { guard: 'isComplete', target: '#signIn.submitting' },
  'forgot.request': [
    { guard: 'hasEmail', target: '#signIn.requestingReset' },
    { target: '#signIn.emailNeeded' },
  ],
} as const

/** The sign-in form (docs/product.md#sign-in-states): idle → submitting → success | failure, plus the forgotten-password request. */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: signInActors,
  guards: {
    isComplete: ({ context }) => context.email.trim() !== '' && context.password !== '',
    hasEmail: ({ context }) => context.email.trim() !== '',
    isUnreachable: ({ event }) =>
      'error' in event && isApiError(event.error) && (event.error.kind === 'network' || event.error.kind === 'timeout'),
    isRefusedAddress: ({ event }) =>
      'error' in event && isApiError(event.error) && (event.error.status === 400 || event.error.status === 422),
  },
  actions: {
    setField: assign(({ context, event }) => (event.type === 'form.change' ? { ...context, [event.field]: event.value } : context)),
    togglePasswordVisibility: assign({ showPassword: ({ context }) => !context.showPassword }),
    toggleRemember: assign({ rememberMe: ({ context }) => !context.rememberMe }),
    askSession: sendTo(
      ({ context }) => context.session,
      ({ context, self }) => ({ type: 'session.signIn', email: context.email.trim(), password: context.password, replyTo: self }),
    ),
    saveEmailChoice: ({ context }) => writeRememberedEmail(context.rememberMe ? context.email.trim() : null),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    email: input.rememberedEmail,
    password: '',
    showPassword: false,
    rememberMe: input.rememberedEmail !== '',
    session: input.session,
  }),
  initial: 'idle',
  states: {
    idle: { on: editable },
    submitting: {
      tags: ['busy'],
      entry: 'askSession',
      on: {
        'signIn.succeeded': { target: 'success', actions: 'saveEmailChoice' },
        'signIn.failed': { target: 'failure' },
      },
    },
    failure: { tags: ['error'], on: editable },
    requestingReset: {
      tags: ['busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'resetRequested' },
        onError: [
          { guard: 'isUnreachable', target: 'resetUnreachable' },
          { guard: 'isRefusedAddress', target: 'emailInvalid' },
          // Any other refusal (a rate limit, a server error) answers as if sent: never hint at an account.
          { target: 'resetRequested' },
        ],
      },
    },
    resetRequested: { tags: ['info'], on: editable },
    resetUnreachable: { tags: ['error'], on: editable },
    emailNeeded: { tags: ['info'], on: editable },
    emailInvalid: { tags: ['error'], on: editable },
    success: { type: 'final' },
  },
})

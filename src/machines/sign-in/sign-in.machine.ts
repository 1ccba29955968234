import { assign, sendTo, setup, type ActorRefFrom, type AnyActorRef } from 'xstate'
import { isApiError } from '../../api/errors'
import type { sessionMachine } from '../session/session.machine'
import type { SignInReply } from '../session/session.events'
import { codeRefusalOf, isSixDigits, normalizedCode, type CodeProblem } from '../shared/one-time-code'
import { signInActors } from './sign-in.actors'
import { writeRememberedEmail } from './remembered-email'

export type SignInField = 'email' | 'password'
export type { CodeProblem }

export type SignInEvent =
  | { type: 'form.change'; field: SignInField; value: string }
  | { type: 'password.toggleVisibility' }
  | { type: 'remember.toggle' }
  | { type: 'form.submit' }
  | { type: 'forgot.request' }
  /** The authenticator app's code, when two-factor sign-in asks for it. */
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  /** Back to the password form ('Use another account'): the half-open session is ended. */
  | { type: 'code.cancel' }
  /** The session's answers to our `session.signIn` and `session.verifyCode`. */
  | SignInReply

export interface SignInContext {
  email: string
  password: string
  showPassword: boolean
  rememberMe: boolean
  /** The 6-digit code as typed, and why the last one was not taken. */
  code: string
  codeProblem: CodeProblem | null
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

/**
 * The sign-in form (docs/product.md#sign-in-states): idle → submitting → success | failure (or
 * tooManyAttempts, the auth service's limit), plus the forgotten-password request. With two-factor sign-in on, submitting → codeNeeded → verifyingCode →
 * success, a refused code back to codeNeeded with its reason.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: signInActors,
  guards: {
    isComplete: ({ context }) => context.email.trim() !== '' && context.password !== '',
    codeComplete: ({ context }) => isSixDigits(context.code),
    hasEmail: ({ context }) => context.email.trim() !== '',
    isUnreachable: ({ event }) =>
      'error' in event && isApiError(event.error) && (event.error.kind === 'network' || event.error.kind === 'timeout'),
    isRefusedAddress: ({ event }) =>
      'error' in event && isApiError(event.error) && (event.error.status === 400 || event.error.status === 422),
    /** The auth service's limit on sign-in attempts (429): the same for any address, so saying so reveals no account. */
    isRateLimited: ({ event }) => 'error' in event && isApiError(event.error) && event.error.status === 429,
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
    setCode: assign(({ event }) => (event.type === 'code.change' ? { code: event.code, codeProblem: null } : {})),
    refuseCode: assign({ codeProblem: 'format' as const }),
    keepCodeProblem: assign(({ event }) => (event.type === 'signIn.codeRefused' ? { codeProblem: codeRefusalOf(event.error) ?? 'failed', code: '' } : {})),
    sendCode: sendTo(({ context }) => context.session, ({ context }) => ({ type: 'session.verifyCode', code: normalizedCode(context.code) })),
    cancelSignIn: sendTo(({ context }) => context.session, { type: 'session.cancelSignIn' }),
    forgetSecrets: assign({ password: '', code: '', codeProblem: null }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    email: input.rememberedEmail,
    password: '',
    showPassword: false,
    rememberMe: input.rememberedEmail !== '',
    code: '',
    codeProblem: null,
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
        'signIn.failed': [{ guard: 'isRateLimited', target: 'tooManyAttempts' }, { target: 'failure' }],
        'signIn.codeNeeded': { target: 'codeNeeded' },
      },
    },
    codeNeeded: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [{ guard: 'codeComplete', target: 'verifyingCode' }, { actions: 'refuseCode' }],
        'code.cancel': { target: 'idle', actions: ['cancelSignIn', 'forgetSecrets'] },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      entry: 'sendCode',
      on: {
        'signIn.succeeded': { target: 'success', actions: 'saveEmailChoice' },
        'signIn.codeRefused': { target: 'codeNeeded', actions: 'keepCodeProblem' },
        'signIn.failed': { target: 'failure', actions: 'forgetSecrets' },
      },
    },
    failure: { tags: ['error'], on: editable },
    tooManyAttempts: { tags: ['error'], on: editable },
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

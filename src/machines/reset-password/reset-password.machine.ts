import { assign, sendTo, setup, type AnyActorRef } from 'xstate'
import { confirmTotp, openRecoveryLink, setNewPassword, type AuthSession, type PasswordSignIn } from '../../api/auth'
import { MIN_PASSWORD_LENGTH } from '../../../kernel/limits'
import { getDemoOutbox } from '../../api/demo'
import { isApiError } from '../../api/errors'
import type { SignInReply } from '../session/session.events'
import { fromApiPromise } from '../shared/api-actor'
import { codeRefusalOf, isSixDigits, normalizedCode, type CodeProblem } from '../shared/one-time-code'

export type ResetField = 'password' | 'confirm'
export { MIN_PASSWORD_LENGTH }

/** Why the new password was not taken: the two differ, too short, the same as before, or a failure that says nothing about it. */
export type ResetProblem = 'mismatch' | 'short' | 'same' | 'failed'

export type ResetPasswordEvent =
  | { type: 'reset.change'; field: ResetField; value: string }
  | { type: 'reset.submit' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  /** The session's answer to our `session.adopt`. */
  | SignInReply

export interface ResetPasswordInput {
  /** The link's `token_hash`; null when the page was opened without one. */
  tokenHash: string | null
  /** Demo mode: the address whose reset mail to open from the demo outbox (`?demo=`). */
  demoEmail: string | null
  session: AnyActorRef
}

export interface ResetPasswordContext extends ResetPasswordInput {
  /** The recovery session, aal2 once a two-factor code is verified. */
  recovered: AuthSession | null
  /** The factor whose code is due before the password can change (two-factor sign-in on). */
  factorId: string | null
  code: string
  codeProblem: CodeProblem | null
  password: string
  confirm: string
  problem: ResetProblem | null
}

export type ResetPasswordInvokeId = 'findDemoLink' | 'openLink' | 'verifyCode' | 'savePassword'

/** The token of the newest reset mail the demo outbox holds for an address, or null. */
export const findDemoLink = fromApiPromise<string | null, { email: string }>(async ({ input, signal }) => {
  const [newest] = await getDemoOutbox(input.email, signal)
  return newest ? new URL(newest.link, globalThis.location?.origin ?? 'http://localhost').searchParams.get('token_hash') : null
})
export const openLink = fromApiPromise<PasswordSignIn, { tokenHash: string }>(({ input }) => openRecoveryLink(input.tokenHash))
export const verifyCode = fromApiPromise<AuthSession, { factorId: string; code: string }>(({ input }) => confirmTotp(input.factorId, input.code))
export const savePassword = fromApiPromise<AuthSession, { password: string }>(({ input }) => setNewPassword(input.password))

export function resetProblemOf({ password, confirm }: Pick<ResetPasswordContext, 'password' | 'confirm'>): ResetProblem | null {
  if (password !== confirm) return 'mismatch'
  if (password.length < MIN_PASSWORD_LENGTH) return 'short'
  return null
}

/** What the auth service's refusal of the new password says (GoTrue's codes). */
function savedProblemOf(error: unknown): ResetProblem {
  if (!isApiError(error)) return 'failed'
  if (error.detail === 'same_password') return 'same'
  if (error.detail === 'weak_password') return 'short'
  return 'failed'
}

/**
 * Forgot password, finished (docs/product.md#forgot-password): the reset link's recovery session →
 * (the authenticator app's code when two-factor sign-in is on) → a new password (the Security tab's
 * rules) → the session handed to the app, which signs the owner in. In demo mode the link is read
 * from the demo outbox first. A link that is expired, used or unknown says so.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    tags: {} as 'busy',
  },
  actors: { findDemoLink, openLink, verifyCode, savePassword },
  guards: {
    hasToken: ({ context }) => context.tokenHash !== null,
    isDemo: ({ context }) => context.demoEmail !== null,
    codeComplete: ({ context }) => isSixDigits(context.code),
    passwordValid: ({ context }) => resetProblemOf(context) === null,
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'reset.change' ? { [event.field]: event.value, problem: null } : {})),
    refuse: assign(({ context }) => ({ problem: resetProblemOf(context) })),
    setCode: assign(({ event }) => (event.type === 'code.change' ? { code: event.code, codeProblem: null } : {})),
    refuseCode: assign({ codeProblem: 'format' as const }),
    handOver: sendTo(
      ({ context }) => context.session,
      ({ context, self }) => ({ type: 'session.adopt', session: context.recovered!, replyTo: self }),
    ),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ ...input, recovered: null, factorId: null, code: '', codeProblem: null, password: '', confirm: '', problem: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasToken', target: 'opening' }, { guard: 'isDemo', target: 'findingDemoLink' }, { target: 'invalid' }] },
    findingDemoLink: {
      tags: ['busy'],
      invoke: {
        id: 'findDemoLink',
        src: 'findDemoLink',
        input: ({ context }) => ({ email: context.demoEmail ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'opening', actions: assign({ tokenHash: ({ event }) => event.output }) },
          { target: 'noMail' },
        ],
        onError: { target: 'invalid' },
      },
    },
    noMail: {},
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openLink',
        src: 'openLink',
        input: ({ context }) => ({ tokenHash: context.tokenHash ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.secondFactor !== null,
            target: 'codeNeeded',
            actions: assign({ recovered: ({ event }) => event.output.session, factorId: ({ event }) => event.output.secondFactor }),
          },
          { target: 'choosing', actions: assign({ recovered: ({ event }) => event.output.session }) },
        ],
        onError: { target: 'invalid' },
      },
    },
    invalid: {},
    codeNeeded: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [{ guard: 'codeComplete', target: 'verifyingCode' }, { actions: 'refuseCode' }],
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ factorId: context.factorId ?? '', code: normalizedCode(context.code) }),
        onDone: { target: 'choosing', actions: assign({ recovered: ({ event }) => event.output, code: '' }) },
        onError: { target: 'codeNeeded', actions: assign({ codeProblem: ({ event }) => codeRefusalOf(event.error) ?? 'failed', code: '' }) },
      },
    },
    choosing: {
      on: {
        'reset.change': { actions: 'setField' },
        'reset.submit': [{ guard: 'passwordValid', target: 'saving' }, { actions: 'refuse' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'signingIn', actions: assign({ recovered: ({ event }) => event.output, password: '', confirm: '' }) },
        onError: { target: 'choosing', actions: assign({ problem: ({ event }) => savedProblemOf(event.error) }) },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: 'handOver',
      on: {
        'signIn.succeeded': { target: 'done' },
        'signIn.failed': { target: 'signInFailed' },
      },
    },
    signInFailed: {},
    done: { type: 'final' },
  },
})

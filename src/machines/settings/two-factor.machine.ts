import { assertEvent, assign, emit, setup } from 'xstate'
import { confirmTotp, disableTotp, enrollTotp, type AuthSession, type TotpEnrollment } from '../../api/auth'
import { fromApiPromise } from '../shared/api-actor'
import { settingsStore } from './settings.store'
import { codeRefusalOf, isSixDigits, normalizedCode, type CodeProblem } from '../shared/one-time-code'

export type TwoFactorEvent =
  /** The switch turned on: set up an authenticator app. */
  | { type: 'twoFactor.start' }
  /** The switch turned off: ask for a code first. */
  | { type: 'twoFactor.stop' }
  | { type: 'twoFactor.code'; code: string }
  | { type: 'twoFactor.confirm' }
  | { type: 'twoFactor.cancel' }

export interface TwoFactorContext {
  /** Whether it was on when the screen opened (the machine starts there). */
  wasOn: boolean
  enrollment: TotpEnrollment | null
  code: string
  problem: CodeProblem | null
  /** What just changed, for the screen to say so until the next change starts. */
  notice: 'turnedOn' | 'turnedOff' | null
}

export interface TwoFactorInput {
  /** Whether the account has two-factor sign-in on (GET /settings `security.twoFactor`). */
  on: boolean
}

/** What the screen hears when it changed: the Security form keeps `twoFactor` in step for its next save. */
export interface TwoFactorChanged {
  type: 'twoFactor.changed'
  on: boolean
}

export type TwoFactorInvokeId = 'enroll' | 'confirm' | 'disable'

export const enroll = fromApiPromise<TotpEnrollment>(() => enrollTotp())
// The cached settings (5 minutes) say the new state too, so Settings opened again shows it.
export const confirm = fromApiPromise<AuthSession, { factorId: string; code: string }>(async ({ input }) => {
  const session = await confirmTotp(input.factorId, input.code)
  settingsStore.update('security', { twoFactor: true })
  return session
})
export const disable = fromApiPromise<void, { code: string }>(async ({ input }) => {
  await disableTotp(input.code)
  settingsStore.update('security', { twoFactor: false })
})

const typing = { 'twoFactor.code': { actions: 'setCode' } } as const

/**
 * Two-factor sign-in from the Security tab (docs/product.md#settings-tabs, deviation 42): off →
 * enrolling (a new TOTP factor: QR code and key) → awaitingCode → confirming → on, saved only once
 * an authenticator app's 6-digit code is accepted. Turning it off asks for a current code too
 * (disabling → turningOff → off). A wrong, reused or expired code keeps the step with its reason.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
    emitted: {} as TwoFactorChanged,
    tags: {} as 'busy',
  },
  actors: { enroll, confirm, disable },
  guards: {
    wasOn: ({ context }) => context.wasOn,
    codeComplete: ({ context }) => isSixDigits(context.code),
  },
  actions: {
    setCode: assign(({ event }) => {
      assertEvent(event, 'twoFactor.code')
      return { code: event.code, problem: null }
    }),
    refuseCode: assign({ problem: 'format' as const }),
    forget: assign({ enrollment: null, code: '', problem: null }),
    clearNotice: assign({ notice: null }),
    markNotice: assign((_, params: { on: boolean }) => ({ notice: params.on ? ('turnedOn' as const) : ('turnedOff' as const) })),
    keepEnrollment: assign((_, enrollment: TotpEnrollment) => ({ enrollment, code: '', problem: null })),
    keepRefusal: assign((_, error: unknown) => ({ problem: codeRefusalOf(error) ?? ('failed' as const), code: '' })),
    announce: emit((_, params: { on: boolean }) => ({ type: 'twoFactor.changed' as const, on: params.on })),
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ wasOn: input.on, enrollment: null, code: '', problem: null, notice: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'wasOn', target: 'on' }, { target: 'off' }] },
    off: { on: { 'twoFactor.start': { target: 'enrolling', actions: 'clearNotice' } } },
    enrolling: {
      tags: ['busy'],
      invoke: {
        id: 'enroll',
        src: 'enroll',
        onDone: { target: 'awaitingCode', actions: { type: 'keepEnrollment', params: ({ event }) => event.output } },
        onError: { target: 'enrollFailed' },
      },
    },
    enrollFailed: { on: { 'twoFactor.start': { target: 'enrolling' }, 'twoFactor.cancel': { target: 'off' } } },
    awaitingCode: {
      on: {
        ...typing,
        'twoFactor.confirm': [{ guard: 'codeComplete', target: 'confirming' }, { actions: 'refuseCode' }],
        'twoFactor.cancel': { target: 'off', actions: 'forget' },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ factorId: context.enrollment!.factorId, code: normalizedCode(context.code) }),
        onDone: { target: 'on', actions: ['forget', { type: 'markNotice', params: { on: true } }, { type: 'announce', params: { on: true } }] },
        onError: { target: 'awaitingCode', actions: { type: 'keepRefusal', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    on: { on: { 'twoFactor.stop': { target: 'disabling', actions: 'clearNotice' } } },
    disabling: {
      on: {
        ...typing,
        'twoFactor.confirm': [{ guard: 'codeComplete', target: 'turningOff' }, { actions: 'refuseCode' }],
        'twoFactor.cancel': { target: 'on', actions: 'forget' },
      },
    },
    turningOff: {
      tags: ['busy'],
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ context }) => ({ code: normalizedCode(context.code) }),
        onDone: { target: 'off', actions: ['forget', { type: 'markNotice', params: { on: false } }, { type: 'announce', params: { on: false } }] },
        onError: { target: 'disabling', actions: { type: 'keepRefusal', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
})

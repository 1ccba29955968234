import { assertEvent, assign, emit, setup } from 'xstate'

export type LeaveGuardEvent =
  /** A link to another page of the app was followed while the work runs: held, and asked about. */
  | { type: 'leave.request'; to: string }
  | { type: 'leave.stay' }
  | { type: 'leave.confirm' }
  /** The work ended while the question was open: nothing is lost by leaving any more. */
  | { type: 'leave.allowed' }

/** Emitted on leaving: the screen navigates there (the machine knows no router). */
export type LeaveGuardEmitted = { type: 'leave.go'; to: string }

export interface LeaveGuardContext {
  /** Where the held link leads: a path inside the app. */
  to: string | null
}

/**
 * Leaving a screen while its work runs (the upload screen mid-upload, docs/product.md#upload-states)
 * asks first: idle → asking → idle (Stay) or left (Leave, or the work ended meanwhile), which emits
 * `leave.go` with the held destination. The screen decides which clicks are held and when the work
 * runs; the machine holds the question and its answer.
 */
export const leaveGuardMachine = setup({
  types: {
    context: {} as LeaveGuardContext,
    events: {} as LeaveGuardEvent,
    emitted: {} as LeaveGuardEmitted,
  },
  actions: {
    holdDestination: assign(({ event }) => {
      assertEvent(event, 'leave.request')
      return { to: event.to }
    }),
    forgetDestination: assign({ to: null }),
    go: emit(({ context }) => ({ type: 'leave.go' as const, to: context.to ?? '/' })),
  },
}).createMachine({
  id: 'leaveGuard',
  context: { to: null },
  initial: 'idle',
  states: {
    idle: { on: { 'leave.request': { target: 'asking', actions: 'holdDestination' } } },
    asking: {
      on: {
        'leave.stay': { target: 'idle', actions: 'forgetDestination' },
        'leave.confirm': { target: 'left' },
        'leave.allowed': { target: 'left' },
      },
    },
    left: { type: 'final', entry: 'go' },
  },
})

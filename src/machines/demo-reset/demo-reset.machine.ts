import { sendTo, setup, type AnyActorRef } from 'xstate'
import { fromApiPromise } from '../shared/api-actor'
import { resetDemoData } from '../../api/demo'

export type DemoResetEvent = { type: 'reset.request' } | { type: 'reset.confirm' } | { type: 'reset.cancel' }
export type DemoResetInvokeId = 'resetDemoData'

export interface DemoResetContext {
  /** The app session: a reset ends every session, so it is told to sign out. */
  session: AnyActorRef
}

/**
 * 'Reset demo data' (demo mode only): a destructive action, so it asks once before it acts.
 * idle → confirming → resetting → done (the session signs out) | failed.
 */
export const demoResetMachine = setup({
  types: {
    context: {} as DemoResetContext,
    input: {} as DemoResetContext,
    events: {} as DemoResetEvent,
  },
  actors: { resetDemoData: fromApiPromise<void>(() => resetDemoData()) },
  actions: {
    // The seed has no sessions: the owner's refresh token is gone, so end the session now rather
    // than at the next token refresh, in the middle of a demo.
    signOut: sendTo(({ context }) => context.session, { type: 'session.logout', because: 'demo-reset' }),
  },
}).createMachine({
  id: 'demoReset',
  context: ({ input }) => ({ session: input.session }),
  initial: 'idle',
  states: {
    idle: { on: { 'reset.request': 'confirming' } },
    confirming: { on: { 'reset.confirm': 'resetting', 'reset.cancel': 'idle' } },
    resetting: {
      tags: ['busy'],
      invoke: { id: 'resetDemoData', src: 'resetDemoData', onDone: 'done', onError: 'failed' },
    },
    done: { type: 'final', entry: 'signOut' },
    failed: { on: { 'reset.request': 'confirming' } },
  },
})

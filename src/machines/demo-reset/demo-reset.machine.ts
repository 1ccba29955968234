import { fromPromise, setup } from 'xstate'
import { resetDemoData } from '../../api/demo'

export type DemoResetEvent = { type: 'reset.request' } | { type: 'reset.confirm' } | { type: 'reset.cancel' }
export type DemoResetInvokeId = 'resetDemoData'

/**
 * 'Reset demo data' (demo mode only): a destructive action, so it asks once before it acts.
 * idle → confirming → resetting → done | failed.
 */
export const demoResetMachine = setup({
  types: { events: {} as DemoResetEvent },
  actors: { resetDemoData: fromPromise<void>(() => resetDemoData()) },
}).createMachine({
  id: 'demoReset',
  initial: 'idle',
  states: {
    idle: { on: { 'reset.request': 'confirming' } },
    confirming: { on: { 'reset.confirm': 'resetting', 'reset.cancel': 'idle' } },
    resetting: {
      tags: ['busy'],
      invoke: { id: 'resetDemoData', src: 'resetDemoData', onDone: 'done', onError: 'failed' },
    },
    done: { on: { 'reset.request': 'confirming' } },
    failed: { on: { 'reset.request': 'confirming' } },
  },
})

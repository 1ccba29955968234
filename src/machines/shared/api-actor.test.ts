import { describe, expect, it } from 'vitest'
import { createActor, setup, waitFor } from 'xstate'
import { fromApiPromise } from './api-actor'

/** A parent that invokes one API actor and records how it ended. */
function parentOf(logic: ReturnType<typeof fromApiPromise<string>>) {
  return setup({ actors: { call: logic } }).createMachine({
    initial: 'calling',
    states: {
      calling: { invoke: { id: 'call', src: 'call', onDone: 'done', onError: 'failed' } },
      done: {},
      failed: {},
    },
  })
}

describe('fromApiPromise', () => {
  it('answers as fromPromise does while its run is live: done with the output, or failed', async () => {
    const ok = createActor(parentOf(fromApiPromise(() => Promise.resolve('answer')))).start()
    expect((await waitFor(ok, (s) => s.matches('done'))).value).toBe('done')
    const failing = createActor(parentOf(fromApiPromise(() => Promise.reject(new Error('500'))))).start()
    expect((await waitFor(failing, (s) => s.matches('failed'))).value).toBe('failed')
  })

  it('a run whose signal was aborted never settles, whether its request then fails or answers', async () => {
    for (const outcome of ['reject', 'resolve'] as const) {
      const logic = fromApiPromise<string>(
        ({ signal }) =>
          new Promise((resolve, reject) => signal.addEventListener('abort', () => (outcome === 'reject' ? reject(new Error('aborted')) : resolve('late')))),
      )
      const controller = new AbortController()
      // The creator as the promise actor calls it (`logic.config`), with the signal it would abort on stop.
      const creator = logic.config as (args: { input: undefined; signal: AbortSignal }) => Promise<string>
      const run = creator({ input: undefined, signal: controller.signal })
      controller.abort()
      const first = await Promise.race([run.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))])
      expect(first).toBe('pending')
    }
  })
})

import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate'

type Creator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0]

/** Never settles: what an abandoned run answers. */
const abandoned = new Promise<never>(() => {})

/**
 * `fromPromise` for the actors that call the API. A run whose signal was aborted never settles: only
 * the live run answers its machine.
 *
 * Why: under React's StrictMode (the dev server) @xstate/react stops a screen's actor after its first
 * mount and starts it again from the same snapshot, with the same child actors. The first run's
 * request is aborted, and its rejection ("could not reach the server") would otherwise reach the
 * restarted machine as the outcome of the run that replaced it: the dashboard and the recent uploads
 * showed their error in `npm run dev` while the build worked.
 */
export function fromApiPromise<TOutput, TInput = NonReducibleUnknown>(creator: Creator<TOutput, TInput>): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async (args) => {
    try {
      const output = await creator(args)
      return args.signal.aborted ? abandoned : output
    } catch (error) {
      if (args.signal.aborted) return abandoned
      throw error
    }
  })
}

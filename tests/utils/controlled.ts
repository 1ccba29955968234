/** Actor logic for machine tests whose promise the test settles by hand. */
import { fromPromise } from 'xstate'

/** A promise the test settles by hand, recording each call's input. */
export function controlled<TOutput, TInput>() {
  const calls: TInput[] = []
  let settle: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return { logic, calls, resolve: (value: TOutput) => settle?.resolve(value), reject: (error: unknown) => settle?.reject(error) }
}

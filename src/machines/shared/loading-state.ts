/**
 * The state in which a machine loads what its screen shows (docs/machines/generated-media.md,
 * docs/machines/upload-history.md): tagged `busy` while its actor runs, the actor invoked under its
 * own name (the id tests and the inspector know it by); when it answers, `keep` takes its output and
 * the machine goes to `done`; when it fails, to `failed`.
 *
 * A config fragment, spread or used as a state in `createMachine`: the machine still names every
 * target and action, and XState checks them against its own setup.
 */
export function loadingState<const Src extends string, const Keep, const Done extends string, const Failed extends string>(
  src: Src,
  { keep, done, failed }: { keep: Keep; done: Done; failed: Failed },
) {
  return {
    tags: 'busy',
    invoke: { id: src, src, onDone: { target: done, actions: keep }, onError: { target: failed } },
  } as const
}

/**
 * Work that requests arriving together share. The dashboard asks `GET /metrics` and `GET /insights`
 * at once, and both need the same kept answer: the first builds it, the second waits for that build
 * instead of building it again. Keyed by everything the work depends on; the key is free again
 * when the work has ended, so a later request finds the result where the caller keeps it.
 */
export class SharedWork<V> {
  private readonly running = new Map<string, Promise<V>>()

  run(key: string, work: () => Promise<V>): Promise<V> {
    const pending = this.running.get(key)
    if (pending) return pending
    const started = work().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key)
    })
    this.running.set(key, started)
    return started
  }
}

/** One `SharedWork` per owner object (a sales storage), gone with it. */
export function sharedWorkOf<O extends object, V>(owners: WeakMap<O, SharedWork<V>>, owner: O): SharedWork<V> {
  let shared = owners.get(owner)
  if (!shared) owners.set(owner, (shared = new SharedWork<V>()))
  return shared
}

/**
 * The fake backend's notion of "now" (milliseconds since the epoch). Injectable so that token
 * expiry can be tested without waiting an hour: tests call `setClock(() => ...)`.
 */
export type Clock = () => number

const systemClock: Clock = () => Date.now()
let current: Clock = systemClock

export function now(): number {
  return current()
}

/** Replace the clock; `null` restores the system clock. */
export function setClock(clock: Clock | null): void {
  current = clock ?? systemClock
}

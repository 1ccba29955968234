/**
 * The attempt counters (`AttemptCounters` in backend/store.ts) in the demo's memory: one map per
 * database, shared by its store and every transaction of it. Transactions run one at a time there,
 * so each step is atomic as the interface asks. Kept in memory only, not in the saved snapshot: a
 * reload of the demo forgets its counts, which is all a limit on a demo in one browser needs; and a
 * count stays when its transaction is undone (the database's undoes it with the rest).
 */
import type { AttemptCounters, AttemptWindow } from '../../backend/store'

export interface MemoryAttemptCounters extends AttemptCounters {
  /** Forgets every count: the database is emptied (a demo reset, a test's fresh data). */
  clearAll(): void
}

export function memoryAttemptCounters(): MemoryAttemptCounters {
  const windows = new Map<string, AttemptWindow>()
  const open = (key: string, now: number): AttemptWindow | null => {
    const window = windows.get(key)
    if (window && window.endsAt > now) return window
    if (window) windows.delete(key)
    return null
  }
  return {
    add(key, now, windowMs) {
      const current = open(key, now)
      const next = current ? { count: current.count + 1, endsAt: current.endsAt } : { count: 1, endsAt: now + windowMs }
      windows.set(key, next)
      return Promise.resolve({ ...next })
    },
    read(key, now) {
      const current = open(key, now)
      return Promise.resolve(current ? { ...current } : null)
    },
    clear(key) {
      windows.delete(key)
      return Promise.resolve()
    },
    clearAll: () => windows.clear(),
  }
}

/**
 * The gate every call to the network passes (docs/architecture.md, demo mode and live mode). In
 * demo mode the app paints before the fake backend is up: `main.tsx` renders at once, starts the
 * service worker in parallel, and hands its start-up here; until it settles, calls wait instead of
 * reaching a network nobody answers yet. In live mode and in tests nothing is ever handed over, so
 * the gate stays open.
 */
import { ApiError } from './errors'

export type BackendStatus = 'starting' | 'ready' | 'failed'

export interface BackendSnapshot {
  status: BackendStatus
  /**
   * What a screen should say, if anything: `starting` once a held call has waited longer than
   * `BACKEND_NOTICE_DELAY_MS`, `failed` once a call was refused because the backend did not start.
   */
  notice: 'none' | 'starting' | 'failed'
}

/** What the UI may read (it gets this from main.tsx as a prop: src/ui never imports src/api). */
export interface BackendStatusSource {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => BackendSnapshot
}

/** A quick start goes unmentioned; only a wait that a person notices gets a notice. */
export const BACKEND_NOTICE_DELAY_MS = 300

interface Waiter {
  resolve: () => void
  reject: (reason: Error) => void
}

const OPEN: BackendSnapshot = { status: 'ready', notice: 'none' }
let snapshot: BackendSnapshot = OPEN
let failure: ApiError | null = null
/** Bumped by every hand-over, so a start-up that was replaced cannot settle the gate. */
let generation = 0
const waiters = new Set<Waiter>()
const listeners = new Set<() => void>()
let noticeTimer: ReturnType<typeof setTimeout> | null = null

function update(next: BackendSnapshot): void {
  if (next.status === snapshot.status && next.notice === snapshot.notice) return
  snapshot = next
  for (const listener of listeners) listener()
}

function stopNoticeTimer(): void {
  if (noticeTimer !== null) clearTimeout(noticeTimer)
  noticeTimer = null
}

function settle(outcome: { ok: true } | { ok: false; error: ApiError }): void {
  stopNoticeTimer()
  const held = [...waiters]
  waiters.clear()
  if (outcome.ok) {
    failure = null
    update(OPEN)
    held.forEach((waiter) => waiter.resolve())
  } else {
    failure = outcome.error
    update({ status: 'failed', notice: held.length > 0 ? 'failed' : 'none' })
    held.forEach((waiter) => waiter.reject(outcome.error))
  }
}

/**
 * Demo mode: calls wait until `starting` (the service worker's start-up) settles. When it rejects,
 * every held and later call fails at once as a `network` ApiError instead of hanging.
 */
export function holdCallsUntil(starting: Promise<unknown>): void {
  generation += 1
  const mine = generation
  failure = null
  update({ status: 'starting', notice: snapshot.notice === 'starting' ? 'starting' : 'none' })
  starting.then(
    () => {
      if (mine === generation) settle({ ok: true })
    },
    (cause: unknown) => {
      if (mine !== generation) return
      const detail = cause instanceof Error ? cause.message : String(cause)
      settle({ ok: false, error: new ApiError('network', 'The demo backend did not start', { detail, cause }) })
    },
  )
}

/** True when calls go straight through (live mode, tests, or a demo backend that is up). */
export function isBackendReady(): boolean {
  return snapshot.status === 'ready'
}

/**
 * Resolves when calls may go to the network: at once when the gate is open. Rejects with the
 * `network` ApiError when the backend did not start, or with the signal's reason when `signal`
 * aborts first (a timeout or a caller that gave up), as a fetch would.
 */
export function backendReady(signal?: AbortSignal): Promise<void> {
  if (snapshot.status === 'ready') return Promise.resolve()
  if (snapshot.status === 'failed') {
    update({ status: 'failed', notice: 'failed' })
    return Promise.reject(failure ?? new ApiError('network', 'The demo backend did not start'))
  }
  const aborted = (): Error => (signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'))
  if (signal?.aborted) return Promise.reject(aborted())
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      waiters.delete(waiter)
      if (waiters.size === 0) {
        stopNoticeTimer()
        update({ status: snapshot.status, notice: 'none' })
      }
      reject(aborted())
    }
    const waiter: Waiter = {
      resolve: () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      },
      reject: (reason) => {
        signal?.removeEventListener('abort', onAbort)
        reject(reason)
      },
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    waiters.add(waiter)
    noticeTimer ??= setTimeout(() => {
      noticeTimer = null
      if (waiters.size > 0 && snapshot.status === 'starting') update({ status: 'starting', notice: 'starting' })
    }, BACKEND_NOTICE_DELAY_MS)
  })
}

export const backendStatus: BackendStatusSource = {
  subscribe: (listener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getSnapshot: () => snapshot,
}

/** Tests: back to the open gate; calls still held are rejected. */
export function resetBackendGate(): void {
  generation += 1
  stopNoticeTimer()
  const held = [...waiters]
  waiters.clear()
  failure = null
  snapshot = OPEN
  held.forEach((waiter) => waiter.reject(new DOMException('The gate was reset.', 'AbortError')))
}

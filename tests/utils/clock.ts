/**
 * For a test whose outcome depends on the time of day, the weekday or the date (`npm run
 * test:clock` finds those that forgot): pins the wall clock that the app and the fake backend both
 * read (`Date`; the backend's clock reads `Date.now()` unless a test set its own) to `at`, ticking
 * from there so timeouts and latencies still pass, and seeds the demo afresh for that day (the seed
 * is relative to today). The clock goes back to the system's after the test (tests/setup).
 */
import { beforeEach, vi } from 'vitest'
import { TOTP_PERIOD_SECONDS } from '../../backend/auth/totp'
import { resetMockData, setClock } from '../../mocks/node'

/** Wednesday 18 November 2026, 3:30 pm in Kuala Lumpur: a weekday afternoon, the cafés open. */
export const WEEKDAY_AFTERNOON_KL = Date.parse('2026-11-18T15:30:00+08:00')

export async function pinClock(at: number = WEEKDAY_AFTERNOON_KL): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(at)
  await resetMockData()
}

/**
 * For a test of one-time codes: the fake backend's own clock (`Date` is left alone), set before each
 * test of the calling file near the real time (supabase-js judges a session's expiry by it) and 5 s
 * into a TOTP step, so the test knows which codes are current. The test moves it on by adding to
 * `now`; tests/utils/mock-backend.ts puts it back.
 */
export function useTotpClock(): { now: number } {
  const stepMs = TOTP_PERIOD_SECONDS * 1000
  const clock = { now: 0 }
  beforeEach(() => {
    clock.now = Math.floor(Date.now() / stepMs) * stepMs + 5_000
    setClock(() => clock.now)
  })
  return clock
}

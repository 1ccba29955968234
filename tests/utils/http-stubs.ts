/** Stubs of fetch, and what src/api/http*.test.ts read from the requests they stand in for. */
import { afterEach, beforeEach, expect, vi } from 'vitest'
import * as z from 'zod'
import { setAccessToken } from '../../src/api/auth-token'
import { ApiError } from '../../src/api/errors'
import { setUnauthorizedHandler } from '../../src/api/http'

/** What a real fetch rejects with when its signal aborts. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError')
}

/** A fetch stub that answers with `respond`, and honours the abort signal as a real fetch does. */
export function stubFetch(respond: () => Response | Promise<Response> = () => json({})) {
  const fetchMock = vi.fn((_input: string, init: RequestInit) => {
    const signal = init.signal
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true })
      Promise.resolve().then(respond).then(resolve, reject)
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A fetch stub that never answers until its signal aborts it. */
export function stubHangingFetch() {
  return stubFetch(() => new Promise<Response>(() => {}))
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export function sent(fetchMock: ReturnType<typeof stubFetch>, call = 0): { url: string; init: RequestInit; headers: Headers } {
  const args = fetchMock.mock.calls[call]
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`)
  return { url: args[0], init: args[1], headers: new Headers(args[1].headers) }
}

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

export const Answer = z.object({ ok: z.boolean() })

/** Each test of the calling file starts signed in; after it, the token, the 401 handler, fetch and the clock are put back. */
export function signedInEachTest(): void {
  beforeEach(() => {
    setAccessToken('token-123')
  })

  afterEach(() => {
    setAccessToken(null)
    setUnauthorizedHandler(null)
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { setAccessToken } from './auth-token'
import { ApiError } from './errors'
import { apiUrl, DEFAULT_TIMEOUT_MS, isApiUrl, request, requestBinary, setUnauthorizedHandler } from './http'

/** What a real fetch rejects with when its signal aborts. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError')
}

/** A fetch stub that answers with `respond`, and honours the abort signal as a real fetch does. */
function stubFetch(respond: () => Response | Promise<Response> = () => json({})) {
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
function stubHangingFetch() {
  return stubFetch(() => new Promise<Response>(() => {}))
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function sent(fetchMock: ReturnType<typeof stubFetch>, call = 0): { url: string; init: RequestInit; headers: Headers } {
  const args = fetchMock.mock.calls[call]
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`)
  return { url: args[0], init: args[1], headers: new Headers(args[1].headers) }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const Answer = z.object({ ok: z.boolean() })

beforeEach(() => {
  setAccessToken('token-123')
})

afterEach(() => {
  setAccessToken(null)
  setUnauthorizedHandler(null)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('request: what goes out', () => {
  it('sends the bearer token from setAccessToken on a protected call, to the API base', async () => {
    const fetchMock = stubFetch(() => json({ ok: true }))
    await request({ method: 'GET', path: '/metrics?x=1', auth: true, parse: Answer })
    const { url, init, headers } = sent(fetchMock)
    expect(url).toBe(apiUrl('/metrics?x=1'))
    expect(init.method).toBe('GET')
    expect(headers.get('Authorization')).toBe('Bearer token-123')
    expect(headers.get('Accept')).toBe('application/json')
  })

  it('follows the current token, not the one at import time', async () => {
    const fetchMock = stubFetch()
    setAccessToken('rotated')
    await request({ method: 'GET', path: '/settings', auth: true })
    expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer rotated')
  })

  it('sends no Authorization header when auth is false, even with a token in memory', async () => {
    const fetchMock = stubFetch()
    await request({ method: 'GET', path: '/goals', auth: false })
    expect(sent(fetchMock).headers.has('Authorization')).toBe(false)
  })

  it('sends no Authorization header on a protected call when signed out', async () => {
    setAccessToken(null)
    const fetchMock = stubFetch()
    await request({ method: 'GET', path: '/metrics', auth: true })
    expect(sent(fetchMock).headers.has('Authorization')).toBe(false)
  })

  it('serialises a JSON body with its Content-Type', async () => {
    const fetchMock = stubFetch()
    await request({ method: 'PUT', path: '/settings', auth: true, body: { preferences: { theme: 'dark' } } })
    const { init, headers } = sent(fetchMock)
    expect(init.method).toBe('PUT')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(init.body).toBe('{"preferences":{"theme":"dark"}}')
  })

  it('passes FormData through untouched and leaves Content-Type to fetch (the multipart boundary)', async () => {
    const fetchMock = stubFetch()
    const form = new FormData()
    form.append('date', '2025-01-31')
    await request({ method: 'POST', path: '/upload', auth: true, body: form })
    const { init, headers } = sent(fetchMock)
    expect(init.body).toBe(form)
    expect(headers.has('Content-Type')).toBe(false)
  })

  it('sends no body and no Content-Type when there is no body', async () => {
    const fetchMock = stubFetch()
    await request({ method: 'POST', path: '/auth', auth: true })
    const { init, headers } = sent(fetchMock)
    expect(init.body).toBeUndefined()
    expect(headers.has('Content-Type')).toBe(false)
  })
})

describe('request: what comes back', () => {
  it('resolves with the parsed answer', async () => {
    stubFetch(() => json({ ok: true, extra: 'stripped' }))
    await expect(request({ method: 'GET', path: '/x', auth: true, parse: Answer })).resolves.toEqual({ ok: true })
  })

  it('resolves with undefined when the answer is not read, whatever the body', async () => {
    stubFetch(() => new Response('not json at all', { status: 201 }))
    await expect(request({ method: 'POST', path: '/leads', auth: false })).resolves.toBeUndefined()
  })

  it('rejects a wrong-shaped answer as invalid-response, with the status and why', async () => {
    stubFetch(() => json({ ok: 'yes' }))
    const error = await failure(request({ method: 'GET', path: '/x', auth: true, parse: Answer }))
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(error.detail).toContain('ok')
  })

  it('rejects a non-JSON or empty 2xx body as invalid-response when it has to be read', async () => {
    stubFetch(() => new Response('<html>proxy page</html>', { status: 200 }))
    expect((await failure(request({ method: 'GET', path: '/x', auth: true, parse: Answer }))).kind).toBe('invalid-response')
    stubFetch(() => new Response(null, { status: 204 }))
    expect((await failure(request({ method: 'GET', path: '/x', auth: true, parse: Answer }))).kind).toBe('invalid-response')
  })

  it.each([400, 404, 422, 500, 503])('maps a %i to kind http with the status and the server detail', async (status) => {
    stubFetch(() => json({ detail: `server says ${status}` }, status))
    const error = await failure(request({ method: 'POST', path: '/assets/upload', auth: true, parse: Answer }))
    expect(error).toMatchObject({ kind: 'http', status, detail: `server says ${status}` })
  })

  it('reads the detail from message or a plain-text body too, and leaves it undefined for an empty body', async () => {
    stubFetch(() => json({ message: 'Quota exceeded' }, 429))
    expect((await failure(request({ method: 'GET', path: '/x', auth: true }))).detail).toBe('Quota exceeded')
    stubFetch(() => new Response('Bad Gateway', { status: 502 }))
    expect((await failure(request({ method: 'GET', path: '/x', auth: true }))).detail).toBe('Bad Gateway')
    stubFetch(() => new Response(null, { status: 500 }))
    const empty = await failure(request({ method: 'GET', path: '/x', auth: true }))
    expect(empty).toMatchObject({ kind: 'http', status: 500, detail: undefined })
  })
})

describe('request: 401 ends the session on protected calls only', () => {
  it('calls the unauthorized handler once on a 401 of a protected call, and still rejects', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    stubFetch(() => json({ detail: 'Token expired' }, 401))
    const error = await failure(request({ method: 'GET', path: '/metrics', auth: true }))
    expect(error).toMatchObject({ kind: 'http', status: 401, detail: 'Token expired' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not call it for a 401 of a public call', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    stubFetch(() => json({ detail: 'nope' }, 401))
    await failure(request({ method: 'GET', path: '/goals', auth: false }))
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('does not call it for a 403, and does not crash without a handler', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    stubFetch(() => json({ detail: 'forbidden' }, 403))
    await failure(request({ method: 'GET', path: '/metrics', auth: true }))
    expect(onUnauthorized).not.toHaveBeenCalled()

    setUnauthorizedHandler(null)
    stubFetch(() => json({}, 401))
    expect((await failure(request({ method: 'GET', path: '/metrics', auth: true }))).status).toBe(401)
  })
})

describe('request: failures before an answer', () => {
  it('maps a fetch rejection to kind network, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch')
    stubFetch(() => Promise.reject(cause))
    const error = await failure(request({ method: 'GET', path: '/metrics', auth: true }))
    expect(error.kind).toBe('network')
    expect(error.cause).toBe(cause)
  })

  it('times out after DEFAULT_TIMEOUT_MS as kind timeout, and aborts the fetch', async () => {
    vi.useFakeTimers()
    const fetchMock = stubHangingFetch()
    const settled = vi.fn()
    const pending = request({ method: 'GET', path: '/metrics', auth: true }).catch((error: unknown) => {
      settled()
      return error
    })
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('timeout')
    expect(sent(fetchMock).init.signal?.aborted).toBe(true)
  })

  it('honours a per-call timeoutMs', async () => {
    vi.useFakeTimers()
    stubHangingFetch()
    const pending = failure(request({ method: 'POST', path: '/generate-image', auth: true, timeoutMs: 50 }))
    await vi.advanceTimersByTimeAsync(50)
    expect((await pending).kind).toBe('timeout')
  })

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers()
    stubFetch(() => json({ ok: true }))
    await request({ method: 'GET', path: '/x', auth: true, parse: Answer })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('aborts the fetch when the caller’s signal aborts; it is not reported as a timeout', async () => {
    const fetchMock = stubHangingFetch()
    const controller = new AbortController()
    const pending = failure(request({ method: 'GET', path: '/metrics', auth: true, signal: controller.signal }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    controller.abort()
    const error = await pending
    expect(sent(fetchMock).init.signal?.aborted).toBe(true)
    // http.ts has no 'aborted' kind: a caller's abort surfaces as 'network' with the AbortError as cause.
    expect(error.kind).toBe('network')
    expect((error.cause as Error).name).toBe('AbortError')
  })

  it('does not start a fetch that could succeed when the caller’s signal is already aborted', async () => {
    const fetchMock = stubFetch(() => json({ ok: true }))
    const controller = new AbortController()
    controller.abort()
    const error = await failure(request({ method: 'GET', path: '/x', auth: true, parse: Answer, signal: controller.signal }))
    expect(sent(fetchMock).init.signal?.aborted).toBe(true)
    expect(error.kind).not.toBe('timeout')
  })
})

/** A 2xx whose headers arrive and whose body then stalls (or breaks) mid-way. */
function bodyStream(start: (controller: ReadableStreamDefaultController<Uint8Array>) => void): Response {
  return new Response(new ReadableStream<Uint8Array>({ start }), { status: 200, headers: { 'Content-Type': 'application/json' } })
}

describe('request: the body after the headers', () => {
  it('times out when the body stalls after the headers arrived', async () => {
    vi.useFakeTimers()
    stubFetch(() => bodyStream((controller) => controller.enqueue(new TextEncoder().encode('{"ok":'))))
    const settled = vi.fn()
    void request({ method: 'GET', path: '/x', auth: true, parse: Answer, timeoutMs: 50 }).catch(settled)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }))
  })

  it('reports a connection lost mid-body as network, not as a wrong-shaped answer', async () => {
    stubFetch(() =>
      bodyStream((controller) => {
        controller.enqueue(new TextEncoder().encode('{"ok":'))
        controller.error(new TypeError('connection reset'))
      }),
    )
    const error = await failure(request({ method: 'GET', path: '/x', auth: true, parse: Answer }))
    expect(error.kind).toBe('network')
  })
})

describe('isApiUrl: where the token may go', () => {
  it('is true under the API base only', () => {
    expect(isApiUrl(apiUrl('/reports/weekly-2026-11-16.pdf'))).toBe(true)
    expect(isApiUrl(apiUrl('/metrics?x=1'))).toBe(true)
  })

  it('is false for another origin, a look-alike host, a sibling path, a way out with dots, credentials or no URL', () => {
    const base = new URL(apiUrl('/'))
    expect(isApiUrl('https://files.example.com/reports/weekly.pdf')).toBe(false)
    expect(isApiUrl(`${base.protocol}//${base.host}.evil.example${base.pathname}x.pdf`)).toBe(false)
    expect(isApiUrl(`${base.origin}${base.pathname.replace(/\/$/, '')}-other/x.pdf`)).toBe(false)
    expect(isApiUrl(`${base.origin}${base.pathname}../secret.pdf`)).toBe(false)
    expect(isApiUrl(`${base.origin}${base.pathname}%2e%2e/secret.pdf`)).toBe(false)
    expect(isApiUrl(`${base.protocol}//user:pw@${base.host}${base.pathname}x.pdf`)).toBe(false)
    expect(isApiUrl('/reports/weekly.pdf')).toBe(false)
    expect(isApiUrl('not a url')).toBe(false)
  })
})

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 body')

function pdf(status = 200, headers: Record<string, string> = { 'Content-Type': 'application/pdf' }): Response {
  return new Response(PDF_BYTES, { status, headers })
}

describe('requestBinary', () => {
  it('GETs a file on the API base with the bearer token and the Accept asked for, and answers a Blob with the headers', async () => {
    const fetchMock = stubFetch(() => pdf(200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' }))
    const answer = await requestBinary({ url: apiUrl('/reports/weekly-2026-11-16.pdf'), auth: true, accept: 'application/pdf' })
    const { url, init, headers } = sent(fetchMock)
    expect(url).toBe(apiUrl('/reports/weekly-2026-11-16.pdf'))
    expect(init.method).toBe('GET')
    expect(headers.get('Authorization')).toBe('Bearer token-123')
    expect(headers.get('Accept')).toBe('application/pdf')
    expect(await answer.blob.text()).toBe('%PDF-1.7 body')
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="a.pdf"')
    expect(answer.status).toBe(200)
  })

  it('never sends the token, nor cookies, to a URL off the API base', async () => {
    const fetchMock = stubFetch(() => pdf())
    await requestBinary({ url: 'https://files.example.com/weekly.pdf', auth: true, accept: 'application/pdf' })
    const { init, headers } = sent(fetchMock)
    expect(headers.has('Authorization')).toBe(false)
    expect(init.credentials).toBe('omit')
  })

  it('sends no token when auth is false', async () => {
    const fetchMock = stubFetch(() => pdf())
    await requestBinary({ url: apiUrl('/x.pdf'), auth: false, accept: 'application/pdf' })
    expect(sent(fetchMock).headers.has('Authorization')).toBe(false)
  })

  it('maps a failure status to kind http with the server detail', async () => {
    stubFetch(() => json({ detail: 'No report for that week' }, 404))
    const error = await failure(requestBinary({ url: apiUrl('/reports/weekly-2020-01-06.pdf'), auth: true, accept: 'application/pdf' }))
    expect(error).toMatchObject({ kind: 'http', status: 404, detail: 'No report for that week' })
  })

  it('ends the session on a 401 of a file it sent the token to, and only then', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    stubFetch(() => json({ detail: 'expired' }, 401))
    await failure(requestBinary({ url: 'https://files.example.com/x.pdf', auth: true, accept: 'application/pdf' }))
    expect(onUnauthorized).not.toHaveBeenCalled()
    await failure(requestBinary({ url: apiUrl('/x.pdf'), auth: true, accept: 'application/pdf' }))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('maps a fetch rejection to network, a stalled body to timeout, and leaves no timer behind', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect((await failure(requestBinary({ url: apiUrl('/x.pdf'), auth: true, accept: 'application/pdf' }))).kind).toBe('network')

    vi.useFakeTimers()
    stubFetch(() => new Response(new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(PDF_BYTES) }), { status: 200 }))
    const settled = vi.fn()
    void requestBinary({ url: apiUrl('/x.pdf'), auth: true, accept: 'application/pdf', timeoutMs: 50 }).catch(settled)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }))

    stubFetch(() => pdf())
    await requestBinary({ url: apiUrl('/x.pdf'), auth: true, accept: 'application/pdf' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('aborts with the caller’s signal', async () => {
    const fetchMock = stubHangingFetch()
    const controller = new AbortController()
    const pending = failure(requestBinary({ url: apiUrl('/x.pdf'), auth: true, accept: 'application/pdf', signal: controller.signal }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    controller.abort()
    expect((await pending).kind).toBe('network')
    expect(sent(fetchMock).init.signal?.aborted).toBe(true)
  })
})

/** What request does when no answer comes, or an answer breaks off: timeouts, aborts, network errors. */
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { DEFAULT_TIMEOUT_MS, request } from './http'
import { signedInEachTest, stubFetch, stubHangingFetch, json, sent, failure, Answer } from '../../tests/utils/http-stubs'

signedInEachTest()

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

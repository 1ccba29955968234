import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../tests/setup/vitest.setup'
import { fetchWithTimeout } from './auth'
import {
  BACKEND_NOTICE_DELAY_MS,
  backendReady,
  backendStatus,
  holdCallsUntil,
  isBackendReady,
  resetBackendGate,
} from './backend-ready'
import { ApiError } from './errors'
import { apiUrl, DEFAULT_TIMEOUT_MS, request, requestBinary } from './http'
import { requestWithProgress } from './http-progress'

/** A start-up the test settles by hand, as the service worker's would. */
function startUp() {
  let ready!: () => void
  let fail!: (error: Error) => void
  const starting = new Promise<void>((resolve, reject) => {
    ready = resolve
    fail = reject
  })
  holdCallsUntil(starting)
  return { ready, fail }
}

/** A fetch stub that answers 200 `{}` and honours its signal, as a real fetch does. */
function stubFetch() {
  const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
    init?.signal?.aborted ? Promise.reject(new DOMException('Aborted', 'AbortError')) : Promise.resolve(Response.json({})),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Lets pending promise callbacks run (a handful of microtask turns). */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

afterEach(() => {
  resetBackendGate()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the backend gate', () => {
  it('is open unless main.tsx hands over a start-up (live mode, tests)', async () => {
    expect(isBackendReady()).toBe(true)
    expect(backendStatus.getSnapshot()).toEqual({ status: 'ready', notice: 'none' })
    await expect(backendReady()).resolves.toBeUndefined()
  })

  it('holds a request until the demo backend is up, then sends it', async () => {
    const fetchMock = stubFetch()
    const { ready } = startUp()
    expect(backendStatus.getSnapshot().status).toBe('starting')
    const answer = request<void>({ method: 'POST', path: '/leads', auth: false, body: { email: 'a@b.my' } })
    await flush()
    expect(fetchMock).not.toHaveBeenCalled()
    ready()
    await expect(answer).resolves.toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe(apiUrl('/leads'))
    expect(backendStatus.getSnapshot()).toEqual({ status: 'ready', notice: 'none' })
  })

  it('fails held and later calls as a network ApiError when the backend does not start', async () => {
    const fetchMock = stubFetch()
    const { fail } = startUp()
    const held = request<void>({ method: 'GET', path: '/goals', auth: false })
    fail(new Error('Failed to register a ServiceWorker'))
    const error = await held.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', message: 'The demo backend did not start', detail: 'Failed to register a ServiceWorker' })
    await expect(request<void>({ method: 'POST', path: '/leads', auth: false, body: {} })).rejects.toMatchObject({ kind: 'network' })
    await expect(requestBinary({ url: apiUrl('/reports/weekly.pdf'), auth: true, accept: 'application/pdf' })).rejects.toMatchObject({
      kind: 'network',
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(backendStatus.getSnapshot()).toEqual({ status: 'failed', notice: 'failed' })
  })

  it('times a held call out like any other call, instead of waiting for ever', async () => {
    vi.useFakeTimers()
    const fetchMock = stubFetch()
    startUp()
    const held = request<void>({ method: 'POST', path: '/leads', auth: false, body: {} }).catch((reason: unknown) => reason)
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS)
    expect(await held).toMatchObject({ kind: 'timeout' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lets a caller give up a held call; the call never reaches the network', async () => {
    const fetchMock = stubFetch()
    const { ready } = startUp()
    const controller = new AbortController()
    const held = request<void>({ method: 'POST', path: '/leads', auth: false, body: {}, signal: controller.signal })
    controller.abort()
    await expect(held).rejects.toMatchObject({ kind: 'network' })
    ready()
    await flush()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says "starting" only once a held call has waited past the notice delay, and tells its subscribers', async () => {
    vi.useFakeTimers()
    stubFetch()
    const { ready } = startUp()
    const heard = vi.fn()
    const unsubscribe = backendStatus.subscribe(heard)
    await vi.advanceTimersByTimeAsync(BACKEND_NOTICE_DELAY_MS * 2)
    expect(backendStatus.getSnapshot().notice).toBe('none') // nobody waits: nothing to say

    const held = request<void>({ method: 'POST', path: '/leads', auth: false, body: {} })
    await vi.advanceTimersByTimeAsync(BACKEND_NOTICE_DELAY_MS - 1)
    expect(backendStatus.getSnapshot().notice).toBe('none')
    await vi.advanceTimersByTimeAsync(1)
    expect(backendStatus.getSnapshot()).toEqual({ status: 'starting', notice: 'starting' })
    expect(heard).toHaveBeenCalled()

    ready()
    await held
    expect(backendStatus.getSnapshot()).toEqual({ status: 'ready', notice: 'none' })
    unsubscribe()
  })

  it('drops the notice when every held call has been given up', async () => {
    vi.useFakeTimers()
    startUp()
    const controller = new AbortController()
    const held = backendReady(controller.signal).catch((reason: unknown) => reason)
    await vi.advanceTimersByTimeAsync(BACKEND_NOTICE_DELAY_MS)
    expect(backendStatus.getSnapshot().notice).toBe('starting')
    controller.abort()
    expect(await held).toMatchObject({ name: 'AbortError' })
    expect(backendStatus.getSnapshot()).toEqual({ status: 'starting', notice: 'none' })
  })

  it("ignores a start-up that a later one replaced (a hot reload's)", async () => {
    const first = startUp()
    const second = startUp()
    first.fail(new Error('stale'))
    await flush()
    expect(backendStatus.getSnapshot().status).toBe('starting')
    second.ready()
    await flush()
    expect(isBackendReady()).toBe(true)
  })

  it("holds supabase-js's fetch (the auth service) too", async () => {
    const fetchMock = stubFetch()
    const { ready } = startUp()
    const answer = fetchWithTimeout('http://localhost/demo-auth/auth/v1/token', { method: 'POST' })
    await flush()
    expect(fetchMock).not.toHaveBeenCalled()
    ready()
    expect((await answer).status).toBe(200)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("fails supabase-js's fetch when the backend does not start", async () => {
    const fetchMock = stubFetch()
    const { fail } = startUp()
    const answer = fetchWithTimeout('http://localhost/demo-auth/auth/v1/token', { method: 'POST' })
    fail(new Error('no service worker'))
    await expect(answer).rejects.toMatchObject({ kind: 'network' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('holds an upload with progress (XMLHttpRequest) until the backend is up', async () => {
    let arrived = 0
    server.use(
      http.post(apiUrl('/upload'), () => {
        arrived += 1
        return HttpResponse.json({})
      }),
    )
    const { ready } = startUp()
    const progress: number[] = []
    const upload = requestWithProgress({ method: 'POST', path: '/upload', auth: true, body: new FormData(), onProgress: (value) => progress.push(value) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(arrived).toBe(0)
    expect(progress).toEqual([])
    ready()
    await expect(upload).resolves.toBeUndefined()
    expect(arrived).toBe(1)
    expect(progress.at(-1)).toBe(1)
  })

  it('fails a held upload with progress as a network ApiError when the backend does not start', async () => {
    const { fail } = startUp()
    const upload = requestWithProgress({ method: 'POST', path: '/upload', auth: true, body: new FormData(), onProgress: () => undefined })
    fail(new Error('no service worker'))
    await expect(upload).rejects.toMatchObject({ kind: 'network', message: 'The demo backend did not start' })
  })
})

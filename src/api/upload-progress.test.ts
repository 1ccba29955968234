import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server, allowConsole } from '../../tests/setup/vitest.setup'
import { setChaosRule } from '../../tests/utils/chaos'
import { setAccessToken } from './auth-token'
import { ApiError } from './errors'
import { apiUrl, setUnauthorizedHandler } from './http'
import { requestWithProgress } from './http-progress'
import { apiCache, CACHE_KEYS } from './cache'
import { removeUpload, uploadFile, uploadManualEntry } from './uploads'

const ANSWER = { upload_completed: true, status: 'completed', message: 'Stored 3 sales rows', suggestion: null, chunks_created: 1 }

function csv(size = 64 * 1024): File {
  return new File(['date,amount\n'.padEnd(size, 'x')], 'sales.csv', { type: 'text/csv' })
}

/** Answers POST /upload as a server would, recording what arrived. */
function answerUploads(answer: () => Response, afterMs = 0) {
  const seen: { authorization: string | null; name: string | null; size: number | null }[] = []
  server.use(
    http.post(apiUrl('/upload'), async ({ request }) => {
      const form = await request.formData()
      const file = form.get('file') as File | null
      seen.push({ authorization: request.headers.get('authorization'), name: file?.name ?? null, size: file?.size ?? null })
      if (afterMs > 0) await delay(afterMs)
      return answer()
    }),
  )
  return seen
}

afterEach(() => setUnauthorizedHandler(null))

describe('uploadFile (POST /upload with progress, over XMLHttpRequest)', () => {
  it('sends the file as multipart with the bearer token, reports progress from 0 to 1, and parses the answer', async () => {
    setAccessToken('token-abc')
    const seen = answerUploads(() => HttpResponse.json(ANSWER))
    const progress: number[] = []
    const result = await uploadFile(csv(), { onProgress: (fraction) => progress.push(fraction) })
    expect(result).toEqual(ANSWER)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.authorization).toBe('Bearer token-abc')
    expect(seen[0]!.name).toBe('sales.csv')
    expect(seen[0]!.size).toBe(64 * 1024)
    expect(progress[0]).toBe(0)
    expect(progress.at(-1)).toBe(1)
    expect(progress.every((value, i) => i === 0 || value >= progress[i - 1]!)).toBe(true)
  })

  it('maps an HTTP failure to an ApiError with the server detail, and a 401 ends the session', async () => {
    let unauthorized = 0
    setUnauthorizedHandler(() => (unauthorized += 1))
    answerUploads(() => HttpResponse.json({ detail: 'Token expired' }, { status: 401 }))
    const error = await uploadFile(csv(), { onProgress: () => undefined }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 401, detail: 'Token expired' })
    expect(unauthorized).toBe(1)
  })

  it('rejects an answer that breaks the contract as invalid-response', async () => {
    answerUploads(() => HttpResponse.json({ upload_completed: 'yes' }))
    const error = await uploadFile(csv(), { onProgress: () => undefined }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'invalid-response' })
  })

  it('reports a network failure as kind network', async () => {
    allowConsole('error', /.*/)
    setChaosRule('POST /upload', { network: true })
    const error = await uploadFile(csv(), { onProgress: () => undefined }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'network' })
  })

  it('times out as kind timeout, and the caller can abort', async () => {
    answerUploads(() => HttpResponse.json(ANSWER), 2_000)
    const slow = requestWithProgress({ method: 'POST', path: '/upload', auth: true, body: new FormData(), timeoutMs: 50, onProgress: () => undefined })
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' })

    const controller = new AbortController()
    const aborted = uploadFile(csv(), { onProgress: () => undefined, signal: controller.signal })
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ kind: 'network' })
  })
})

/**
 * An XMLHttpRequest as Chromium runs one a service worker answers (the demo's): no upload event at
 * all, then the answer's headers, then, later, its body.
 */
class ServiceWorkerXhr extends EventTarget {
  static readonly HEADERS_RECEIVED = 2
  static last: ServiceWorkerXhr | null = null
  readonly upload = new EventTarget()
  readyState = 0
  status = 0
  responseText = ''
  open() {
    this.readyState = 1
  }
  setRequestHeader() {}
  send() {
    ServiceWorkerXhr.last = this
  }
  abort() {}
  headers(status: number) {
    this.status = status
    this.readyState = 2
    this.dispatchEvent(new Event('readystatechange'))
  }
  body(text: string) {
    this.responseText = text
    this.readyState = 4
    this.dispatchEvent(new Event('readystatechange'))
    this.dispatchEvent(new Event('load'))
  }
}

describe('progress where the browser reports none (a service worker answers the demo)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reaches 100 % when the answer’s headers arrive, before its body: the server has the whole file', async () => {
    vi.stubGlobal('XMLHttpRequest', ServiceWorkerXhr)
    const progress: number[] = []
    const answer = uploadFile(csv(1024), { onProgress: (fraction) => progress.push(fraction) })
    await vi.waitFor(() => expect(ServiceWorkerXhr.last).not.toBeNull())
    expect(progress).toEqual([0])
    ServiceWorkerXhr.last!.headers(200)
    expect(progress).toEqual([0, 1])
    ServiceWorkerXhr.last!.body(` ${JSON.stringify(ANSWER)}`)
    await expect(answer).resolves.toEqual(ANSWER)
  })
})

describe('a completed upload or a removal drops the cached dashboard', () => {
  const cached = () => apiCache.get('token-abc', CACHE_KEYS.dashboard)
  afterEach(() => apiCache.clearToken('token-abc'))

  it('forgets it after a file is stored, so the next visit loads the new numbers', async () => {
    setAccessToken('token-abc')
    apiCache.set('token-abc', CACHE_KEYS.dashboard, { stale: true }, 120_000)
    answerUploads(() => HttpResponse.json(ANSWER))
    await uploadFile(csv(), { onProgress: () => {} })
    expect(cached()).toBeUndefined()
  })

  it('forgets it after a manual entry is stored', async () => {
    setAccessToken('token-abc')
    apiCache.set('token-abc', CACHE_KEYS.dashboard, { stale: true }, 120_000)
    server.use(http.post(apiUrl('/upload'), () => HttpResponse.json({ ...ANSWER, message: 'Saved' })))
    await uploadManualEntry({ date: '2026-11-20', sales: 120.5 })
    expect(cached()).toBeUndefined()
  })

  it('forgets it after an upload is removed', async () => {
    setAccessToken('token-abc')
    apiCache.set('token-abc', CACHE_KEYS.dashboard, { stale: true }, 120_000)
    const removed = { id: 'u1', file_name: 'sales.csv', kind: 'file', rows: 3, days: 0, chunks: 0, from: '2026-11-18', to: '2026-11-20' }
    server.use(http.delete(apiUrl('/uploads/u1'), () => HttpResponse.json(removed)))
    await expect(removeUpload('u1')).resolves.toEqual(removed)
    expect(cached()).toBeUndefined()
  })

  it('keeps it when nothing was stored (a duplicate file)', async () => {
    setAccessToken('token-abc')
    apiCache.set('token-abc', CACHE_KEYS.dashboard, { stale: true }, 120_000)
    answerUploads(() => HttpResponse.json({ ...ANSWER, upload_completed: false, status: 'content_exists', message: 'Already uploaded' }))
    await uploadFile(csv(), { onProgress: () => {} })
    expect(cached()).toEqual({ stale: true })
  })
})

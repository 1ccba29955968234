/** requestBinary: files (the weekly report's PDF) fetched with the token, answered as a Blob. */
import { describe, expect, it, vi } from 'vitest'
import { apiUrl, requestBinary, setUnauthorizedHandler } from './http'
import { signedInEachTest, stubFetch, stubHangingFetch, json, sent, failure } from '../../tests/utils/http-stubs'

signedInEachTest()

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

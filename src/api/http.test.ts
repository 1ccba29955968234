import { describe, expect, it, vi } from 'vitest'
import { setAccessToken } from './auth-token'
import { apiUrl, isApiUrl, request, setUnauthorizedHandler } from './http'
import { signedInEachTest, stubFetch, json, sent, failure, Answer } from '../../tests/utils/http-stubs'

signedInEachTest()

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

import { bypass } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AuthValidateResponseSchema, GoalsResponseSchema, ReportResponseSchema } from '../kernel/contract'
import { clearChaos, setChaos } from './chaos'
import { resetMockData } from './db'
import { DEMO_PASSWORD } from './fixtures/accounts'
import { startMockHttpServer, type MockHttpServer } from './server'

let server: MockHttpServer

/** bypass(): should the shared test setup intercept requests with msw, these must reach the real socket. */
function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(bypass(`${server.url}${path}`, init))
}

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 })
})
afterAll(async () => {
  await server.close()
})
beforeEach(async () => {
  await resetMockData()
})
afterEach(() => {
  clearChaos()
})

describe('mock HTTP server', () => {
  it('listens on 127.0.0.1 on the port it was given (0: any free one)', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('answers the API with CORS for a dev origin', async () => {
    const response = await call('/goals', { headers: { origin: 'http://localhost:5173' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(GoalsResponseSchema.parse(await response.json()).goals).toHaveLength(8)
  })

  it('gives no CORS grant to other origins', async () => {
    const response = await call('/goals', { headers: { origin: 'https://evil.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a preflight with the headers supabase-js and the API client send', async () => {
    const response = await call('/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, content-type' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    const allowed = response.headers.get('access-control-allow-headers') ?? ''
    for (const header of ['authorization', 'apikey', 'x-client-info', 'x-supabase-api-version', 'content-type']) expect(allowed).toContain(header)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('routes the auth service and the API on one origin: sign in, then POST /auth', async () => {
    const signIn = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: 'anon', 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ email: 'demo@selera.my', password: DEMO_PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('access-control-expose-headers')).toContain('x-supabase-api-version')
    const { access_token } = (await signIn.json()) as { access_token: string }
    const validated = await call('/auth', { method: 'POST', headers: { authorization: `Bearer ${access_token}` } })
    expect(validated.status).toBe(200)
    expect(AuthValidateResponseSchema.parse(await validated.json()).email).toBe('demo@selera.my')
    expect((await call('/auth', { method: 'POST' })).status).toBe(401)
  })

  it('lets a dev origin read the weekly PDF’s file name beside auth-js’s header', async () => {
    const signIn = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: 'anon', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@selera.my', password: DEMO_PASSWORD }),
    })
    const { access_token } = (await signIn.json()) as { access_token: string }
    const bearer = { authorization: `Bearer ${access_token}`, origin: 'http://127.0.0.1:4173' }
    const { report_url } = ReportResponseSchema.parse(await (await call('/report', { headers: bearer })).json())
    expect(report_url).not.toBeNull()
    const pdf = await call(new URL(report_url!).pathname, { headers: bearer })
    expect(pdf.status).toBe(200)
    const exposed = (pdf.headers.get('access-control-expose-headers') ?? '').toLowerCase()
    expect(exposed).toContain('content-disposition')
    expect(exposed).toContain('x-supabase-api-version')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="selera-weekly-report-\d{4}-\d{2}-\d{2}\.pdf"$/)
  })

  it('answers 404 JSON when no handler does', async () => {
    const response = await call('/nowhere')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'No route for GET /nowhere' })
  })

  it('drops the connection for an injected network failure', async () => {
    setChaos({ 'GET /goals': { network: true } })
    await expect(call('/goals')).rejects.toThrow()
  })
})

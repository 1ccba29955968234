import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { BackendContext } from '../backend/context'
import { fakeComposer } from '../backend/images/fake-composer'
import { embeddedDatabase, emptyStore } from '../tests/utils/server/databases'
import { createServerApp, DATABASE_AWAY, type ServerAppOptions } from './http'
import { createLogger } from './log'

const ORIGIN = 'http://127.0.0.1:8080'

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'selera-app-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Selera</title>')
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  return dir
}

async function serverApp(overrides: Partial<ServerAppOptions> = {}) {
  const store = await emptyStore(await embeddedDatabase())
  const lines: string[] = []
  const context = (): BackendContext => ({ store, now: Date.now, jwtSecret: 'x'.repeat(43), passwordIterations: 1000 })
  const app = createServerApp({
    publicUrl: ORIGIN,
    context,
    composer: () => Promise.resolve(fakeComposer()),
    ready: () => Promise.resolve({ ok: true }),
    appDir: builtApp(),
    log: createLogger('info', (line) => lines.push(line)),
    ...overrides,
  })
  const get = (path: string, init?: RequestInit) => app.fetch(new Request(ORIGIN + path, init))
  return { get, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('the server’s origin', () => {
  it('answers its health, and its readiness from the database', async () => {
    expect(await (await (await serverApp()).get('/healthz')).json()).toEqual({ status: 'ok' })
    expect(await (await (await serverApp()).get('/readyz')).json()).toEqual({ status: 'ready' })
    const behind = await (await serverApp({ ready: () => Promise.resolve({ ok: false, reason: '1 migration(s) not applied' }) })).get('/readyz')
    expect(behind.status).toBe(503)
    expect(behind.headers.get('retry-after')).toBe('5')
    expect(await behind.json()).toEqual({ status: 'unavailable', reason: '1 migration(s) not applied' })
  })

  it('serves the API at /api and the auth service at /auth/v1, from the database', async () => {
    const { get } = await serverApp()
    const goals = await get('/api/goals')
    expect(goals.status).toBe(200)
    expect(((await goals.json()) as { goals: unknown[] }).goals).toEqual([])
    expect(await (await get('/api/metrics')).json()).toEqual({ detail: 'Missing bearer token' })
    const token = await get('/auth/v1/token?grant_type=password', { method: 'POST', headers: { apikey: 'k', 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.my', password: 'wrong-password' }) })
    expect(token.status).toBe(400)
  })

  it('serves the app’s files, its pages as its index, and a missing file as 404', async () => {
    const { get } = await serverApp()
    for (const page of ['/', '/dashboard', '/reset-password']) {
      const answer = await get(page)
      expect(await answer.text(), page).toContain('<title>Selera</title>')
      expect(answer.headers.get('cache-control'), page).toBe('no-cache')
    }
    const script = await get('/assets/index-abc123.js')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/gone-123.js')).status).toBe(404)
    expect((await get('/logo.png')).status).toBe(404)
  })

  it('says the app is not built when its folder is missing, and still serves the API', async () => {
    const { get, lines } = await serverApp({ appDir: join(tmpdir(), 'selera-no-such-build') })
    const page = await get('/dashboard')
    expect(page.status).toBe(503)
    expect(await page.json()).toEqual({ detail: 'The app is not built: start the server with `npm run server`, which builds it.' })
    expect((await get('/api/goals')).status).toBe(200)
    expect(lines().map((line) => line.status)).toEqual([503, 200])
  })

  it('logs each request as one JSON line with its id, without the query string', async () => {
    const { get, lines } = await serverApp()
    const answer = await get('/api/goals?signature=secret-part', { headers: { 'x-request-id': 'req-12345678' } })
    expect(answer.headers.get('x-request-id')).toBe('req-12345678')
    expect(lines()).toEqual([expect.objectContaining({ level: 'info', msg: 'request', request: 'req-12345678', method: 'GET', path: '/api/goals', status: 200 })])
    expect(JSON.stringify(lines())).not.toContain('secret-part')
    // An id a caller cannot be trusted with is replaced.
    expect((await get('/healthz', { headers: { 'x-request-id': 'a b' } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 503 with a retry hint while the database is away, and logs no detail of it', async () => {
    const away = Object.assign(new Error('terminating connection due to administrator command: select * from accounts where email = $1'), { code: '57P01' })
    const { get, lines } = await serverApp({ context: () => { throw away } })
    const answer = await get('/api/goals')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(await answer.json()).toEqual({ detail: DATABASE_AWAY })
    expect(lines()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'database unavailable', code: '57P01' }))
    expect(JSON.stringify(lines())).not.toContain('accounts where')
  })
})

describe('a failure after an upload’s answer began', () => {
  it('breaks the body off and is logged as the server logs failures: its kind and code, never its message', async () => {
    const store = await emptyStore(await embeddedDatabase())
    const broken = Object.assign(new Error('duplicate key value violates unique constraint: (secret-value)'), { code: '23505' })
    // The account's view of the store fails when the upload stores what it read, after the answer began.
    const failing = { ...store, forAccount: (id: string) => ({ ...store.forAccount(id), transaction: () => Promise.reject(broken) }) }
    const { get, lines } = await serverApp({ context: () => ({ store: failing, now: Date.now, jwtSecret: 'x'.repeat(43), passwordIterations: 1000 }) })
    const signUp = await get('/auth/v1/signup', { method: 'POST', headers: { apikey: 'k', 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@kedai.my', password: 'kopi-o-kosong', data: { business_name: 'Kedai Kopi' } }) })
    const { access_token } = (await signUp.json()) as { access_token: string }
    const form = new FormData()
    form.append('file', new File(['Date,Total\n2026-05-01,12.50\n'], 'sales.csv', { type: 'text/csv' }))
    const answer = await get('/api/upload', { method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form })
    expect(signUp.status).toBe(200)
    expect(answer.status).toBe(200)
    await expect(answer.text()).rejects.toThrow()
    await vi.waitFor(() => expect(lines()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'request failed', error: 'Error', code: '23505' })))
    expect(JSON.stringify(lines())).not.toContain('secret-value')
  })
})

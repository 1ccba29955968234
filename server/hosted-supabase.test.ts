/**
 * The server with a hosted Supabase project as its auth service (`SUPABASE_URL`): a stand-in
 * project on loopback publishes its keys as Supabase does, tokens are signed as Supabase signs them
 * (jose, ES256, issuer `<url>/auth/v1`, audience `authenticated`), and the server is asked over HTTP.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_TAKEN_HERE } from '../backend/auth/authenticate'
import { queryRows } from './db/table'
import { hostedIssuer, hostedSupabaseKeys, KEYS_KEPT_MS } from './hosted-supabase'
import { startServer, type RunningServer } from './main'

const loopback = globalThis.fetch

interface Project {
  url: string
  /** The public keys the project publishes now. */
  published: JWK[]
  /** How often its keys were fetched. */
  fetched: number
  server: Server
}

async function standInProject(): Promise<Project> {
  const project = { url: '', published: [] as JWK[], fetched: 0 } as Project
  project.server = createServer((request, response) => {
    if (request.url !== '/auth/v1/.well-known/jwks.json') return void response.writeHead(404).end()
    project.fetched += 1
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: project.published }))
  })
  await new Promise<void>((done) => project.server.listen(0, '127.0.0.1', done))
  project.url = `http://127.0.0.1:${(project.server.address() as AddressInfo).port}`
  return project
}

async function signingKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } }
}

type Key = Awaited<ReturnType<typeof signingKey>>

/** A token as the project's auth service signs one for a user. */
function tokenOf(key: Key, issuer: string, claims: Record<string, unknown> & { sub?: string; aud?: string } = {}, expiresIn = '1h') {
  return new SignJWT({
    email: 'pemilik@kedai.my',
    session_id: '6f1e0c1a-0000-4000-8000-000000000001',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    user_metadata: { full_name: 'Siti Aminah', business_name: 'Kedai Kopi Siti' },
    is_anonymous: false,
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid, typ: 'JWT' })
    .setSubject(claims.sub ?? '2c7a1f3e-5b6d-4e8f-9a0b-1c2d3e4f5a6b')
    .setIssuer(issuer)
    .setAudience(claims.aud ?? 'authenticated')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey)
}

describe('a hosted Supabase project as the auth service', () => {
  let project: Project
  let server: RunningServer
  let key: Key

  beforeAll(async () => {
    project = await standInProject()
    key = await signingKey('key-1')
    project.published = [key.jwk]
    server = await startServer({
      env: { PORT: '0', SELERA_DATA_DIR: mkdtempSync(join(tmpdir(), 'selera-hosted-')), LOG_LEVEL: 'silent', SUPABASE_URL: project.url, SUPABASE_ANON_KEY: 'anon-key' },
      fetch: loopback,
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await new Promise((done) => project?.server.close(done))
  })

  const api = (path: string, token: string, method = 'GET') => loopback(`${server.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } })

  it('makes the account of a project user on their first POST /auth, from the verified token, and serves them after', async () => {
    const token = await tokenOf(key, hostedIssuer(project.url))
    // Before POST /auth the account does not exist here.
    expect((await api('/settings', token)).status).toBe(401)
    expect((await api('/auth', token, 'POST')).status).toBe(200)
    const accounts = await queryRows<{ id: string; email: string; full_name: string; business_name: string; password_hash: string }>(
      server.database.db,
      sql`select id, email, full_name, business_name, password_hash from accounts where id = '2c7a1f3e-5b6d-4e8f-9a0b-1c2d3e4f5a6b'`,
    )
    expect(accounts).toEqual([{ id: '2c7a1f3e-5b6d-4e8f-9a0b-1c2d3e4f5a6b', email: 'pemilik@kedai.my', full_name: 'Siti Aminah', business_name: 'Kedai Kopi Siti', password_hash: '' }])
    // Once only: the next POST /auth finds it.
    expect((await api('/auth', token, 'POST')).status).toBe(200)
    expect((await api('/settings', token)).status).toBe(200)
  })

  it('refuses a token of another issuer, another key, another audience, or expired, with the API\'s 401', async () => {
    const other = await signingKey('key-other')
    const refusals = [
      await tokenOf(key, 'https://elsewhere.supabase.co/auth/v1', { sub: '2c7a1f3e-5b6d-4e8f-9a0b-000000000001', email: 'one@kedai.my' }),
      await tokenOf(other, hostedIssuer(project.url), { sub: '2c7a1f3e-5b6d-4e8f-9a0b-000000000002', email: 'two@kedai.my' }),
      await tokenOf(key, hostedIssuer(project.url), { sub: '2c7a1f3e-5b6d-4e8f-9a0b-000000000003', email: 'three@kedai.my', aud: 'anon' }),
    ]
    for (const token of refusals) {
      const answer = await api('/auth', token, 'POST')
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ detail: 'Invalid token' })
    }
    const expired = await tokenOf(key, hostedIssuer(project.url), { sub: '2c7a1f3e-5b6d-4e8f-9a0b-000000000004', email: 'four@kedai.my' }, '-1m')
    expect(await (await api('/auth', expired, 'POST')).json()).toEqual({ detail: 'Token expired' })
    const made = await queryRows(server.database.db, sql`select id from accounts where id like '2c7a1f3e-5b6d-4e8f-9a0b-00000000000%'`)
    expect(made).toEqual([])
  })

  it('refuses a project user whose e-mail address an account made here before has', async () => {
    const token = await tokenOf(key, hostedIssuer(project.url), { sub: '9d8c7b6a-0000-4000-8000-00000000000a', email: 'demo-twin@kedai.my' })
    const first = await tokenOf(key, hostedIssuer(project.url), { sub: '9d8c7b6a-0000-4000-8000-00000000000b', email: 'Demo-Twin@kedai.my' })
    expect((await api('/auth', first, 'POST')).status).toBe(200)
    const answer = await api('/auth', token, 'POST')
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ detail: EMAIL_TAKEN_HERE })
  })

  it('serves no sign-in of its own: the app signs in with the project', async () => {
    const answer = await loopback(`${server.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: 'anon-key' }, body: '{}' })
    expect(answer.status).toBe(404)
  })
})

describe("the project's keys", () => {
  it('are fetched once, kept 10 minutes, and fetched again at once for a key the project rotated in', async () => {
    const project = await standInProject()
    try {
      const first = await signingKey('first')
      project.published = [first.jwk]
      let clock = Date.parse('2026-12-07T08:00:00Z')
      const keys = hostedSupabaseKeys({ url: project.url, fetch: loopback, now: () => clock })
      const issuer = hostedIssuer(project.url)
      await expect(keys.verify(await tokenOf(first, issuer), Date.now())).resolves.toMatchObject({ email: 'pemilik@kedai.my' })
      await keys.verify(await tokenOf(first, issuer), Date.now())
      expect(project.fetched).toBe(1)

      // A new key: unknown to the kept set, fetched again once 30 s have passed since the last fetch.
      const second = await signingKey('second')
      project.published = [first.jwk, second.jwk]
      clock += 31_000
      await expect(keys.verify(await tokenOf(second, issuer), Date.now())).resolves.toMatchObject({ aal: 'aal1' })
      expect(project.fetched).toBe(2)
      // An unknown key again within 30 s: refused without asking the project.
      const stranger = await signingKey('stranger')
      await expect(keys.verify(await tokenOf(stranger, issuer), Date.now())).rejects.toMatchObject({ reason: 'signature' })
      expect(project.fetched).toBe(2)

      clock += KEYS_KEPT_MS
      await keys.verify(await tokenOf(second, issuer), Date.now())
      expect(project.fetched).toBe(3)
      await expect(keys.sign({})).rejects.toThrow(/issues the access tokens/)
    } finally {
      await new Promise((done) => project.server.close(done))
    }
  })
})

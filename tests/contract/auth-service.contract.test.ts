import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { authServiceHeaders, useMockBackend } from '../utils/mock-backend'
import { authService, signIn } from './contract-helpers'

useMockBackend()

/** What supabase-js needs to accept a session (auth-js `_sessionResponse` and `User`). */
const UserSchema = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.email(),
  email_confirmed_at: z.iso.datetime(),
  app_metadata: z.object({ provider: z.literal('email'), providers: z.array(z.literal('email')) }),
  user_metadata: z.object({ full_name: z.string(), business_name: z.string() }),
  identities: z.array(z.unknown()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
const SessionSchema = z.object({
  access_token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  token_type: z.literal('bearer'),
  expires_in: z.literal(3600),
  expires_at: z.number().int(),
  refresh_token: z.string().min(20),
  user: UserSchema,
})
const GoTrueErrorSchema = z.object({ code: z.string(), error_code: z.string(), msg: z.string() })

function token(grant: string, body: unknown, headers = authServiceHeaders()): Promise<Response> {
  return fetch(`${authService}/token?grant_type=${grant}`, { method: 'POST', headers, body: JSON.stringify(body) })
}

describe('auth service impersonation (GoTrue shapes)', () => {
  it('password grant: a session supabase-js accepts, expiring in an hour', async () => {
    const response = await token('password', { email: 'demo@selera.my', password: 'selera-demo' })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const session = SessionSchema.parse(await response.json())
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590)
    expect(session.user.user_metadata.business_name).toBe('Kopi Kita Café')
  })

  it('wrong password: 400 invalid_credentials in both code fields', async () => {
    const response = await token('password', { email: 'demo@selera.my', password: 'wrong' })
    expect(response.status).toBe(400)
    expect(GoTrueErrorSchema.parse(await response.json())).toEqual({ code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
  })

  it('past the limit on sign-in attempts: 429 over_request_rate_limit with the minutes to wait, even for the right password; sent at once, only 10 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 13 }, (_, i) => token('password', { email: 'new@selera.my', password: `wrong-${i}` })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array.from({ length: 10 }, () => 400), 429, 429, 429])
    const refused = await token('password', { email: 'new@selera.my', password: 'selera-demo' })
    expect(refused.status).toBe(429)
    expect(GoTrueErrorSchema.parse(await refused.json())).toEqual({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg: 'Too many sign-in attempts. Try again in 15 minutes.' })
    // Another account is not refused.
    expect((await token('password', { email: 'demo@selera.my', password: 'selera-demo' })).status).toBe(200)
  })

  it('refuses a call without the apikey header, like Supabase’s gateway', async () => {
    const response = await token('password', { email: 'demo@selera.my', password: 'selera-demo' }, { 'content-type': 'application/json' })
    expect(response.status).toBe(401)
  })

  it('refuses an unknown grant type', async () => {
    const response = await token('magic', {})
    expect(response.status).toBe(400)
    expect(GoTrueErrorSchema.parse(await response.json()).code).toBe('unsupported_grant_type')
  })

  it('refresh grant: rotates; the spent token answers 400 refresh_token_already_used', async () => {
    const first = await signIn('new@selera.my')
    const second = SessionSchema.parse(await (await token('refresh_token', { refresh_token: first.refresh_token })).json())
    expect(second.refresh_token).not.toBe(first.refresh_token)
    const reuse = await token('refresh_token', { refresh_token: first.refresh_token })
    expect(reuse.status).toBe(400)
    expect(GoTrueErrorSchema.parse(await reuse.json()).code).toBe('refresh_token_already_used')
  })

  it('GET /user with the bearer answers the user; without it 401', async () => {
    const session = await signIn('demo@selera.my')
    const user = await fetch(`${authService}/user`, { headers: authServiceHeaders({ authorization: `Bearer ${session.access_token}` }) })
    expect(UserSchema.parse(await user.json()).id).toBe(session.user.id)
    expect((await fetch(`${authService}/user`, { headers: authServiceHeaders() })).status).toBe(401)
  })

  it('POST /logout?scope=global answers 204 and ends every session of the account', async () => {
    const [a, b] = [await signIn('demo@selera.my'), await signIn('demo@selera.my')]
    const out = await fetch(`${authService}/logout?scope=global`, { method: 'POST', headers: authServiceHeaders({ authorization: `Bearer ${a.access_token}` }) })
    expect(out.status).toBe(204)
    for (const session of [a, b]) {
      const refused = await token('refresh_token', { refresh_token: session.refresh_token })
      expect(GoTrueErrorSchema.parse(await refused.json()).code).toBe('refresh_token_not_found')
    }
  })

  it('POST /recover answers 200 {} for known and unknown addresses alike', async () => {
    for (const email of ['demo@selera.my', 'stranger@example.my']) {
      const response = await fetch(`${authService}/recover`, { method: 'POST', headers: authServiceHeaders(), body: JSON.stringify({ email }) })
      expect([response.status, await response.json()]).toEqual([200, {}])
    }
  })
})

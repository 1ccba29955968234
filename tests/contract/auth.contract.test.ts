import { describe, expect, it } from 'vitest'
import { readPreferences } from '../../src/api/auth'
import { AuthValidateResponseSchema, DEFAULT_PREFERENCES, ErrorBodySchema } from '../../kernel/contract'
import { issueAccessToken } from '../../backend/auth/access-token'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, signIn } from './contract-helpers'

useMockBackend()

function validate(headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${apiBase}/auth`, { method: 'POST', headers })
}

async function expect401(response: Response, detail: string): Promise<void> {
  expect(response.status).toBe(401)
  expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail })
}

describe('POST /auth (bearer)', () => {
  it('answers 200 AuthValidateResponse for the token’s own account', async () => {
    for (const account of [DEMO_ACCOUNT, NEW_ACCOUNT]) {
      const session = await signIn(account.email)
      const response = await validate({ authorization: `Bearer ${session.access_token}` })
      expect(response.status).toBe(200)
      expect(AuthValidateResponseSchema.parse(await response.json())).toEqual({ user_id: account.id, email: account.email, preferences: DEFAULT_PREFERENCES })
    }
  })

  it('carries the preferences the account saved (row 46), which the client reads and nothing else', async () => {
    const session = await signIn(DEMO_ACCOUNT.email)
    const authorization = `Bearer ${session.access_token}`
    const preferences = { theme: 'dark', language: 'ms', currency: 'SGD', timezone: 'Asia/Singapore' } as const
    const saved = await fetch(`${apiBase}/settings`, { method: 'PUT', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ preferences }) })
    expect(saved.status).toBe(200)
    const body: unknown = await (await validate({ authorization })).json()
    expect(AuthValidateResponseSchema.parse(body).preferences).toEqual(preferences)
    expect(readPreferences(body)).toEqual(preferences)
    // A backend that answers 200 with another body (or none, or a choice the app does not know) is still accepted: the client reads null.
    expect(readPreferences({ ok: true })).toBeNull()
    expect(readPreferences(undefined)).toBeNull()
    expect(readPreferences({ preferences: { ...preferences, currency: 'EUR' } })).toBeNull()
  })

  it('answers 401 without a token', async () => {
    await expect401(await validate(), 'Missing bearer token')
  })

  it('answers 401 for an expired token (the clock moved on an hour)', async () => {
    const session = await signIn(DEMO_ACCOUNT.email)
    const signedInAt = Date.now()
    setClock(() => signedInAt + 3600_000 + 1000)
    await expect401(await validate({ authorization: `Bearer ${session.access_token}` }), 'Token expired')
  })

  it('answers 401 for a tampered token (payload swapped to another account)', async () => {
    const session = await signIn(NEW_ACCOUNT.email)
    const [header, , signature] = session.access_token.split('.') as [string, string, string]
    const demoToken = (await issueAccessToken({ accountId: DEMO_ACCOUNT.id, email: DEMO_ACCOUNT.email, sessionId: 'x' }, Date.now(), 'guessed-secret')).token
    const forged = `${header}.${demoToken.split('.')[1]!}.${signature}`
    await expect401(await validate({ authorization: `Bearer ${forged}` }), 'Invalid token')
  })

  it('answers 401 for a token signed with another secret', async () => {
    const { token } = await issueAccessToken({ accountId: DEMO_ACCOUNT.id, email: DEMO_ACCOUNT.email, sessionId: 'x' }, Date.now(), 'guessed-secret')
    await expect401(await validate({ authorization: `Bearer ${token}` }), 'Invalid token')
  })

  it('answers 401 for the refresh token used as a bearer', async () => {
    const session = await signIn(DEMO_ACCOUNT.email)
    await expect401(await validate({ authorization: `Bearer ${session.refresh_token}` }), 'Invalid token')
  })
})

/**
 * `GET /auth/v1/.well-known/jwks.json`: the keys that verify the auth service's access tokens, as
 * Supabase publishes its own. The server signs with an ES256 key pair and publishes its public half,
 * so a standard verifier (jose) checks its tokens with nothing but that document; the demo signs
 * with its shared secret and publishes no key.
 */
import { createLocalJWKSet, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { decodeJsonSegment } from '../../backend/auth/base64url'
import { sharedSecretKeys } from '../../backend/auth/jwt'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/accounts'
import { ON_SERVER } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, authService, signIn } from './contract-helpers'

useMockBackend()

async function jwks(): Promise<{ keys: Record<string, unknown>[] }> {
  // Open to anyone: no apikey, no token.
  const response = await fetch(`${authService}/.well-known/jwks.json`)
  expect(response.status).toBe(200)
  return (await response.json()) as { keys: Record<string, unknown>[] }
}

describe('GET /auth/v1/.well-known/jwks.json', () => {
  it.runIf(ON_SERVER)('publishes one ES256 public key, with which jose verifies an access token the server issued', async () => {
    const { keys } = await jwks()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(keys[0]).not.toHaveProperty('d')

    const { access_token } = await signIn(DEMO_ACCOUNT.email)
    const { payload, protectedHeader } = await jwtVerify(access_token, createLocalJWKSet({ keys: keys }), { algorithms: ['ES256'], audience: 'authenticated' })
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid })
    expect(payload).toMatchObject({ sub: DEMO_ACCOUNT.id, email: DEMO_ACCOUNT.email, role: 'authenticated' })
  })

  it.runIf(ON_SERVER)('refuses a token signed with anything else: a shared secret (HS256), or a signature that is not its key’s', async () => {
    const { access_token } = await signIn(DEMO_ACCOUNT.email)
    const [header, payload] = access_token.split('.') as [string, string]
    const claims = decodeJsonSegment(payload) as Record<string, unknown>
    const forged = [await sharedSecretKeys('guessed-secret').sign(claims), `${header}.${payload}.${'A'.repeat(86)}`]
    for (const token of forged) {
      const answer = await fetch(`${apiBase}/company-profile`, { headers: { authorization: `Bearer ${token}` } })
      expect(answer.status).toBe(401)
    }
    expect((await fetch(`${apiBase}/company-profile`, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(200)
  })

  it.runIf(!ON_SERVER)('publishes no key in the demo, whose tokens are signed with its shared secret', async () => {
    expect(await jwks()).toEqual({ keys: [] })
  })
})

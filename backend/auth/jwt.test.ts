import { describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken } from './access-token'
import { decodeJsonSegment, encodeJsonSegment } from './base64url'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { generateSigningKey, JwtError, signingKeys, signJwt, verifyJwt } from './jwt'

const SECRET = 'test-secret'
const NOW = Date.UTC(2025, 0, 15, 8, 0, 0)
const subject = { accountId: 'acc-1', email: 'owner@example.my', sessionId: 'sess-1' }

async function rejection(promise: Promise<unknown>): Promise<JwtError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(JwtError)
  return error as JwtError
}

describe('JWT (HS256 via WebCrypto)', () => {
  it('signs a three-part base64url token whose claims verify', async () => {
    const { token, claims } = await issueAccessToken(subject, NOW, SECRET)
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(decodeJsonSegment(token.split('.')[0]!)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(claims).toMatchObject({ sub: 'acc-1', email: 'owner@example.my', session_id: 'sess-1', aud: 'authenticated', role: 'authenticated' })
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_SECONDS)
    expect(claims.iat).toBe(NOW / 1000)
    await expect(verifyAccessToken(token, NOW + 1000, SECRET)).resolves.toEqual(claims)
  })

  it('refuses a token whose signature was tampered with', async () => {
    const { token } = await issueAccessToken(subject, NOW, SECRET)
    const [h, p, s] = token.split('.') as [string, string, string]
    const flipped = `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`
    expect((await rejection(verifyJwt(flipped, SECRET, NOW))).reason).toBe('signature')
  })

  it('refuses a token whose payload was rewritten (another account) under the old signature', async () => {
    const { token } = await issueAccessToken(subject, NOW, SECRET)
    const [h, , s] = token.split('.') as [string, string, string]
    const forged = `${h}.${encodeJsonSegment({ ...decodeJsonSegment(token.split('.')[1]!) as object, sub: 'acc-2' })}.${s}`
    expect((await rejection(verifyJwt(forged, SECRET, NOW))).reason).toBe('signature')
  })

  it('refuses a token signed with another secret', async () => {
    const { token } = await issueAccessToken(subject, NOW, 'other-secret')
    expect((await rejection(verifyAccessToken(token, NOW, SECRET))).reason).toBe('signature')
  })

  it('expires after exactly one hour on the injected clock', async () => {
    const { token } = await issueAccessToken(subject, NOW, SECRET)
    await expect(verifyAccessToken(token, NOW + 3599_000, SECRET)).resolves.toBeTruthy()
    expect((await rejection(verifyAccessToken(token, NOW + 3600_000, SECRET))).reason).toBe('expired')
  })

  it('refuses alg "none" and malformed tokens', async () => {
    const unsigned = `${encodeJsonSegment({ alg: 'none', typ: 'JWT' })}.${encodeJsonSegment({ sub: 'x', exp: NOW / 1000 + 60 })}.`
    expect((await rejection(verifyJwt(unsigned, SECRET, NOW))).reason).toBe('malformed')
    for (const junk of ['', 'a.b', 'not.a.jwt', 'a.b.c.d', '!!.??.**']) {
      expect((await rejection(verifyJwt(junk, SECRET, NOW))).reason).toBe('malformed')
    }
  })

  it('refuses a validly signed token without the claims the API relies on', async () => {
    const token = await signJwt({ sub: 'acc-1', exp: NOW / 1000 + 60 }, SECRET)
    expect((await rejection(verifyAccessToken(token, NOW, SECRET))).reason).toBe('malformed')
  })
})

describe('JWT (ES256 with the server’s key pair)', () => {
  it('signs with its kid, verifies its own tokens, and publishes the public half only', async () => {
    const keys = await signingKeys(await generateSigningKey())
    const { token, claims } = await issueAccessToken(subject, NOW, keys)
    const header = decodeJsonSegment(token.split('.')[0]!) as { alg: string; kid: string }
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    expect(keys.publicKeys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: header.kid })])
    expect(keys.publicKeys[0]).not.toHaveProperty('d')
    await expect(verifyAccessToken(token, NOW + 1000, keys)).resolves.toEqual(claims)
    expect((await rejection(verifyAccessToken(token, NOW + 3600_000, keys))).reason).toBe('expired')
  })

  it('is verified by a standard implementation (jose) from the published key alone', async () => {
    const keys = await signingKeys(await generateSigningKey())
    const { token } = await issueAccessToken(subject, NOW, keys)
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [...keys.publicKeys] }), { algorithms: ['ES256'], currentDate: new Date(NOW) })
    expect(payload).toMatchObject({ sub: 'acc-1', aud: 'authenticated' })
  })

  it('refuses tokens of another key, of a shared secret (HS256), rewritten, or unsigned', async () => {
    const keys = await signingKeys(await generateSigningKey())
    const other = await signingKeys(await generateSigningKey())
    expect((await rejection(verifyAccessToken((await issueAccessToken(subject, NOW, other)).token, NOW, keys))).reason).toBe('signature')
    expect((await rejection(verifyAccessToken((await issueAccessToken(subject, NOW, SECRET)).token, NOW, keys))).reason).toBe('signature')
    const { token } = await issueAccessToken(subject, NOW, keys)
    const [h, p, s] = token.split('.') as [string, string, string]
    const rewritten = `${h}.${encodeJsonSegment({ ...(decodeJsonSegment(p) as object), sub: 'acc-2' })}.${s}`
    expect((await rejection(keys.verify(rewritten, NOW))).reason).toBe('signature')
    const unsigned = `${encodeJsonSegment({ alg: 'none', typ: 'JWT' })}.${p}.`
    expect((await rejection(keys.verify(unsigned, NOW))).reason).toBe('malformed')
  })
})

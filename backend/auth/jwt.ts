/**
 * JSON Web Tokens through WebCrypto (`crypto.subtle`), so the same code signs in the browser demo and
 * under Node 20. Verification checks the header, the signature and the expiry: there is no token
 * table, exactly like a real stateless access token.
 *
 * Two kinds of keys (`TokenKeys`): a shared secret (HS256), which the demo uses with its published
 * secret, and an ES256 key pair, which the server generates on first start and whose public half it
 * publishes at `/auth/v1/.well-known/jwks.json`, as Supabase does: whoever holds the public key can
 * verify a token, and only the server can sign one.
 */
import { decodeBase64Url, decodeJsonSegment, encodeBase64Url, encodeJsonSegment } from './base64url'

export type JwtFailure = 'malformed' | 'signature' | 'expired'

export class JwtError extends Error {
  constructor(readonly reason: JwtFailure) {
    super(`JWT rejected: ${reason}`)
    this.name = 'JwtError'
  }
}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const

/** The public half of a signing key, as a JWKS lists it (RFC 7517). */
export interface PublicJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  kid: string
  alg: 'ES256'
  use: 'sig'
  key_ops: ['verify']
}

/** An ES256 signing key as the server keeps it (its data folder): the private JWK and its id. */
export interface PrivateSigningKey {
  kid: string
  jwk: JsonWebKey
}

/** What signs and verifies the access tokens of a host. */
export interface TokenKeys {
  sign(payload: Record<string, unknown>): Promise<string>
  /** The payload of a token these keys signed and that has not expired at `nowMs`. */
  verify(token: string, nowMs: number): Promise<Record<string, unknown>>
  /** What `/.well-known/jwks.json` publishes: none for a shared secret, which must stay secret. */
  readonly publicKeys: readonly PublicJwk[]
}

/** HS256 with a shared secret: the demo's (published, so worth nothing outside it) and the tests'. */
export function sharedSecretKeys(secret: string): TokenKeys {
  return { sign: (payload) => signJwt(payload, secret), verify: (token, nowMs) => verifyJwt(token, secret, nowMs), publicKeys: [] }
}

const ES256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
const ES256_SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const

/** A new ES256 key pair with a random id. */
export async function generateSigningKey(): Promise<PrivateSigningKey> {
  const pair = await crypto.subtle.generateKey(ES256, true, ['sign', 'verify'])
  return { kid: encodeBase64Url(crypto.getRandomValues(new Uint8Array(12))), jwk: await crypto.subtle.exportKey('jwk', pair.privateKey) }
}

/** ES256 with `key`: tokens carry its `kid`; a token of another key, or of another algorithm, is refused. */
export async function signingKeys(key: PrivateSigningKey): Promise<TokenKeys> {
  const { d: _private, key_ops: _ops, ext: _ext, ...publicJwk } = key.jwk
  if (publicJwk.kty !== 'EC' || publicJwk.crv !== 'P-256' || typeof publicJwk.x !== 'string' || typeof publicJwk.y !== 'string') throw new Error('The signing key is not an ES256 (P-256) key')
  const privateKey = await crypto.subtle.importKey('jwk', key.jwk, ES256, false, ['sign'])
  const publicKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y }, ES256, false, ['verify'])
  const header = { alg: 'ES256', typ: 'JWT', kid: key.kid }
  return {
    async sign(payload) {
      const signingInput = `${encodeJsonSegment(header)}.${encodeJsonSegment(payload)}`
      // WebCrypto's ECDSA signature is r and s, 32 bytes each: exactly JWS's ES256 form (RFC 7518 §3.4).
      const signature = await crypto.subtle.sign(ES256_SIGN, privateKey, new TextEncoder().encode(signingInput))
      return `${signingInput}.${encodeBase64Url(new Uint8Array(signature))}`
    },
    async verify(token, nowMs) {
      const { header: given, payload, signature, signingInput } = parseSegments(token)
      const { alg, kid } = (given ?? {}) as { alg?: unknown; kid?: unknown }
      if (alg !== 'ES256' || kid !== key.kid) throw new JwtError(alg === 'ES256' || alg === 'HS256' ? 'signature' : 'malformed')
      const valid = signature.byteLength === 64 && (await crypto.subtle.verify(ES256_SIGN, publicKey, signature, new TextEncoder().encode(signingInput)))
      if (!valid) throw new JwtError('signature')
      return unexpired(payload, nowMs)
    },
    publicKeys: [{ kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y, kid: key.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }],
  }
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
}

export async function signJwt(payload: Record<string, unknown>, secret: string): Promise<string> {
  const signingInput = `${encodeJsonSegment(HEADER)}.${encodeJsonSegment(payload)}`
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), new TextEncoder().encode(signingInput))
  return `${signingInput}.${encodeBase64Url(new Uint8Array(signature))}`
}

function parseSegments(token: string): { header: unknown; payload: unknown; signature: Uint8Array<ArrayBuffer>; signingInput: string } {
  const parts = token.split('.')
  if (parts.length !== 3) throw new JwtError('malformed')
  const [header, payload, signature] = parts as [string, string, string]
  try {
    return { header: decodeJsonSegment(header), payload: decodeJsonSegment(payload), signature: decodeBase64Url(signature), signingInput: `${header}.${payload}` }
  } catch {
    throw new JwtError('malformed')
  }
}

/**
 * Resolves with the payload of a token that this secret signed and that has not expired at `nowMs`.
 * Only HS256 is accepted: a token announcing `alg: none` (or anything else) is refused outright.
 */
export async function verifyJwt(token: string, secret: string, nowMs: number): Promise<Record<string, unknown>> {
  const { header, payload, signature, signingInput } = parseSegments(token)
  const alg = (header as { alg?: unknown } | null)?.alg
  if (alg !== 'HS256' || typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new JwtError('malformed')
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, new TextEncoder().encode(signingInput))
  if (!valid) throw new JwtError('signature')
  return unexpired(payload, nowMs)
}

function unexpired(payload: unknown, nowMs: number): Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new JwtError('malformed')
  const claims = payload as Record<string, unknown>
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) throw new JwtError('expired')
  return claims
}

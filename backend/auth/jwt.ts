/**
 * HS256 JSON Web Tokens through WebCrypto (`crypto.subtle`), so the same code signs in the browser
 * demo and under Node 20. Verification checks the header, the signature and the expiry: there is no
 * token table, exactly like a real stateless access token.
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
  const claims = payload as Record<string, unknown>
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) throw new JwtError('expired')
  return claims
}

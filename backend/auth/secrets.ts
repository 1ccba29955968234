/**
 * Refresh tokens and password hashes. The backend never stores a refresh token or a password, only
 * SHA-256 hashes of the former and salted PBKDF2 hashes of the latter.
 */
import { constantTimeEqual, encodeBase64Url, fromHex, toHex } from './base64url'

/** 256 random bits: unguessable, and opaque to the client (it is not a JWT). */
export function newRefreshToken(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

/**
 * 1,000 PBKDF2 rounds: enough to show the real mechanism (salted, slow-by-design hashing) while a
 * sign-in in a test or a sales demo stays under a few milliseconds. A production backend uses its
 * auth provider's hashing (bcrypt/argon2 at full cost), not this.
 */
export const PASSWORD_ITERATIONS = 1000

export function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

export async function hashPassword(password: string, saltHex: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations: PASSWORD_ITERATIONS }, key, 256)
  return toHex(bits)
}

export async function verifyPassword(password: string, hashHex: string, saltHex: string): Promise<boolean> {
  return constantTimeEqual(await hashPassword(password, saltHex), hashHex)
}

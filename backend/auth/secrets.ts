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
 * Passwords are hashed with PBKDF2-SHA256 at the host's cost (`BackendContext.passwordIterations`:
 * OWASP asks 600,000 rounds of a server; the demo, whose accounts are public fixtures, takes 1,000 so
 * that a sign-in in a test or a pitch costs a few milliseconds). A stored hash names its own cost,
 * `pbkdf2-sha256$<rounds>$<hex>`, so a host may raise its cost and still verify what it stored
 * before; a bare hex hash is of the first format, 1,000 rounds.
 */
const FORMAT = /^pbkdf2-sha256\$(\d{1,9})\$([0-9a-f]{64})$/
const LEGACY = /^[0-9a-f]{64}$/
const LEGACY_ROUNDS = 1000

export function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

async function derive(password: string, saltHex: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations }, key, 256)
  return toHex(bits)
}

/** The stored form of `password` under this salt, at `iterations` rounds. */
export async function hashPassword(password: string, saltHex: string, iterations: number): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < 1) throw new RangeError(`PBKDF2 rounds must be a positive integer, not ${iterations}`)
  return `pbkdf2-sha256$${iterations}$${await derive(password, saltHex, iterations)}`
}

/** The rounds a stored hash was made with; null for a value that is no hash of this file's. */
export function hashRounds(stored: string): number | null {
  const match = FORMAT.exec(stored)
  if (match) return Number(match[1])
  return LEGACY.test(stored) ? LEGACY_ROUNDS : null
}

/** Whether `password` is the one `stored` was made from, at the rounds `stored` names. */
export async function verifyPassword(password: string, stored: string, saltHex: string): Promise<boolean> {
  const rounds = hashRounds(stored)
  if (rounds === null || rounds < 1) return false
  const hex = FORMAT.exec(stored)?.[2] ?? stored
  return constantTimeEqual(await derive(password, saltHex, rounds), hex)
}

/** A hash made at fewer rounds than the host asks now: made again at the next sign-in that proves the password. */
export function needsRehash(stored: string, iterations: number): boolean {
  const rounds = hashRounds(stored)
  return rounds !== null && rounds < iterations
}

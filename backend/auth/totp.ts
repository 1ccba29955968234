/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: a 160-bit secret shown
 * in base32, HMAC-SHA1 (RFC 4226's HOTP) of the number of 30-second steps since the epoch, six
 * digits. Web Crypto only, so the browser demo and Node run the same code.
 */
import { constantTimeEqual } from './base64url'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of the current one: an authenticator's clock a little off still works. */
export const TOTP_DRIFT_STEPS = 1
export const TOTP_ISSUER = 'Selera'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, as authenticator apps expect a secret. */
export function encodeBase32(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31]
  return out
}

/** Reads a secret as people copy it: any case, spaces and padding ignored. Throws on other characters. */
export function decodeBase32(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of clean) {
    const value = BASE32.indexOf(char)
    if (value < 0) throw new Error('not base32')
    buffer = ((buffer << 5) | value) & 0xffff
    bits += 5
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return new Uint8Array(bytes)
}

/** 160 random bits, the length RFC 4226 recommends for HMAC-SHA1: 32 base32 characters. */
export function newTotpSecret(): string {
  return encodeBase32(crypto.getRandomValues(new Uint8Array(20)))
}

/** The 30-second step `nowMs` falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS)
}

/** RFC 4226 HOTP: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated. */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8)
  // Steps pass 2^32 only in the year 6053, but the RFC's vectors use a counter beyond it.
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32))
  new DataView(message.buffer).setUint32(4, counter >>> 0)
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message))
  const offset = mac[19]! & 0x0f
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code an authenticator app shows for `secret` at `nowMs`. */
export function totpCode(secret: string, nowMs: number, digits = TOTP_DIGITS): Promise<string> {
  return hotp(decodeBase32(secret), totpStep(nowMs), digits)
}

/**
 * The step whose code `code` is, among the current step and `TOTP_DRIFT_STEPS` either side; null
 * when none matches. Callers keep the step to refuse the same code twice (RFC 6238 §5.2).
 */
export async function verifyTotp(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null
  const key = decodeBase32(secret)
  const current = totpStep(nowMs)
  // The current step first: the usual case costs one HMAC.
  const steps = [current]
  for (let d = 1; d <= TOTP_DRIFT_STEPS; d++) steps.push(current - d, current + d)
  let matched: number | null = null
  for (const step of steps) {
    // Every candidate is computed and compared: the time taken says nothing about which one matched.
    if (constantTimeEqual(await hotp(key, step), code) && matched === null) matched = step
  }
  return matched
}

/** The Key URI Format authenticator apps read from a QR code (label `Selera:<email>`). */
export function totpUri(email: string, secret: string, issuer = TOTP_ISSUER): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`
  return `otpauth://totp/${label}?${query}`
}

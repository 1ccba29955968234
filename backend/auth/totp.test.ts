import { describe, expect, it } from 'vitest'
import { decodeBase32, encodeBase32, hotp, newTotpSecret, totpCode, totpStep, totpUri, verifyTotp } from './totp'

/** RFC 6238 Appendix B's SHA1 key, "12345678901234567890", as an authenticator app would receive it. */
const RFC_SECRET = encodeBase32(new TextEncoder().encode('12345678901234567890'))

/** RFC 6238 Appendix B, SHA1 rows: time (seconds) and the 8-digit TOTP. */
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

const STEP_MS = 30_000
/** 09:00:10 UTC on 15 January 2025, ten seconds into a step. */
const NOW = Date.UTC(2025, 0, 15, 9, 0, 10)

describe('base32 (RFC 4648)', () => {
  it('encodes the RFC 4648 test vectors without padding', () => {
    const cases: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']]
    for (const [plain, encoded] of cases) {
      expect(encodeBase32(new TextEncoder().encode(plain))).toBe(encoded)
      expect(new TextDecoder().decode(decodeBase32(encoded))).toBe(plain)
    }
  })

  it('reads a secret typed in lower case, with spaces and padding; refuses other characters', () => {
    expect(new TextDecoder().decode(decodeBase32('mzxw 6ytb oi======'))).toBe('foobar')
    expect(() => decodeBase32('MZXW1')).toThrow()
  })

  it('makes 160-bit random secrets: 32 base32 characters, never the same twice', () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newTotpSecret()))
    expect(secrets.size).toBe(20)
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(decodeBase32(secret)).toHaveLength(20)
    }
  })
})

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each(RFC_VECTORS)('at %i s gives the RFC’s code, 8 digits and its last 6', async (seconds, code) => {
    expect(await totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code)
    expect(await totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6))
  })

  it('is HOTP of the step: RFC 4226 Appendix D’s first counters', async () => {
    const key = new TextEncoder().encode('12345678901234567890')
    const expected = ['755224', '287082', '359152', '969429', '338314']
    for (const [counter, code] of expected.entries()) expect(await hotp(key, counter)).toBe(code)
  })

  it('accepts the current step and one either side, answering which step matched', async () => {
    const secret = newTotpSecret()
    const step = totpStep(NOW)
    expect(await verifyTotp(secret, await totpCode(secret, NOW), NOW)).toBe(step)
    expect(await verifyTotp(secret, await totpCode(secret, NOW - STEP_MS), NOW)).toBe(step - 1)
    expect(await verifyTotp(secret, await totpCode(secret, NOW + STEP_MS), NOW)).toBe(step + 1)
  })

  it('refuses codes two steps away, another secret’s code and anything not six digits', async () => {
    const secret = newTotpSecret()
    // A wrong code may, once in a million, equal one in the window by chance: those are skipped.
    const inWindow = await Promise.all([-1, 0, 1].map((d) => totpCode(secret, NOW + d * STEP_MS)))
    const others = [await totpCode(secret, NOW - 2 * STEP_MS), await totpCode(secret, NOW + 2 * STEP_MS), await totpCode(newTotpSecret(), NOW)]
    for (const code of others.filter((c) => !inWindow.includes(c))) expect(await verifyTotp(secret, code, NOW)).toBeNull()
    const current = inWindow[1]!
    for (const bad of ['', '12345', '1234567', '12345a', ` ${current}`, current.slice(0, 5)]) expect(await verifyTotp(secret, bad, NOW)).toBeNull()
  })

  it('changes code at the step boundary, not before', async () => {
    const secret = newTotpSecret()
    const start = totpStep(NOW) * STEP_MS
    expect(await totpCode(secret, start)).toBe(await totpCode(secret, start + STEP_MS - 1))
    expect(totpStep(start + STEP_MS)).toBe(totpStep(start) + 1)
  })
})

describe('otpauth URI', () => {
  it('names Selera and the address, and says SHA1, 6 digits, 30 s', () => {
    expect(totpUri('demo@selera.my', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Selera:demo%40selera.my?secret=JBSWY3DPEHPK3PXP&issuer=Selera&algorithm=SHA1&digits=6&period=30',
    )
  })
})

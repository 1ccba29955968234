import { describe, expect, it } from 'vitest'
import { hashPassword, hashRounds, hashToken, needsRehash, newRefreshToken, newSalt, verifyPassword } from './secrets'

describe('passwords', () => {
  it('stores a salted hash that verifies the right password only', async () => {
    const salt = newSalt()
    const hash = await hashPassword('selera-demo', salt, 1000)
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$[0-9a-f]{64}$/)
    expect(hash).not.toContain('selera-demo')
    await expect(verifyPassword('selera-demo', hash, salt)).resolves.toBe(true)
    await expect(verifyPassword('selera-dem0', hash, salt)).resolves.toBe(false)
  })

  it('gives the same password different hashes under different salts', async () => {
    const [a, b] = [newSalt(), newSalt()]
    expect(a).not.toBe(b)
    expect(await hashPassword('same', a, 1000)).not.toBe(await hashPassword('same', b, 1000))
  })

  it('is PBKDF2-HMAC-SHA256 itself: the published test vector (RFC 7914 §11, 80,000 rounds)', async () => {
    // P = "Password", S = "NaCl", c = 80000, dkLen = 64; its first 32 bytes.
    const saltHex = Array.from(new TextEncoder().encode('NaCl'), (byte) => byte.toString(16).padStart(2, '0')).join('')
    expect(await hashPassword('Password', saltHex, 80_000)).toBe('pbkdf2-sha256$80000$4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56')
  })

  it('names its cost, so a host that raised it still verifies what it stored before, and knows to make it again', async () => {
    const salt = newSalt()
    const cheap = await hashPassword('teh-tarik-7', salt, 1000)
    expect(hashRounds(cheap)).toBe(1000)
    await expect(verifyPassword('teh-tarik-7', cheap, salt)).resolves.toBe(true)
    expect(needsRehash(cheap, 600_000)).toBe(true)
    expect(needsRehash(cheap, 1000)).toBe(false)
    // The first format, a bare hex hash, was 1,000 rounds.
    const bare = cheap.split('$')[2]!
    expect(hashRounds(bare)).toBe(1000)
    await expect(verifyPassword('teh-tarik-7', bare, salt)).resolves.toBe(true)
    // What is no hash of this file's verifies nothing.
    for (const broken of ['', 'pbkdf2-sha256$0$' + '0'.repeat(64), 'bcrypt$12$abc', 'pbkdf2-sha256$1000$xyz']) {
      await expect(verifyPassword('teh-tarik-7', broken, salt)).resolves.toBe(false)
    }
  })
})

describe('refresh tokens', () => {
  it('are random, opaque and hashed with SHA-256', async () => {
    const tokens = new Set(Array.from({ length: 20 }, () => newRefreshToken()))
    expect(tokens.size).toBe(20)
    const [token] = [...tokens] as [string]
    expect(token).toMatch(/^[\w-]{43}$/)
    // SHA-256("abc") from FIPS 180-2, so the hash is the real algorithm and not a look-alike.
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

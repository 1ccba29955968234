import { describe, expect, it } from 'vitest'
import { hashPassword, hashToken, newRefreshToken, newSalt, verifyPassword } from './secrets'

describe('passwords', () => {
  it('stores a salted hash that verifies the right password only', async () => {
    const salt = newSalt()
    const hash = await hashPassword('selera-demo', salt)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('selera-demo')
    await expect(verifyPassword('selera-demo', hash, salt)).resolves.toBe(true)
    await expect(verifyPassword('selera-dem0', hash, salt)).resolves.toBe(false)
  })

  it('gives the same password different hashes under different salts', async () => {
    const [a, b] = [newSalt(), newSalt()]
    expect(a).not.toBe(b)
    expect(await hashPassword('same', a)).not.toBe(await hashPassword('same', b))
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

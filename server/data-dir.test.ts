import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signingKeys } from '../backend/auth/jwt'
import { DataDirLocked, loadSecrets, lockDataDir } from './data-dir'

const folder = () => mkdtempSync(join(tmpdir(), 'selera-data-'))

describe('the data folder', () => {
  it('is locked by one server at a time, and free again once it stops', () => {
    const dir = folder()
    const lock = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    lockDataDir(dir).release()
  })

  it('refuses a second server while the first one’s process lives, naming it', () => {
    const dir = folder()
    // The parent of this process stands for a server that is running.
    writeFileSync(join(dir, 'server.lock'), `${process.ppid}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked)
    expect(() => lockDataDir(dir)).toThrow(`Another Selera server (process ${process.ppid}) is using the data folder ${dir}`)
  })

  it('is taken over from a server that died without releasing it', () => {
    const dir = folder()
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    writeFileSync(join(dir, 'server.lock'), `${gone}\n`)
    const lock = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('generates its secrets once, readable by their owner only, and keeps them', () => {
    const dir = folder()
    const first = loadSecrets(dir)
    expect(first.jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
    expect(loadSecrets(dir)).toEqual(first)
    expect(loadSecrets(folder()).jwtSecret).not.toBe(first.jwtSecret)
  })

  it('refuses a secrets file without a usable secret or key, saying how to recover, and leaves it as it was', () => {
    const dir = folder()
    writeFileSync(join(dir, 'secrets.json'), '{"jwtSecret":"short"}')
    expect(() => loadSecrets(dir)).toThrow(/holds no valid jwtSecret: remove it/)
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toBe('{"jwtSecret":"short"}')
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ jwtSecret: 'x'.repeat(43), signingKey: { kid: 'k', jwk: { kty: 'oct', k: 'abc' } } }))
    expect(() => loadSecrets(dir)).toThrow(/holds no valid signingKey: remove it/)
  })

  it('generates a P-256 signing key with the secret, and adds one to a file from before it, keeping its secret', async () => {
    const dir = folder()
    const { signingKey } = loadSecrets(dir)
    expect(signingKey.jwk).toMatchObject({ kty: 'EC', crv: 'P-256' })
    const keys = await signingKeys(signingKey)
    expect(await keys.verify(await keys.sign({ sub: 'a', exp: Date.now() / 1000 + 60 }), Date.now())).toMatchObject({ sub: 'a' })

    const older = folder()
    writeFileSync(join(older, 'secrets.json'), JSON.stringify({ jwtSecret: 's'.repeat(43) }), { mode: 0o600 })
    const upgraded = loadSecrets(older)
    expect(upgraded.jwtSecret).toBe('s'.repeat(43))
    expect(upgraded.signingKey.kid).not.toBe(signingKey.kid)
    expect(loadSecrets(older)).toEqual(upgraded)
    expect(statSync(join(older, 'secrets.json')).mode & 0o777).toBe(0o600)
  })
})

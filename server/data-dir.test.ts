import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
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

  it('refuses a secrets file without a usable secret, saying how to recover', () => {
    const dir = folder()
    writeFileSync(join(dir, 'secrets.json'), '{"jwtSecret":"short"}')
    expect(() => loadSecrets(dir)).toThrow(/holds no valid jwtSecret: remove it/)
  })
})

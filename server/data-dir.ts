/**
 * The server's data folder (`SELERA_DATA_DIR`): the embedded database (`db/`), stored files
 * (`files/`), the secrets generated on first start (`secrets.json`, readable by its owner only) and
 * the lock that keeps a second server off an embedded database (PGlite is one connection in one
 * process: two on one folder would corrupt it).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PrivateSigningKey } from '../backend/auth/jwt'

export class DataDirLocked extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`Another Selera server (process ${pid}) is using the data folder ${dataDir}. Stop it first, or give this server its own SELERA_DATA_DIR.`)
    this.name = 'DataDirLocked'
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface Lock {
  release(): void
}

/** The folders this process holds: a second server in the same process is refused like one in another. */
const held = new Set<string>()

/** Takes the folder's lock for this process, or throws `DataDirLocked` while a live process holds it. A dead holder's lock is taken over. */
export function lockDataDir(dataDir: string): Lock {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'server.lock')
  if (held.has(path)) throw new DataDirLocked(dataDir, process.pid)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' })
      held.add(path)
      return {
        release() {
          if (!held.delete(path)) return
          const holder = Number.parseInt(readFileSync(path, 'utf8'), 10)
          if (holder === process.pid) rmSync(path, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10)
      // This process's own pid in the file is a lock left by a process that had the same pid before.
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) throw new DataDirLocked(dataDir, holder)
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${path}`)
}

export interface Secrets {
  /** Signs the file links (HMAC, under its own label). */
  jwtSecret: string
  /** Signs the access tokens (ES256); its public half is published at `/auth/v1/.well-known/jwks.json`. */
  signingKey: PrivateSigningKey
}

/** A new ES256 key pair (Node's crypto, synchronously: the secrets are read before anything starts). */
function newSigningKey(): PrivateSigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { kid: randomBytes(12).toString('base64url'), jwk: privateKey.export({ format: 'jwk' }) }
}

/**
 * The secrets in `secrets.json`, generated the first time (256 random bits for the secret, a P-256
 * key pair for the tokens). Written under a temporary name and linked into place, so two servers
 * starting at once on one folder (on one Postgres) end up with the same secrets, never half a file.
 * A file from before the signing key gains one (every session is then signed out once).
 */
export function loadSecrets(dataDir: string): Secrets {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'secrets.json')
  let stored: Partial<Secrets> | null = null
  try {
    stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<Secrets>
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (stored && stored.signingKey !== undefined) return parseSecrets(stored, path)
  if (stored && !validSecret(stored.jwtSecret)) throw invalidSecrets(path, 'jwtSecret')
  const fresh = { jwtSecret: stored?.jwtSecret ?? randomBytes(32).toString('base64url'), signingKey: newSigningKey() }
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 })
  try {
    if (stored) renameSync(temporary, path)
    else linkSync(temporary, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(temporary, { force: true })
  }
  return parseSecrets(JSON.parse(readFileSync(path, 'utf8')) as Partial<Secrets>, path)
}

const validSecret = (secret: unknown): secret is string => typeof secret === 'string' && secret.length >= 32

function invalidSecrets(path: string, what: string): Error {
  return new Error(`${path} holds no valid ${what}: remove it to generate new secrets (every session is then signed out).`)
}

function parseSecrets(value: Partial<Secrets>, path: string): Secrets {
  if (!validSecret(value.jwtSecret)) throw invalidSecrets(path, 'jwtSecret')
  const key = value.signingKey
  if (!key || typeof key.kid !== 'string' || key.jwk?.kty !== 'EC' || key.jwk.crv !== 'P-256' || typeof key.jwk.d !== 'string') throw invalidSecrets(path, 'signingKey')
  return { jwtSecret: value.jwtSecret, signingKey: { kid: key.kid, jwk: key.jwk } }
}

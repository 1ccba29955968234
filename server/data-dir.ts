/**
 * The server's data folder (`SELERA_DATA_DIR`): the embedded database (`db/`), stored files
 * (`files/`), the secrets generated on first start (`secrets.json`, readable by its owner only) and
 * the lock that keeps a second server off an embedded database (PGlite is one connection in one
 * process: two on one folder would corrupt it).
 */
import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

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
  /** Signs the access tokens (HS256) and, under its own label, the file links. */
  jwtSecret: string
}

/**
 * The secrets in `secrets.json`, generated (256 random bits each) the first time. Written under a
 * temporary name and linked into place, so two servers starting at once on one folder (on one
 * Postgres) end up with the same secrets, never half a file.
 */
export function loadSecrets(dataDir: string): Secrets {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'secrets.json')
  try {
    return parseSecrets(readFileSync(path, 'utf8'), path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const fresh: Secrets = { jwtSecret: randomBytes(32).toString('base64url') }
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 })
  try {
    linkSync(temporary, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(temporary, { force: true })
  }
  return parseSecrets(readFileSync(path, 'utf8'), path)
}

function parseSecrets(text: string, path: string): Secrets {
  const value = JSON.parse(text) as Partial<Secrets>
  if (typeof value.jwtSecret !== 'string' || value.jwtSecret.length < 32) throw new Error(`${path} holds no valid jwtSecret: remove it to generate new secrets (every session is then signed out).`)
  return { jwtSecret: value.jwtSecret }
}

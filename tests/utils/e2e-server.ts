/**
 * Selera's server for the browser tests (tests/e2e/server/): `npm run server`'s entry started as an
 * owner starts it, in a process of its own, on a port the test gives, on a data folder of its own
 * (PGlite) or on a database of its own in the Postgres of `SELERA_TEST_DATABASE_URL`. It can be stopped (as
 * Ctrl+C does) or killed, and started again on the same data, which is what the tests check.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ownPostgresDatabase, POSTGRES_URL } from './server/postgres-database'

const ROOT = resolve(import.meta.dirname, '../..')

/** Where a server keeps its data: a folder (the embedded database), or a Postgres database. */
export interface ServerData {
  readonly env: Record<string, string>
  /** Removes the folder or drops the database. */
  dispose(): Promise<void>
}

export { POSTGRES_URL }

export function embeddedData(): ServerData {
  const dir = mkdtempSync(join(tmpdir(), 'selera-e2e-server-'))
  return { env: { SELERA_DATA_DIR: dir }, dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) }
}

/** A new database in the test Postgres, so that the journey starts from nothing as an owner's install would. */
export async function postgresData(): Promise<ServerData> {
  const database = await ownPostgresDatabase('selera_e2e')
  // The server's files still go to its data folder.
  const dir = mkdtempSync(join(tmpdir(), 'selera-e2e-server-'))
  return {
    env: { DATABASE_URL: database.url, SELERA_DATA_DIR: dir },
    dispose: async () => {
      rmSync(dir, { recursive: true, force: true })
      await database.drop()
    },
  }
}

export interface RunningServer {
  /** The origin the server answers on. */
  readonly url: string
  /** SIGTERM, as Ctrl+C: it finishes what is in flight and exits. Resolves to the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL: gone at once, mid-request if one is in flight. */
  kill(): Promise<void>
}

/** Starts the server's entry on `data` and `port`, and waits until `/readyz` says ready. */
export async function startServerProcess(data: ServerData, port: number): Promise<RunningServer> {
  // One process (tsx as a loader, not its CLI, which runs the server in a child of its own): a kill reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...data.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))

  const url = await new Promise<string>((done, fail) => {
    const look = () => {
      const listening = output.split('\n').find((line) => line.includes('"msg":"listening"'))
      if (listening) done((JSON.parse(listening) as { url: string }).url)
    }
    child.stdout.on('data', look)
    void exited.then((code) => fail(new Error(`The server exited (${String(code)}) before it listened:\n${output}`)))
  })
  await untilReady(url, child)
  return {
    url,
    stop: () => (child.kill('SIGTERM'), exited),
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** Asks `/readyz` until the server says ready (the database open, every migration applied). */
async function untilReady(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it was ready`)
    const ready = await fetch(`${url}/readyz`).then((answer) => answer.ok, () => false)
    if (ready) return
    await new Promise((next) => setTimeout(next, 100))
  }
}

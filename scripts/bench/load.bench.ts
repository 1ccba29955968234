/**
 * A load test that stops by itself: two server processes (`npm run server`'s entry, each its own
 * Node process) on one Postgres, sharing one data folder (secrets and files) as servers behind a
 * load balancer do (docs/deploy.md), and 50 simulated owners on loopback, each doing sign-in →
 * upload → dashboard → chat in a loop for 60 s (BENCH_LOAD_SECONDS), on one server and then the
 * other. Printed: requests per second, p50/p95/p99 per endpoint, errors (goal: 0), and whether any
 * data was lost: every upload the servers said they stored must be listed afterwards, read
 * through the other server.
 *
 * Needs a Postgres where it may create and drop a database: BENCH_DATABASE_URL (as .ci/run's
 * SELERA_TEST_DATABASE_URL). The servers and the owners share this machine's cores.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { MeasureOptions } from './measure'
import { fixed, grouped, type BenchReport } from './report'

const ROOT = resolve(import.meta.dirname, '../..')
const OWNERS = 50
const PASSWORD = 'load-test-password'
const ENDPOINTS = ['POST /auth/v1/token', 'POST /api/auth', 'POST /api/upload', 'GET /api/metrics', 'POST /api/chat'] as const
type Endpoint = (typeof ENDPOINTS)[number]

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A server process on `port`, ready when `/readyz` says so. */
async function startServerProcess(env: Record<string, string>, port: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode})`)
    const ready = await fetch(`${url}/readyz`).then((answer) => answer.ok, () => false)
    if (ready) return { url, process: child }
    await new Promise((tick) => setTimeout(tick, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`the server on port ${port} was not ready within 2 minutes`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}

/** A small export of its own for each upload (distinct receipts, so none is a duplicate), dated in the last week. */
function exportFor(owner: number, round: number): File {
  const lines = ['Date,Receipt No,Item,Qty,Net Sales (RM)']
  const items = [['Kopi O', 2.2], ['Teh Tarik', 2.8], ['Nasi Lemak', 6.5], ['Roti Canai', 1.8], ['Mee Goreng', 7.5]] as const
  for (let n = 0; n < 24; n++) {
    const day = new Date(Date.now() - ((n % 6) + 1) * 86_400_000)
    const [item, price] = items[(owner + round + n) % items.length]!
    const quantity = 1 + ((owner * 7 + round * 3 + n) % 4)
    const date = `${day.toISOString().slice(0, 10)} ${String(7 + (n % 12)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`
    lines.push(`${date},L${owner}-${round}-${n},${item},${quantity},${(price * quantity).toFixed(2)}`)
  }
  return new File([lines.join('\n')], `pos-${owner}-${round}.csv`, { type: 'text/csv' })
}

interface Tally {
  times: Map<Endpoint, number[]>
  errors: Map<string, number>
  /** Uploads the servers said they stored, by owner. */
  stored: Map<number, number>
}

async function timed<T>(tally: Tally, endpoint: Endpoint, work: () => Promise<Response>, read: (answer: Response) => Promise<T>): Promise<T | null> {
  const started = performance.now()
  try {
    const answer = await work()
    const value = await read(answer)
    tally.times.get(endpoint)!.push(performance.now() - started)
    if (!answer.ok) {
      const key = `${endpoint} ${answer.status}`
      tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1)
      return null
    }
    return value
  } catch (error) {
    const key = `${endpoint} ${error instanceof Error ? error.message : String(error)}`.slice(0, 120)
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1)
    return null
  }
}

async function owner(index: number, email: string, servers: readonly string[], until: number, tally: Tally): Promise<void> {
  for (let round = 0; Date.now() < until; round++) {
    const url = servers[(index + round) % servers.length]!
    const session = await timed(tally, 'POST /auth/v1/token', () =>
      fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: 'load', 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) }),
    (answer) => answer.json() as Promise<{ access_token?: string }>)
    const token = session?.access_token
    if (!token) continue
    const bearer = { authorization: `Bearer ${token}` }
    await timed(tally, 'POST /api/auth', () => fetch(`${url}/api/auth`, { method: 'POST', headers: bearer }), (answer) => answer.text())
    const form = new FormData()
    form.append('file', exportFor(index, round))
    const upload = await timed(tally, 'POST /api/upload', () => fetch(`${url}/api/upload`, { method: 'POST', headers: bearer, body: form }), (answer) => answer.json() as Promise<{ upload_completed?: boolean }>)
    if (upload?.upload_completed) tally.stored.set(index, (tally.stored.get(index) ?? 0) + 1)
    await timed(tally, 'GET /api/metrics', () => fetch(`${url}/api/metrics`, { headers: bearer }), (answer) => answer.text())
    await timed(tally, 'POST /api/chat', () => fetch(`${url}/api/chat`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify({ user_query: 'total sales last 7 days', mode: 'general' }) }), (answer) => answer.text())
  }
}

export async function run(_options: MeasureOptions): Promise<BenchReport> {
  const admin = process.env.BENCH_DATABASE_URL ?? ''
  if (!admin) throw new Error('npm run bench -- load needs BENCH_DATABASE_URL: a Postgres where it may create and drop a database (postgres://user@host:5432/db)')
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
  const name = `selera_load_${process.pid}_${Date.now()}`
  await asAdmin(admin, `create database ${name}`)
  const databaseUrl = new URL(admin)
  databaseUrl.pathname = `/${name}`
  const dataDir = mkdtempSync(join(tmpdir(), 'selera-load-'))
  const env = { DATABASE_URL: databaseUrl.href, SELERA_DATA_DIR: dataDir }
  const processes: ChildProcess[] = []
  try {
    // The first makes the shared secrets; the second reads them.
    const first = await startServerProcess(env, await freePort())
    processes.push(first.process)
    const second = await startServerProcess(env, await freePort())
    processes.push(second.process)
    const servers = [first.url, second.url]

    const emails = Array.from({ length: OWNERS }, (_, index) => `owner-${index}@load.selera.my`)
    for (const [index, email] of emails.entries()) {
      const answer = await fetch(`${servers[index % 2]}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: 'load', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, data: { business_name: `Kedai ${index}` } }),
      })
      if (answer.status !== 200) throw new Error(`sign-up ${index} answered ${answer.status}`)
    }

    const tally: Tally = { times: new Map(ENDPOINTS.map((endpoint) => [endpoint, []])), errors: new Map(), stored: new Map() }
    const started = performance.now()
    const until = Date.now() + seconds * 1000
    await Promise.all(emails.map((email, index) => owner(index, email, servers, until, tally)))
    const elapsed = (performance.now() - started) / 1000

    // Every stored upload listed afterwards, through the server the owner's last round did not use.
    let lost = 0
    for (const [index, email] of emails.entries()) {
      const url = servers[(index + 1) % 2]!
      const session = (await (await fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: 'load', 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })).json()) as { access_token: string }
      const { uploads } = (await (await fetch(`${url}/api/uploads`, { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as { uploads: unknown[] }
      lost += Math.max(0, (tally.stored.get(index) ?? 0) - uploads.length)
    }

    const total = [...tally.times.values()].reduce((sum, times) => sum + times.length, 0)
    const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0)
    const uploads = [...tally.stored.values()].reduce((sum, count) => sum + count, 0)
    return {
      title: `load: ${OWNERS} owners for ${seconds} s against two server processes on one Postgres`,
      intro: [
        `${grouped(total)} requests in ${fixed(elapsed, 1)} s: ${fixed(total / elapsed, 1)} requests per second; ${grouped(uploads)} uploads stored.`,
        'Each owner: sign-in (600,000 PBKDF2 rounds), POST /auth, an upload of its own, GET /metrics, a chat question; the next round on the other server.',
      ],
      tables: [
        {
          headers: ['endpoint', 'requests', 'p50 ms', 'p95 ms', 'p99 ms'],
          rows: ENDPOINTS.map((endpoint) => {
            const times = [...(tally.times.get(endpoint) ?? [])].sort((a, b) => a - b)
            return [endpoint, grouped(times.length), fixed(percentile(times, 50), 0), fixed(percentile(times, 95), 0), fixed(percentile(times, 99), 0)]
          }),
        },
        ...(tally.errors.size > 0 ? [{ headers: ['error', 'count'], rows: [...tally.errors.entries()].map(([key, count]) => [key, grouped(count)]) }] : []),
      ],
      notes: [`errors: ${grouped(errors)} (goal: 0). Data lost: ${grouped(lost)} of ${grouped(uploads)} stored uploads missing afterwards (goal: 0).`],
    }
  } finally {
    await Promise.all(processes.map(stopProcess))
    rmSync(dataDir, { recursive: true, force: true })
    await asAdmin(admin, `drop database if exists ${name} with (force)`).catch(() => undefined)
  }
}

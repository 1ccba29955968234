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
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess, type RunningServer } from '../../tests/utils/e2e-server'
import { ownPostgresDatabase } from '../../tests/utils/server/postgres-database'
import { percentile, type MeasureOptions } from './measure'
import { fixed, grouped, type BenchReport } from './report'
import { BENCH_PASSWORD as PASSWORD, signInOwner, signUpOwner } from './server-client'

const OWNERS = 50
const ENDPOINTS = ['POST /auth/v1/token', 'POST /api/auth', 'POST /api/upload', 'GET /api/metrics', 'POST /api/chat'] as const
type Endpoint = (typeof ENDPOINTS)[number]

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
      fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: 'bench', 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) }),
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
  const database = await ownPostgresDatabase('selera_load', admin)
  const dataDir = mkdtempSync(join(tmpdir(), 'selera-load-'))
  const data = { env: { DATABASE_URL: database.url, SELERA_DATA_DIR: dataDir }, dispose: () => Promise.resolve() }
  const processes: RunningServer[] = []
  try {
    // The first makes the shared secrets; the second reads them. Each on a free port of its own.
    processes.push(await startServerProcess(data, 0))
    processes.push(await startServerProcess(data, 0))
    const servers = processes.map((server) => server.url)

    const emails = Array.from({ length: OWNERS }, (_, index) => `owner-${index}@load.selera.my`)
    for (const [index, email] of emails.entries()) await signUpOwner(servers[index % 2]!, email, `Kedai ${index}`)

    const tally: Tally = { times: new Map(ENDPOINTS.map((endpoint) => [endpoint, []])), errors: new Map(), stored: new Map() }
    const started = performance.now()
    const until = Date.now() + seconds * 1000
    await Promise.all(emails.map((email, index) => owner(index, email, servers, until, tally)))
    const elapsed = (performance.now() - started) / 1000

    // Every stored upload listed afterwards, through the server the owner's last round did not use.
    let lost = 0
    for (const [index, email] of emails.entries()) {
      const url = servers[(index + 1) % 2]!
      const token = await signInOwner(url, email)
      const { uploads } = (await (await fetch(`${url}/api/uploads`, { headers: { authorization: `Bearer ${token}` } })).json()) as { uploads: unknown[] }
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
    await Promise.all(processes.map((server) => server.stop()))
    rmSync(dataDir, { recursive: true, force: true })
    await database.drop().catch(() => undefined)
  }
}

/**
 * The server over HTTP on loopback (`npm run server`'s code, on its embedded database, PGlite, in a
 * temporary data folder): an owner signs up, 1,000,000 sale rows (90 days, ./metrics.bench.ts's
 * generator) are stored as one upload's batch, and GET /metrics for the default period (the 30
 * days ending today) is timed:
 *   cold  the first read after the server starts: the batch read from the database and decoded, the
 *         per-day rollups built (goal: under 2 s)
 *   warm  every read after it (goal: p95 under 50 ms)
 * The server's memory (RSS, heap) is printed after the warm reads.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSalesCache } from '../../backend/sales/storage'
import { createDatabaseStore } from '../../server/db/store'
import { folderFiles } from '../../server/files/folder'
import { startServer, type RunningServer } from '../../server/main'
import { generateSales } from './metrics.bench'
import type { MeasureOptions } from './measure'
import { fixed, grouped, type BenchReport } from './report'

export const COLD_GOAL_MS = 2_000
export const WARM_P95_GOAL_MS = 50

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now()
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const body = (await answer.json()) as { metrics?: unknown }
  // A read that found no sales would time nothing worth knowing.
  if (answer.status !== 200 || !body.metrics) throw new Error(`GET /metrics answered ${answer.status} without metrics`)
  return performance.now() - started
}

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const rows = 1_000_000
  const dataDir = mkdtempSync(join(tmpdir(), 'selera-bench-server-'))
  const env = { PORT: '0', SELERA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
  let server: RunningServer | null = null
  try {
    server = await startServer({ env })
    const signup = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@kedai.my', password: 'bench-password', data: { business_name: 'Bench Kopitiam' } }),
    })
    const session = (await signup.json()) as { access_token: string; user: { id: string } }
    const accountId = session.user.id
    const { batch, dayTotals } = generateSales({ rows, now: Date.now() })
    const writer = createDatabaseStore(server.database.db, { files: folderFiles(join(dataDir, 'files')), cache: createSalesCache() }).forAccount(accountId)
    const storing = performance.now()
    await writer.sales.appendSales(accountId, 'bench-upload', batch)
    await writer.sales.addDayTotals(accountId, 'bench-manual', dayTotals)
    const storedMs = performance.now() - storing
    await server.stop()
    server = null

    // A fresh process's view: nothing decoded, nothing kept.
    server = await startServer({ env })
    const sign = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@kedai.my', password: 'bench-password' }),
    })
    const { access_token: token } = (await sign.json()) as { access_token: string }
    const url = `${server.url}/api/metrics`
    const coldMs = await timedGet(url, token)
    const warm: number[] = []
    const runs = Math.max(50, (options.runs ?? 7) * 10)
    for (let i = 0; i < runs; i++) warm.push(await timedGet(url, token))
    warm.sort((a, b) => a - b)
    const memory = process.memoryUsage()
    return {
      title: 'server: GET /metrics over HTTP, PGlite, 1,000,000 rows',
      intro: [
        `${grouped(rows)} rows in one upload's batch, stored in ${fixed(storedMs, 0)} ms; the server restarted before the first read.`,
        'The server runs in this process (the bench is its only client).',
      ],
      tables: [
        {
          headers: ['GET /metrics (30 days)', 'ms'],
          rows: [
            ['cold: first read after start', fixed(coldMs, 0)],
            [`warm: p50 of ${runs}`, fixed(percentile(warm, 50), 1)],
            [`warm: p95 of ${runs}`, fixed(percentile(warm, 95), 1)],
            [`warm: p99 of ${runs}`, fixed(percentile(warm, 99), 1)],
          ],
        },
        {
          headers: ['memory after the warm reads', 'MB'],
          rows: [
            ['resident set (RSS)', fixed(memory.rss / 1e6, 0)],
            ['JavaScript heap used', fixed(memory.heapUsed / 1e6, 0)],
            ['outside the heap (typed arrays, wasm)', fixed((memory.external + memory.arrayBuffers) / 1e6, 0)],
          ],
        },
      ],
      notes: [
        `goal: cold under ${grouped(COLD_GOAL_MS)} ms (${coldMs < COLD_GOAL_MS ? 'met' : 'NOT met'}), warm p95 under ${WARM_P95_GOAL_MS} ms (${percentile(warm, 95) < WARM_P95_GOAL_MS ? 'met' : 'NOT met'}).`,
        'A 10 MB upload with another account reading meanwhile, and 10 accounts of 100,000 rows: `npm run bench -- server-upload`.',
      ],
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

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
import { percentile, type MeasureOptions } from './measure'
import { signInOwner, signUpOwner, timedMetrics } from './server-client'
import { fixed, grouped, type BenchReport } from './report'

export const COLD_GOAL_MS = 2_000
export const WARM_P95_GOAL_MS = 50


export async function run(options: MeasureOptions): Promise<BenchReport> {
  const rows = 1_000_000
  const dataDir = mkdtempSync(join(tmpdir(), 'selera-bench-server-'))
  const env = { PORT: '0', SELERA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
  let server: RunningServer | null = null
  try {
    server = await startServer({ env })
    const { id: accountId } = await signUpOwner(server.url, 'bench@kedai.my', 'Bench Kopitiam')
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
    const token = await signInOwner(server.url, 'bench@kedai.my')
    const url = server.url
    const coldMs = await timedMetrics(url, token)
    const warm: number[] = []
    const runs = Math.max(50, (options.runs ?? 7) * 10)
    for (let i = 0; i < runs; i++) warm.push(await timedMetrics(url, token))
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

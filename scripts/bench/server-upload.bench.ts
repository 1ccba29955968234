/**
 * The server over HTTP on loopback (`npm run server`'s code, on its embedded database in a
 * temporary data folder, or on the Postgres at BENCH_DATABASE_URL):
 *   upload   a generated ~10 MB Loyverse export (./loyverse-csv.ts) sent by one owner, timed from
 *            the request to the end of its answer (stored); meanwhile another owner reads GET
 *            /metrics over and over, and those reads' p50/p95/p99 are printed beside the same
 *            reads with nothing else running (goals: the upload under 5 s, the reads' p99 under
 *            200 ms while it runs). Parsing runs in the server's worker thread.
 *   memory   10 accounts of 100,000 rows each, every one read once (its columns decoded and kept):
 *            the process's RSS and heap.
 * The server runs in this process, so the reads wait on the same event loop the server answers on.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSalesCache } from '../../backend/sales/storage'
import { createDatabaseStore } from '../../server/db/store'
import { folderFiles } from '../../server/files/folder'
import { startServer, type RunningServer } from '../../server/main'
import { loyverseReceiptsCsv } from './loyverse-csv'
import { percentile, type MeasureOptions } from './measure'
import { signUpOwner, timedMetrics } from './server-client'
import { generateSales } from './metrics.bench'
import { fixed, grouped, type BenchReport } from './report'

export const UPLOAD_GOAL_MS = 5_000
export const READ_P99_GOAL_MS = 200

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b)

/** Reads until `until` settles; their times. */
async function readWhile(url: string, token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.finally(() => (done = true))
  const times: number[] = []
  while (!done) times.push(await timedMetrics(url, token))
  return times
}

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'selera-bench-upload-'))
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? ''
  const env = { PORT: '0', SELERA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
  let server: RunningServer | null = null
  try {
    server = await startServer({ env })
    const url = server.url
    const stamp = Date.now()
    const uploader = await signUpOwner(url, `upload-${stamp}@kedai.my`)
    const reader = await signUpOwner(url, `reader-${stamp}@kedai.my`)
    const store = createDatabaseStore(server.database.db, { files: folderFiles(join(dataDir, 'files')), cache: createSalesCache() })

    // The reader's dashboard: 100,000 rows, read once so its columns are kept.
    const readerSales = generateSales({ rows: 100_000, now: Date.now() })
    await store.forAccount(reader.id).sales.appendSales(reader.id, 'bench-reader', readerSales.batch)
    await timedMetrics(url, reader.token)
    const quiet: number[] = []
    const reads = Math.max(100, (options.runs ?? 7) * 20)
    for (let i = 0; i < reads; i++) quiet.push(await timedMetrics(url, reader.token))

    const file = loyverseReceiptsCsv({ today: Date.now() })
    const form = new FormData()
    form.append('file', new File([file.bytes.slice().buffer], 'loyverse-receipts-by-item.csv', { type: 'text/csv' }))
    const sending = performance.now()
    const upload = fetch(`${url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${uploader.token}` }, body: form }).then(async (answer) => {
      const body = (await answer.json()) as { upload_completed?: boolean; message?: string }
      if (!body.upload_completed) throw new Error(`the upload was not stored: ${body.message ?? answer.status}`)
      return performance.now() - sending
    })
    const during = await readWhile(url, reader.token, upload)
    const uploadMs = await upload

    // Memory: 10 accounts of 100,000 rows, each read once.
    const accounts: { token: string; id: string }[] = []
    for (let i = 0; i < 10; i++) {
      const owner = await signUpOwner(url, `memory-${i}-${stamp}@kedai.my`)
      await store.forAccount(owner.id).sales.appendSales(owner.id, 'bench-memory', generateSales({ rows: 100_000, now: Date.now(), seed: 100 + i }).batch)
      await timedMetrics(url, owner.token)
      accounts.push(owner)
    }
    global.gc?.()
    const memory = process.memoryUsage()

    const calm = sortedCopy(quiet)
    const busy = sortedCopy(during)
    return {
      title: `server: a 10 MB upload while another owner reads, and 10 accounts in memory (${databaseUrl ? 'Postgres' : 'PGlite'})`,
      intro: [
        `The upload: ${(file.bytes.length / 1e6).toFixed(1)} MB, ${grouped(file.rows)} sale lines, parsed in the server's worker thread; the reader has ${grouped(100_000)} rows.`,
        'The server runs in this process (the bench is its only client).',
      ],
      tables: [
        {
          headers: ['', 'ms'],
          rows: [
            ['upload: request to stored answer', fixed(uploadMs, 0)],
            [`reader's GET /metrics alone: p50 / p95 / p99 of ${calm.length}`, `${fixed(percentile(calm, 50), 1)} / ${fixed(percentile(calm, 95), 1)} / ${fixed(percentile(calm, 99), 1)}`],
            [`reader's GET /metrics during the upload: p50 / p95 / p99 of ${busy.length}`, `${fixed(percentile(busy, 50), 1)} / ${fixed(percentile(busy, 95), 1)} / ${fixed(percentile(busy, 99), 1)}`],
            ['slowest read during the upload', fixed(busy.at(-1) ?? NaN, 0)],
          ],
        },
        {
          headers: [`memory with ${accounts.length + 2} accounts read (10 of 100,000 rows, the reader, the uploader)`, 'MB'],
          rows: [
            ['resident set (RSS)', fixed(memory.rss / 1e6, 0)],
            ['JavaScript heap used', fixed(memory.heapUsed / 1e6, 0)],
            ['outside the heap (typed arrays, wasm)', fixed((memory.external + memory.arrayBuffers) / 1e6, 0)],
          ],
        },
      ],
      notes: [
        `goal: the upload under ${grouped(UPLOAD_GOAL_MS)} ms (${uploadMs < UPLOAD_GOAL_MS ? 'met' : 'NOT met'}); the reads' p99 during it under ${READ_P99_GOAL_MS} ms (${percentile(busy, 99) < READ_P99_GOAL_MS ? 'met' : 'NOT met'}).`,
      ],
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

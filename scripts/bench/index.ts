/**
 * `npm run bench`: performance figures, printed, never asserted (CI does not run it; numbers depend
 * on the machine). `npm run bench -- ingest --runs 9` runs one bench, 9 timed runs.
 *
 * The code under test is bundled before it is timed, as the app ships it; `--modules` loads it
 * file by file instead, as `tsx` does (./optional-module.ts).
 *
 * To add a bench, write `scripts/bench/<name>.bench.ts` exporting
 * `run(options): Promise<BenchReport>` and list it below. Import the code under test dynamically
 * (`importOptional`, passing `options.load`) so a missing piece prints a line instead of stopping
 * the run.
 */
import { arch, cpus, loadavg, platform } from 'node:os'
import { pathToFileURL } from 'node:url'
import type { MeasureOptions } from './measure'
import { formatReport, type BenchReport } from './report'

export interface BenchDefinition {
  name: string
  /** What it measures. */
  about: string
  load: () => Promise<{ run: (options: MeasureOptions) => Promise<BenchReport> }>
  /** Run only when named (`npm run bench -- load`): it needs a Postgres, and minutes. */
  onlyWhenNamed?: boolean
}

export const BENCHES: BenchDefinition[] = [
  { name: 'ingest', about: 'ingest MB/s beside a raw uDSV parse of the same ~10 MB POS export', load: () => import('./ingest.bench') },
  { name: 'metrics', about: 'dashboard metrics, series and insights over a 1,000,000-row store (each alone, and from one shared pass as GET /metrics + GET /insights serve them) beside a plain typed-array group-by', load: () => import('./metrics.bench') },
  { name: 'report', about: 'the weekly PDF for the demo-sized account, warm and cold (jsPDF load)', load: () => import('./report.bench') },
  { name: 'rollups', about: 'a chosen period’s dashboard (30 and 365 days) from per-day rollups beside the rows and a plain group-by, at 100k, 1M and 3M rows', load: () => import('./rollups.bench') },
  { name: 'assistant-data', about: 'the chat assistant’s answer to data questions over a 1,000,000-row store, from the per-day rollups (goal: under 20 ms)', load: () => import('./assistant-data.bench') },
  { name: 'assistant-documents', about: 'the chat assistant’s answer to a document question over 500 document chunks (goal: under 20 ms), and the index built once', load: () => import('./assistant-documents.bench') },
  { name: 'images', about: 'composing a post (satori layout + resvg-wasm rasterising) at each preset, cold and warm, under Node and in the demo build’s composer worker (goal: 1080x1920 warm under 500 ms)', load: () => import('./images.bench') },
  { name: 'server', about: 'the server over HTTP on its embedded database: GET /metrics for 30 days at 1,000,000 rows, cold (first read after start, goal under 2 s) and warm (goal p95 under 50 ms), and its memory', load: () => import('./server.bench') },
  { name: 'server-upload', about: 'the server over HTTP: a 10 MB upload end to end (goal under 5 s) while another owner reads GET /metrics (goal p99 under 200 ms), and its memory with 10 accounts of 100,000 rows; PGlite, or Postgres at BENCH_DATABASE_URL', load: () => import('./server-upload.bench') },
  { name: 'load', about: 'a load test that stops by itself: 50 owners on loopback doing sign-in, upload, dashboard and chat for 60 s (BENCH_LOAD_SECONDS) against two server processes on the Postgres at BENCH_DATABASE_URL; requests per second, p50/p95/p99 per endpoint, errors and data lost', load: () => import('./load.bench'), onlyWhenNamed: true },
  { name: 'rich-text', about: 'parse and render a typical assistant answer (RichText)', load: () => import('./rich-text.bench') },
]

export function parseArgs(argv: readonly string[]): { names: string[]; options: MeasureOptions } {
  const names: string[] = []
  const options: MeasureOptions = {}
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? ''
    const value = Number(argv[index + 1])
    if (arg === '--runs' || arg === '--warmup') {
      if (!Number.isInteger(value) || value < 0) throw new Error(`${arg} needs a whole number`)
      options[arg === '--runs' ? 'runs' : 'warmup'] = value
      index += 1
    } else if (arg === '--modules') options.load = 'modules'
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg} (known: --runs N, --warmup N, --modules)`)
    else names.push(arg)
  }
  const unknown = names.filter((name) => !BENCHES.some((bench) => bench.name === name))
  if (unknown.length > 0) throw new Error(`Unknown bench ${unknown.join(', ')} (known: ${BENCHES.map((bench) => bench.name).join(', ')})`)
  return { names, options }
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parseArgs>
  try {
    args = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
    return
  }
  const { names, options } = args
  const chosen = BENCHES.filter((bench) => (names.length === 0 ? !bench.onlyWhenNamed : names.includes(bench.name)))
  console.log(`# Selera benches — ${new Date().toISOString()}`)
  console.log(`node ${process.version}, ${platform()} ${arch()}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`)
  // Numbers from a busy machine are noisy: say how busy it was.
  console.log(`code under test: ${options.load === 'modules' ? 'loaded module by module (--modules)' : 'bundled, as the app ships it'}`)
  console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} (1, 5, 15 min)`)
  for (const bench of chosen) {
    console.log('')
    try {
      const { run } = await bench.load()
      console.log(formatReport(await run(options)))
    } catch (error) {
      process.exitCode = 1
      console.log(`## ${bench.name}: failed — ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    }
  }
}

// Run when started as a script, not when a test imports `parseArgs`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}

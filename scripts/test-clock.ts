/**
 * `npm run test:clock` (issue 8): the test suites at the hours and days when CI has failed, under
 * Debian's libfaketime, so that a test reading the wall clock shows up here and not at 2 am.
 *
 * For each combination of a time of day in Kuala Lumpur (00:30, before anything sells; 06:59, just
 * before opening; 23:59, a minute before tomorrow, so the run crosses midnight) and a day (a Monday,
 * a Sunday, the 1st of a month), it runs `vitest run` (unit, contract and model tests) and the
 * Playwright suite with every process's clock starting at that instant and ticking:
 * `LD_PRELOAD=libfaketime.so.1 FAKETIME='@<start>' FAKETIME_DONT_RESET=1` (the last so that Vitest's
 * workers, the preview server and Chromium's processes carry on from the parent's clock instead of
 * each starting again at <start>). Before each run a probe checks that Node, and for the browser
 * tests Chromium, really see the faked time. Then it prints a table and exits non-zero on any failure.
 *
 *   npm run test:clock                                   # the 9 combinations, both suites (long)
 *   npm run test:clock -- --only unit                    # Vitest only
 *   npm run test:clock -- --at 2026-11-30T00:30+08:00    # one instant (repeatable), output shown
 *   npm run test:clock -- --only unit --at 2026-11-30T00:30+08:00 -- src/ui/screens/dashboard
 *   npm run test:clock -- --tz Asia/Kuala_Lumpur         # processes in KL's zone (default UTC, as CI)
 *   npm run test:clock -- --only e2e --no-build          # reuse the last run's build
 *
 * Arguments after a second `--` go to the runner (`--only` needed). The demo build goes to a temp
 * folder and its preview to port 4183 (SELERA_E2E_PORT), so a colleague's `npm run test:e2e` on
 * 4173 is not disturbed; logs and JSON reports go to `<tmp>/selera-test-clock/<run>/`. Runs one suite at a
 * time (the machine has 2 cores). Needs Debian's `faketime` package (FAKETIME_LIB overrides the
 * library's path) and Chromium for the browser tests (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = resolve(import.meta.dirname, '..')
const HOME = join(tmpdir(), 'selera-test-clock')
/** This run's logs and reports: each run its own folder, so two runs never overwrite each other's. */
const OUT = join(HOME, new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'))
const DEFAULT_LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'
const KL = 'Asia/Kuala_Lumpur'
const DEFAULT_PORT = '4183'
/** A run that takes longer than this has hung (a faked clock can stall a timer): it is stopped. */
const RUN_DEADLINE_MS: Record<Suite, number> = { unit: 40 * 60_000, e2e: 25 * 60_000 }

/** Times of day in Kuala Lumpur, and days: real dates, so a failure is reproducible. */
export const TIMES = ['00:30', '06:59', '23:59'] as const
export const DAYS = [
  { name: 'Mon', date: '2026-11-30' },
  { name: 'Sun', date: '2026-11-29' },
  { name: '1st', date: '2026-12-01' },
] as const

export type Suite = 'unit' | 'e2e'
export const SUITES: readonly Suite[] = ['unit', 'e2e']

export interface Options {
  suites: Suite[]
  /** Epoch milliseconds; empty: the whole matrix. */
  at: number[]
  /** The processes' TZ (how FAKETIME's start is written, and what `new Date().getHours()` says). */
  tz: string
  build: boolean
  /** Runner output on the terminal too (always so for a single run). */
  verbose: boolean
  /** Passed on to the runner. */
  extra: string[]
}

/** The 9 instants: every time on every day, in Kuala Lumpur (UTC+8 all year). */
export function matrix(): number[] {
  return DAYS.flatMap(({ date }) => TIMES.map((time) => parseAt(`${date}T${time}+08:00`)))
}

/** `YYYY-MM-DDThh:mm[:ss](Z|±hh:mm)`: the offset is required, so the instant never depends on the machine's zone. */
export function parseAt(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    throw new Error(`--at wants an instant with its offset, e.g. 2026-11-30T00:30+08:00, not ${text}`)
  }
  const at = Date.parse(text)
  if (Number.isNaN(at)) throw new Error(`--at: ${text} is not a date`)
  return at
}

/** libfaketime's absolute start, `@YYYY-MM-DD hh:mm:ss`, which it reads in the process's own TZ. */
export function fakeTimeSpec(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  )
  return `@${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

/** `Mon 2026-11-30 00:30 KL`: the weekday and the local time in Kuala Lumpur. */
export function label(at: number): string {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-CA', { timeZone: KL, ...options }).format(at)
  const day = Number(format({ day: 'numeric' }))
  return `${format({ weekday: 'short' })} ${format({ dateStyle: 'short' })} ${format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} KL${day === 1 ? ' (1st)' : ''}`
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { suites: [...SUITES], at: [], tz: 'UTC', build: true, verbose: false, extra: [] }
  let only = false
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!
    const value = () => {
      const next = argv[i + 1]
      if (next === undefined) throw new Error(`${arg} wants a value`)
      i += 1
      return next
    }
    if (arg === '--') {
      options.extra = argv.slice(i + 1)
      break
    } else if (arg === '--only') {
      const suite = value()
      if (suite !== 'unit' && suite !== 'e2e') throw new Error(`--only wants unit or e2e, not ${suite}`)
      options.suites = [suite]
      only = true
    } else if (arg === '--at') options.at.push(parseAt(value()))
    else if (arg === '--tz') {
      const tz = value()
      new Intl.DateTimeFormat('en', { timeZone: tz }) // throws RangeError for an unknown zone
      options.tz = tz
    } else if (arg === '--no-build') options.build = false
    else if (arg === '--verbose') options.verbose = true
    else throw new Error(`Unknown argument ${arg}. Use --only unit|e2e, --at <instant>, --tz <zone>, --no-build, --verbose, -- <runner arguments>.`)
  }
  if (options.extra.length > 0 && !only) throw new Error('Runner arguments after -- need --only unit or --only e2e.')
  return options
}

export interface Outcome {
  ok: boolean
  passed: number
  failed: number
  skipped: number
  seconds: number
  /** Failed tests (file › name), or why the run itself failed. */
  failures: string[]
}

interface VitestJson {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  success: boolean
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string }> }>
}

export function vitestOutcome(report: VitestJson, seconds: number, exitCode: number | null): Outcome {
  const failures: string[] = []
  for (const file of report.testResults) {
    const name = file.name.startsWith(ROOT) ? file.name.slice(ROOT.length + 1) : file.name
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) failures.push(`${name} › ${test.fullName}`)
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${(file.message ?? 'failed').split('\n')[0]}`)
  }
  if (failures.length === 0 && (exitCode !== 0 || !report.success)) failures.push(`vitest exited with ${exitCode} and no failed test: an error outside the tests (see the log)`)
  return {
    ok: failures.length === 0,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    failures,
  }
}

interface PlaywrightSuite {
  title: string
  file?: string
  specs?: Array<{ title: string; ok: boolean; tests: Array<{ status: string }> }>
  suites?: PlaywrightSuite[]
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
  errors: Array<{ message?: string }>
}

export function playwrightOutcome(report: PlaywrightJson, seconds: number, exitCode: number | null): Outcome {
  const failures: string[] = []
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.file && suite.title === suite.file ? path : [...path, suite.title]
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${suite.file ?? ''} › ${[...here, spec.title].filter(Boolean).join(' › ')}`)
    }
    for (const child of suite.suites ?? []) walk({ ...child, file: child.file ?? suite.file }, here)
  }
  for (const suite of report.suites) walk(suite, [])
  for (const error of report.errors) failures.push(`error: ${(error.message ?? '').split('\n')[0]}`)
  const { expected, unexpected, flaky, skipped } = report.stats
  if (failures.length === 0 && (exitCode !== 0 || unexpected > 0)) failures.push(`playwright exited with ${exitCode} and no failed test: an error outside the tests (see the log)`)
  return { ok: failures.length === 0, passed: expected + flaky, failed: unexpected, skipped, seconds, failures }
}

function crashed(why: string, seconds = 0): Outcome {
  return { ok: false, passed: 0, failed: 0, skipped: 0, seconds, failures: [why] }
}

function faketimeLibrary(): string {
  const lib = process.env.FAKETIME_LIB ?? DEFAULT_LIB
  if (!existsSync(lib)) {
    throw new Error(`libfaketime not found at ${lib}: install Debian's faketime package (apt-get install faketime), or set FAKETIME_LIB to the library's path.`)
  }
  return lib
}

export function fakedEnv(at: number, tz: string, lib: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    TZ: tz,
    LD_PRELOAD: [lib, base.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: fakeTimeSpec(at, tz),
    FAKETIME_DONT_RESET: '1',
    // Each run is a run from scratch, as on a fresh clone.
    CI: base.CI ?? 'true',
    NO_COLOR: '1',
  }
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/**
 * Proof that the clock is faked where the tests run: Node's `Date.now()` (and, for the browser
 * tests, a page's in Chromium) within a minute of the start. Answers what went wrong, or null.
 */
function probe(at: number, env: NodeJS.ProcessEnv, browser: boolean): string | null {
  const node = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(Date.now()))'], { env, encoding: 'utf8' })
  const nodeNow = Number(node.stdout)
  if (!(Math.abs(nodeNow - at) < 60_000)) return `probe: Node sees ${new Date(nodeNow).toISOString()}, not ${new Date(at).toISOString()}: libfaketime is not in effect`
  if (!browser) return null
  const script = `
    import { chromium } from '@playwright/test'
    const executablePath = ${JSON.stringify(chromiumPath() ?? null)}
    const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] })
    const page = await browser.newPage()
    process.stdout.write(String(await page.evaluate(() => Date.now())))
    await browser.close()`
  const chrome = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
  const pageNow = Number(chrome.stdout)
  if (!(Math.abs(pageNow - at) < 120_000)) {
    return `probe: Chromium sees ${Number.isNaN(pageNow) ? `nothing (${chrome.stderr.trim().split('\n')[0] ?? 'no output'})` : new Date(pageNow).toISOString()}, not ${new Date(at).toISOString()}`
  }
  return null
}

let running: ReturnType<typeof spawn> | null = null

/** Runs a command in its own process group, output to `log` (and the terminal), stopped at the deadline. */
function run(args: string[], env: NodeJS.ProcessEnv, log: string, echo: boolean, deadlineMs: number): Promise<{ code: number | null; seconds: number }> {
  const started = Date.now()
  const out = createWriteStream(log)
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    running = child
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        out.write(chunk)
        if (echo) process.stdout.write(chunk)
      })
    }
    const timer = setTimeout(() => {
      out.write(`\n[test:clock] stopped after ${deadlineMs / 60_000} minutes\n`)
      stopGroup(child)
    }, deadlineMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      running = null
      out.end(() => done({ code, seconds: Math.round((Date.now() - started) / 1000) }))
    })
  })
}

function stopGroup(child: ReturnType<typeof spawn>): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return null
  }
}

function slug(at: number): string {
  return new Date(at).toISOString().slice(0, 16).replace(/[-:]/g, '')
}

async function runSuite(suite: Suite, at: number, options: Options, lib: string, echo: boolean): Promise<Outcome> {
  const env = fakedEnv(at, options.tz, lib)
  const problem = probe(at, env, suite === 'e2e')
  if (problem) return crashed(problem)
  const base = join(OUT, `${slug(at)}-${suite}`)
  const log = `${base}.log`
  const json = `${base}.json`
  let result: { code: number | null; seconds: number }
  if (suite === 'unit') {
    const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs')
    result = await run([vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...options.extra], env, log, echo, RUN_DEADLINE_MS.unit)
    const report = readJson<VitestJson>(json)
    return report ? vitestOutcome(report, result.seconds, result.code) : crashed(`vitest wrote no report (exit ${result.code}); see ${log}`, result.seconds)
  }
  const playwright = join(ROOT, 'node_modules/@playwright/test/cli.js')
  const e2eEnv = { ...env, ...e2eTarget(), PLAYWRIGHT_JSON_OUTPUT_NAME: json }
  result = await run([playwright, 'test', '--reporter=list,json', `--output=${base}-results`, ...options.extra], e2eEnv, log, echo, RUN_DEADLINE_MS.e2e)
  const report = readJson<PlaywrightJson>(json)
  return report ? playwrightOutcome(report, result.seconds, result.code) : crashed(`playwright wrote no report (exit ${result.code}); see ${log}`, result.seconds)
}

/** Where the browser tests' build goes and is served (playwright.config.ts reads both). */
function e2eTarget(): { SELERA_OUT_DIR: string; SELERA_E2E_PORT: string } {
  return { SELERA_OUT_DIR: join(HOME, 'dist'), SELERA_E2E_PORT: process.env.SELERA_E2E_PORT ?? DEFAULT_PORT }
}

/** The demo build, once, on the real clock: a build does not depend on the time. */
function build(): void {
  console.log(`[test:clock] demo build into ${e2eTarget().SELERA_OUT_DIR}`)
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, env: { ...process.env, ...e2eTarget() }, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the demo build failed')
}

function cell(outcome: Outcome | undefined): string {
  if (!outcome) return '-'
  const counts = `${outcome.passed} passed, ${outcome.failed} failed${outcome.skipped ? `, ${outcome.skipped} skipped` : ''}`
  return `${outcome.ok ? 'pass' : 'FAIL'} ${counts} (${outcome.seconds} s)`
}

export function table(rows: Array<{ at: number; outcomes: Partial<Record<Suite, Outcome>> }>, suites: readonly Suite[]): string {
  const header = ['combination', ...suites]
  const lines = rows.map(({ at, outcomes }) => [label(at), ...suites.map((suite) => cell(outcomes[suite]))])
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column]!.length)))
  const format = (line: string[]) => line.map((text, column) => text.padEnd(widths[column]!)).join('  ').trimEnd()
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n')
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const lib = faketimeLibrary()
  const instants = options.at.length > 0 ? options.at : matrix()
  const echo = options.verbose || (instants.length === 1 && options.suites.length === 1)
  mkdirSync(OUT, { recursive: true })
  if (options.suites.includes('e2e') && options.build) build()

  const rows: Array<{ at: number; outcomes: Partial<Record<Suite, Outcome>> }> = []
  for (const at of instants) {
    const row = { at, outcomes: {} as Partial<Record<Suite, Outcome>> }
    rows.push(row)
    for (const suite of options.suites) {
      console.log(`[test:clock] ${suite} at ${label(at)} (FAKETIME='${fakeTimeSpec(at, options.tz)}' TZ=${options.tz})`)
      const outcome = await runSuite(suite, at, options, lib, echo)
      row.outcomes[suite] = outcome
      console.log(`[test:clock]   ${cell(outcome)}`)
      for (const failure of outcome.failures) console.log(`[test:clock]     ✗ ${failure}`)
    }
  }

  console.log(`\n${table(rows, options.suites)}\n`)
  const failed = rows.flatMap(({ at, outcomes }) => Object.entries(outcomes).flatMap(([suite, outcome]) => outcome.failures.map((failure) => `${label(at)} ${suite}: ${failure}`)))
  if (failed.length === 0) {
    console.log('Every combination passed.')
    return
  }
  console.log(`Failures (logs and JSON reports in ${OUT}):`)
  for (const line of failed) console.log(`  ✗ ${line}`)
  process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (running) stopGroup(running)
      process.exit(130)
    })
  }
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}

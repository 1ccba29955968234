/**
 * `npm run test:clock`: the test suites at the hours and days when CI has failed, under Debian's
 * libfaketime, so that a test reading the wall clock shows up here and not at 2 am.
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
 * time (the machine has 2 cores). The faked environment and its probe are in ./test-clock/faketime.ts,
 * reading the runners' JSON reports in ./test-clock/outcomes.ts. Needs Debian's `faketime` package (FAKETIME_LIB overrides the
 * library's path) and Chromium for the browser tests (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fakedEnv, fakeTimeSpec, faketimeLibrary, probe } from './test-clock/faketime'
import { cell, crashed, playwrightOutcome, vitestOutcome, type Outcome, type PlaywrightJson, type VitestJson } from './test-clock/outcomes'
import { ROOT } from './test-clock/root'

const HOME = join(tmpdir(), 'selera-test-clock')
/** This run's logs and reports: each run its own folder, so two runs never overwrite each other's. */
const OUT = join(HOME, new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'))
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

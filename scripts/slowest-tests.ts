/**
 * `.ci/run` ends by printing where the test time went: the ten slowest browser tests and the ten
 * slowest Vitest files, with the totals, from the JSON reports both runners write on CI
 * (`.reports/`, see playwright.config.ts and vite.config.ts). A report that is missing (a run that
 * stopped before it) is said so, not guessed.
 *
 *   tsx scripts/slowest-tests.ts [folder]     # default .reports
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

const TOP = 10

interface PlaywrightResult {
  duration: number
  status: string
  retry?: number
}
interface PlaywrightSpec {
  title: string
  file: string
  line: number
  tests: { results: PlaywrightResult[] }[]
}
interface PlaywrightSuite {
  title?: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}
export interface PlaywrightJson {
  suites: PlaywrightSuite[]
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number }
}

export interface VitestJson {
  startTime: number
  numTotalTests: number
  numFailedTests: number
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[]
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Every run of every browser test (a retry is a run of its own), named `file:line › describe › title`. */
function browserRuns(report: PlaywrightJson): { name: string; duration: number; status: string }[] {
  const runs: { name: string; duration: number; status: string }[] = []
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path)
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const retry = result.retry ? ` (retry ${result.retry})` : ''
          runs.push({ name: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}${retry}`, duration: result.duration, status: result.status })
        }
      }
    }
  }
  for (const suite of report.suites) walk(suite, [])
  return runs
}

export function browserSummary(report: PlaywrightJson): string[] {
  const runs = browserRuns(report)
  const { stats } = report
  const summed = runs.reduce((sum, run) => sum + run.duration, 0)
  const lines = [
    `browser tests: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped in ${seconds(stats.duration)} (${seconds(summed)} summed over the runs); the ${TOP} slowest runs:`,
  ]
  for (const run of [...runs].sort((a, b) => b.duration - a.duration).slice(0, TOP)) {
    lines.push(`  ${seconds(run.duration).padStart(8)}  ${run.status === 'passed' ? '' : `${run.status.toUpperCase()} `}${run.name}`)
  }
  return lines
}

export function vitestSummary(report: VitestJson, root: string): string[] {
  const files = report.testResults
  const end = Math.max(...files.map((file) => file.endTime))
  const lines = [
    `Vitest: ${report.numTotalTests} tests (${report.numFailedTests} failed) in ${files.length} files in ${seconds(end - report.startTime)}; the ${TOP} slowest files:`,
  ]
  for (const file of [...files].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, TOP)) {
    lines.push(`  ${seconds(file.endTime - file.startTime).padStart(8)}  ${relative(root, file.name)} (${file.assertionResults.length} tests)`)
  }
  return lines
}

function main(): void {
  const folder = process.argv[2] ?? '.reports'
  const e2e = join(folder, 'e2e.json')
  const unit = join(folder, 'vitest.json')
  const lines: string[] = []
  lines.push(...(existsSync(unit) ? vitestSummary(JSON.parse(readFileSync(unit, 'utf8')) as VitestJson, process.cwd()) : [`Vitest: no report (${unit}): it did not run to its end`]))
  lines.push(...(existsSync(e2e) ? browserSummary(JSON.parse(readFileSync(e2e, 'utf8')) as PlaywrightJson) : [`browser tests: no report (${e2e}): they did not run to their end`]))
  console.log(lines.join('\n'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
